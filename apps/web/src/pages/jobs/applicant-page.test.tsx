import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, type Applicant, type ApplicantDetail, type CurrentUser } from '@sciscope/contracts';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { applicantFixture } from '../../features/job-postings/testing/applicant.fixture';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ApplicantPage } from './applicant-page';

const TAGS = [
  { id: 1, name: 'Interview', description: '', autotag: false },
  { id: 2, name: 'Reinforcement learning & Robots', description: '', autotag: true },
];

const committeeMember: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'chair@example.org', is_authenticated: true };
const withGenderInfo: CurrentUser = {
  ...committeeMember,
  active_quotas: [['gender_info', { canBePrivate: false, organizations_ids: [] }]],
};

function render(applicant: Partial<Applicant>, user: CurrentUser = committeeMember) {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  const detail: ApplicantDetail = {
    vacancy: { id: 5, title: 'Postdoc in robot learning' },
    applicant: applicantFixture(applicant),
    topConcepts: [],
    isSuperuser: false,
  };
  client.setQueryData(jobKeys.applicant(4), detail);
  client.setQueryData(jobKeys.tags(5), { tags: TAGS });
  return renderStatic(<ApplicantPage />, {
    client,
    path: '/jobs/:jobId/applicant/:applicationId',
    url: '/jobs/5/applicant/4',
  });
}

describe('the applicant page', () => {
  it('shows the applicant’s tags as chips that take the tag off, and offers to add one (spec 04 §2)', () => {
    const html = render({ tagsIds: [1, 2] });
    const tags = /aria-label="Tags" role="group"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(textOf(tags)).toBe('Tags: Interview × Reinforcement learning & Robots ×');
    expect(html).toContain('aria-label="Remove the tag Interview"');
    // At their natural width: squeezed by a table's column, a chip read "T..".
    const chip = /<button[^>]*aria-label="Remove the tag Interview"[^>]*>/.exec(html)?.[0] ?? '';
    expect(chip).toMatch(/style="[^"]*min-width:max-content/);
    expect(textOf(html)).toContain('Add tag');
  });

  it('leads back to the row of the list the applicant is on: actual or preliminary (spec 04 §2)', () => {
    const back = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>← Postdoc in robot learning<\/a>/.exec(html)?.[1];
    expect(back(render({ applicationId: 4, isPreliminary: false }))).toBe('/jobs/5/applicants#applicant-4');
    expect(back(render({ applicationId: 4, isPreliminary: true, email: null }))).toBe(
      '/jobs/5/applicants/preliminary#applicant-4',
    );
  });

  it('tells a reviewer who co-wrote with the applicant to consider declaring a conflict of interest (user walk)', () => {
    const text = textOf(render({ authorId: 9, coauthorship: { articles: 1, lastYear: 2019 } }));
    expect(text).toContain(
      'You co-authored 1 article with Eve Euler (latest 2019): consider declaring a conflict of interest.',
    );
    expect(textOf(render({ authorId: 9, ownProfile: true }))).toContain('This is your own profile.');
    expect(textOf(render({ authorId: 9 }))).not.toMatch(/co-authored|your own profile/);
  });

  it('says when the applicant has no tags', () => {
    expect(textOf(render({ tagsIds: [] }))).toContain('Tags: No tags.');
  });

  it('abbreviates counts of 100 or more with a plus, the exact number in their title (spec 01 section 9)', () => {
    const html = render({
      authorId: 9,
      hIndex: 61,
      citationsCount: 34675,
      notableArticlesCount: 4,
      articlesCount: 1203,
    });
    expect(textOf(html)).toContain('h-index 61 · citations 34k+ · notable 4 · articles 1.2k+ ·');
    expect(html).toContain('title="34,675"');
    expect(html).toContain('title="1,203"');
  });

  it('shows the similarity of the most relevant articles with 2 decimals, 4 in the title', () => {
    const html = render({
      authorId: 9,
      mostRelevantArticles: [{ id: 3, title: 'Robot grasping', year: 2024, similarity: 0.41864 }],
    });
    expect(textOf(html)).toMatch(/Robot grasping 2024 0\.42/);
    expect(html).toContain('title="0.4186"');
  });

  it('shows a holder of gender_info the applicant’s gender, with F and M to set it (spec 04 §6)', () => {
    const html = render({ authorId: 9, gender: -90, manualGender: null }, withGenderInfo);
    expect(html).toMatch(/aria-label="Gender: F \(Predicted gender[^"]*\)"/);
    expect(html).toContain('aria-label="Set the gender of Eve Euler to F"');
    expect(html).toContain('aria-label="Set the gender of Eve Euler to M"');
  });

  it('shows no gender indicator to a user without gender_info', () => {
    const html = render({ authorId: 9, gender: null, manualGender: null });
    expect(html).not.toContain('aria-label="Gender:');
    expect(html).not.toContain('Set the gender of');
  });
});
