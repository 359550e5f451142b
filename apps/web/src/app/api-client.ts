import { MESSAGES, errorBodySchema, graphqlResponseSchema } from '@sciscope/contracts';
import { showErrorAlert } from './api-alerts';

/**
 * The one fetch wrapper of the web app (spec 01 sections 7 and 8): same-origin credentials,
 * JSON in and out, 204 means an empty value, and every status of 400 or more rejects with an
 * `ApiError` whose message is read from the body, except for the statuses whose text the spec
 * fixes. Those also raise an alert.
 */

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  /** What the server's body said, where `message` is a text the spec fixes for the status. */
  serverMessage?: string;
}

/** A rejected call. `status` is 0 when the server could not be reached or answered nonsense. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The body's own text ('Proposal not found.'), '' when it had none: a page may show it beside the fixed one. */
  readonly serverMessage: string;

  constructor({ status, code, message, details, serverMessage = '' }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage;
  }
}

/**
 * The server's own text ('' when it gave none) when `error` is a 404 answer, the object is missing
 * or not the user's; undefined for any other error, which the page shows as an error instead.
 */
export function notFoundText(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 404 ? error.serverMessage : undefined;
}

/** Texts the spec fixes for a status, whatever the body says. */
const FIXED_TEXTS: ReadonlyMap<number, string> = new Map([
  [500, MESSAGES.internalServerError],
  [401, MESSAGES.pleaseLogin],
  [403, MESSAGES.forbidden],
]);

/** Statuses shown with their status text; the fallback covers HTTP/2, which sends none. */
const STATUS_TEXT_FALLBACKS: ReadonlyMap<number, string> = new Map([
  [404, 'Not Found'],
  [405, 'Method Not Allowed'],
]);

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an answer this page cannot read.';

/** True for the statuses of spec 01 section 8 that show an alert. */
export function isAlertStatus(status: number): boolean {
  return FIXED_TEXTS.has(status) || STATUS_TEXT_FALLBACKS.has(status);
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** Builds the `ApiError` for a response with a status of 400 or more. */
export async function readApiError(response: Response): Promise<ApiError> {
  const { status } = response;
  const raw = await response.text().catch(() => '');
  let code = `http.${status}`;
  let bodyMessage = '';
  let details: unknown;

  const parsed = isJson(response) ? safeJsonParse(raw) : undefined;
  const envelope = errorBodySchema.safeParse(parsed);
  const graphqlError = graphqlErrorOf(parsed);
  if (envelope.success) {
    code = envelope.data.error.code;
    bodyMessage = envelope.data.error.message;
    details = envelope.data.error.details;
  } else if (graphqlError) {
    // A GraphQL answer (`/api/graphql/`): its first error's message and code.
    ({ code, message: bodyMessage, details } = graphqlError);
  } else if (!/html/i.test(response.headers.get('content-type') ?? '')) {
    // A proxy's HTML error page is no message for a person; plain text is.
    bodyMessage = raw.trim();
  }

  const fixed = FIXED_TEXTS.get(status);
  const statusTextFallback = STATUS_TEXT_FALLBACKS.get(status);
  let message: string;
  if (fixed !== undefined) message = fixed;
  else if (statusTextFallback !== undefined) message = response.statusText || statusTextFallback;
  else message = bodyMessage || response.statusText || `Request failed with status ${status}`;

  return new ApiError({ status, code, message, details, serverMessage: bodyMessage });
}

/** The first error of a GraphQL answer (`{ errors: [{ message, extensions: { code, details } }] }`). */
function graphqlErrorOf(body: unknown): { code: string; message: string; details: unknown } | null {
  const result = graphqlResponseSchema.safeParse(body);
  const first = result.success ? result.data.errors?.[0] : undefined;
  if (!first) return null;
  return {
    code: first.extensions?.code ?? 'graphql.error',
    message: first.message,
    details: first.extensions?.details,
  };
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Per-field messages of a 400 (`details.fields`), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = details.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') result[name] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') result[name] = value.join(' ');
  }
  return result;
}

/** Anything with zod's `parse`: the contracts' response schemas. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a `FormData` is sent as multipart/form-data (file uploads). */
  body?: unknown;
  /** Sent form-encoded instead (the referee finder posts its settings string this way). */
  form?: string | URLSearchParams;
  /** Appended to the path; empty, null and undefined values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Validates the answer; its output type becomes the call's type. */
  schema?: ResponseSchema<T>;
  /** Do not raise the alert: the caller shows the error itself (forms). */
  silent?: boolean;
}

type MethodOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'form'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: MethodOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: MethodOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: MethodOptions<T>): Promise<T>;
  delete<T>(path: string, options?: MethodOptions<T>): Promise<T>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CreateApiClientOptions {
  /** Injected so tests can answer without a server. */
  fetch: FetchLike;
  /** Called for the alert statuses and unreachable servers, unless the call is silent. */
  onAlert?: (error: ApiError) => void;
}

/** Appends query parameters to a path. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient({ fetch, onAlert }: CreateApiClientOptions): ApiClient {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', body, form, query, signal, schema, silent = false } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (signal) init.signal = signal;
    if (body instanceof FormData) {
      // The browser writes the multipart boundary into the content type itself.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    } else if (form !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = form.toString();
    }

    const fail = (error: ApiError): never => {
      if (!silent && (error.status === 0 || isAlertStatus(error.status))) onAlert?.(error);
      throw error;
    };

    let response: Response;
    try {
      response = await fetch(withQuery(path, query), init);
    } catch (error) {
      if (isAbort(error)) throw error;
      return fail(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE }));
    }

    if (response.status >= 400) return fail(await readApiError(response));
    if (response.status === 204) return undefined as T;

    const text = await response.text();
    if (text === '') return undefined as T;
    let data: unknown = text;
    if (isJson(response)) {
      data = safeJsonParse(text);
      if (data === undefined) {
        return fail(new ApiError({ status: 0, code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE }));
      }
    }
    if (!schema) return data as T;
    try {
      return schema.parse(data);
    } catch (error) {
      return fail(
        new ApiError({ status: 0, code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE, details: error }),
      );
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

/** The app's client: real fetch, alerts as notifications. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  onAlert: (error) => showErrorAlert(error.message),
});
