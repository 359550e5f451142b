import { afterEach, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { loadActiveQuotas, requireOrgRole, requireQuota } from './access';

describeEachDatabase('access helpers', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    // A quota-gated endpoint as later modules write them: the use case asks requireQuota first.
    t.app.get('/api/test-only/monitoring-data', async (request) => {
      const { quota } = await requireQuota({ db: t.db, user: request.user, quota: 'monitoring' });
      return { data: 'monitoring results', canBePrivate: quota.canBePrivate, organizationsIds: quota.organizationsIds };
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const getGated = async (userId?: number) => {
    const cookie = userId === undefined ? undefined : await sessionCookieFor({ app: t.app, db: t.db, userId });
    return t.app.inject({ method: 'GET', url: '/api/test-only/monitoring-data', headers: cookie ? { cookie } : {} });
  };

  it('serves quota-gated data only to users holding the quota: guests 401, others 403', async () => {
    const org = await createTestOrganization(t.db);
    const holder = await createTestUser(t.db, {
      quotas: [{ name: 'monitoring', canBePrivate: true, organizationsIds: [org.id] }],
    });
    const other = await createTestUser(t.db, { quotas: ['referee_finder'] });
    const superuser = await createTestUser(t.db, { superuser: true });

    const guest = await getGated();
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toEqual({ code: 'auth.unauthenticated', message: MESSAGES.pleaseLogin });

    for (const userId of [other.id, superuser.id]) {
      const denied = await getGated(userId);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toEqual({ code: 'auth.forbidden', message: MESSAGES.forbidden });
      expect(denied.body).not.toContain('monitoring results');
    }

    const allowed = await getGated(holder.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: 'monitoring results', canBePrivate: true, organizationsIds: [org.id] });
  });

  it('loads active quotas ordered by name with their organisations', async () => {
    const a = await createTestOrganization(t.db);
    const b = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, {
      quotas: ['panel_composer', { name: 'authors_group', organizationsIds: [b.id, a.id] }],
    });
    expect(await loadActiveQuotas({ db: t.db, userId: user.id })).toEqual([
      { name: 'authors_group', canBePrivate: false, organizationsIds: [a.id, b.id] },
      { name: 'panel_composer', canBePrivate: false, organizationsIds: [] },
    ]);
  });

  it('passes requireOrgRole for the right role and superusers, and answers 404 to everyone else', async () => {
    const org = await createTestOrganization(t.db);
    const otherOrg = await createTestOrganization(t.db);
    const admin = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'admin' }] });
    const member = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'member' }] });
    const outsider = await createTestUser(t.db, { memberships: [{ organizationId: otherOrg.id, role: 'admin' }] });
    const superuser = await createTestUser(t.db, { superuser: true });
    const asUser = (u: { id: number; email: string }, isSuperuser = false) => ({
      id: u.id,
      email: u.email,
      isSuperuser,
    });

    await expect(
      requireOrgRole({ db: t.db, user: asUser(admin), organizationId: org.id, roles: ['admin'] }),
    ).resolves.toMatchObject({ role: 'admin' });
    await expect(
      requireOrgRole({ db: t.db, user: asUser(superuser, true), organizationId: org.id, roles: ['admin'] }),
    ).resolves.toMatchObject({
      role: null,
    });
    for (const user of [asUser(member), asUser(outsider)]) {
      await expect(requireOrgRole({ db: t.db, user, organizationId: org.id, roles: ['admin'] })).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(
      requireOrgRole({ db: t.db, user: asUser(superuser, true), organizationId: 999_999, roles: ['admin'] }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      requireOrgRole({ db: t.db, user: null, organizationId: org.id, roles: ['admin'] }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
