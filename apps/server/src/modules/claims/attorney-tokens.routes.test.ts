import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ClaimResult } from '@sciscope/contracts';
import { JANE_BIBTEX, seedClaimsCorpus, type ClaimsCorpus } from '../../test-support/claims.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  ATTORNEY_TOKEN_LIFETIME_DAYS,
  createAdvisor,
  hashToken,
  issueAttorneyToken,
  resolveAttorneyToken,
} from './attorney-tokens.usecases';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('attorney tokens: acting for a recommender', (dialect) => {
  let t: TestApp;
  let c: ClaimsCorpus;
  let admin: { id: number; cookie: string };
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    c = await seedClaimsCorpus(t.db);
    const user = await createTestUser(t.db, { superuser: true });
    admin = { id: user.id, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }) };
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  const newRecommender = async (name = 'Jane Doe', email = 'jane.doe@stanford.edu') => {
    const created = await call(admin.cookie, 'POST', '/api/admin/advisors', {
      name,
      email,
      affiliation: 'Stanford University',
    });
    expect(created.statusCode, created.body).toBe(201);
    const advisor = created.json().advisor as { id: number };
    const issued = await call(admin.cookie, 'POST', `/api/admin/advisors/${advisor.id}/attorney-tokens`);
    expect(issued.statusCode, issued.body).toBe(201);
    return { advisorId: advisor.id, token: issued.json().token as string, issued: issued.json() };
  };
  const advisorAuthor = async (advisorId: number) =>
    (await t.db.kysely.selectFrom('advisors').select('authorId').where('id', '=', advisorId).executeTakeFirstOrThrow())
      .authorId;

  it('issues a token shown once: the database keeps its SHA-256 only, and the lifetime is 90 days', async () => {
    const before = Date.now();
    const { advisorId, token, issued } = await newRecommender();
    expect(token).toMatch(/^sca_[A-Za-z0-9_-]{43}$/);
    expect(issued.links.claimPublications).toBe(`${t.config.publicUrl}/claim-publications/${token}`);
    const rows = await t.db.kysely.selectFrom('attorneyTokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = Date.parse(rows[0]!.expiresAt) - before;
    expect(Math.round(lifetime / DAY)).toBe(ATTORNEY_TOKEN_LIFETIME_DAYS);
    const list = await call(admin.cookie, 'GET', '/api/admin/advisors?query=stanford');
    expect(list.json()).toMatchObject({
      total: 1,
      advisors: [{ id: advisorId, name: 'Jane Doe', activeTokens: 1, authorId: null }],
    });
  });

  it('lets an anonymous holder of the link see the recommender, their suggestions, and claim their profile only', async () => {
    const { advisorId, token } = await newRecommender();
    const fetched = await call(undefined, 'GET', `/api/jobs/fetch-advisor-by-attorney/${token}`);
    expect(fetched.json()).toEqual({
      ok: true,
      advisor: {
        advisorName: 'Jane Doe',
        email: 'jane.doe@stanford.edu',
        affiliation: 'Stanford University',
        attorneyToken: token,
        authorId: null,
        authorName: null,
      },
    });
    const suggested = await call(undefined, 'GET', `/api/authors/suggest-author-for-advisor/${token}`);
    expect(suggested.json().authors[0]).toMatchObject({ id: c.jane.id });

    // A logged-in user following the link acts for the recommender, never for their own account.
    const visitor = await createTestUser(t.db, { email: 'visitor@example.org' });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: visitor.id });
    const claimed = await call(cookie, 'POST', '/api/authors/claim-authors/', {
      authors_ids: [c.jane.id],
      attorney_token: token,
    });
    expect(claimed.json()).toMatchObject({ status: 'applied', author: { id: c.jane.id } });
    expect(await advisorAuthor(advisorId)).toBe(c.jane.id);
    const account = await t.db.kysely
      .selectFrom('users')
      .select('authorId')
      .where('id', '=', visitor.id)
      .executeTakeFirstOrThrow();
    expect(account.authorId).toBeNull();

    // Articles claimed through the token join the recommender's profile.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/authors/find-claim-articles/',
      headers: apiHeaders(),
      payload: { plain_text: JANE_BIBTEX, attorney_token: token },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const result = upload.json() as ClaimResult;
    const step2 = await call(undefined, 'POST', '/api/authors/claim-articles/', {
      articles_ids: [c.articles.split1.id],
      names: ['J. Doe'],
      token: result.token,
      attorney_token: token,
    });
    expect(step2.json().stats).toMatchObject({ author_id: c.jane.id, claimed_count: 1 });
    // Without the attorney token the same upload is nobody's: a guest is asked to log in, an account refused.
    expect(
      (
        await call(undefined, 'POST', '/api/authors/claim-articles/', {
          articles_ids: [c.articles.split1.id],
          names: ['J. Doe'],
          token: result.token,
        })
      ).statusCode,
    ).toBe(401);
    const wrongOwner = await call(cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: [c.articles.split1.id],
      names: ['J. Doe'],
      token: result.token,
    });
    expect(wrongOwner.json().error.code).toBe('claims.invalid_claim_token');
  });

  it('refuses expired, revoked, unknown and malformed tokens alike (404; 400 for a malformed one)', async () => {
    const advisor = await createAdvisor({ db: t.db, name: 'Old Reference', email: 'old@example.org' });
    const expired = await issueAttorneyToken({
      db: t.db,
      advisorId: advisor.id,
      issuedBy: null,
      now: new Date(Date.now() - (ATTORNEY_TOKEN_LIFETIME_DAYS + 1) * DAY),
    });
    expect(await resolveAttorneyToken({ db: t.db, token: expired.token })).toBeNull();
    expect((await call(undefined, 'GET', `/api/jobs/fetch-advisor-by-attorney/${expired.token}`)).statusCode).toBe(404);
    const fresh = await issueAttorneyToken({ db: t.db, advisorId: advisor.id, issuedBy: null });
    expect((await resolveAttorneyToken({ db: t.db, token: fresh.token }))?.id).toBe(advisor.id);
    expect((await call(admin.cookie, 'DELETE', `/api/admin/advisors/${advisor.id}/attorney-tokens`)).statusCode).toBe(
      204,
    );
    const revoked = await call(undefined, 'GET', `/api/jobs/fetch-advisor-by-attorney/${fresh.token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe('This link is not valid or has expired.');
    expect((await call(undefined, 'GET', `/api/jobs/fetch-advisor-by-attorney/sca_${'A'.repeat(43)}`)).statusCode).toBe(
      404,
    );
    expect((await call(undefined, 'GET', '/api/jobs/fetch-advisor-by-attorney/not-a-token')).statusCode).toBe(400);
    expect(
      (
        await call(undefined, 'POST', '/api/authors/claim-authors/', {
          authors_ids: [c.jane.id],
          attorney_token: fresh.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the recommender edit their name, e-mail and affiliation, validating the e-mail', async () => {
    const { token } = await newRecommender();
    const bad = await call(undefined, 'POST', `/api/jobs/edit-advisor-by-attorney/${token}`, {
      name: 'Jane Doe',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.email).toBe("nope doesn't look like a valid email address.");
    const edited = await call(undefined, 'POST', `/api/jobs/edit-advisor-by-attorney/${token}`, {
      name: 'Jane A. Doe',
      email: 'Jane@Technion.ac.il',
      affiliation: 'Technion',
    });
    expect(edited.json().advisor).toMatchObject({
      advisorName: 'Jane A. Doe',
      email: 'jane@technion.ac.il',
      affiliation: 'Technion',
    });
  });

  it('keeps the recommender pages to superusers', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    expect((await call(cookie, 'GET', '/api/admin/advisors')).statusCode).toBe(403);
    expect((await call(cookie, 'POST', '/api/admin/advisors', { name: 'X', email: 'x@example.org' })).statusCode).toBe(
      403,
    );
    expect((await call(undefined, 'GET', '/api/admin/advisors')).statusCode).toBe(401);
  });
});
