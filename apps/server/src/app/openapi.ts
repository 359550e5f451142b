import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@sciscope/contracts';
import { ruleAdmitsApiToken } from './access';
import { gatePermissionOf } from './access-gate';
import { SESSION_COOKIE } from './auth/session';

/** Where the OpenAPI description of the API is served. */
export const OPENAPI_PATH = '/api/docs';

const DESCRIPTION = [
  'The sciscope JSON API. Every route below is described from the zod schemas it validates with.',
  '',
  `Browser pages authenticate with the \`${SESSION_COOKIE}\` cookie; their POST, PUT, PATCH and DELETE calls`,
  'must come from the same origin (Origin or Referer header).',
  '',
  'Scripts authenticate with an organization API token: `Authorization: Bearer <token>`. A token acts as',
  'the developer who created it, for its organization only (any other organization answers 404), never',
  'with superuser rights, and cannot manage the account or tokens (403). A revoked token, or one whose',
  'creator was deactivated or is no longer a developer of the organization, answers 401.',
].join('\n');

/** A route that needs a login, by the session cookie or by an API token (no guest). */
export const LOGIN_SECURITY: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerAuth: [] }];

/**
 * Collects every route as it is registered (so it must be called before the routes) and
 * serves the generated OpenAPI 3 document at `GET /api/docs`. The zod schemas are turned into
 * JSON Schema by fastify-type-provider-zod's transform: the description cannot drift from
 * the validation.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'sciscope API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An organization API token (sct_…).' },
        },
      },
      // Most calls also answer guests, hence the empty alternative.
      security: [{ sessionCookie: [] }, { bearerAuth: [] }, {}],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // A route gated by a rule no API token can pass (superuser-only, session-only) is described
  // as "browser session only", from the same rule the gate applies, so the two cannot drift.
  // @fastify/swagger keeps the route options it heard of and reads them when asked.
  app.addHook('onRoute', (route) => {
    const permission = gatePermissionOf(route);
    if (!permission || ruleAdmitsApiToken(PERMISSIONS[permission])) return;
    route.schema = { ...route.schema, security: [{ sessionCookie: [] }] };
  });

  app.get(OPENAPI_PATH, { schema: { summary: 'This OpenAPI description', tags: ['meta'] } }, async () => app.swagger());
}
