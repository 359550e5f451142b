import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, MESSAGES, type Vacancy } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { vacancySaved } from '../../features/job-postings/queries/vacancy-cache';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { vacancyFixture } from '../../features/job-postings/testing/vacancy.fixture';
import { VacancyPage } from './vacancy-page';

type Member = { userId: number; email: string; name: string | null; isEqualityOfficer: boolean };

function render({
  vacancy = vacancyFixture(),
  members = [],
  url = `/jobs/${vacancy.id}`,
  client = testQueryClient(),
}: { vacancy?: Vacancy; members?: Member[]; url?: string; client?: ReturnType<typeof testQueryClient> } = {}) {
  client.setQueryData(jobKeys.vacancy(vacancy.id), vacancy);
  client.setQueryData(jobKeys.committee(vacancy.id), { members });
  return renderStatic(<VacancyPage />, { client, path: '/jobs/:id', url });
}

/** The cells of the hiring committee table's body, row by row. */
function committeeRows(html: string): string[][] {
  const table = /<table[^>]*aria-label="Hiring committee"[^>]*>([\s\S]*?)<\/table>/.exec(html)![1]!;
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(table)![1]!;
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => textOf(cell[1]!)),
  );
}

describe('the vacancy page', () => {
  it('shows the status saved on the form, not the one cached before, under "Your vacancy is published"', () => {
    const client = testQueryClient();
    client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ status: 'draft' }));
    vacancySaved(client, { id: 5, status: 'published' });
    const html = render({
      client,
      vacancy: client.getQueryData<Vacancy>(jobKeys.vacancy(5)),
      url: '/jobs/5?published=1',
    });
    const text = textOf(html);
    expect(text).toContain('Your vacancy is published');
    expect(text).toContain(JOB_MESSAGES.feeNotice);
    expect(html).toMatch(/mantine-Badge-label">published</);
    expect(html).not.toMatch(/mantine-Badge-label">draft</);
  });

  it('says "Saved." after an edit, without the fee notice', () => {
    const text = textOf(render({ vacancy: vacancyFixture({ status: 'published' }), url: '/jobs/5?saved=1' }));
    expect(text).toContain('Saved.');
    expect(text).not.toContain(JOB_MESSAGES.feeNotice);
    expect(text).not.toContain('Your vacancy is published');
  });

  it('puts the hiring committee table in a box of its own that scrolls sideways on a phone, not the page', () => {
    const html = render({
      members: [{ userId: 2, email: 'member@testing.example', name: null, isEqualityOfficer: false }],
    });
    expect(html).toMatch(
      /class="[^"]*mantine-TableScrollContainer-scrollContainer[^"]*"[\s\S]*?<table[^>]*aria-label="Hiring committee"/,
    );
  });

  it('lists the selection text with the concepts, authors and articles, as text', () => {
    const html = render({
      vacancy: vacancyFixture({ text: 'Planar graphs <img src=x onerror=alert(1)> & colourings' }),
    });
    expect(textOf(html)).toContain('Text: Planar graphs <img src=x onerror=alert(1)> & colourings');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('shows a dash for a selection without text', () => {
    expect(textOf(render({ vacancy: vacancyFixture({ text: '' }) }))).toContain('Text: —');
  });

  it('never shows the selection to a candidate', () => {
    const html = render({ vacancy: vacancyFixture({ canReview: false, canEdit: false, status: 'published' }) });
    expect(textOf(html)).not.toContain('Text:');
  });

  it('lists the references among the requirements when the vacancy asks for them, to candidates too', () => {
    const vacancy = vacancyFixture({
      requirements: ['cv', 'researchStatement'],
      isAdvisorsRequired: true,
      canReview: false,
      canEdit: false,
    });
    expect(textOf(render({ vacancy }))).toContain(
      'Required: CV / electronic profile, Research statement, References (at least 3)',
    );
    const without = textOf(render({ vacancy: { ...vacancy, isAdvisorsRequired: false } }));
    expect(without).toContain('Required: CV / electronic profile, Research statement');
    expect(without).not.toContain('References (at least');
  });

  it('offers the applicant to edit their application while it is open, and only says they applied once it closed', () => {
    const own = { canReview: false, canEdit: false, status: 'published' as const, ownApplicationId: 12 };
    const open = render({ vacancy: vacancyFixture({ ...own, dateDeadline: '2099-12-31' }) });
    expect(open).toMatch(/<a[^>]*href="\/jobs\/5\/applications\/edit\/12"[^>]*>[\s\S]*?Edit your application/);
    const html = render({ vacancy: vacancyFixture({ ...own, dateDeadline: '2026-11-27', isClosed: true }) });
    expect(textOf(html)).not.toContain('Edit your application');
    expect(html).not.toContain('/applications/edit/');
    expect(textOf(html)).toContain(
      'You applied. Applications closed on 2026-11-27, so your application can no longer be edited.',
    );
  });

  it('lists each committee member by name and e-mail, a dash where there is no name', () => {
    const html = render({
      members: [
        { userId: 1, email: 'ada@uni.example', name: 'Ada Lovelace', isEqualityOfficer: false },
        { userId: 2, email: 'eoo@uni.example', name: null, isEqualityOfficer: true },
      ],
    });
    expect(committeeRows(html)).toEqual([
      ['Ada Lovelace', 'ada@uni.example', 'Member', 'Remove'],
      ['—', 'eoo@uni.example', 'Equality officer (EOO)', 'Remove'],
    ]);
  });

  it('shows Page not found, as for an unknown article or author, when the server knows no such vacancy', () => {
    const client = testQueryClient();
    // The answer as it stands after the request failed (a mounted query would ask again).
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
    const error = new ApiError({ status: 404, code: 'common.not_found', message: 'Not Found' });
    client
      .getQueryCache()
      .build(client, { queryKey: jobKeys.vacancy(999999) })
      .setState({
        status: 'error',
        error,
        errorUpdatedAt: Date.now(),
        fetchStatus: 'idle',
      });
    const html = renderStatic(<VacancyPage />, { client, path: '/jobs/:id', url: '/jobs/999999' });
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('There is no vacancy at this address.');
    expect(html).toMatch(/<a[^>]*href="\/search\/"[^>]*>Go to search<\/a>/);
    expect(text).not.toContain('Not Found');
  });
});
