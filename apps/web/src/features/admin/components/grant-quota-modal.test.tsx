import { QUOTA_NAMES, type AdminUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { GrantQuotaForm, heldQuotaNotice, organizationOptions, unusableGrantNotice } from './grant-quota-modal';

const member: AdminUser = {
  id: 21,
  email: 'plain14@example.org',
  is_superuser: false,
  can_manage_collections: false,
  show_changelog_link: false,
  date_joined: '2026-11-20T10:00:00Z',
  quotas: [],
  organizations: [{ id: 4, name: 'Home Lab', role: 'member' }],
};

describe('the grant quota dialog', () => {
  it("offers only the user's own organizations", () => {
    expect(organizationOptions(member)).toEqual([{ value: '4', label: 'Home Lab' }]);
    const outsider = { ...member, organizations: [] };
    expect(organizationOptions(outsider)).toEqual([]);
    const html = renderStatic(<GrantQuotaForm user={outsider} onDone={() => undefined} />);
    expect(html).toContain('placeholder="Not a member of any organization"');
    expect(textOf(html)).toContain("Only the user's own organizations.");
  });

  it('says a held quota will be replaced, naming its current settings, and asks to replace rather than grant', () => {
    const holder: AdminUser = {
      ...member,
      // Every quota held, so the form opens on one of them.
      quotas: QUOTA_NAMES.map((name) => ({
        name,
        canBePrivate: false,
        organizations_ids: name === 'monitoring' ? [4] : [],
      })),
    };
    expect(heldQuotaNotice({ user: holder, quota: holder.quotas[0]! })).toBe(
      'plain14@example.org already holds monitoring (not private; organizations: Home Lab). Saving replaces these settings with the ones below.',
    );
    const text = textOf(renderStatic(<GrantQuotaForm user={holder} onDone={() => undefined} />));
    expect(text).toContain('plain14@example.org already holds monitoring (not private; organizations: Home Lab).');
    expect(text).toContain('Replace grant');
  });

  it('warns when a quota that saves work would be granted with neither private work nor an organization (walk 22)', () => {
    const outsider = { ...member, organizations: [] };
    expect(unusableGrantNotice({ user: outsider, name: 'monitoring', canBePrivate: false, organizationsIds: [] })).toBe(
      'plain14@example.org is in no organization, so without Can be private they cannot save anything with monitoring: tick Can be private, or add them to an organization first.',
    );
    expect(
      unusableGrantNotice({ user: member, name: 'authors_group', canBePrivate: false, organizationsIds: [] }),
    ).toBe(
      'With neither Can be private nor an organization, plain14@example.org cannot save anything with authors_group: tick Can be private or pick an organization.',
    );
    expect(
      unusableGrantNotice({ user: member, name: 'monitoring', canBePrivate: true, organizationsIds: [] }),
    ).toBeNull();
    expect(
      unusableGrantNotice({ user: member, name: 'monitoring', canBePrivate: false, organizationsIds: ['4'] }),
    ).toBeNull();
    expect(
      unusableGrantNotice({ user: member, name: 'gender_info', canBePrivate: false, organizationsIds: [] }),
    ).toBeNull();
    const text = textOf(renderStatic(<GrantQuotaForm user={outsider} onDone={() => undefined} />));
    expect(text).toContain('plain14@example.org is in no organization, so without Can be private');
  });

  it('grants a quota not held without a replace notice', () => {
    const text = textOf(renderStatic(<GrantQuotaForm user={member} onDone={() => undefined} />));
    expect(text).not.toContain('already holds');
    expect(text).toMatch(/\bGrant$/);
  });
});
