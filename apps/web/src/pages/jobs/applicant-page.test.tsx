import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantDetail } from '@sciscope/contracts';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { applicantFixture } from '../../features/job-postings/testing/applicant.fixture';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ApplicantPage } from './applicant-page';

const TAGS = [
  { id: 1, name: 'Interview', description: '', autotag: false },
  { id: 2, name: 'Reinforcement learning & Robots', description: '', autotag: true },
];

function render(applicant: Partial<Applicant>) {
  const client = testQueryClient();
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
    expect(textOf(html)).toContain('Add tag');
  });

  it('says when the applicant has no tags', () => {
    expect(textOf(render({ tagsIds: [] }))).toContain('Tags: No tags.');
  });

  it('writes counts with thousands separators', () => {
    const text = textOf(render({ authorId: 9, hIndex: 61, citationsCount: 34675, articlesCount: 1203 }));
    expect(text).toContain('citations 34,675');
    expect(text).toContain('articles 1,203');
  });
});
