import { describe, expect, it } from 'vitest';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { vacancyFixture } from '../../features/job-postings/testing/vacancy.fixture';
import { ApplyPage } from './apply-page';

const render = (ownApplicationId: number | null) => {
  const client = testQueryClient();
  client.setQueryData(
    jobKeys.vacancy(5),
    vacancyFixture({ status: 'published', canEdit: false, canReview: false, ownApplicationId }),
  );
  return textOf(renderStatic(<ApplyPage />, { client, path: '/jobs/:id/apply', url: '/jobs/5/apply' }));
};

describe('/jobs/{id}/apply', () => {
  it('shows the application form to a user who has not applied', () => {
    expect(render(null)).toContain('PhD award date');
  });

  it('shows no new form to a user who already applied (they are sent to their application)', () => {
    expect(render(42)).not.toContain('PhD award date');
  });
});
