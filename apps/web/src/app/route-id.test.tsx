import { describe, expect, it } from 'vitest';
import { ApplicantPage } from '../pages/jobs/applicant-page';
import { ApplyPage } from '../pages/jobs/apply-page';
import { ReviewPage } from '../pages/jobs/review-page';
import { VacancyFormPage } from '../pages/jobs/vacancy-form-page';
import { VacancyPage } from '../pages/jobs/vacancy-page';
import { renderStatic, testQueryClient } from '../testing/render-static';
import { routeId } from './route-id';

describe('routeId', () => {
  it('reads positive database ids only', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', 'abc', '0', '-1', '1.5', '12abc', '2147483648', '99999999999999999999']) {
      expect(routeId(raw)).toBeNull();
    }
  });

  // Before, /jobs/abc asked the server for /api/jobs/vacancy/NaN and showed the validator's text.
  it.each([
    [<VacancyPage key="v" />, 'jobs/:id', '/jobs/abc'],
    [<VacancyFormPage key="f" />, 'jobs/edit/:id', '/jobs/edit/abc'],
    [<ApplyPage key="a" />, 'jobs/:id/apply', '/jobs/abc/apply'],
    [<ApplyPage key="e" />, 'jobs/:id/applications/edit/:applicationId', '/jobs/5/applications/edit/x'],
    [<ApplicantPage key="p" />, 'jobs/:jobId/applicant/:applicationId', '/jobs/1/applicant/abc'],
    [<ReviewPage key="r" />, 'jobs/:id/:tab', '/jobs/99999999999999999999/applicants'],
  ])('a jobs page with a malformed id says Page not found (%#)', (page, path, url) => {
    const html = renderStatic(page, { client: testQueryClient(), path: `/${path}`, url });
    expect(html).toContain('Page not found');
  });
});
