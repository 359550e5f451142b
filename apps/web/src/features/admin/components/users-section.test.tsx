import type { AdminUser, AdminUsersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { adminKeys } from '../queries/admin-keys';
import { revokeQuotaText, UsersSection } from './users-section';

const user = (id: number, email: string, flags: Partial<AdminUser>): AdminUser => ({
  id,
  email,
  is_superuser: false,
  can_manage_collections: false,
  show_changelog_link: false,
  date_joined: '2026-11-20T10:00:00Z',
  quotas: [],
  organizations: [],
  ...flags,
});

/** The `<input>` of the switch labelled `label`. */
function switchInput(html: string, label: string): string {
  const input = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`"${label}"`));
  expect(input, label).toBeDefined();
  return input!;
}

describe('the superadmin users table', () => {
  const client = testQueryClient();
  const page: AdminUsersResponse = {
    total: 2,
    users: [
      user(1, 'reader@example.org', { show_changelog_link: true }),
      user(2, 'curator@example.org', { can_manage_collections: true }),
    ],
  };
  client.setQueryData(adminKeys.usersPage({ offset: 0, query: '' }), page);
  const html = renderStatic(<UsersSection />, { client });

  it('has a Changelog switch per user beside the Labels switch, showing show_changelog_link', () => {
    const headers = [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]!));
    expect(headers).toEqual(['E-mail', 'Joined', 'Organizations', 'Quotas', 'Labels', 'Changelog', 'Actions']);
    expect(switchInput(html, 'Changelog link: reader@example.org')).toMatch(/\schecked=""/);
    expect(switchInput(html, 'Changelog link: curator@example.org')).not.toMatch(/\schecked=""/);
    expect(switchInput(html, 'Manage labels: curator@example.org')).toMatch(/\schecked=""/);
    expect(switchInput(html, 'Manage labels: reader@example.org')).not.toMatch(/\schecked=""/);
  });
});

describe('revoking a quota', () => {
  it('asks first, naming the quota, the user and what stops for them', () => {
    expect(revokeQuotaText({ quota: 'monitoring', email: 'quota@example.org' })).toBe(
      'quota@example.org loses the monitoring quota: their saved monitorings close to them and their digest e-mails stop, at once. You can grant it again later.',
    );
    expect(revokeQuotaText({ quota: 'authors_group', email: 'quota@example.org' })).toMatch(
      /^quota@example\.org loses the authors_group quota: their authors groups close to them/,
    );
  });

  it('offers the revoke as a button per quota, which only opens the question', () => {
    const client = testQueryClient();
    const page: AdminUsersResponse = {
      total: 1,
      users: [
        user(4, 'quota@example.org', { quotas: [{ name: 'monitoring', canBePrivate: false, organizations_ids: [] }] }),
      ],
    };
    client.setQueryData(adminKeys.usersPage({ offset: 0, query: '' }), page);
    const html = renderStatic(<UsersSection />, { client });
    expect(html).toContain('aria-label="Revoke monitoring from quota@example.org"');
    // The dialog is not open before the click.
    expect(textOf(html)).not.toContain('loses the monitoring quota');
  });
});
