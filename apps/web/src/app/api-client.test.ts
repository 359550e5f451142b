import { MESSAGES, currentUserSchema, ANONYMOUS_USER } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  createApiClient,
  fieldErrorsOf,
  notFoundText,
  withQuery,
  type FetchLike,
} from './api-client';

interface Recorded {
  input: string;
  init: RequestInit;
}

/** A fake fetch answering every call with `answer()`, recording what it was asked. */
function fakeFetch(answer: () => Response | Promise<Response>): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      calls.push({ input, init });
      return answer();
    },
  };
}

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function textResponse(status: number, body: string, statusText = ''): Response {
  return new Response(body, { status, statusText, headers: { 'content-type': 'text/plain' } });
}

function errorBody(code: string, message: string, details?: unknown): unknown {
  return { error: { code, message, details } };
}

/** Runs one call against a fixed answer; returns the rejection and the alerts raised. */
async function failingCall(response: Response, options: { silent?: boolean } = {}) {
  const alerts: ApiError[] = [];
  const { fetch } = fakeFetch(() => response);
  const client = createApiClient({ fetch, onAlert: (error) => alerts.push(error) });
  const error = await client.get('/api/thing', options).then(
    () => {
      throw new Error('the call should have been rejected');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return { error, alerts };
}

describe('api client requests', () => {
  it('sends same-origin credentials and JSON, and parses a JSON answer', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { ok: true }));
    const client = createApiClient({ fetch });
    const answer = await client.post<{ ok: boolean }>('/api/things', { name: 'x' });
    expect(answer).toEqual({ ok: true });
    const call = calls[0];
    expect(call?.input).toBe('/api/things');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"name":"x"}');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('sends a form-encoded body when a form is given', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}));
    await createApiClient({ fetch }).request('/api/referees/article/1/', {
      method: 'POST',
      form: 'min_h_index=5&gender=F',
    });
    expect(calls[0]?.init.body).toBe('min_h_index=5&gender=F');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('sends no body and no content type when there is no payload', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    await createApiClient({ fetch }).post('/api/auth/logout/');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a FormData as it is, leaving the multipart content type to the browser', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'paper.pdf');
    await createApiClient({ fetch }).post('/api/proposals/extract-manuscript', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('resolves a 204 answer to undefined', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch }).delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('validates the answer with a schema when one is given', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, ANONYMOUS_USER));
    const user = await createApiClient({ fetch }).get('/api/auth/current-user/', { schema: currentUserSchema });
    expect(user.email).toBe('Anonymous');
  });

  it('rejects an answer that does not match the schema, with an alert', async () => {
    const alerts: ApiError[] = [];
    const { fetch } = fakeFetch(() => jsonResponse(200, { email: 3 }));
    const client = createApiClient({ fetch, onAlert: (e) => alerts.push(e) });
    await expect(client.get('/api/auth/current-user/', { schema: currentUserSchema })).rejects.toMatchObject({
      status: 0,
      code: 'invalid_response',
      message: INVALID_RESPONSE_MESSAGE,
    });
    expect(alerts).toHaveLength(1);
  });

  it("reads a GraphQL answer's first error as the message and code", async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(409, {
        data: null,
        errors: [
          {
            message: "Can't delete/merge because this concept is a parent for 2 other concept(s).",
            extensions: { code: 'ontology.parent_protected' },
          },
        ],
      }),
    );
    const error = await createApiClient({ fetch })
      .post('/api/graphql/', { query: '{ x }' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ontology.parent_protected',
      message: "Can't delete/merge because this concept is a parent for 2 other concept(s).",
    });
  });

  it('turns an unreachable server into an alerted network error', async () => {
    const alerts: ApiError[] = [];
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      onAlert: (e) => alerts.push(e),
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(alerts).toHaveLength(1);
  });

  it('lets an aborted call reject with the abort itself and no alert', async () => {
    const alerts: ApiError[] = [];
    const abort = new DOMException('aborted', 'AbortError');
    const client = createApiClient({ fetch: () => Promise.reject(abort), onAlert: (e) => alerts.push(e) });
    await expect(client.get('/api/x')).rejects.toBe(abort);
    expect(alerts).toHaveLength(0);
  });

  it('appends query parameters, leaving out empty ones', () => {
    expect(withQuery('/api/admin/users', { offset: 50, query: '' })).toBe('/api/admin/users?offset=50');
    expect(withQuery('/api/a?x=1', { q: 'a b' })).toBe('/api/a?x=1&q=a+b');
    expect(withQuery('/api/a', { q: undefined })).toBe('/api/a');
  });
});

describe('api client errors', () => {
  it('reads the message, code and details of a JSON error body', async () => {
    const details = { fields: { email: 'Enter a valid e-mail address.' } };
    const { error, alerts } = await failingCall(
      jsonResponse(400, errorBody('validation.failed', 'Invalid input.', details), 'Bad Request'),
    );
    expect(error).toMatchObject({ status: 400, code: 'validation.failed', message: 'Invalid input.', details });
    expect(alerts).toHaveLength(0);
  });

  it('uses a plain-text body as the message', async () => {
    const { error } = await failingCall(textResponse(409, 'Already exists', 'Conflict'));
    expect(error).toMatchObject({ status: 409, code: 'http.409', message: 'Already exists' });
  });

  it('falls back to the status text when the body is empty or HTML', async () => {
    expect((await failingCall(textResponse(429, '', 'Too Many Requests'))).error.message).toBe('Too Many Requests');
    const html = new Response('<html>bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    });
    expect((await failingCall(html)).error.message).toBe('Bad Gateway');
  });

  it('shows 500 as "Internal server error" whatever the body says, with an alert', async () => {
    const { error, alerts } = await failingCall(jsonResponse(500, errorBody('internal', 'db exploded')));
    expect(error.message).toBe(MESSAGES.internalServerError);
    expect(error.code).toBe('internal');
    expect(alerts.map((a) => a.message)).toEqual(['Internal server error']);
  });

  it('shows 401 as "Please login", with an alert', async () => {
    const { error, alerts } = await failingCall(textResponse(401, 'Unauthorized'));
    expect(error.message).toBe('Please login');
    expect(alerts).toHaveLength(1);
  });

  it('shows 403 as the not-permitted text, with an alert', async () => {
    const { error, alerts } = await failingCall(jsonResponse(403, errorBody('auth.forbidden', 'No.')));
    expect(error.message).toBe('Sorry, you are not permitted to perform the requested operation');
    expect(alerts).toHaveLength(1);
  });

  it('shows 404 and 405 as their status text, with an alert', async () => {
    const notFound = await failingCall(jsonResponse(404, errorBody('x.not_found', 'Nope'), 'Not Found'));
    expect(notFound.error.message).toBe('Not Found');
    // The server's own text stays at hand for a page that names what was not found.
    expect(notFound.error.serverMessage).toBe('Nope');
    expect(notFound.alerts).toHaveLength(1);
    const notAllowed = await failingCall(textResponse(405, 'whatever', 'Method Not Allowed'));
    expect(notAllowed.error.message).toBe('Method Not Allowed');
    expect(notAllowed.alerts).toHaveLength(1);
  });

  it('uses the standard status text for 404 and 405 when the server sends none (HTTP/2)', async () => {
    expect((await failingCall(textResponse(404, ''))).error.message).toBe('Not Found');
    expect((await failingCall(textResponse(405, ''))).error.message).toBe('Method Not Allowed');
  });

  it('raises no alert for other statuses or for silent calls', async () => {
    expect((await failingCall(textResponse(422, 'Bad thing'))).alerts).toHaveLength(0);
    expect((await failingCall(textResponse(401, ''), { silent: true })).alerts).toHaveLength(0);
  });
});

describe('fieldErrorsOf', () => {
  it('returns the per-field messages of a 400', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'Invalid input.',
      details: { fields: { email: 'Enter a valid e-mail address.', password: ['Too short.', 'Too plain.'] } },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid e-mail address.', password: 'Too short. Too plain.' });
  });

  it('returns nothing for other statuses and shapes', () => {
    expect(
      fieldErrorsOf(new ApiError({ status: 409, code: 'c', message: 'm', details: { fields: { a: 'b' } } })),
    ).toEqual({});
    expect(fieldErrorsOf(new ApiError({ status: 400, code: 'c', message: 'm', details: 'text' }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('notFoundText', () => {
  it("gives a 404's own text, '' when it had none", () => {
    const missing = new ApiError({
      status: 404,
      code: 'not_found',
      message: 'Not Found',
      serverMessage: 'Proposal not found.',
    });
    expect(notFoundText(missing)).toBe('Proposal not found.');
    expect(notFoundText(new ApiError({ status: 404, code: 'not_found', message: 'Not Found' }))).toBe('');
  });

  it('gives nothing for any other error, so the page shows it as an error', () => {
    expect(
      notFoundText(new ApiError({ status: 403, code: 'forbidden', message: 'Forbidden', serverMessage: 'x' })),
    ).toBe(undefined);
    expect(notFoundText(new Error('Not Found'))).toBe(undefined);
    expect(notFoundText(null)).toBe(undefined);
  });
});
