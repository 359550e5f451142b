import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODE_NAMES, MESSAGES, isErrorCode } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../test-support/test-app';
import { bodyTooLargeMessage, byteSizeText } from './error-handler';
import { AppError, commonErrors } from './errors';

describe('error codes', () => {
  it('give every AppError the status and text of its code, unless a more precise text is given', () => {
    for (const code of ERROR_CODE_NAMES) {
      const error = new AppError({ code });
      expect(error.status, code).toBe(ERROR_CODES[code].status);
      expect(error.message, code).toBe(ERROR_CODES[code].message);
    }
    expect(commonErrors.notFound('Author')).toMatchObject({
      code: 'common.not_found',
      status: 404,
      message: 'Author not found.',
    });
    expect(new AppError({ code: 'auth.unauthenticated' }).message).toBe(MESSAGES.pleaseLogin);
    expect(new AppError({ code: 'auth.forbidden' }).message).toBe(MESSAGES.forbidden);
    expect(new AppError({ code: 'common.internal' }).message).toBe(MESSAGES.internalServerError);
  });

  it('keep the codes clients and tests rely on', () => {
    for (const code of [
      'auth.unauthenticated',
      'auth.forbidden',
      'auth.csrf',
      'auth.invalid_credentials',
      'auth.email_taken',
      'common.not_found',
      'common.rate_limited',
      'common.internal',
      'validation.failed',
      'search.invalid_query',
      'search.limit_exceeded',
      'authors.trial_expired',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('FST_ERR_CTP_INVALID_MEDIA_TYPE')).toBe(false);
  });
});

describe('the body-too-large message', () => {
  it("says a route's own limit in words", () => {
    expect(byteSizeText(1024 * 1024)).toBe('1 MB');
    expect(byteSizeText(24 * 1024 * 1024)).toBe('24 MB');
    expect(byteSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(byteSizeText(512 * 1024)).toBe('512 kB');
    expect(byteSizeText(100)).toBe('100 bytes');
    expect(bodyTooLargeMessage(24 * 1024 * 1024)).toBe('The request is larger than the 24 MB limit: shorten the text.');
  });
});

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/actions-log', headers: { ...apiHeaders(), ...headers }, payload });

  it("answers the framework's own client errors with codes of the contracts, keeping their status", async () => {
    const badJson = await post({ 'content-type': 'application/json' }, '{"action": ');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('common.bad_request');

    const wrongType = await post({ 'content-type': 'application/x-unknown' }, 'action=x');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('common.unsupported_media_type');

    const tooLarge = await post(
      { 'content-type': 'application/json' },
      JSON.stringify({ action: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('common.payload_too_large');
    // The limit in words, and what to do about it (walk 20).
    expect(tooLarge.json().error.message).toBe('The request is larger than the 1 MB limit: shorten the text.');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'common.not_found', message: 'No route for GET /api/no-such-route.' });
  });

  it('answers an address that cannot be decoded: a page for a browser, the error body for the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Page not found</h1>');
    expect(page.body).not.toContain('%E0');
    const api = await t.app.inject({ method: 'GET', url: '/api/search/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe('common.bad_request');
    const plain = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(plain.json().error.message).toMatch(/^This address is not valid/);
  });

  it("says which address parameter it refuses in plain words, not in zod's (walk 10, defect 8e)", async () => {
    const moderator = await createTestUser(t.db, { quotas: ['ontology_moderator'] });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: moderator.id });
    const refused = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: apiHeaders(cookie) });
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json() as { error: { code: string; message: string; details: { fields: object } } };
      expect(error.code, url).toBe('validation.failed');
      expect(error.message, url).not.toMatch(/expected|received|NaN|Too big|Invalid input/);
      return error;
    };
    // A path id: zod's text ("id: Invalid input: expected number, received NaN") and the contracts' bare "Invalid id.".
    expect(await refused('/api/jobs/vacancy/abc')).toEqual({
      code: 'validation.failed',
      message: '"abc" is not a valid id.',
      details: { fields: { id: '"abc" is not a valid id.' } },
    });
    expect((await refused('/api/jobs/vacancy/99999999999999999999')).message).toBe(
      '"99999999999999999999" is not a valid id.',
    );
    expect((await refused('/api/articles/abc/for-popover')).message).toBe('"abc" is not a valid id.');
    // A query parameter: its value and, for a choice, the choices.
    expect((await refused('/api/ontology/curation?kind=odd')).message).toBe(
      '"odd" is not a valid kind (ambiguous, basic).',
    );
    expect((await refused('/api/ontology/curation?offset=x')).message).toBe('"x" is not a valid offset.');
    expect((await refused('/api/ontology/curation/evidence?kind=basic')).message).toBe('The id is missing.');
    // A contract's own precise text stays as it was.
    expect((await refused('/api/authors/1/articles?sort=name')).message).toBe(
      "sort: Sort must be 'date' or 'citations'.",
    );
  });
});
