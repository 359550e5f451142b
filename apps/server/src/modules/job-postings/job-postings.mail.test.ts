import { describe, expect, it } from 'vitest';
import { vacancyFields } from '../../test-support/jobs.fixture';
import { paymentRequestMail, recommendationRequestMail } from './job-postings.mail';
import type { DueRequestRow } from './recommendations.repository';
import type { VacancyRow } from './vacancies.repository';

const vacancy = (dateDeadline: string): VacancyRow => ({
  ...vacancyFields({ dateDeadline, status: 'published' }),
  id: 7,
  ownerId: 1,
  ownerEmail: 'owner@example.org',
  publishedAt: '2026-11-28T09:00:00.000Z',
  paymentRequestedAt: null,
});

describe('the payment request for the publication fee', () => {
  const now = new Date('2026-11-28T09:15:00.000Z');

  it('says the vacancy is open to applications until the end of its deadline day', () => {
    for (const deadline of ['2026-11-28', '2026-12-31']) {
      const mail = paymentRequestMail({
        vacancy: vacancy(deadline),
        publicUrl: 'https://jobs.example',
        contactEmail: null,
        now,
      });
      expect(mail.text).toContain('is published and open to applications:');
      expect(mail.text).toContain('https://jobs.example/jobs/7');
    }
  });

  it('never calls a vacancy whose deadline day has ended open to applications', () => {
    const mail = paymentRequestMail({
      vacancy: vacancy('2026-11-01'),
      publicUrl: 'https://jobs.example',
      contactEmail: null,
      now,
    });
    expect(mail.text).not.toContain('open to applications');
    expect(mail.text).toContain('its application deadline, 2026-11-01, has passed, so it is closed to applications');
    expect(mail.text).toContain('$250');
  });
});

describe('where the payment request sends the owner for an invoice', () => {
  const now = new Date('2026-11-28T09:15:00.000Z');
  const mail = (contactEmail: string | null) =>
    paymentRequestMail({ vacancy: vacancy('2026-12-31'), publicUrl: 'https://jobs.example', contactEmail, now });

  it("names the operator's contact address and sends replies there when one is configured", () => {
    const message = mail('billing@jobs.example');
    expect(message.text).toContain(
      'For an invoice\naddressed to your institution, reply to this message or write to billing@jobs.example.',
    );
    expect(message.headers).toEqual({ 'Reply-To': 'billing@jobs.example' });
  });

  it('never asks for a reply without one: the message comes from a no-reply address', () => {
    const message = mail(null);
    expect(message.text).toContain('The publication fee is $250. Please pay it within 30 days.\n');
    expect(message.text).not.toMatch(/reply/i);
    expect(message.headers).toBeUndefined();
  });
});

describe('the recommendation request', () => {
  const request = (dateDeadline: string): DueRequestRow => ({
    advisorId: 4,
    uuid: 'b1c2d3e4-0000-4000-8000-000000000000',
    applicationId: 8,
    name: 'Grace Advisor',
    email: 'grace@uni.example',
    isPhdAdvisor: true,
    authorId: null,
    authorName: null,
    requestDueAt: '2026-11-27T23:30:00.000Z',
    requestSentAt: null,
    filename: null,
    storedName: null,
    mediaType: null,
    uploadedAt: null,
    applicantName: 'Ada Applicant',
    applicantEmail: 'ada@example.org',
    vacancyId: 7,
    vacancyTitle: 'Postdoc in graph theory',
    vacancyInstitution: 'University of Testing',
    dateDeadline,
  });
  const send = (dateDeadline: string, now: Date) =>
    recommendationRequestMail({
      request: request(dateDeadline),
      token: 'tok',
      tokenExpiresAt: '2027-02-01T00:00:00.000Z',
      publicUrl: 'https://jobs.example',
      now,
    }).text;

  it('says when applications close while the vacancy is open, to the end of the deadline day', () => {
    const text = send('2026-11-27', new Date('2026-11-27T23:59:59.000Z'));
    expect(text).toContain('Applications close at the end of 2026-11-27.');
  });

  it('says applications have closed, in the past tense, when it leaves after the deadline day', () => {
    const text = send('2026-11-27', new Date('2026-11-28T00:10:00.000Z'));
    expect(text).not.toContain('Applications close at the end of');
    expect(text).toContain(
      'Applications closed at the end of 2026-11-27 and the hiring committee is reviewing them, so please upload your letter soon.',
    );
    expect(text).toContain('https://jobs.example/jobs/recommendation/b1c2d3e4-0000-4000-8000-000000000000');
  });
});
