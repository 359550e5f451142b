import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, MESSAGES, type CurrentUser } from '@sciscope/contracts';
import { ApiError } from '../app/api-client';
import { authKeys } from '../features/auth/queries/auth-keys';
import { renderStatic, testQueryClient, textOf } from '../testing/render-static';
import { FolderDefaultSettingsPage } from './referees-default-settings-page';

const user: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'editor@example.org', is_authenticated: true };

function renderFailed(error: ApiError): string {
  const client = testQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client.setQueryData(authKeys.currentUser(), user);
  client
    .getQueryCache()
    .build(client, { queryKey: ['referees', 'default-settings', 'folder', 4] })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  return renderStatic(<FolderDefaultSettingsPage />, {
    client,
    path: '/referees-beam/folder/:id/settings',
    url: '/referees-beam/folder/4/settings',
  });
}

describe('/referees-beam/folder/{id}/settings', () => {
  it("says another user's (or a missing) folder is not found, with the way back to the folders", () => {
    const html = renderFailed(
      new ApiError({ status: 404, code: 'common.not_found', message: 'Not Found', serverMessage: 'Folder not found.' }),
    );
    const text = textOf(html);
    expect(text).toContain(MESSAGES.pageNotFound);
    expect(text).toContain('Folder not found.');
    expect(html).toContain('href="/folders/"');
    expect(text).not.toContain('Error');
  });

  it('shows any other failure as an error', () => {
    const text = textOf(
      renderFailed(new ApiError({ status: 500, code: 'http.500', message: MESSAGES.internalServerError })),
    );
    expect(text).toContain(MESSAGES.internalServerError);
    expect(text).not.toContain(MESSAGES.pageNotFound);
  });
});
