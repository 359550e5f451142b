import { describe, expect, it } from 'vitest';
import { vacancyFields } from '../../test-support/jobs.fixture';
import { paymentRequestMail } from './job-postings.mail';
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
      const mail = paymentRequestMail({ vacancy: vacancy(deadline), publicUrl: 'https://jobs.example', now });
      expect(mail.text).toContain('is published and open to applications:');
      expect(mail.text).toContain('https://jobs.example/jobs/7');
    }
  });

  it('never calls a vacancy whose deadline day has ended open to applications', () => {
    const mail = paymentRequestMail({ vacancy: vacancy('2026-11-01'), publicUrl: 'https://jobs.example', now });
    expect(mail.text).not.toContain('open to applications');
    expect(mail.text).toContain('its application deadline, 2026-11-01, has passed, so it is closed to applications');
    expect(mail.text).toContain('$250');
  });
});
