import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/*
 * Limits of the GraphQL endpoint (README, "Ontology curation"): a query nested deeper than
 * `GRAPHQL_MAX_DEPTH` (mercurius' `queryDepth`) or costlier than `GRAPHQL_MAX_COST` is refused
 * before it runs. Cost: every field costs 1, and the fields under a list count once per item
 * the list may hold (its `topn` argument, else `LIST_FACTOR`), so a request for the neighbours
 * of the literals of 50 concepts is priced as what it reads.
 */

export const GRAPHQL_MAX_DEPTH = 8;
export const GRAPHQL_MAX_COST = 5000;
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
      cost += factor * (1 + inner);
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
