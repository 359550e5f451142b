import { describe, expect, it } from 'vitest';
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

  it('says when applications closed, with a link back to the vacancy, and shows no form once the deadline has passed', () => {
    const html = renderHtml(null, true);
    expect(textOf(html)).toContain('Applications closed on 2026-11-27.');
    expect(html).toContain('href="/jobs/5"');
    expect(html).not.toContain('<form');
    expect(textOf(html)).not.toContain('PhD award date');
  });
});
