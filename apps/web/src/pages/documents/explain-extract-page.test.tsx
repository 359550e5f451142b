import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { documentsKeys } from '../../features/documents/queries/documents-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ExplainExtractPage } from './explain-extract-page';

/** A client holding the explain-extract answer of `kind` `id` as it stands after a 404 with `serverMessage`. */
function notFoundClient(kind: 'proposal' | 'article', id: number, serverMessage: string) {
  const client = testQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const error = new ApiError({ status: 404, code: `${kind}s.not_found`, message: 'Not Found', serverMessage });
  client
    .getQueryCache()
    .build(client, { queryKey: documentsKeys.explain(kind, id) })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  return client;
}

describe('explain-extract of a document that does not exist', () => {
  it('shows Page not found with the server text and a way back to search for an article', () => {
    const client = notFoundClient('article', 999999, 'Article not found.');
    const html = renderStatic(<ExplainExtractPage kind="article" />, {
      client,
      path: '/article/:id/explain-extract',
      url: '/article/999999/explain-extract',
    });
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('Article not found.');
    expect(html).toMatch(/<a[^>]*href="\/search\/"[^>]*>Go to search<\/a>/);
    expect(text).not.toContain('Not Found');
  });

  it('leads back to the folders for a proposal', () => {
    const client = notFoundClient('proposal', 4242, 'Proposal not found.');
    const html = renderStatic(<ExplainExtractPage kind="proposal" />, {
      client,
      path: '/proposal/:id/explain-extract',
      url: '/proposal/4242/explain-extract',
    });
    expect(textOf(html)).toContain('Proposal not found.');
    expect(html).toMatch(/<a[^>]*href="\/folders\/"[^>]*>Go to folders<\/a>/);
  });
});
