import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@sciscope/contracts';
import { AppError } from './errors';

/** The error body of `code`, with its own text unless a more precise `message` is given. */
export function errorBody(code: ErrorCode, message: string = ERROR_CODES[code].message, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Fastify's own client errors, by status, as codes of the contracts (anything else is a 400). */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'common.not_found',
  413: 'common.payload_too_large',
  415: 'common.unsupported_media_type',
};

/** A byte count as a person reads a limit: '1 MB', '24 MB', '512 kB', '100 bytes'. */
export function byteSizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} kB`;
  return `${bytes} bytes`;
}

/**
 * Fastify's 413 for a body over the route's limit, in words that say the limit and what to do
 * (walk 20: a 2 MB abstract got only "Request body is too large").
 */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `The request is larger than the ${byteSizeText(limitBytes)} limit: shorten the text.`;
}

/** Turns a zod issue path into the field name shown to the user ("body.email" → "email"). */
function fieldName(path: string): string {
  return path.replace(/^\/?(body|querystring|params|headers)[./]?/, '').replace(/\//g, '.') || 'input';
}

/** Texts that say nothing about the address they refuse ("Invalid id." of the contracts' id schema). */
const GENERIC_MESSAGES = new Set(['Invalid id.', 'Invalid input.', 'Invalid input', 'Invalid value.']);

/**
 * Whether zod wrote `issue`'s text itself ("Invalid input: expected number, received NaN")
 * rather than a contract: the text its locale gives the same issue (the received type aside,
 * which zod reads from an input the issue no longer holds).
 */
function isZodDefault(issue: ZodFastifySchemaValidationError): boolean {
  const rebuilt = z
    .config()
    .localeError?.({ ...issue.params, code: issue.keyword, path: [], input: undefined } as never);
  const text = typeof rebuilt === 'string' ? rebuilt : rebuilt?.message;
  if (text === undefined || issue.message === undefined) return false;
  const unreceived = (message: string) => message.replace(/, received .*$/, '');
  return issue.keyword === 'invalid_type' ? unreceived(issue.message) === unreceived(text) : issue.message === text;
}

/** "id" for any id ("docId", "author_id", "organizationsIds.0"), else the field in words ("min h index"). */
function parameterLabel(field: string): string {
  const name =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  if (/^ids?$|_ids?$|[a-z](Id|Ids|ID)$/.test(name)) return 'id';
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** What the caller sent at `path` of the params or query string, as they typed it. */
function sentValue(source: unknown, path: string[]): unknown {
  let value = source;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return value;
    value = (value as Record<string, unknown>)[part];
  }
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * A refused path or query parameter in words a person reads: '"abc" is not a valid id.'
 * rather than zod's "Invalid input: expected number, received NaN" (walk 10, defect 8e). A
 * contract's own precise text ("Offset must be 0 or more.") is kept.
 */
function parameterMessage(
  request: FastifyRequest,
  context: 'params' | 'querystring',
  issue: ZodFastifySchemaValidationError,
  field: string,
): string | null {
  if (issue.message !== undefined && !GENERIC_MESSAGES.has(issue.message) && !isZodDefault(issue)) return null;
  const label = parameterLabel(field);
  const value = sentValue(
    context === 'params' ? request.params : request.query,
    issue.instancePath.split('/').slice(1),
  );
  if (value === undefined || value === null) return `The ${label} is missing.`;
  const text = String(value);
  const shown = text.length > 60 ? `${text.slice(0, 59)}…` : text;
  const choices =
    issue.keyword === 'invalid_value' && Array.isArray(issue.params.values) && issue.params.values.length <= 10
      ? ` (${issue.params.values.map(String).join(', ')})`
      : '';
  return `"${shown}" is not a valid ${label}${choices}.`;
}

/**
 * The field texts of a failed validation, and the error's message: the first field's text,
 * prefixed by its name unless it is a parameter's text that names what it refuses or a rule
 * over the whole input.
 */
function validationFailure(
  request: FastifyRequest,
  context: string | undefined,
  issues: ZodFastifySchemaValidationError[],
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const issue of issues) {
    const field = fieldName(`${context ?? ''}${issue.instancePath}`);
    if (field in fields) continue;
    const parameter =
      context === 'params' || context === 'querystring' ? parameterMessage(request, context, issue, field) : null;
    fields[field] = parameter ?? issue.message ?? 'Invalid value.';
    // A rule over the whole input (no field) speaks for itself.
    message ??= parameter ?? (field === 'input' ? fields[field] : `${field}: ${fields[field]}`);
  }
  return { message: message ?? 'Invalid input.', fields };
}

/** One handler renders every error as `{ error: { code, message, details } }` and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fields } = validationFailure(request, error.validationContext, error.validation);
      return reply.status(400).send(errorBody('validation.failed', message, { fields }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('common.rate_limited'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to
      // show; their FST_ codes are not part of the API, so they answer with a code of ours.
      const code = FRAMEWORK_CODES[status] ?? 'common.bad_request';
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? bodyTooLargeMessage(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024)
          : error.message;
      return reply.status(ERROR_CODES[code].status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('common.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody('common.not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
