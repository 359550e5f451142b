import { afterEach, beforeEach, expect, it } from 'vitest';
import { currentUserSchema } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';

describeEachDatabase('GET /api/auth/current-user/', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const fetchAs = async (userId: number) => {
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers a plain registered user with no roles, organizations or quotas', async () => {
    const user = await createTestUser(t.db, { email: 'plain@example.org', emailConfirmed: false });
    expect(await fetchAs(user.id)).toEqual({
      id: user.id,
      email: 'plain@example.org',
      is_authenticated: true,
      is_expired: false,
      is_superuser: false,
      author_id: null,
      linked_author: null,
      organizations: [],
      active_quotas: [],
      has_labels_access: false,
      has_editable_labels_access: false,
      can_manage_collections: false,
      orgadmin_organizations_ids: [],
      orgdev_organizations_ids: [],
      show_changelog_link: false,
      email_confirmed: false,
    });
  });

  it('answers quotas as [name, settings] pairs, organizations with roles, the linked author and flags', async () => {
    const acme = await createTestOrganization(t.db, { name: 'Acme Research' });
    const beta = await createTestOrganization(t.db, { name: 'Beta Lab' });
    const gamma = await createTestOrganization(t.db, { name: 'Gamma Institute' });
    const { id: authorId } = await t.db.kysely
      .insertInto('authors')
      .values({
        externalId: null,
        name: 'Ada Lovelace',
        nameKey: 'ada lovelace',
        orcid: null,
        gender: null,
        manualGender: null,
        firstYear: null,
        lastYear: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await createTestUser(t.db, {
      email: 'rich@example.org',
      quotas: [
        { name: 'monitoring', canBePrivate: true, organizationsIds: [beta.id, acme.id] },
        'referee_finder',
        { name: 'gender_info', organizationsIds: [gamma.id] },
      ],
      memberships: [
        { organizationId: acme.id, role: 'admin' },
        { organizationId: beta.id, role: 'developer' },
        { organizationId: gamma.id, role: 'member' },
      ],
    });
    await t.db.kysely
      .updateTable('users')
      .set({ authorId, canManageCollections: 1, showChangelogLink: 1, trialExpiresAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();

    const body = await fetchAs(user.id);
    expect(body).toEqual({
      id: user.id,
      email: 'rich@example.org',
      is_authenticated: true,
      is_expired: true,
      is_superuser: false,
      author_id: authorId,
      linked_author: { id: authorId, name: 'Ada Lovelace' },
      organizations: [
        { id: acme.id, name: 'Acme Research' },
        { id: beta.id, name: 'Beta Lab' },
        { id: gamma.id, name: 'Gamma Institute' },
      ],
      active_quotas: [
        ['gender_info', { canBePrivate: false, organizations_ids: [gamma.id] }],
        ['monitoring', { canBePrivate: true, organizations_ids: [acme.id, beta.id] }],
        ['referee_finder', { canBePrivate: false, organizations_ids: [] }],
      ],
      has_labels_access: true,
      has_editable_labels_access: true,
      can_manage_collections: true,
      orgadmin_organizations_ids: [acme.id],
      orgdev_organizations_ids: [beta.id],
      show_changelog_link: true,
      email_confirmed: true,
    });
    expect(currentUserSchema.strict().safeParse(body).success).toBe(true);
  });

  it('reports a trial that ends in the future as not expired, and a superuser as such', async () => {
    const user = await createTestUser(t.db, { superuser: true });
    const future = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await t.db.kysely.updateTable('users').set({ trialExpiresAt: future }).where('id', '=', user.id).execute();
    const body = await fetchAs(user.id);
    // Labels are a right superusers grant (themselves included), not part of being one.
    expect(body).toMatchObject({
      is_expired: false,
      is_superuser: true,
      has_labels_access: false,
      has_editable_labels_access: false,
      can_manage_collections: false,
    });
  });

  it('derives the label flags: the right to manage labels, or a label shared with one of the organizations', async () => {
    const lab = await createTestOrganization(t.db, { name: 'Label Lab' });
    const owner = await createTestUser(t.db, {
      canManageCollections: true,
      memberships: [{ organizationId: lab.id }],
    });
    const reader = await createTestUser(t.db, { memberships: [{ organizationId: lab.id }] });
    const flags = async (userId: number) => {
      const { has_labels_access, has_editable_labels_access, can_manage_collections } = await fetchAs(userId);
      return { has_labels_access, has_editable_labels_access, can_manage_collections };
    };
    expect(await flags(owner.id)).toEqual({
      has_labels_access: true,
      has_editable_labels_access: true,
      can_manage_collections: true,
    });
    // A member of the organization reads nothing until a label is shared with it.
    expect(await flags(reader.id)).toEqual({
      has_labels_access: false,
      has_editable_labels_access: false,
      can_manage_collections: false,
    });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: owner.id });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: apiHeaders(cookie),
      payload: { name: 'Reading list', organization_id: lab.id },
    });
    expect(created.statusCode).toBe(201);
    expect(await flags(reader.id)).toEqual({
      has_labels_access: true,
      has_editable_labels_access: false,
      can_manage_collections: false,
    });
    // Losing the right keeps one's own labels readable, no longer editable.
    await t.db.kysely.updateTable('users').set({ canManageCollections: 0 }).where('id', '=', owner.id).execute();
    expect(await flags(owner.id)).toEqual({
      has_labels_access: true,
      has_editable_labels_access: false,
      can_manage_collections: false,
    });
  });
});
