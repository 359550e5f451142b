import { ANONYMOUS_USER, MESSAGES, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../../testing/render-static';
import { authKeys } from '../../auth/queries/auth-keys';
import { AUTHORS_GROUPS_PLAN_REQUIRED, RequireGroupsQuota } from './require-groups-quota';

const member: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'editor@example.org', is_authenticated: true };

function render(user: CurrentUser) {
  const client = clientWithSite();
  client.setQueryData(authKeys.currentUser(), user);
  return renderStatic(
    <RequireGroupsQuota>
      <p>the groups</p>
    </RequireGroupsQuota>,
    { client },
  );
}

describe('RequireGroupsQuota', () => {
  it('opens the groups with the authors_group quota', () => {
    const html = render({
      ...member,
      active_quotas: [['authors_group', { canBePrivate: false, organizations_ids: [] }]],
    });
    expect(html).toContain('the groups');
  });

  // Before, a bare "Sorry, you are not permitted to perform the requested operation".
  it('offers a user without the quota a plan request instead of a bare refusal', () => {
    const html = render(member);
    expect(html).not.toContain('the groups');
    expect(html).not.toContain(MESSAGES.forbidden);
    expect(html).toContain(AUTHORS_GROUPS_PLAN_REQUIRED);
    expect(html).toMatch(/href="mailto:plans@example.org\?subject=Authors%20groups%20plan"[^>]*>Request a plan</);
  });
});
