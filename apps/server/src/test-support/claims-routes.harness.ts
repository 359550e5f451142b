import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const account = async (email: string, name: string | null, options: { superuser?: boolean } = {}) => {
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

  return {
    current: () => ({ t, c }),
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
