import { ANONYMOUS_USER, type CurrentUser, type PanelListResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../testing/render-static';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { panelsKeys } from '../../features/panels/queries/panels-keys';
import { PanelsPage } from './panels-page';

const chair: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 7,
  email: 'chair@example.org',
  is_authenticated: true,
  active_quotas: [['panel_composer', { canBePrivate: false, organizations_ids: [] }]],
};

describe('/panel-composer/ without panels', () => {
  it('shows "No panels yet." outside the scrolling table, where a phone cannot clip it', () => {
    const client = clientWithSite();
    client.setQueryData(authKeys.currentUser(), chair);
    const empty: PanelListResponse = { panels: [], total: 0, offset: 0, nextOffset: null, organizations: [] };
    client.setQueryData(panelsKeys.list(0), empty);
    const html = renderStatic(<PanelsPage />, { client });
    expect(textOf(html)).toContain('No panels yet.');
    expect(html).not.toMatch(/<table/);
    expect(html).not.toContain('mantine-Table-scrollContainer');
  });
});
