import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { z } from 'zod';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { MESSAGES } from '@sciscope/contracts';
import { hasAccess } from '../../app/access';
import { AppError, commonErrors } from '../../app/errors';
import type { RouteDeps } from '../../app/routes.types';
import { conceptSchema } from '../ontology/graphql/concept.graphql';
import type { GraphqlContext, SchemaPart } from '../ontology/graphql/graphql-context';
import { literalsGraphqlSchema } from '../ontology/graphql/literals.graphql';
import { logGraphqlSchema } from '../ontology/graphql/log.graphql';
import { possibleGraphqlSchema } from '../ontology/graphql/possible.graphql';
import { createPossibleServices } from '../ontology/possible-deps';
import { ontologyServicesOf } from '../ontology/ontology.routes';
import { asksForIntrospection, costLimitRule, GRAPHQL_MAX_DEPTH } from './graphql-limits';

/*
 * GraphQL at `/api/graphql/` (spec 02 section 7; mercurius on the app's Fastify): the schema is
 * put together from one file per concern, and every resolver calls the use case the REST route
 * calls, with its permission check. The request passes the app's CSRF and session hooks like
 * any other; a query deeper than 15 levels or costlier than the cost limit is refused before it
 * runs (graphql-limits.ts); the schema's introspection (what the GraphiQL explorer reads) is
 * for superusers and ontology moderators only.
 */

export const GRAPHQL_PATH = '/api/graphql/';

/** The schema's parts: each concern extends Query and Mutation. */
const PARTS: readonly SchemaPart[] = [conceptSchema, literalsGraphqlSchema, logGraphqlSchema, possibleGraphqlSchema];

const BASE = /* GraphQL */ `
  type Query
  type Mutation
`;

/** Every part's resolvers per type; a scalar (a class instance, not a field map) is taken as it is. */
function mergedResolvers(parts: readonly SchemaPart[]) {
  const out: Record<string, object> = {};
  for (const part of parts)
    for (const [type, resolvers] of Object.entries(part.resolvers)) {
      const plain = Object.getPrototypeOf(resolvers) === Object.prototype;
      out[type] = plain ? { ...out[type], ...resolvers } : resolvers;
    }
  return out;
}

/** The GraphQL request envelope, checked like every other route's input. */
const getQuerySchema = z.object({
  query: z.string().max(100_000).optional(),
  operationName: z.string().max(200).optional(),
  variables: z.string().max(100_000).optional(),
  extensions: z.string().max(10_000).optional(),
});

/**
 * What is wrong with a POST's envelope, or null: mercurius hands a missing query to its own
 * "Unknown query" error and a non-object `variables` to graphql-js, both of which would answer
 * 500; they are the caller's mistakes, so they answer 400 with a message.
 */
export function graphqlEnvelopeProblem(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return 'The request body must be a JSON object.';
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (query !== undefined && query !== null && typeof query !== 'string') return 'The query must be a string.';
  if (typeof query !== 'string' || query.trim() === '') return 'Unknown query: the request has no query.';
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return 'Variables must be a JSON object.';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return 'The operation name must be a string.';
  return null;
}

/** A GET's query string as the POST body it stands for (`variables` is JSON text there). */
function getEnvelope(query: unknown): unknown {
  const { variables, ...rest } = (query ?? {}) as Record<string, unknown>;
  if (typeof variables !== 'string') return rest;
  try {
    return { ...rest, variables: JSON.parse(variables) as unknown };
  } catch {
    return { ...rest, variables: variables };
  }
}

interface FormattedError {
  message: string;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  extensions?: Record<string, unknown>;
}

/**
 * Errors as the app answers them: an `AppError` keeps its code, text and status (401 'Please
 * login', 403, 404 'Concept doesn't exist.', 400 with fields); anything unexpected is a plain
 * 'Internal server error'. The HTTP status is the first error's when no field has data.
 */
function formatErrors(execution: ExecutionResult & { errors: readonly GraphQLError[] }, log: FastifyInstance['log']) {
  const errors: FormattedError[] = [];
  let status: number | null = null;
  for (const error of execution.errors) {
    const original = error.originalError as (Error & { errors?: GraphQLError[]; statusCode?: number }) | undefined;
    if (original && Array.isArray(original.errors)) {
      // mercurius' validation, depth and method errors carry the GraphQL errors inside.
      for (const inner of original.errors)
        errors.push({
          message: inner.message,
          ...(inner.locations ? { locations: inner.locations } : {}),
          extensions: { code: 'graphql.invalid', ...(inner.extensions ?? {}) },
        });
      status ??= original.statusCode ?? 400;
    } else if (original instanceof AppError) {
      errors.push({
        message: original.message,
        ...(error.path ? { path: error.path } : {}),
        extensions: { code: original.code, ...(original.details === undefined ? {} : { details: original.details }) },
      });
      status ??= original.status;
    } else if (original && typeof original.statusCode === 'number' && original.statusCode < 500) {
      // mercurius' own refusals of a request (an unknown query, a method it does not allow).
      errors.push({ message: original.message, extensions: { code: 'graphql.invalid' } });
      status ??= original.statusCode;
    } else if (original) {
      log.error({ err: original }, 'GraphQL resolver failed');
      errors.push({
        message: MESSAGES.internalServerError,
        ...(error.path ? { path: error.path } : {}),
        extensions: { code: 'common.internal' },
      });
      status ??= 500;
    } else {
      errors.push({
        message: error.message,
        ...(error.locations ? { locations: error.locations } : {}),
        extensions: { code: 'graphql.invalid', ...(error.extensions ?? {}) },
      });
      status ??= 400;
    }
  }
  const data = execution.data;
  const empty = data == null || Object.values(data).every((value) => value === null);
  return { statusCode: empty ? (status ?? 200) : 200, response: { data: data ?? null, errors } };
}

/** Registers `GET` and `POST /api/graphql/`. */
export async function registerGraphqlRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const ontology = ontologyServicesOf(deps);
  const possible = createPossibleServices({ db: deps.db, ontology });
  await app.register(mercurius, {
    schema: [BASE, ...PARTS.map((part) => part.typeDefs)].join('\n'),
    resolvers: mergedResolvers(PARTS) as never,
    path: GRAPHQL_PATH,
    graphiql: false,
    queryDepth: GRAPHQL_MAX_DEPTH,
    validationRules: [costLimitRule()],
    allowBatchedQueries: false,
    // mercurius' own CSRF headers stay off: the app's rule (same Origin) covers POSTs, and GETs only read.
    // mercurius' own envelope schemas are JSON Schema, which the app's zod validator does not read:
    // both routes take this zod one instead (GET's envelope; a POST's body is read by mercurius).
    additionalRouteOptions: {
      schema: { summary: 'GraphQL: ontology queries and mutations (spec 02 section 7)', querystring: getQuerySchema },
      preValidation: async (request: { method: string; body: unknown; query: unknown }) => {
        const envelope = request.method === 'POST' ? request.body : getEnvelope(request.query);
        const problem = graphqlEnvelopeProblem(envelope);
        if (problem !== null) throw commonErrors.badRequest(problem);
      },
    } as never,
    context: (request): GraphqlContext => ({ user: request.user, ontology, possible, reads: deps.reads }),
    errorFormatter: (execution) => formatErrors(execution, app.log),
  });
  // Introspection is checked on every request (a cached document skips validation hooks).
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const selections = document.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition' || d.kind === 'FragmentDefinition' ? [d.selectionSet] : [],
    );
    if (!asksForIntrospection(selections)) return;
    const { user, ontology: services } = context as unknown as GraphqlContext;
    if (!(await hasAccess({ access: services.access, user, permission: 'graphql.explore' }))) {
      throw new AppError({
        code: user ? 'auth.forbidden' : 'auth.unauthenticated',
        message: user
          ? 'The GraphQL schema is for superusers and ontology moderators (the GraphiQL explorer).'
          : MESSAGES.pleaseLogin,
      });
    }
  });
}
