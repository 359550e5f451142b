import { ANONYMOUS_USER, type CurrentUser } from '@sciscope/contracts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../testing/render-static';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { AuthorsGroupPage } from './authors-group-page';
import { EditFoundAuthorPage } from './edit-found-author-page';

const holder: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 7,
  email: 'editor@example.org',
  is_authenticated: true,
  active_quotas: [['authors_group', { canBePrivate: false, organizations_ids: [] }]],
};

/** The page's HTML and its visible text, for a holder of the groups quota. */
function render(element: ReactElement, path: string, url: string): { html: string; text: string } {
  const client = clientWithSite();
  client.setQueryData(authKeys.currentUser(), holder);
  const html = renderStatic(element, { client, path, url });
  return { html, text: textOf(html) };
}

// Before, a bare "Page not found" title with no word on what is missing and no way back.
describe('authors-group pages at an address that names no group or member', () => {
  it('the group page says what is missing and leads back to the groups', () => {
    const { html, text } = render(<AuthorsGroupPage />, '/authors-groups/:id', '/authors-groups/abc');
    expect(text).toContain('Page not found');
    expect(text).toContain('There is no authors group at this address.');
    expect(html).toContain('href="/authors-groups/"');
  });

  it('the found-author page does too', () => {
    const { html, text } = render(<EditFoundAuthorPage />, '/authors-groups/found/:id', '/authors-groups/found/x1');
    expect(text).toContain('There is no group member at this address.');
    expect(html).toContain('href="/authors-groups/"');
  });
});
