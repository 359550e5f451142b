import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, MESSAGES } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { RecommendationPage } from './recommendation-page';

const UUID = 'dcd4b440-4a20-439c-b118-79293162add9';

/** The recommender's page as it stands after the request behind `advisorId` failed with `error`. */
function renderFailed(error: ApiError, advisorId = UUID): string {
  const client = testQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client
    .getQueryCache()
    .build(client, { queryKey: ['jobs', 'recommendation-request', advisorId] })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  return renderStatic(<RecommendationPage />, {
    client,
    path: '/jobs/recommendation/:advisorId',
    url: `/jobs/recommendation/${advisorId}`,
  });
}

describe('/jobs/recommendation/{advisorUuid} with a bad link', () => {
  it('tells a recommender an unknown or withdrawn link in words, on the not-found page', () => {
    const unknown = new ApiError({
      status: 404,
      code: 'common.not_found',
      message: 'Not Found',
      serverMessage: 'Recommendation request not found.',
    });
    const html = renderFailed(unknown);
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain(JOB_MESSAGES.recommendationLinkInvalid);
    expect(text).not.toContain('Not Found');
    expect(text).not.toContain('Error');
    expect(html).toMatch(/<a[^>]*href="\/search\/"[^>]*>Go to search<\/a>/);
  });

  it('says the same of a link that is not even the shape of one', () => {
    const malformed = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'advisorUuid: Too long.',
      details: { fields: { advisorUuid: 'Too long.' } },
    });
    const text = textOf(renderFailed(malformed, 'x'.repeat(80)));
    expect(text).toContain(JOB_MESSAGES.recommendationLinkInvalid);
    expect(text).not.toContain('advisorUuid');
  });

  it('shows any other failure as the error it is', () => {
    const down = new ApiError({ status: 500, code: 'internal', message: 'Internal Server Error' });
    const text = textOf(renderFailed(down));
    expect(text).toContain('Internal Server Error');
    expect(text).not.toContain(JOB_MESSAGES.recommendationLinkInvalid);
  });
});

describe('/jobs/recommendation/{id}: the greeting', () => {
  const request = {
    id: 7,
    filename: null,
    recommendation: false,
    uploadedAt: null,
    applicantName: 'Ada Lovelace',
    applicantAuthorId: null,
    advisorName: 'Charles Babbage',
    vacancyId: 3,
    vacancyTitle: 'Postdoc in engines',
    vacancyInstitution: 'Analytical Lab',
    author: null,
  };
  const render = (advisorId: string) => {
    const client = testQueryClient();
    client.setQueryData(['jobs', 'recommendation-request', advisorId], request);
    return textOf(
      renderStatic(<RecommendationPage />, {
        client,
        path: '/jobs/recommendation/:advisorId',
        url: `/jobs/recommendation/${advisorId}`,
      }),
    );
  };

  it('addresses the recommender on the e-mailed link', () => {
    expect(render(UUID)).toContain('Dear Charles Babbage, Ada Lovelace has applied for Postdoc in engines');
  });

  it('tells a superuser on the numeric upload link whose letter they upload, not "Dear" (walk 22)', () => {
    const text = render('7');
    expect(text).not.toContain('Dear');
    expect(text).toContain(
      'named Charles Babbage as a reference. You are uploading Charles Babbage’s letter as a superuser.',
    );
  });
});
