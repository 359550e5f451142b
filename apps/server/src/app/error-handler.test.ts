import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODE_NAMES, MESSAGES, isErrorCode } from '@sciscope/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app';
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
});
