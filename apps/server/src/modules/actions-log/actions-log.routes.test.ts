import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-db';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { createActionsLogRepository } from './actions-log.repository';

describeEachDatabase('POST /api/actions-log', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const log = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/actions-log', headers: apiHeaders(cookie), payload: payload as object });
  const entries = () => createActionsLogRepository({ db: t.db }).listRecent({ limit: 10 });

  it('stores the action, the JSON payload and the logged-in user, and answers 204', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const response = await log({ action: 'monitoring.open', payload: { id: 7, tags: ['a', 'é'] } }, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [entry] = await entries();
    expect(entry).toMatchObject({ userId: user.id, action: 'monitoring.open' });
    expect(JSON.parse(entry!.payload!)).toEqual({ id: 7, tags: ['a', 'é'] });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores guest actions with a null user and a missing payload as null', async () => {
    expect((await log({ action: 'search' })).statusCode).toBe(204);
    const [entry] = await entries();
    expect(entry).toMatchObject({ userId: null, action: 'search', payload: null });
  });

  it('rejects a missing or empty action and a payload over 10 kB with a field message, storing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ payload: { a: 1 } }, 'action'],
      [{ action: '   ' }, 'action'],
      [{ action: 'x'.repeat(101) }, 'action'],
      [{ action: 'big', payload: { text: 'x'.repeat(10 * 1024) } }, 'payload'],
    ];
    for (const [payload, field] of cases) {
      const response = await log(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toHaveProperty(field);
    }
    expect(await entries()).toEqual([]);
  });
});
