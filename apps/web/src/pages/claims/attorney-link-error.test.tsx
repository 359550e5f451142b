import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import type { ReactElement } from 'react';
import { ApiError } from '../../app/api-client';
import { claimsKeys } from '../../features/claims/queries/claims-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ClaimPublicationsPage } from './claim-publications-page';
import { EditRecommenderProfilePage } from './edit-recommender-profile-page';
import { FindAuthorsPage } from './find-authors-page';

const UNKNOWN = 'sca_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The server's answer to an unknown, expired or revoked token. */
const expired = new ApiError({
  status: 404,
  code: 'claims.invalid_attorney_token',
  message: 'Not Found',
  serverMessage: 'This link is not valid or has expired.',
});

/** The server's answer to a malformed token: a 400 on the `token` field. */
const malformed = new ApiError({
  status: 400,
  code: 'validation.failed',
  message: 'token: This link is not valid.',
  details: { fields: { token: 'This link is not valid.' } },
  serverMessage: 'token: This link is not valid.',
});

/** The page at `url` as it stands after the advisor lookup of `token` failed with `error`. */
function renderFailed(element: ReactElement, path: string, token: string, error: ApiError): string {
  const client = testQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client
    .getQueryCache()
    .build(client, { queryKey: claimsKeys.advisor(token) })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  return renderStatic(element, { client, path, url: path.replace(':token', token) });
}

const pages: Array<[string, ReactElement, string]> = [
  ['/claim-publications', <ClaimPublicationsPage />, '/claim-publications/:token'],
  ['/edit-recommender-profile', <EditRecommenderProfilePage />, '/edit-recommender-profile/:token'],
  ['/find-authors', <FindAuthorsPage />, '/find-authors/:token'],
];

describe.each(pages)('%s with a bad recommender link', (_name, element, path) => {
  it("shows the server's text for an unknown or expired token, with a way back", () => {
    const html = renderFailed(element, path, UNKNOWN, expired);
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('This link is not valid or has expired.');
    expect(text).not.toContain('Not Found');
    expect(html).toMatch(/<a[^>]*href="\/search\/"[^>]*>Go to search<\/a>/);
  });

  it('shows the message of a malformed token without the field prefix', () => {
    const text = textOf(renderFailed(element, path, 'bogus-token', malformed));
    expect(text).toContain('This link is not valid.');
    expect(text).not.toContain('token:');
  });
});
