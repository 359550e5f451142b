import type { ZodType } from 'zod';
import type { CompositePartApi, LiteralInput } from '@sciscope/contracts';
import type { SessionUser } from '../../../app/auth/auth.types';
import { commonErrors } from '../../../app/errors';
import type { ReadExecutor } from '../../../app/reads/read-executor';
import type { ReadOperation } from '../../../app/reads/read-operation';
import type { OntologyCaller, OntologyServices } from '../ontology-deps';

/** What every resolver gets: whom it acts for, the ontology services and the read pool. */
export interface GraphqlContext {
  user: SessionUser | null;
  ontology: OntologyServices;
  reads: ReadExecutor;
}

/** One concern's part of the schema. */
export interface SchemaPart {
  typeDefs: string;
  /** Per type its field resolvers, or a scalar's `GraphQLScalarType`. */
  resolvers: Record<string, object>;
}

export function callerOf(context: GraphqlContext): OntologyCaller {
  return { ...context.ontology, user: context.user };
}

/** Arguments checked with the REST route's zod schema: the same 400 with the field. */
export function parseArgs<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'input'] ??= issue.message;
  throw commonErrors.validation(fields);
}

/** Runs a read operation (in a read worker when there are) and returns its answer as an object. */
export async function runRead<A, R>(context: GraphqlContext, operation: ReadOperation<A, R>, args: A): Promise<R> {
  const body = await context.reads.run(operation, args);
  return JSON.parse(body.toString('utf8')) as R;
}

export interface GraphqlLiteralInput {
  id?: number | null;
  name: string;
  /** Parts as the `CompositePart` scalar reads them: the API's own form. */
  composite?: CompositePartApi[] | null;
  lang?: string | null;
  isAmbiguous?: boolean | null;
  checkboxInteracted?: boolean | null;
}

/** A GraphQL literal input as the REST contract's literal input (validated by its schema afterwards). */
export function literalFromGraphql(literal: GraphqlLiteralInput): LiteralInput {
  return {
    ...(literal.id != null ? { id: literal.id } : {}),
    name: literal.name,
    composite: literal.composite ?? null,
    lang: (literal.lang ?? '') as LiteralInput['lang'],
    isAmbiguous: literal.isAmbiguous ?? false,
    ...(literal.checkboxInteracted != null ? { checkboxInteracted: literal.checkboxInteracted } : {}),
  };
}
