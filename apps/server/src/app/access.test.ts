import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, PERMISSIONS, type AccessRule } from '@sciscope/contracts';
import { describeEachDatabase } from '../test-support/test-db';
import {
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../test-support/test-app';
import { accessGate } from './access-gate';
import {
  SYSTEM_ACTOR,
  hasAccess,
  requireAccess,
  requireAccessBeforeInput,
  requireRule,
  type AccessRepository,
} from './access';
import { createAccessRepository } from './access.repository';
import type { SessionUser } from './auth/auth.types';

describeEachDatabase('access model', (dialect) => {
  let t: TestApp;
  let access: AccessRepository;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    access = createAccessRepository({ db: t.db });
  });
  afterEach(async () => {
    await t.close();
  });

  const asUser = (u: { id: number; email: string }, isSuperuser = false): SessionUser => ({
    id: u.id,
    email: u.email,
    isSuperuser,
  });

  it('serves quota-gated data only to users holding the quota: guests 401, others 403', async () => {
    // A quota-gated endpoint as modules write them: the use case asks requireAccess first.
    t.app.get('/api/test-only/gated', async (request) => {
      const { quota } = await requireAccess({ access, user: request.user, permission: 'author.set_gender' });
      return { data: 'gated results', canBePrivate: quota?.canBePrivate, organizationsIds: quota?.organizationsIds };
    });
    const get = async (userId?: number) => {
      const cookie = userId === undefined ? undefined : await sessionCookieFor({ app: t.app, db: t.db, userId });
      return t.app.inject({ method: 'GET', url: '/api/test-only/gated', headers: cookie ? { cookie } : {} });
    };
    const org = await createTestOrganization(t.db);
    const holder = await createTestUser(t.db, {
      quotas: [{ name: 'gender_info', canBePrivate: true, organizationsIds: [org.id] }],
    });
    const other = await createTestUser(t.db, { quotas: ['referee_finder'] });
    const superuser = await createTestUser(t.db, { superuser: true });

    const guest = await get();
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toEqual({ code: 'auth.unauthenticated', message: MESSAGES.pleaseLogin });

    // Quotas are explicit grants: a superuser without the quota is refused too.
    for (const userId of [other.id, superuser.id]) {
      const denied = await get(userId);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toEqual({ code: 'auth.forbidden', message: MESSAGES.forbidden });
      expect(denied.body).not.toContain('gated results');
    }

    const allowed = await get(holder.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: 'gated results', canBePrivate: true, organizationsIds: [org.id] });
  });

  it('loads active quotas ordered by name with their organizations', async () => {
    const a = await createTestOrganization(t.db);
    const b = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, {
      quotas: ['panel_composer', { name: 'authors_group', organizationsIds: [b.id, a.id] }],
    });
    expect(await access.listQuotas({ userId: user.id })).toEqual([
      { name: 'authors_group', canBePrivate: false, organizationsIds: [a.id, b.id] },
      { name: 'panel_composer', canBePrivate: false, organizationsIds: [] },
    ]);
  });

  it('passes an organization role for the right role and superusers, and answers 404 to everyone else', async () => {
    const org = await createTestOrganization(t.db);
    const otherOrg = await createTestOrganization(t.db);
    const admin = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'admin' }] });
    const member = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'member' }] });
    const outsider = await createTestUser(t.db, { memberships: [{ organizationId: otherOrg.id, role: 'admin' }] });
    const superuser = await createTestUser(t.db, { superuser: true });
    const manage = (user: SessionUser | null, organizationId = org.id) =>
      requireAccess({
        access,
        user,
        permission: 'orgadmin.members.manage',
        resource: { kind: 'organization', id: organizationId },
      });

    await expect(manage(asUser(admin))).resolves.toMatchObject({ orgRole: 'admin', user: { id: admin.id } });
    await expect(manage(asUser(superuser, true))).resolves.toMatchObject({ orgRole: null });
    for (const user of [asUser(member), asUser(outsider)]) {
      await expect(manage(user)).rejects.toMatchObject({
        status: 404,
        code: 'common.not_found',
        message: 'Organization not found.',
      });
    }
    await expect(manage(asUser(superuser, true), 999_999)).rejects.toMatchObject({ status: 404 });
    await expect(manage(null)).rejects.toMatchObject({ status: 401, code: 'auth.unauthenticated' });
  });

  it('lets an API token act as its creator in its own organization only, and refuses it on session-only permissions', async () => {
    const org = await createTestOrganization(t.db);
    const otherOrg = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, {
      memberships: [
        { organizationId: org.id, role: 'developer' },
        { organizationId: otherOrg.id, role: 'developer' },
      ],
    });
    const session = asUser(dev);
    const token: SessionUser = { ...session, apiToken: { id: 1, organizationId: org.id } };
    const manageTokens = (user: SessionUser | null, organizationId: number) =>
      requireAccess({
        access,
        user,
        permission: 'integrations.tokens.manage',
        resource: { kind: 'organization', id: organizationId },
      });
    const developers: AccessRule = { kind: 'org_role', roles: ['developer'] };
    const inOrg = (id: number) => ({ kind: 'organization', id }) as const;

    // The organization rule alone: the token's own organization passes, another one the
    // creator develops for is as missing as an unknown id.
    await expect(
      requireRule({ access, user: token, rule: developers, resource: inOrg(org.id) }),
    ).resolves.toMatchObject({ orgRole: 'developer' });
    await expect(
      requireRule({ access, user: token, rule: developers, resource: inOrg(otherOrg.id) }),
    ).rejects.toMatchObject({ status: 404, message: 'Organization not found.' });
    await expect(
      requireRule({ access, user: session, rule: developers, resource: inOrg(otherOrg.id) }),
    ).resolves.toBeDefined();

    // The session rule: a browser session passes, a token gets 403 and a guest 401, before input too.
    await expect(manageTokens(session, org.id)).resolves.toMatchObject({ orgRole: 'developer' });
    await expect(manageTokens(token, org.id)).rejects.toMatchObject({ status: 403, code: 'auth.session_required' });
    await expect(manageTokens(null, org.id)).rejects.toMatchObject({ status: 401, code: 'auth.unauthenticated' });
    await expect(requireAccess({ access, user: session, permission: 'profile.manage' })).resolves.toBeDefined();
    await expect(requireAccessBeforeInput({ access, user: token, permission: 'profile.manage' })).rejects.toMatchObject(
      { status: 403, code: 'auth.session_required' },
    );
    await expect(requireAccessBeforeInput({ access, user: null, permission: 'profile.manage' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses an ended trial with the rule’s own code and lets running or no trials pass', async () => {
    const user = await createTestUser(t.db);
    const now = new Date('2030-06-01T00:00:00Z');
    const filter = () => requireAccess({ access, user: asUser(user), permission: 'author.filter_articles', now });
    await expect(filter()).resolves.toMatchObject({ user: { id: user.id } });
    await t.db.kysely.updateTable('users').set({ trialExpiresAt: '2030-07-01T00:00:00.000Z' }).execute();
    await expect(filter()).resolves.toMatchObject({ user: { id: user.id } });
    await t.db.kysely.updateTable('users').set({ trialExpiresAt: '2030-05-01T00:00:00.000Z' }).execute();
    await expect(filter()).rejects.toMatchObject({ status: 403, code: 'authors.trial_expired' });
    await expect(requireAccess({ access, user: null, permission: 'author.filter_articles' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('lets owners (and superusers where the rule says so) reach their objects; others get 404', async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const root = await createTestUser(t.db, { superuser: true });
    const resource = { kind: 'owned', label: 'Monitoring', ownerId: owner.id } as const;
    const strict: AccessRule = { kind: 'owner', superuser: false };
    const lenient: AccessRule = { kind: 'owner', superuser: true };

    await expect(requireRule({ access, user: asUser(owner), rule: strict, resource })).resolves.toBeDefined();
    for (const user of [asUser(other), asUser(root, true)]) {
      await expect(requireRule({ access, user, rule: strict, resource })).rejects.toMatchObject({
        status: 404,
        message: 'Monitoring not found.',
      });
    }
    await expect(requireRule({ access, user: asUser(root, true), rule: lenient, resource })).resolves.toBeDefined();
    await expect(requireRule({ access, user: null, rule: strict, resource })).rejects.toMatchObject({ status: 401 });
  });

  it('checks every part of a combined rule in order and returns the quota grant', async () => {
    const owner = await createTestUser(t.db, { quotas: [{ name: 'monitoring', canBePrivate: true }] });
    const ownerWithoutQuota = await createTestUser(t.db);
    const rule: AccessRule = {
      kind: 'all',
      rules: [
        { kind: 'quota', quota: 'monitoring' },
        { kind: 'owner', superuser: false },
      ],
    };
    const mine = (ownerId: number) => ({ kind: 'owned', label: 'Monitoring', ownerId }) as const;
    await expect(requireRule({ access, user: asUser(owner), rule, resource: mine(owner.id) })).resolves.toMatchObject({
      quota: { name: 'monitoring', canBePrivate: true },
    });
    // The quota comes first: without it the answer is 403 even on one's own object.
    await expect(
      requireRule({ access, user: asUser(ownerWithoutQuota), rule, resource: mine(ownerWithoutQuota.id) }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      requireRule({ access, user: asUser(owner), rule, resource: mine(owner.id + 1) }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('lets the system actor pass every permission, and treats a forgotten resource as a programming error', async () => {
    for (const permission of Object.keys(PERMISSIONS) as Array<keyof typeof PERMISSIONS>) {
      await expect(requireAccess({ access, user: SYSTEM_ACTOR, permission })).resolves.toEqual({
        user: null,
        quota: null,
        orgRole: null,
      });
    }
    const user = await createTestUser(t.db);
    await expect(requireAccess({ access, user: asUser(user), permission: 'orgadmin.members.manage' })).rejects.toThrow(
      'access rule needs a resource of kind "organization"',
    );
  });

  it('answers hasAccess without throwing and checks only the object-free part before input', async () => {
    const holder = await createTestUser(t.db, { quotas: ['gender_info'] });
    const plain = await createTestUser(t.db);
    expect(await hasAccess({ access, user: asUser(holder), permission: 'author.read_gender' })).toBe(true);
    expect(await hasAccess({ access, user: asUser(plain), permission: 'author.read_gender' })).toBe(false);
    expect(await hasAccess({ access, user: null, permission: 'author.read_gender' })).toBe(false);

    // Before input: organization rules reduce to a login, the rest is checked in full.
    await expect(
      requireAccessBeforeInput({ access, user: asUser(plain), permission: 'orgadmin.members.manage' }),
    ).resolves.toBeUndefined();
    await expect(
      requireAccessBeforeInput({ access, user: null, permission: 'orgadmin.members.manage' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      requireAccessBeforeInput({ access, user: asUser(plain), permission: 'admin.users.manage' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuses through the route gate before validating the input', async () => {
    t.app.post(
      '/api/test-only/gated-input',
      {
        ...accessGate({ access, permission: 'admin.users.manage' }),
        schema: { body: z.object({ name: z.string() }) },
      },
      async () => ({ ok: true }),
    );
    const plain = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: plain.id });
    const headers = { origin: 'http://localhost', cookie };
    const denied = await t.app.inject({ method: 'POST', url: '/api/test-only/gated-input', headers, payload: {} });
    expect(denied.statusCode).toBe(403);
    const superuser = await createTestUser(t.db, { superuser: true });
    const rootHeaders = { ...headers, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: superuser.id }) };
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/gated-input',
      headers: rootHeaders,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/gated-input',
      headers: { origin: 'http://localhost' },
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
  });
});
