import { createRequire } from 'node:module';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLNamedType,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

// mercurius loads graphql's CommonJS build; its type checks (instanceof) refuse objects of the
// ES module build, so this file uses the same CommonJS instance.
const { GraphQLError, Kind, getNamedType, getNullableType, isListType, isObjectType } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

/*
 * Limits of the GraphQL endpoint (README, "Ontology curation"): a query nested deeper than
 * `GRAPHQL_MAX_DEPTH` (mercurius' `queryDepth`) or costlier than `GRAPHQL_MAX_COST` is refused
 * before it runs. The ontology's own types are at most 5 levels deep; the only recursive
 * types are introspection's (`ofType`), which GraphiQL reads 13 levels deep: 15 lets the
 * explorer work and stops unbounded nesting. Cost: what the request makes the server do —
 * every field with a resolver of its own (a use case: a concept, a literal's conflicts or
 * neighbours, a DF count) costs 1, counted once per item of every list above it (the list's
 * `topn` argument, else `LIST_FACTOR`); plain properties cost nothing. A concept page's query
 * costs about 60; nine concepts with every literal's checks cost more than the limit.
 */

export const GRAPHQL_MAX_DEPTH = 15;
export const GRAPHQL_MAX_COST = 500;
/** Items a list field is assumed to hold when no argument bounds it. */
export const LIST_FACTOR = 20;

function costOf(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const field = isObjectType(parent) ? parent.getFields()[name] : undefined;
      if (!field) continue;
      const type = getNullableType(field.type);
      let factor = 1;
      if (isListType(type)) {
        const topn = selection.arguments?.find((arg) => arg.name.value === 'topn')?.value;
        factor = topn?.kind === Kind.INT ? Math.max(1, Number(topn.value)) : LIST_FACTOR;
        // A list of lists (one list per checked literal) multiplies twice.
        if (isListType(getNullableType(type.ofType))) factor *= LIST_FACTOR;
      }
      const inner = selection.selectionSet
        ? costOf(selection.selectionSet, getNamedType(field.type), schema, fragments, seen)
        : 0;
      const own = field.resolve !== undefined ? 1 : 0;
      cost += own + factor * inner;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
      cost += costOf(selection.selectionSet, on, schema, fragments, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      const on = schema.getType(fragment.typeCondition.name.value) ?? parent;
      cost += costOf(fragment.selectionSet, on, schema, fragments, new Set([...seen, name]));
    }
  }
  return cost;
}

/** The validation rule refusing operations costlier than `max`. */
export function costLimitRule(max: number = GRAPHQL_MAX_COST) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    return {
      OperationDefinition(operation) {
        const schema = context.getSchema();
        const root =
          operation.operation === 'mutation'
            ? schema.getMutationType()
            : operation.operation === 'subscription'
              ? schema.getSubscriptionType()
              : schema.getQueryType();
        if (!root) return;
        const cost = costOf(operation.selectionSet, root, schema, fragments, new Set());
        if (cost > max) {
          context.reportError(
            new GraphQLError(`The query is too complex: it costs ${cost}, at most ${max} is allowed.`, {
              nodes: [operation],
              extensions: { code: 'graphql.query_too_complex', cost, max },
            }),
          );
        }
      },
    };
  };
}

/** True when the document asks for the schema itself (`__schema`, `__type`). */
export function asksForIntrospection(selectionSets: readonly SelectionSetNode[]): boolean {
  const stack = [...selectionSets];
  while (stack.length > 0) {
    const set = stack.pop()!;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__schema' || selection.name.value === '__type') return true;
        if (selection.selectionSet) stack.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) stack.push(selection.selectionSet);
    }
  }
  return false;
}
