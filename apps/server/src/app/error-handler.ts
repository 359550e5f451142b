import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@sciscope/contracts';
import { AppError } from './errors';

function body(code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Turns a zod issue path into the field name shown to the user ("body.email" → "email"). */
function fieldName(path: string): string {
  return path.replace(/^\/?(body|querystring|params|headers)[./]?/, '').replace(/\//g, '.') || 'input';
}

/** One handler renders every error as `{ error: { code, message, details } }` and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = fieldName(`${error.validationContext ?? ''}${issue.instancePath}`);
        fields[path] ??= issue.message ?? 'Invalid value.';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid input.';
      return reply.status(400).send(body('validation.failed', message, { fields }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(body('common.rate_limited', 'Too many requests. Try again later.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to show.
      return reply.status(status).send(body(error.code ?? 'common.bad_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('common.internal', MESSAGES.internalServerError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('common.not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
