import { ANONYMOUS_USER, type CurrentUser, type Folder, type FoldersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { documentsKeys } from '../../features/documents/queries/documents-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { RefereeFinderPage } from './referee-finder-page';

const editor: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'editor@example.org', is_authenticated: true };

const folder = (id: number, name: string, proposalsCount: number): Folder => ({
  id,
  name,
  organizationId: null,
  organizationName: null,
  personal: true,
  role: 'editor',
  proposalsCount,
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('the referee finder’s folder picker', () => {
  it('counts each folder’s proposals in the right number (walk 10: "1 proposals")', () => {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), editor);
    const folders: FoldersResponse = {
      folders: [folder(1, 'My proposals', 1), folder(2, 'Calls 2026', 3), folder(3, 'Empty', 0)],
      organizations: [],
      canUsePersonalFolder: true,
    };
    client.setQueryData(documentsKeys.folders(), folders);
    const text = textOf(renderStatic(<RefereeFinderPage />, { client, path: '/referee-finder/' }));
    expect(text).toContain('My proposals · 1 proposal ');
    expect(text).not.toContain('1 proposals');
    expect(text).toContain('Calls 2026 · 3 proposals');
    expect(text).toContain('Empty · 0 proposals');
  });
});
