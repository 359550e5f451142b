import { afterEach, beforeEach, expect, it } from 'vitest';
import { COLLECTION_LIMITS, LABEL_COLORS, MESSAGES, labelNameKey } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createCollectionsRepository } from './collections.repository';

describeEachDatabase('labels and collections: the labels', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (cookie: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie ?? undefined), ...(payload ? { payload } : {}) });
  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const labelsOf = async (ownerId: number) =>
    (
      await t.db.kysely
        .selectFrom('labels')
        .select(['name', 'color', 'organizationId'])
        .where('ownerId', '=', ownerId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row }));

  /** A manager of labels with a session, member of a new organization. */
  async function manager(options: { organizationId?: number } = {}) {
    const org = options.organizationId ?? (await createTestOrganization(t.db)).id;
    const user = await createTestUser(t.db, {
      canManageCollections: true,
      memberships: [{ organizationId: org }],
    });
    return { user, organizationId: org, cookie: await cookieOf(user.id) };
  }

  it('creates labels with palette colours, lists them by name and renames, recolours and deletes one', async () => {
    const { user, cookie } = await manager();
    const first = await call(cookie, 'POST', '/api/collections', { name: '  To   read ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().collection).toMatchObject({
      name: 'To read',
      color: LABEL_COLORS[0],
      organization: null,
      owner: { id: user.id, name: user.email },
      articlesCount: 0,
      isOwner: true,
      canEdit: true,
      canManage: true,
    });
    const second = await call(cookie, 'POST', '/api/collections', { name: 'Already cited', color: '#ABC' });
    expect(second.json().collection.color).toBe('#aabbcc');
    const third = await call(cookie, 'POST', '/api/collections', { name: 'background' });
    expect(third.json().collection.color).toBe(LABEL_COLORS[2]);

    const list = await call(cookie, 'GET', '/api/collections');
    expect(list.statusCode).toBe(200);
    expect(list.json().collections.map((c: { name: string }) => c.name)).toEqual([
      'Already cited',
      'background',
      'To read',
    ]);

    const id = first.json().collection.id as number;
    const renamed = await call(cookie, 'PUT', `/api/collections/${id}`, { name: 'Reading list', color: '#12B886' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().collection).toMatchObject({ id, name: 'Reading list', color: '#12b886' });
    // Changing only the case of its own name is no clash.
    expect((await call(cookie, 'PUT', `/api/collections/${id}`, { name: 'READING LIST' })).statusCode).toBe(200);

    expect((await call(cookie, 'DELETE', `/api/collections/${id}`)).statusCode).toBe(204);
    expect((await call(cookie, 'GET', `/api/collections/${id}`)).statusCode).toBe(404);
    expect((await labelsOf(user.id)).map((l) => l.name)).toEqual(['Already cited', 'background']);
  });

  it('refuses empty and long names, bad colours and a name the owner already uses in any case, changing nothing', async () => {
    const { user, cookie } = await manager();
    const existing = (await call(cookie, 'POST', '/api/collections', { name: 'Graph Theory' })).json().collection;
    const other = (await call(cookie, 'POST', '/api/collections', { name: 'Other' })).json().collection;
    const before = await labelsOf(user.id);

    const refusals: Array<[Method, string, object, string, string?]> = [
      ['POST', '/api/collections', { name: '   ' }, 'name', 'Name is required.'],
      ['POST', '/api/collections', {}, 'name'],
      ['POST', '/api/collections', { name: 'x'.repeat(COLLECTION_LIMITS.nameMaxLength + 1) }, 'name'],
      [
        'POST',
        '/api/collections',
        { name: 'Red', color: 'red' },
        'color',
        'Colour must be a hex colour such as #228be6.',
      ],
      ['POST', '/api/collections', { name: 'Red', color: '#ff00' }, 'color'],
      ['POST', '/api/collections', { name: 'Red', color: 'ff0000' }, 'color'],
      ['POST', '/api/collections', { name: 'graph  theory' }, 'name', 'You already have a label named "graph theory".'],
      ['PUT', `/api/collections/${other.id}`, { name: 'GRAPH THEORY' }, 'name'],
      ['PUT', `/api/collections/${other.id}`, { color: '#12345g' }, 'color'],
      ['PUT', `/api/collections/${other.id}`, { name: '' }, 'name'],
      ['POST', '/api/collections', { name: 'Shared', organization_id: 'one' }, 'organization_id'],
    ];
    for (const [method, url, payload, field, message] of refusals) {
      const response = await call(cookie, method, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details.fields, JSON.stringify(payload)).toHaveProperty(field);
      if (message) expect(response.json().error.details.fields[field]).toBe(message);
    }
    expect(await labelsOf(user.id)).toEqual(before);
    expect(existing.name).toBe('Graph Theory');
  });

  it('keeps at most the per-user number of labels', async () => {
    const { user, cookie } = await manager();
    const repository = createCollectionsRepository({ db: t.db });
    for (let i = 0; i < COLLECTION_LIMITS.perUser; i += 1) {
      const name = `Label ${i}`;
      await repository.insertLabel({
        ownerId: user.id,
        name,
        nameKey: labelNameKey(name),
        color: '#228be6',
        organizationId: null,
        now: nowIso(),
      });
    }
    const refused = await call(cookie, 'POST', '/api/collections', { name: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('collections.too_many');
  });

  it('shares a label with an organization of the owner: its members read it, those with the right also edit its articles', async () => {
    const { user: owner, organizationId, cookie } = await manager();
    const reader = await createTestUser(t.db, { memberships: [{ organizationId }] });
    const editor = await createTestUser(t.db, { canManageCollections: true, memberships: [{ organizationId }] });
    const stranger = await createTestOrganization(t.db);
    const readerCookie = await cookieOf(reader.id);
    const editorCookie = await cookieOf(editor.id);

    const refused = await call(cookie, 'POST', '/api/collections', { name: 'Team', organization_id: stranger.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.organization_id).toBe(
      'You can only share a label with your own organizations.',
    );

    const label = (await call(cookie, 'POST', '/api/collections', { name: 'Team' })).json().collection;
    const url = `/api/collections/${label.id}`;
    expect((await call(readerCookie, 'GET', url)).statusCode).toBe(404);
    const shared = await call(cookie, 'PUT', url, { organization_id: organizationId });
    expect(shared.json().collection.organization).toEqual({ id: organizationId, name: expect.any(String) });
    expect((await call(cookie, 'GET', '/api/collections')).json().organizations).toEqual([
      { id: organizationId, name: expect.any(String) },
    ]);

    const asReader = await call(readerCookie, 'GET', url);
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json().collection).toMatchObject({ isOwner: false, canEdit: false, canManage: false });
    const readerList = (await call(readerCookie, 'GET', '/api/collections')).json();
    expect(readerList.collections.map((c: { id: number }) => c.id)).toEqual([label.id]);
    expect((await call(readerCookie, 'POST', `${url}/articles`, { articleIds: [1] })).statusCode).toBe(403);

    const asEditor = (await call(editorCookie, 'GET', url)).json().collection;
    expect(asEditor).toMatchObject({ isOwner: false, canEdit: true, canManage: false });
    // The editor's own labels come first, then the shared ones.
    await call(editorCookie, 'POST', '/api/collections', { name: 'Zebra' });
    expect(
      (await call(editorCookie, 'GET', '/api/collections')).json().collections.map((c: { name: string }) => c.name),
    ).toEqual(['Zebra', 'Team']);
    for (const [method, payload] of [
      ['PUT', { name: 'Mine now' }],
      ['PUT', { organization_id: null }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(editorCookie, method, url, payload);
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.forbidden);
    }

    // Unsharing hides it again.
    expect((await call(cookie, 'PUT', url, { organization_id: null })).json().collection.organization).toBeNull();
    expect((await call(readerCookie, 'GET', url)).statusCode).toBe(404);
    expect((await labelsOf(owner.id)).map((l) => l.name)).toEqual(['Team']);
  });

  it("answers 404 for another user's label on every route and changes nothing", async () => {
    const { user: owner, cookie } = await manager();
    const label = (await call(cookie, 'POST', '/api/collections', { name: 'Private' })).json().collection;
    const { cookie: otherCookie } = await manager();
    const superuser = await createTestUser(t.db, { superuser: true, canManageCollections: true });
    for (const intruder of [otherCookie, await cookieOf(superuser.id)]) {
      const url = `/api/collections/${label.id}`;
      const calls: Array<[Method, string, object?]> = [
        ['GET', url],
        ['PUT', url, { name: 'Taken over' }],
        ['DELETE', url],
        ['GET', `${url}/articles`],
        ['POST', `${url}/articles`, { articleIds: [1] }],
        ['POST', `${url}/articles/remove`, { articleIds: [1] }],
        ['GET', `${url}/export?format=csv`],
      ];
      for (const [method, target, payload] of calls) {
        const response = await call(intruder, method, target, payload);
        expect(response.statusCode, `${method} ${target}`).toBe(404);
        expect(response.json().error.message).toBe('Label not found.');
      }
    }
    // The same answer as for an id that does not exist.
    expect((await call(otherCookie, 'GET', '/api/collections/999999')).json().error.message).toBe('Label not found.');
    expect(await labelsOf(owner.id)).toEqual([{ name: 'Private', color: LABEL_COLORS[0], organizationId: null }]);
  });

  it('refuses guests (401), users without the right to manage labels (403) and API tokens (403)', async () => {
    const plain = await createTestUser(t.db);
    const plainCookie = await cookieOf(plain.id);
    const guest = await call(null, 'GET', '/api/collections');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe(MESSAGES.pleaseLogin);
    // A user without the right reads (an empty list) but creates nothing; the refusal comes before validation.
    expect((await call(plainCookie, 'GET', '/api/collections')).json()).toEqual({ collections: [], organizations: [] });
    for (const payload of [{ name: 'Mine' }, { name: '' }]) {
      expect((await call(plainCookie, 'POST', '/api/collections', payload)).statusCode).toBe(403);
    }
    expect(await labelsOf(plain.id)).toEqual([]);

    const org = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, {
      canManageCollections: true,
      memberships: [{ organizationId: org.id, role: 'developer' }],
    });
    const devCookie = await cookieOf(dev.id);
    const created = await call(devCookie, 'POST', `/api/orgdev/${org.id}/tokens`, { name: 'script' });
    const authorization = `Bearer ${created.json().plainToken as string}`;
    const byToken = await t.app.inject({ method: 'GET', url: '/api/collections', headers: { authorization } });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().error.code).toBe('auth.session_required');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: { authorization } });
    expect(me.json()).toMatchObject({
      has_labels_access: false,
      has_editable_labels_access: false,
      can_manage_collections: false,
    });
  });

  it('lets superusers give and take the right to manage labels on the admin API', async () => {
    const root = await createTestUser(t.db, { superuser: true });
    const rootCookie = await cookieOf(root.id);
    const user = await createTestUser(t.db, { email: 'labeller@example.org' });
    const userCookie = await cookieOf(user.id);
    const url = `/api/admin/users/${user.id}/can-manage-collections`;

    expect((await call(userCookie, 'PUT', url, { can_manage_collections: true })).statusCode).toBe(403);
    expect((await call(rootCookie, 'PUT', url, { can_manage_collections: 'yes' })).statusCode).toBe(400);
    expect(
      (
        await call(rootCookie, 'PUT', '/api/admin/users/999999/can-manage-collections', {
          can_manage_collections: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(userCookie, 'POST', '/api/collections', { name: 'Mine' })).statusCode).toBe(403);

    expect((await call(rootCookie, 'PUT', url, { can_manage_collections: true })).statusCode).toBe(204);
    const listed = (await call(rootCookie, 'GET', '/api/admin/users?query=labeller')).json().users;
    expect(listed).toEqual([expect.objectContaining({ id: user.id, can_manage_collections: true })]);
    expect((await call(userCookie, 'GET', '/api/auth/current-user/')).json()).toMatchObject({
      has_labels_access: true,
      has_editable_labels_access: true,
      can_manage_collections: true,
    });
    const mine = await call(userCookie, 'POST', '/api/collections', { name: 'Mine' });
    expect(mine.statusCode).toBe(201);

    expect((await call(rootCookie, 'PUT', url, { can_manage_collections: false })).statusCode).toBe(204);
    const renamed = await call(userCookie, 'PUT', `/api/collections/${mine.json().collection.id}`, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(403);
    // What they own stays readable.
    expect((await call(userCookie, 'GET', '/api/collections')).json().collections).toEqual([
      expect.objectContaining({ name: 'Mine', canEdit: false, canManage: false }),
    ]);
  });
});
