import { describe, expect, it } from 'vitest';
import type { ApplicantsResponse } from '@sciscope/contracts';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { vacancyFixture } from '../../features/job-postings/testing/vacancy.fixture';
import { readRefereesPageQuery } from '../../features/referees/referees-url';
import { renderStatic, testQueryClient } from '../../testing/render-static';
import { ReviewPage } from './review-page';

const noApplicants: ApplicantsResponse = {
  applicants: [],
  total: 0,
  offset: 0,
  pageSize: 100,
  ranked: true,
  isEqualityOfficer: false,
  canSeeGender: false,
};

function render(url: string) {
  const client = testQueryClient();
  client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ id: 5 }));
  client.setQueryData(['jobs', 'applicants', 5, false, null], noApplicants);
  client.setQueryData(['jobs', 'tags', 5], { tags: [] });
  return renderStatic(<ReviewPage />, { client, path: '/jobs/:id/:tab', url });
}

describe('the applicants review page', () => {
  it('links "Find possible candidates" to the vacancy\'s referee finder with the vacancy as forJob', () => {
    const html = render('/jobs/5/applicants');
    const href = /<a[^>]*href="([^"]*)"[^>]*>Find possible candidates<\/a>/.exec(html)?.[1];
    expect(href).toBeDefined();
    const [path, search = ''] = href!.replace(/&amp;/g, '&').split('?');
    expect(path).toBe('/referees-beam/vacancy/5');
    // The referee finder offers "Add as preliminary applicants" when it reads a forJob id.
    expect(readRefereesPageQuery(search).forJob).toBe(5);
  });
});
