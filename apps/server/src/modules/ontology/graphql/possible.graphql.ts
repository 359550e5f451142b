import { banPossibleLiteralsSchema, conceptListInputSchema, docsBatchQuerySchema } from '@sciscope/contracts';
import { commonErrors } from '../../../app/errors';
import { parseConceptListRows } from '../concept-list.usecases';
import { articlePossible, banPossibleLiterals, getDocsBatch, proposalPossible } from '../possible-concepts.usecases';
import { stripNulls } from './concept.graphql';
import { parseArgs, type GraphqlContext, type SchemaPart } from './graphql-context';

/*
 * Possible concepts in GraphQL (spec 02 section 7): `docsBatch(id, showHidden)`,
 * `docPossible` (an article or a proposal by id), `parseConceptList` (the list import's dry
 * run) and the mutation `banPossibleLiterals` ('Report False'). The same use cases as REST.
 */

const typeDefs = /* GraphQL */ `
  type PossibleLiteral {
    name: String!
    isAmbiguous: Boolean!
  }

  type PossibleNeighbor {
    id: Int!
    name: String!
    canBeParent: Boolean!
    basic: Boolean!
  }

  type PossibleConcept {
    "The concept made from it, once created."
    id: Int
    name: String!
    score: Float!
    hidden: Boolean!
    literals: [PossibleLiteral!]!
    df: Int!
    dfCollection: Int
    tf: Int!
    basic: Boolean!
    deleted: Boolean!
    conflicts: [ConceptRef!]!
    neighbors: [PossibleNeighbor!]!
    created: Boolean!
    merged: Boolean!
    searchQuery: String!
  }

  type DocsBatch {
    id: Int!
    status: String!
    source: String!
    docsCount: Int!
    hiddenCount: Int!
    total: Int!
    offset: Int!
    possibleConcepts: [PossibleConcept!]!
    taskId: Int
  }

  type DocPossible {
    kind: String!
    id: Int!
    title: String!
    possibleConcepts: [PossibleConcept!]!
    corpusSize: Int!
    milliseconds: Int!
  }

  type ConceptListRow {
    line: Int!
    source: String!
    name: String!
    score: Float!
    literals: [PossibleLiteral!]!
    df: Int!
    tf: Int!
    conflicts: [ConceptRef!]!
    neighbors: [PossibleNeighbor!]!
    errors: [String!]!
    warnings: [String!]!
  }

  type ConceptListParse {
    rows: [ConceptListRow!]!
    valid: Boolean!
    moderator: Boolean!
  }

  type BanResult {
    ok: Boolean!
    banned: Int!
  }

  extend type Query {
    "A docs batch with a page of 50 possible concepts (moderators)."
    docsBatch(id: Int!, showHidden: Boolean, offset: Int): DocsBatch!
    "The possible concepts of an article or of a proposal (give one id)."
    docPossible(articleId: Int, proposalId: Int): DocPossible!
    "Import from list, dry run: one concept per line, literals split by the separators (format lines or csv)."
    parseConceptList(text: String!, separators: String!, format: String): ConceptListParse!
  }

  extend type Mutation {
    "'Report False': the terms are never proposed again (superusers)."
    banPossibleLiterals(literals: [String!]!): BanResult!
  }
`;

function possibleCaller(context: GraphqlContext) {
  return { ...context.possible, user: context.user };
}

export const possibleGraphqlSchema: SchemaPart = {
  typeDefs,
  resolvers: {
    Query: {
      docsBatch: async (
        _: unknown,
        args: { id: number; showHidden?: boolean | null; offset?: number | null },
        context: GraphqlContext,
      ) => {
        const query = parseArgs(
          docsBatchQuerySchema,
          stripNulls({
            showHidden: args.showHidden == null ? undefined : String(args.showHidden),
            offset: args.offset,
          }),
        );
        return getDocsBatch({ ...possibleCaller(context), id: args.id, ...query });
      },
      docPossible: async (
        _: unknown,
        args: { articleId?: number | null; proposalId?: number | null },
        context: GraphqlContext,
      ) => {
        if ((args.articleId == null) === (args.proposalId == null))
          throw commonErrors.validation({ articleId: 'Give an articleId or a proposalId.' });
        return args.articleId != null
          ? articlePossible({ ...possibleCaller(context), articleId: args.articleId })
          : proposalPossible({ ...possibleCaller(context), proposalId: args.proposalId! });
      },
      parseConceptList: async (
        _: unknown,
        args: { text: string; separators: string; format?: string | null },
        context: GraphqlContext,
      ) =>
        parseConceptListRows({
          ...possibleCaller(context),
          input: parseArgs(conceptListInputSchema, stripNulls(args)),
        }),
    },
    Mutation: {
      banPossibleLiterals: async (_: unknown, args: { literals: string[] }, context: GraphqlContext) =>
        banPossibleLiterals({ ...possibleCaller(context), ...parseArgs(banPossibleLiteralsSchema, args) }),
    },
  },
};
