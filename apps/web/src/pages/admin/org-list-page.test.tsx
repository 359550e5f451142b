import { ANONYMOUS_USER, type CurrentUser, type Organization } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { adminKeys } from '../../features/admin/queries/admin-keys';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { OrgListPage } from './org-list-page';

const root: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 1,
  email: 'root@example.org',
  is_authenticated: true,
  is_superuser: true,
};

describe('/orgadmin/organizations/', () => {
  it('lists every organization for a superuser, each linking to its members page', () => {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), root);
    const all: Organization[] = [
      { id: 4, name: 'Acme', membersCount: 3 },
      { id: 7, name: 'Beta Lab', membersCount: 0 },
    ];
    client.setQueryData(adminKeys.organizations(), all);
    const html = renderStatic(<OrgListPage />, { client });
    expect(textOf(html)).not.toContain('You do not administer any organization.');
    expect(html).toMatch(/href="\/orgadmin\/4\/"[^>]*>Acme</);
    expect(html).toMatch(/href="\/orgadmin\/7\/"[^>]*>Beta Lab</);
  });

  it('lists only the organizations an organization admin administers', () => {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), {
      ...root,
      is_superuser: false,
      organizations: [
        { id: 4, name: 'Acme' },
        { id: 7, name: 'Beta Lab' },
      ],
      orgadmin_organizations_ids: [7],
    });
    const html = renderStatic(<OrgListPage />, { client });
    expect(html).toMatch(/href="\/orgadmin\/7\/"[^>]*>Beta Lab</);
    expect(html).not.toContain('/orgadmin/4/');
  });
});
