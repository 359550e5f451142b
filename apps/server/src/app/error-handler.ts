import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/** Turns a zod issue path into the field name shown to the user ("body.email" → "email"). */
function fieldName(path: string): string {
  return path.replace(/^\/?(body|querystring|params|headers)[./]?/, '').replace(/\//g, '.') || 'input';
}

/** One handler renders every error as `{ error: { code, message, details } }` and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = fieldName(`${error.validationContext ?? ''}${issue.instancePath}`);
        fields[path] ??= issue.message ?? 'Invalid value.';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid input.';
      return reply.status(400).send(errorBody('validation.failed', message, { fields }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('common.rate_limited'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to
      // show; their FST_ codes are not part of the API, so they answer with a code of ours.
      const code = FRAMEWORK_CODES[status] ?? 'common.bad_request';
      return reply.status(ERROR_CODES[code].status).send(errorBody(code, error.message));
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
