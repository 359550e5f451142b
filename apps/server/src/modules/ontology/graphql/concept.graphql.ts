import {
  conceptInputSchema,
  conceptListQuerySchema,
  mergeConceptSchema,
  recommendedConceptsQuerySchema,
  type Concept,
  type ConceptChangeResponse,
  type Literal,
} from '@sciscope/contracts';
import { deleteConcept, restoreConcept, saveConcept } from '../concept-edit.usecases';
import { mergeConcept } from '../concept-merge.usecases';
import { getConcept, listCategories, listConcepts, recommendedConcepts } from '../concept-view.usecases';
import { literalsDfsRead } from '../ontology.reads';
import {
  callerOf,
  literalFromGraphql,
  parseArgs,
  runRead,
  type GraphqlContext,
  type GraphqlLiteralInput,
  type SchemaPart,
} from './graphql-context';

/*
 * Concepts in GraphQL (spec 02 section 7): `concept(id)` in its brief and full forms (the full
 * form's literal conflicts, neighbours and variants are in literals.graphql.ts), the list, the
 * categories, `recommendedConcepts`, and the `concept` mutation used for create, edit, delete
 * and restore, plus `mergeConcept`. Every resolver calls the REST routes' use cases.
 */

const typeDefs = /* GraphQL */ `
  type ConceptRef {
    id: Int!
    name: String!
    basic: Boolean!
    deleted: Boolean!
    df: Int!
  }

  type OntologyCategory {
    name: String!
    kind: String!
    conceptId: Int
  }

  type Category {
    name: String!
    kind: String!
    conceptId: Int
    concepts: Int!
  }

  type ConceptOrigin {
    source: String!
    key: String!
  }

  type Concept {
    id: Int!
    name: String!
    literals: [Literal!]!
    df: Int!
    basic: Boolean!
    deleted: Boolean!
    isManuallyModified: Boolean!
    dateModified: String!
    childConceptsCount: Int!
    basicSuggested: Boolean!
    parents: [ConceptRef!]!
    children: [ConceptRef!]!
    related: [ConceptRef!]!
    ontologyCategories: [OntologyCategory!]!
    origins: [ConceptOrigin!]!
    "Pending suggestions: moderators only (null for everyone else)."
    pendingChanges: Int
    "DF of every literal and of all of them, counted on the corpus up to 100."
    potentialDfs: PotentialDfs!
  }

  type ConceptListItem {
    id: Int!
    name: String!
    basic: Boolean!
    deleted: Boolean!
    df: Int!
    literalsCount: Int!
    childConceptsCount: Int!
  }

  type ConceptList {
    concepts: [ConceptListItem!]!
    total: Int!
    offset: Int!
  }

  type RecommendedConcept {
    conceptId: Int!
    name: String!
    articles: Int!
  }

  type ConceptResult {
    ok: Boolean!
    "True when the change went to the moderators as a suggestion."
    pending: Boolean!
    logId: Int
    concept: Concept
    rescanArticles: Int
    rescanTaskId: Int
  }

  extend type Query {
    concept(id: Int!): Concept
    concepts(query: String, offset: Int, status: String): ConceptList!
    ontologyCategories: [Category!]!
    recommendedConcepts(conceptId: Int!, topn: Int): [RecommendedConcept!]!
  }

  extend type Mutation {
    """
    Create (no id), edit, delete (deleted: true) or restore (deleted: false) a concept. A moderator's
    change is applied; anyone else's becomes a pending suggestion.
    """
    concept(
      id: Int
      name: String
      literals: [LiteralInput!]
      basic: Boolean
      deleted: Boolean
      ontologyCategories: [String!]
      parentIds: [Int!]
      childIds: [Int!]
      relatedIds: [Int!]
    ): ConceptResult!
    "Merge a concept into another (moderators)."
    mergeConcept(id: Int!, targetId: Int!): ConceptResult!
  }
`;

/** A concept's literal as the `Literal` type resolves it (the concept id travels along for the full form). */
export interface LiteralParent extends Literal {
  conceptId: number;
}

function result(response: ConceptChangeResponse) {
  return {
    ok: response.ok,
    pending: response.pending,
    logId: response.logId,
    concept: response.concept,
    rescanArticles: response.rescan?.articles ?? null,
    rescanTaskId: response.rescan?.taskId ?? null,
  };
}

interface ConceptMutationArgs {
  id?: number | null;
  name?: string | null;
  literals?: GraphqlLiteralInput[] | null;
  basic?: boolean | null;
  deleted?: boolean | null;
  ontologyCategories?: string[] | null;
  parentIds?: number[] | null;
  childIds?: number[] | null;
  relatedIds?: number[] | null;
}

/** The `concept` mutation: create, delete/restore when `deleted` changes, else an edit (fields left out stay). */
async function conceptMutation(args: ConceptMutationArgs, context: GraphqlContext) {
  const caller = callerOf(context);
  const id = args.id ?? null;
  let current: Concept | null = null;
  if (id !== null) {
    current = await getConcept({ ...caller, conceptId: id });
    if (args.deleted === true && !current.deleted) return result(await deleteConcept({ ...caller, conceptId: id }));
    if (args.deleted === false && current.deleted) {
      const restored = await restoreConcept({ ...caller, conceptId: id });
      if (restored.pending || (args.name == null && args.literals == null)) return result(restored);
      current = restored.concept;
    }
  }
  const input = parseArgs(conceptInputSchema, {
    name: args.name ?? current?.name ?? '',
    basic: args.basic ?? current?.basic ?? false,
    literals: args.literals
      ? args.literals.map(literalFromGraphql)
      : (current?.literals ?? []).map((l) => ({
          id: l.id,
          name: l.name,
          composite: l.composite,
          lang: l.lang,
          isAmbiguous: l.isAmbiguous,
        })),
    ...(args.parentIds != null ? { parentIds: args.parentIds } : {}),
    ...(args.childIds != null ? { childIds: args.childIds } : {}),
    ...(args.relatedIds != null ? { relatedIds: args.relatedIds } : {}),
    ...(args.ontologyCategories != null ? { ontologyCategories: args.ontologyCategories } : {}),
  });
  return result(await saveConcept({ ...caller, conceptId: id, input }));
}

export const conceptSchema: SchemaPart = {
  typeDefs,
  resolvers: {
    Query: {
      concept: async (_: unknown, { id }: { id: number }, context: GraphqlContext) =>
        getConcept({ ...callerOf(context), conceptId: id }),
      concepts: async (_: unknown, args: Record<string, unknown>, context: GraphqlContext) =>
        listConcepts({ ...callerOf(context), ...parseArgs(conceptListQuerySchema, stripNulls(args)) }),
      ontologyCategories: async (_: unknown, __: unknown, context: GraphqlContext) =>
        (await listCategories(callerOf(context))).categories,
      recommendedConcepts: async (
        _: unknown,
        { conceptId, topn }: { conceptId: number; topn?: number | null },
        context: GraphqlContext,
      ) =>
        (
          await recommendedConcepts({
            ...callerOf(context),
            conceptId,
            topn: parseArgs(recommendedConceptsQuerySchema, stripNulls({ topn })).topn,
          })
        ).concepts,
    },
    Mutation: {
      concept: (_: unknown, args: ConceptMutationArgs, context: GraphqlContext) => conceptMutation(args, context),
      mergeConcept: async (_: unknown, args: { id: number; targetId: number }, context: GraphqlContext) =>
        result(
          await mergeConcept({
            ...callerOf(context),
            conceptId: args.id,
            targetId: parseArgs(mergeConceptSchema, { targetId: args.targetId }).targetId,
          }),
        ),
    },
    Concept: {
      literals: (concept: Concept): LiteralParent[] =>
        concept.literals.map((literal) => ({ ...literal, conceptId: concept.id })),
      potentialDfs: async (concept: Concept, _: unknown, context: GraphqlContext) =>
        runRead(context, literalsDfsRead, {
          user: context.user,
          literals: concept.literals.map((l) => ({
            name: l.name,
            composite: l.composite,
            lang: l.lang,
            isAmbiguous: l.isAmbiguous,
          })),
        }),
    },
  },
};

/** GraphQL passes absent optional arguments as undefined and explicit nulls as null: both mean "default". */
export function stripNulls(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));
}
