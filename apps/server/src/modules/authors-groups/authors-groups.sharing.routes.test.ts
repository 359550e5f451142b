import { afterEach, beforeEach, expect, it } from 'vitest';
import { AUTHORS_GROUP_LIMITS } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
  type TestQuota,
} from '../../test-support/test-app';
import { createAuthorsGroupsRepository } from './authors-groups.repository';

const PRIVATE_REFUSED =
  'Choose an organization to share the group with: your plan does not allow private authors groups.';
const NAME_TOO_LONG = `Name is too long (at most ${AUTHORS_GROUP_LIMITS.nameMaxLength} characters).`;

describeEachDatabase('authors groups: private groups and name length', (dialect) => {
  let t: TestApp;
  let org: { id: number; name: string };
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    org = await createTestOrganization(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), payload });
  const holder = async (quota: TestQuota) => {
    const user = await createTestUser(t.db, { quotas: [quota], memberships: [{ organizationId: org.id }] });
    return { ...user, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }) };
  };
  const groups = () =>
    t.db.kysely.selectFrom('authorsGroups').select(['displayName', 'organizationId']).orderBy('id').execute();

  // Testers: the form offered "Nobody (private)" to a plan without canBePrivate, and the server kept such groups.
  it('refuses a private group to a plan that does not allow one, naming the field, and creates or changes nothing', async () => {
    const owner = await holder('authors_group');
    for (const payload of [{ display_name: 'Pool' }, { display_name: 'Pool', organization_id: null }]) {
      const refused = await call(owner.cookie, 'POST', '/api/authors-groups', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('authors_groups.organization_required');
      expect(refused.json().error.details.fields.organization_id).toBe(PRIVATE_REFUSED);
    }
    expect(await groups()).toEqual([]);

    const created = await call(owner.cookie, 'POST', '/api/authors-groups', {
      display_name: 'Pool',
      organization_id: org.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().group.id as number;
    const unshare = await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, { organization_id: null });
    expect(unshare.statusCode).toBe(400);
    expect(unshare.json().error.details.fields.organization_id).toBe(PRIVATE_REFUSED);
    const renamed = await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, { display_name: 'Panel pool' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await groups()).toEqual([{ displayName: 'Panel pool', organizationId: org.id }]);
  });

  it('lets a group that is private already stay so after the plan lost canBePrivate', async () => {
    const owner = await holder('authors_group');
    const now = nowIso();
    const id = await createAuthorsGroupsRepository({ db: t.db }).insertGroup({
      ownerId: owner.id,
      organizationId: null,
      displayName: 'Old pool',
      label: '',
      ownerLabel: '',
      now,
    });
    // The settings form sends every field, the sharing as it is.
    const saved = await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, {
      display_name: 'Older pool',
      label: '',
      owner_label: '',
      organization_id: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().group.organization).toBeNull();
  });

  it('keeps private groups for a plan that allows them, new or made private', async () => {
    const owner = await holder({ name: 'authors_group', canBePrivate: true });
    const created = await call(owner.cookie, 'POST', '/api/authors-groups', { display_name: 'Mine' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().group.id as number;
    expect((await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, { organization_id: org.id })).statusCode).toBe(
      200,
    );
    const back = await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, { organization_id: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(await groups()).toEqual([{ displayName: 'Mine', organizationId: null }]);
  });

  it(`takes names of up to ${AUTHORS_GROUP_LIMITS.nameMaxLength} characters, spaces around them not counted, and refuses longer ones saying so`, async () => {
    const owner = await holder({ name: 'authors_group', canBePrivate: true });
    const longest = 'n'.repeat(AUTHORS_GROUP_LIMITS.nameMaxLength);
    const created = await call(owner.cookie, 'POST', '/api/authors-groups', { display_name: `  ${longest}  ` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().group.display_name).toBe(longest);
    const id = created.json().group.id as number;

    const tooLong = `${longest}n`;
    const refused = await call(owner.cookie, 'POST', '/api/authors-groups', { display_name: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.display_name).toBe(NAME_TOO_LONG);
    const renamed = await call(owner.cookie, 'PUT', `/api/authors-groups/${id}`, { display_name: tooLong });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.details.fields.display_name).toBe(NAME_TOO_LONG);
    expect(await groups()).toEqual([{ displayName: longest, organizationId: null }]);
  });
});
