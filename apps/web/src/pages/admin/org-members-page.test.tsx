import { ANONYMOUS_USER, MESSAGES, type OrgMembersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { adminKeys } from '../../features/admin/queries/admin-keys';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { MembersTable, OrgMembersPage } from './org-members-page';

const data: OrgMembersResponse = {
  organization: { id: 1, name: 'Journal of Robot Learning' },
  members: [
    { userId: 1, email: 'jeditor@example.org', role: 'admin' },
    { userId: 2, email: 'newbie6b@example.org', role: 'developer' },
  ],
};

describe('the organization members table', () => {
  it('has a role select on every row, set to the member’s role, and marks the caller', () => {
    const html = renderStatic(<MembersTable data={data} userId={1} onChange={() => undefined} />);
    expect(html).toMatch(/<select[^>]*aria-label="Role of newbie6b@example.org"/);
    expect(html).toMatch(/<option value="developer" selected="">Developer<\/option>/);
    expect(textOf(html)).toContain('jeditor@example.org (you)');
    expect(html).toContain('aria-label="Remove newbie6b@example.org"');
  });
});

describe('/orgadmin/{id}/ for an organization that does not exist', () => {
  it("shows the not-found page with the server's text, not 'Error / Not Found'", () => {
    const client = testQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
    client.setQueryData(authKeys.currentUser(), {
      ...ANONYMOUS_USER,
      id: 1,
      email: 'root@example.org',
      is_authenticated: true,
      is_superuser: true,
    });
    const error = new ApiError({
      status: 404,
      code: 'common.not_found',
      message: 'Not Found',
      serverMessage: 'Organization not found.',
    });
    client
      .getQueryCache()
      .build(client, { queryKey: adminKeys.orgMembers(99999) })
      .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
    const html = renderStatic(<OrgMembersPage />, { client, path: '/orgadmin/:id/', url: '/orgadmin/99999/' });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${MESSAGES.pageNotFound}</h1>`));
    expect(textOf(html)).toContain('Organization not found. Go to organizations');
    expect(html).toContain('href="/orgadmin/organizations/"');
    expect(textOf(html)).not.toMatch(/^Error/);
  });

  it('gives a member who does not administer it a heading above the refusal', () => {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), {
      ...ANONYMOUS_USER,
      id: 5,
      email: 'plain@example.org',
      is_authenticated: true,
    });
    const html = renderStatic(<OrgMembersPage />, { client, path: '/orgadmin/:id/', url: '/orgadmin/4/' });
    expect(html).toMatch(/<h1[^>]*>Organization<\/h1>/);
    expect(textOf(html)).toContain(MESSAGES.forbidden);
  });
});
