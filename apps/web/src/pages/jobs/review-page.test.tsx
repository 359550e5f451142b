import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantsResponse, VacancyConceptsResponse } from '@sciscope/contracts';
import { applicantFixture } from '../../features/job-postings/testing/applicant.fixture';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { vacancyFixture } from '../../features/job-postings/testing/vacancy.fixture';
import { readRefereesPageQuery } from '../../features/referees/referees-url';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ReviewPage, applicantOrderOf } from './review-page';

const noApplicants: ApplicantsResponse = {
  applicants: [],
  total: 0,
  offset: 0,
  pageSize: 100,
  ranked: true,
  isEqualityOfficer: false,
  canSeeGender: false,
};

function render(url: string, applicants: ApplicantsResponse = noApplicants) {
  const client = testQueryClient();
  client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ id: 5 }));
  // The list's key: the vacancy's applicants, then preliminary, minSim, order and cids (as the page asks).
  client.setQueryData([...jobKeys.applicants(5), false, null, 'relevance', null], applicants);
  client.setQueryData(['jobs', 'tags', 5], { tags: [] });
  return renderStatic(<ReviewPage />, { client, path: '/jobs/:id/:tab', url });
}

describe('the applicants review page', () => {
  it('says the list is loading, not that there are no applicants, before the answer comes (walk 22)', () => {
    const client = testQueryClient();
    client.setQueryData(['jobs', 'tags', 5], { tags: [] });
    const text = textOf(renderStatic(<ReviewPage />, { client, path: '/jobs/:id/:tab', url: '/jobs/5/applicants' }));
    expect(text).toContain('Loading applicants…');
    expect(text).not.toContain('No applicants found.');
    expect(text).not.toContain('Applicants:');
    const loaded = textOf(render('/jobs/5/applicants'));
    expect(loaded).toContain('No applicants found.');
    expect(loaded).not.toContain('Loading applicants…');
  });

  it("marks the applicant the reviewer co-wrote with, and the reviewer's own profile, in the name cell (user walk)", () => {
    const html = render('/jobs/5/applicants', {
      ...noApplicants,
      applicants: [
        applicantFixture({
          applicationId: 1,
          authorName: 'Ada Lovelace',
          coauthorship: { articles: 2, lastYear: 2023 },
        }),
        applicantFixture({ applicationId: 2, authorName: 'Mia Member', ownProfile: true }),
        applicantFixture({ applicationId: 3, authorName: 'Bob Other' }),
      ],
      total: 3,
    });
    const row = (id: number) => textOf(new RegExp(`id="applicant-${id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '');
    expect(row(1)).toContain(
      'Ada Lovelace (actual) Co-author You co-authored 2 articles with Ada Lovelace (latest 2023): consider declaring a conflict of interest.',
    );
    expect(row(2)).toContain('Mia Member (actual) Your profile This is your own profile.');
    expect(row(3)).toContain('Bob Other (actual)');
    expect(row(3)).not.toMatch(/Co-author|Your profile|co-authored/);
  });

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

describe('applicantOrderOf', () => {
  it('reads ?order=votes, and anything else as the relevance order', () => {
    expect(applicantOrderOf(new URLSearchParams('order=votes'))).toBe('votes');
    for (const query of ['', 'order=relevance', 'order=name', 'minSim=0.5'])
      expect(applicantOrderOf(new URLSearchParams(query))).toBe('relevance');
  });
});

describe('the gender column of the applicants list (spec 04 section 6)', () => {
  const listOf = (applicant: Partial<Applicant>, canSeeGender: boolean): ApplicantsResponse => ({
    ...noApplicants,
    applicants: [applicantFixture({ authorId: 9, ...applicant })],
    total: 1,
    canSeeGender,
  });

  it('shows a holder of gender_info each applicant’s gender, with F and M to set it', () => {
    const html = render('/jobs/5/applicants', listOf({ gender: 30, manualGender: null }, true));
    expect(html).toMatch(/<th[^>]*>Gender<\/th>/);
    expect(html).toMatch(/aria-label="Gender: m \(Predicted gender[^"]*\)"/);
    expect(html).toContain('aria-label="Set the gender of Eve Euler to M"');
  });

  it('has no gender column for anyone else', () => {
    const html = render('/jobs/5/applicants', listOf({ gender: null, manualGender: null }, false));
    expect(html).toContain('Eve Euler');
    expect(html).not.toMatch(/<th[^>]*>Gender<\/th>/);
    expect(html).not.toContain('aria-label="Gender:');
  });
});

describe('the search tab (spec 04: GET /api/jobs/vacancy/{id}/concepts)', () => {
  const eve: ApplicantsResponse = { ...noApplicants, applicants: [applicantFixture({ authorId: 9 })], total: 1 };
  const concepts: VacancyConceptsResponse = {
    concepts: [
      { id: 12, name: 'Graph coloring', applicantsCount: 1 },
      { id: 40, name: 'Planar graph', applicantsCount: 1 },
    ],
    picked: [{ id: 12, name: 'Graph coloring' }],
  };
  /** The page at `url`, its cache holding the search tab's list and concepts for `minSim` and `cids`. */
  function renderSearch(url: string, { minSim, cids }: { minSim: number; cids: string | null }) {
    const client = testQueryClient();
    client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ id: 5 }));
    client.setQueryData([...jobKeys.applicants(5), false, minSim, 'relevance', cids], eve);
    client.setQueryData(jobKeys.searchConcepts(5, { preliminary: false, minSim, cids }), concepts);
    client.setQueryData(['jobs', 'tags', 5], { tags: [] });
    return renderStatic(<ReviewPage />, { client, path: '/jobs/:id/:tab', url });
  }

  it("lists the applicants holding the concepts of ?cids= and shows those concepts picked, with the others' counts", () => {
    const html = renderSearch('/jobs/5/search?minSim=0.2&cids=12', { minSim: 0.2, cids: '12' });
    expect(textOf(html)).toContain('Eve Euler');
    const fieldset = /<fieldset[\s\S]*<\/fieldset>/.exec(html)![0];
    const labels = [...fieldset.matchAll(/<input([^>]*)>\s*<label[^>]*>((?:(?!<\/label>)[\s\S])*)<\/label>/g)].map(
      ([, input, label]) => [textOf(label!), input!.includes('checked=""')],
    );
    expect(labels).toEqual([
      ['Graph coloring 1', true],
      ['Planar graph 1', false],
    ]);
    expect(textOf(fieldset)).toContain('Clear picked concepts');
  });

  it('ignores a ?cids= or ?minSim= that means nothing, and lists every applicant', () => {
    const html = renderSearch('/jobs/5/search?cids=abc,-1&minSim=high', { minSim: 0, cids: null });
    expect(textOf(html)).toContain('Eve Euler');
    expect(html).not.toContain('role="alert"');
  });
});
