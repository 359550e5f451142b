import { describe, expect, it } from 'vitest';
import { MESSAGES, type FolderPageResponse } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { documentsKeys } from '../../features/documents/queries/documents-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { FolderPage } from './folder-page';
import { ProposalPage } from './proposal-page';

/** A client holding `key`'s answer as it stands after the server said 404 with `serverMessage`. */
function notFoundClient(queryKey: readonly unknown[], serverMessage: string) {
  const client = testQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const error = new ApiError({ status: 404, code: 'common.not_found', message: 'Not Found', serverMessage });
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  return client;
}

describe('a folder or proposal that does not exist', () => {
  it('shows Page not found with the server text and a way back to the folders', () => {
    const client = notFoundClient(documentsKeys.folderPage(99999, 0), 'Folder not found.');
    const html = renderStatic(<FolderPage />, { client, path: '/folder/:id', url: '/folder/99999' });
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('Folder not found.');
    expect(html).toMatch(/<a[^>]*href="\/folders\/"[^>]*>Go to folders<\/a>/);
    expect(text).not.toMatch(/\bError\b/);
  });

  it('does the same for a proposal', () => {
    const client = notFoundClient(documentsKeys.proposal(99999), 'Proposal not found.');
    const text = textOf(renderStatic(<ProposalPage />, { client, path: '/proposal/:id', url: '/proposal/99999' }));
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('Proposal not found.');
  });
});

describe('a folder', () => {
  it('underlines the way back to all folders, which sits inside a line of grey text', () => {
    const client = testQueryClient();
    const answer: FolderPageResponse = {
      folder: {
        id: 7,
        name: 'Calls 2026',
        organizationId: 1,
        organizationName: 'Acme Research',
        personal: false,
        role: 'viewer',
        proposalsCount: 0,
        createdAt: '2026-01-05T10:00:00.000Z',
      },
      proposals: [],
      totalProposals: 0,
      members: null,
    };
    client.setQueryData(documentsKeys.folderPage(7, 0), answer);
    const html = renderStatic(<FolderPage />, { client, path: '/folder/:id', url: '/folder/7' });
    expect(textOf(html)).toContain('Acme Research · All folders');
    // Colour alone does not tell a link from the text around it (WCAG 1.4.1): the underline does.
    expect(html).toMatch(/<a[^>]*data-underline="always"[^>]*href="\/folders\/"[^>]*>All folders<\/a>/);
  });
});
