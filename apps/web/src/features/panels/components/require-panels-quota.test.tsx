import { ANONYMOUS_USER, MESSAGES, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../../testing/render-static';
import { authKeys } from '../../auth/queries/auth-keys';
import { PANEL_COMPOSER_PLAN_REQUIRED, RequirePanelsQuota } from './require-panels-quota';

const member: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'chair@example.org', is_authenticated: true };

function render(user: CurrentUser) {
  const client = clientWithSite();
  client.setQueryData(authKeys.currentUser(), user);
  return renderStatic(
    <RequirePanelsQuota>
      <p>the panels</p>
    </RequirePanelsQuota>,
    { client },
  );
}

describe('RequirePanelsQuota', () => {
  it('opens the composer with the panel_composer quota', () => {
    const html = render({
      ...member,
      active_quotas: [['panel_composer', { canBePrivate: false, organizations_ids: [] }]],
    });
    expect(html).toContain('the panels');
  });

  it('offers a user without the quota a plan request instead of a bare refusal', () => {
    const html = render(member);
    expect(html).not.toContain('the panels');
    expect(html).not.toContain(MESSAGES.forbidden);
    expect(html).toContain(PANEL_COMPOSER_PLAN_REQUIRED);
    expect(html).toMatch(/href="mailto:plans@example.org\?subject=Panel%20composer%20plan"[^>]*>Request a plan</);
  });

  it('sends a superuser without the quota to the superadmin page, where quotas are granted', () => {
    const html = render({ ...member, is_superuser: true });
    expect(html).not.toContain('the panels');
    expect(html).toContain(PANEL_COMPOSER_PLAN_REQUIRED);
    expect(html).toMatch(/href="\/superadmin\/"/);
  });
});
