import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchLimitMessage, searchLimitMessage } from '@sciscope/contracts';
import { loadConfig } from '../../app/config';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { consumeSearchAllowance, searchClientOf, searchDay } from './search-limits.usecases';
import { createSearchLimitsRepository } from './search-limits.repository';

describe('search limit message', () => {
  it('reads as spec 01 section 8 expects, ending with the limit', () => {
    expect(searchLimitMessage({ limit: 10, isAnonymous: true })).toBe(
      'search-calls-count limit exceeded (is_anonymous): 10',
    );
    expect(searchLimitMessage({ limit: 1000, isAnonymous: false })).toBe('search-calls-count limit exceeded: 1000');
    expect(parseSearchLimitMessage('search-calls-count limit exceeded (is_anonymous): 10')).toEqual({
      limit: 10,
      isAnonymous: true,
    });
    expect(parseSearchLimitMessage('Internal server error')).toBeNull();
  });

  it('keys guests by address and browser without storing the address, and users by account', () => {
    const guest = searchClientOf({ user: null, ip: '192.0.2.7', userAgent: 'Firefox', secret: 's' });
    expect(guest.isAnonymous).toBe(true);
    expect(guest.key).toMatch(/^guest:[0-9a-f]{32}$/);
    expect(guest.key).not.toContain('192.0.2.7');
    expect(searchClientOf({ user: null, ip: '192.0.2.7', userAgent: 'Chrome', secret: 's' }).key).not.toBe(guest.key);
    expect(searchClientOf({ user: null, ip: '192.0.2.8', userAgent: 'Firefox', secret: 's' }).key).not.toBe(guest.key);
    expect(
      searchClientOf({
        user: { id: 7, email: 'a@b.c', isSuperuser: false },
        ip: '192.0.2.7',
        userAgent: 'Firefox',
        secret: 's',
      }),
    ).toEqual({
      key: 'user:7',
      isAnonymous: false,
    });
  });
});

describeEachDatabase('daily search cap', (dialect) => {
  let t: TestApp;
  const GUEST_LIMIT = 3;
  const USER_LIMIT = 4;

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { SCISCOPE_GUEST_SEARCH_LIMIT: String(GUEST_LIMIT), SCISCOPE_USER_SEARCH_LIMIT: String(USER_LIMIT) },
    });
  });
  afterAll(async () => t.close());

  let address = 0;
  const search = (q: string, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers, remoteAddress });

  it('lets a guest search up to the limit, then answers 429 with the guest message', async () => {
    const ip = `198.51.100.${++address}`;
    const headers = { 'user-agent': 'guest browser' };
    for (let i = 0; i < GUEST_LIMIT; i++) expect((await search('graph', headers, ip)).statusCode).toBe(200);
    const refused = await search('graph', headers, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'search.limit_exceeded',
        message: `search-calls-count limit exceeded (is_anonymous): ${GUEST_LIMIT}`,
        details: { limit: GUEST_LIMIT, isAnonymous: true },
      },
    });
    // Another browser on the same address, and another address, have their own allowance.
    expect((await search('graph', { 'user-agent': 'other browser' }, ip)).statusCode).toBe(200);
    expect((await search('graph', headers, `198.51.100.${++address}`)).statusCode).toBe(200);
  });

  it('does not count malformed queries', async () => {
    const ip = `198.51.100.${++address}`;
    const headers = { 'user-agent': 'careless typist' };
    for (let i = 0; i < GUEST_LIMIT + 2; i++) expect((await search('"unclosed', headers, ip)).statusCode).toBe(400);
    for (let i = 0; i < GUEST_LIMIT; i++) expect((await search('graph', headers, ip)).statusCode).toBe(200);
    expect((await search('graph', headers, ip)).statusCode).toBe(429);
  });

  it('counts a logged-in user per account with the user limit and message', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    // The account's allowance follows it across addresses and browsers.
    for (let i = 0; i < USER_LIMIT; i++) {
      expect((await search('graph', { cookie, 'user-agent': `device ${i}` }, `203.0.113.${i + 1}`)).statusCode).toBe(
        200,
      );
    }
    const refused = await search('graph', { cookie }, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(`search-calls-count limit exceeded: ${USER_LIMIT}`);
    expect(refused.json().error.message).not.toContain('is_anonymous');
    const row = await t.db.kysely
      .selectFrom('searchUsage')
      .select('count')
      .where('clientKey', '=', `user:${user.id}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(USER_LIMIT);
  });

  it('counts atomically under concurrent searches and starts afresh the next day', async () => {
    const client = { key: `guest:concurrent-${dialect}`, isAnonymous: true };
    const limits = { guestSearchLimit: 5, userSearchLimit: 5 };
    const today = new Date('2031-03-04T10:00:00Z');
    const searchLimits = createSearchLimitsRepository({ db: t.db });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => consumeSearchAllowance({ searchLimits, limits, client, now: today })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(3);
    expect(await searchLimits.countOf({ clientKey: client.key, day: searchDay(today) })).toBe(5);
    const tomorrow = new Date('2031-03-05T00:00:01Z');
    expect(await consumeSearchAllowance({ searchLimits, limits, client, now: tomorrow })).toEqual({
      used: 1,
      limit: 5,
    });
  });

  it('counts nothing and writes no usage row for a client whose limit is 0 (unlimited)', async () => {
    const searchLimits = createSearchLimitsRepository({ db: t.db });
    const day = searchDay();
    const guest = { key: `guest:unlimited-${dialect}`, isAnonymous: true };
    const user = { key: `user:unlimited-${dialect}`, isAnonymous: false };
    for (let i = 0; i < 3; i++) {
      expect(
        await consumeSearchAllowance({
          searchLimits,
          limits: { guestSearchLimit: 0, userSearchLimit: 5 },
          client: guest,
        }),
      ).toEqual({ used: null, limit: 0 });
      expect(
        await consumeSearchAllowance({
          searchLimits,
          limits: { guestSearchLimit: 5, userSearchLimit: 0 },
          client: user,
        }),
      ).toEqual({ used: null, limit: 0 });
    }
    const rows = await t.db.kysely
      .selectFrom('searchUsage')
      .select('clientKey')
      .where('clientKey', 'in', [guest.key, user.key])
      .execute();
    expect(rows).toEqual([]);
    expect(await searchLimits.countOf({ clientKey: guest.key, day })).toBe(0);
  });
});

describeEachDatabase('unlimited daily searches (limits set to 0)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { SCISCOPE_GUEST_SEARCH_LIMIT: '0', SCISCOPE_USER_SEARCH_LIMIT: '0' },
    });
  });
  afterAll(async () => t.close());

  it('answers every search of guests and users and leaves search_usage empty', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    for (let i = 0; i < 12; i++) {
      const guest = await t.app.inject({ method: 'GET', url: '/api/search?q=graph', remoteAddress: '192.0.2.50' });
      expect(guest.statusCode).toBe(200);
      const member = await t.app.inject({ method: 'GET', url: '/api/search?q=graph', headers: { cookie } });
      expect(member.statusCode).toBe(200);
    }
    expect(await t.db.kysely.selectFrom('searchUsage').selectAll().execute()).toEqual([]);
  });
});

describeEachDatabase('search rate limit per address', (dialect) => {
  const PER_MINUTE = 7;
  let t: TestApp;
  let unlimited: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { SCISCOPE_GUEST_SEARCH_LIMIT: '0', SCISCOPE_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
    });
    unlimited = await createTestApp({
      dialect,
      env: { SCISCOPE_GUEST_SEARCH_LIMIT: '0', SCISCOPE_RATE_LIMIT_PER_MINUTE: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await unlimited.close();
  });

  const searchFrom = (app: TestApp, remoteAddress: string, i: number) =>
    app.app.inject({
      method: 'GET',
      url: '/api/search?q=graph',
      remoteAddress,
      headers: { 'user-agent': `ua ${i}` },
    });

  it('defaults to 120 searches per minute per address', () => {
    expect(loadConfig({ SCISCOPE_SECRET: 'x', SCISCOPE_DATA_DIR: 'none' }).rateLimits.search).toBe(120);
  });

  it('answers 429 to one address searching faster than SCISCOPE_RATE_LIMIT_PER_MINUTE', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await searchFrom(t, '192.0.2.200', i)).statusCode);
    expect(statuses.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_MINUTE]).toBe(429);
    expect((await searchFrom(t, '192.0.2.201', 0)).statusCode).toBe(200);
  });

  it('never limits an address when SCISCOPE_RATE_LIMIT_PER_MINUTE is 0', async () => {
    for (let i = 0; i < 150; i++) expect((await searchFrom(unlimited, '192.0.2.202', i)).statusCode).toBe(200);
  });
});
