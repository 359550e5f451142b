import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, type CurrentUser, type VacancyListResponse } from '@sciscope/contracts';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { SemanticJobsPage } from './semantic-jobs-page';

const member: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'member@example.org', is_authenticated: true };
const page = (vacancies: VacancyListResponse['vacancies']): VacancyListResponse => ({
  vacancies,
  total: vacancies.length,
  offset: 0,
  pageSize: 20,
});
const seat = {
  id: 12,
  title: 'Draft chair in topology',
  affiliation: 'University of Testing',
  dateDeadline: '2099-12-31',
  isClosed: false,
  status: 'draft' as const,
  concepts: [{ id: 3, name: 'Topology' }],
  applicantsCount: 2,
};

function render(
  user: CurrentUser,
  seats: VacancyListResponse['vacancies'],
  mine: VacancyListResponse['vacancies'] = [],
) {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  client.setQueryData(['jobs', 'vacancies', '', 'open', 0, undefined], page([]));
  client.setQueryData(['jobs', 'vacancies', 'mine'], page(mine));
  client.setQueryData([...jobKeys.vacancies(), 'committee'], page(seats));
  return renderStatic(<SemanticJobsPage />, { client, path: '/semantic-jobs/' });
}

/** The body of the table labelled `label`. */
const table = (html: string, label: string) =>
  new RegExp(`<table[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? null;

describe('the semantic jobs page', () => {
  it('lists a committee member the vacancies they review, drafts too, with a link to the applicants', () => {
    const html = render(member, [seat]);
    const seats = table(html, 'Vacancies you review');
    expect(seats).not.toBeNull();
    expect(textOf(seats!)).toBe(
      'Draft chair in topology draft Deadline 2099-12-31 23:59:59 Topology 2 applicant(s) Review',
    );
    expect(seats).toContain('href="/jobs/12/applicants"');
    expect(seats).toContain('href="/jobs/12"');
  });

  it("shows the owner each of their vacancies' deadline, as the vacancy page does, and which have closed", () => {
    const closed = { ...seat, id: 13, title: 'Chair in algebra', status: 'published' as const };
    const html = render(member, [], [seat, { ...closed, dateDeadline: '2026-11-27', isClosed: true }]);
    const rows = [...table(html, 'Your vacancies')!.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) => textOf(r[1]!));
    expect(rows).toEqual([
      'Draft chair in topology draft Deadline 2099-12-31 23:59:59 Topology 2 applicant(s) Review',
      'Chair in algebra published Deadline 2026-11-27 23:59:59 (closed) Topology 2 applicant(s) Review',
    ]);
  });

  it('shows no such section to someone on no committee', () => {
    expect(textOf(render(member, []))).not.toContain('Vacancies you review');
  });
});
