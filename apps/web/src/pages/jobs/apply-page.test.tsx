import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, MESSAGES, type Application, type Vacancy } from '@sciscope/contracts';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { vacancyFixture } from '../../features/job-postings/testing/vacancy.fixture';
import { ApplyPage } from './apply-page';

const renderHtml = (ownApplicationId: number | null, closed = false) => {
  const client = testQueryClient();
  client.setQueryData(
    jobKeys.vacancy(5),
    vacancyFixture({
      status: 'published',
      canEdit: false,
      canReview: false,
      ownApplicationId,
      ...(closed ? { dateDeadline: '2026-11-27', isClosed: true } : {}),
    }),
  );
  return renderStatic(<ApplyPage />, { client, path: '/jobs/:id/apply', url: '/jobs/5/apply' });
};
const render = (ownApplicationId: number | null) => textOf(renderHtml(ownApplicationId));

describe('/jobs/{id}/apply', () => {
  it('shows the application form to a user who has not applied', () => {
    expect(render(null)).toContain('PhD award date');
  });

  it('shows no new form to a user who already applied (they are sent to their application)', () => {
    expect(render(42)).not.toContain('PhD award date');
  });

  it('offers only the accepted file types in the file pickers (spec 04 section 5)', () => {
    const inputs = [...renderHtml(null).matchAll(/<input[^>]*type="file"[^>]*>/g)].map((m) => m[0]);
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input).toContain('accept=".pdf,.doc,.docx,.rtf"');
  });

  it('names each PhD advisor checkbox after its reference, as the name and e-mail fields are', () => {
    const client = testQueryClient();
    client.setQueryData(
      jobKeys.vacancy(5),
      vacancyFixture({ status: 'published', canEdit: false, canReview: false, isAdvisorsRequired: true }),
    );
    const html = renderStatic(<ApplyPage />, { client, path: '/jobs/:id/apply', url: '/jobs/5/apply' });
    const checkboxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(
      (m) => /aria-label="([^"]*)"/.exec(m[0])?.[1],
    );
    expect(checkboxes).toEqual(['Reference 1: PhD advisor', 'Reference 2: PhD advisor', 'Reference 3: PhD advisor']);
  });

  it('says when applications closed, with a link back to the vacancy, and shows no form once the deadline has passed', () => {
    const html = renderHtml(null, true);
    expect(textOf(html)).toContain('Applications closed on 2026-11-27.');
    expect(html).toContain('href="/jobs/5"');
    expect(html).not.toContain('<form');
    expect(textOf(html)).not.toContain('PhD award date');
  });
});

/** Ada's application as GET /api/jobs/application/8 answers it: one reference's letter came. */
const application: Application = {
  applicationId: 8,
  vacancyId: 5,
  vacancyTitle: 'Postdoc in graph coloring',
  name: 'Ada Applicant',
  email: 'ada@example.org',
  phdAwardDate: '2019-02',
  authorId: null,
  attachments: [{ id: 31, filename: 'cv 2026.pdf', formatType: 'cv', size: 1200 }],
  advisors: [
    {
      id: 1,
      name: 'Grace Advisor',
      email: 'grace@uni.example',
      isPhdAdvisor: true,
      hasPostedRecommendation: true,
      authorId: null,
      requestSentAt: '2026-11-28T08:00:00.000Z',
    },
    {
      id: 2,
      name: 'Sam Second',
      email: 'sam@uni.example',
      isPhdAdvisor: false,
      hasPostedRecommendation: false,
      authorId: null,
      requestSentAt: null,
    },
  ],
  isPreliminary: false,
  createdAt: '2026-11-28T07:00:00.000Z',
};

/** /jobs/5/applications/edit/8 as the caller `vacancy` answers for sees it (the application is cached too). */
const renderEdit = (vacancy: Partial<Vacancy>) => {
  const client = testQueryClient();
  client.setQueryData(
    jobKeys.vacancy(5),
    vacancyFixture({ status: 'published', canEdit: false, canReview: false, ...vacancy }),
  );
  client.setQueryData(jobKeys.application(8), application);
  return renderStatic(<ApplyPage />, {
    client,
    path: '/jobs/:id/applications/edit/:applicationId',
    url: '/jobs/5/applications/edit/8',
  });
};

describe('/jobs/{id}/applications/edit/{applicationId}', () => {
  it('shows the applicant, per reference, when the request was e-mailed and whether the letter arrived', () => {
    const text = textOf(renderEdit({ ownApplicationId: 8 }));
    expect(text).toContain('Save application');
    expect(text).toContain('Request e-mailed on 28 Nov 2026. Letter received.');
    expect(text).toContain('Request not e-mailed yet (about an hour after applying). No letter yet.');
    expect(text).not.toContain('letter.pdf');
  });

  it('links the files the applicant uploaded, to check them', () => {
    const html = renderEdit({ ownApplicationId: 8 });
    expect(html).toMatch(/<a[^>]*href="\/api\/jobs\/attachment\/31\/cv%202026.pdf"[^>]*>cv 2026.pdf<\/a>/);
  });

  it('offers a committee member no form, only the way to the application in review', () => {
    const html = renderEdit({ ownApplicationId: null, canReview: true });
    const text = textOf(html);
    expect(text).toContain(JOB_MESSAGES.onlyApplicantEdits);
    expect(html).toMatch(/<a[^>]*href="\/jobs\/5\/applicant\/8"[^>]*>Open the application in review<\/a>/);
    expect(html).not.toContain('<form');
    expect(text).not.toContain('Ada Applicant');
    expect(text).not.toContain('grace@uni.example');
  });

  it('shows anyone else Page not found, even the applicant of another application', () => {
    for (const ownApplicationId of [null, 9]) {
      const html = renderEdit({ ownApplicationId });
      expect(textOf(html)).toContain(MESSAGES.pageNotFound);
      expect(textOf(html)).toContain('There is no application at this address.');
      expect(html).not.toContain('<form');
      expect(textOf(html)).not.toContain('grace@uni.example');
    }
  });
});
