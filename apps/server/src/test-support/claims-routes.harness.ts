import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect } from 'vitest';
import type { DbDialect } from '../app/database/kysely';
import { seedClaimsCorpus, type ClaimsCorpus } from './claims.fixture';
import { multipartFile } from './manuscript-fixtures';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from './test-app';

/**
 * The claim route tests' set-up, shared by their two files: a test app with the claims corpus
 * seeded afresh for each test, and the calls and reads the tests make. `current()` gives the
 * test's app and corpus.
 */
export function claimsRoutesHarness(dialect: DbDialect) {
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    c = await seedClaimsCorpus(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  /** A logged-in account with a display name. */
  const account = async (
    email: string,
    name: string | null,
    options: { superuser?: boolean; emailConfirmed?: boolean } = {},
  ) => {
    const user = await createTestUser(t.db, { email, ...options });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    if (name) expect((await call(cookie, 'PUT', '/api/profile/name', { name })).statusCode).toBe(200);
    return { ...user, cookie };
  };
  const authorRow = (id: number) =>
    t.db.kysely
      .selectFrom('authors')
      .select(['articlesCount', 'citationsCount', 'hIndex', 'firstYear', 'lastYear'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const authorOf = async (articleId: number) =>
    (
      await t.db.kysely
        .selectFrom('authorships')
        .select('authorId')
        .where('articleId', '=', articleId)
        .where('rawName', 'in', ['Jane Doe', 'J. Doe'])
        .executeTakeFirstOrThrow()
    ).authorId;
  const linkedAuthor = async (userId: number) =>
    (await t.db.kysely.selectFrom('users').select('authorId').where('id', '=', userId).executeTakeFirstOrThrow())
      .authorId;
  const outbox = () => {
    const dir = t.config.mail.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  };
  const version = async () =>
    Number(
      (await t.db.kysely.selectFrom('corpusStats').select('value').where('key', '=', 'version').executeTakeFirst())
        ?.value ?? 0,
    );
  const findArticles = async (cookie: string | undefined, fields: Record<string, string>, file?: string) => {
    const form = file
      ? multipartFile({
          field: 'bibtex_file',
          filename: 'refs.bib',
          contentType: 'application/x-bibtex',
          content: Buffer.from(file),
          fields,
        })
      : null;
    return t.app.inject({
      method: 'POST',
      url: '/api/authors/find-claim-articles/',
      headers: { ...apiHeaders(cookie), ...(form?.headers ?? {}) },
      payload: form ? form.payload : fields,
    });
  };

  /**
   * Sends requests at the same moment. On PostgreSQL new claims are held back (a SHARE lock on
   * `claims`) until every request is waiting for a lock, so each has read the claims before any
   * is filed: without a lock of their own, each would find no claim waiting and file one. SQLite
   * runs one write transaction at a time, so there they are merely sent together.
   */
  const atTheSameMoment = async <R>(send: () => Array<Promise<R>>): Promise<R[]> => {
    if (t.db.dialect !== 'postgres') return Promise.all(send());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.kysely.transaction().execute(async (trx) => {
      await sql`LOCK TABLE claims IN SHARE MODE`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const sent = send();
    const answers = Promise.all(sent);
    const waiting = async () =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db.kysely)
        ).rows[0]!.n,
      );
    try {
      await expect.poll(waiting, { timeout: 15_000, interval: 20 }).toBe(sent.length);
    } finally {
      release();
      await holder;
    }
    return answers;
  };

  return {
    current: () => ({ t, c }),
    atTheSameMoment,
    call,
    account,
    authorRow,
    authorOf,
    linkedAuthor,
    outbox,
    version,
    findArticles,
  };
}
