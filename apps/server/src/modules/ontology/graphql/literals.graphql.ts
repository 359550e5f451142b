import { literalInputSchema, ONTOLOGY_LIMITS, type LiteralInput } from '@sciscope/contracts';
import { z } from 'zod';
import { missingLiteralsOf } from '../concept-merge.usecases';
import { expandedLiteralsVariants, searchConflictConcepts, searchNeighborConcepts } from '../literal-check.usecases';
import { literalsDfsRead } from '../ontology.reads';
import type { LiteralParent } from './concept.graphql';
import {
  callerOf,
  literalFromGraphql,
  parseArgs,
  partToGraphql,
  runRead,
  type GraphqlContext,
  type GraphqlLiteralInput,
  type SchemaPart,
} from './graphql-context';

/*
 * Literals in GraphQL (spec 02 section 7): the `Literal` type with the full form's conflicts,
 * neighbours and variants, and the form's checks `searchConflictConcepts`,
 * `searchNeighborConcepts`, `expandedLiteralsVariants`, `literalsDfs` and `missingLiterals` —
 * the use cases of `POST /api/ontology/check-literals` and the merge.
 */

const typeDefs = /* GraphQL */ `
  "A part of a composite literal: a text, or a reference to a concept."
  type CompositePart {
    text: String
    concept_id: Int
    name: String
  }

  input CompositePartInput {
    text: String
    concept_id: Int
    name: String
  }

  input LiteralInput {
    id: Int
    name: String!
    composite: [CompositePartInput!]
    "'' or 'all' (any language), de, en, fr, ru."
    lang: String
    isAmbiguous: Boolean
    checkboxInteracted: Boolean
  }

  type NeighborConcept {
    id: Int!
    name: String!
    canBeParent: Boolean!
    basic: Boolean!
  }

  "No offline Wikipedia data exists: never returned."
  type WikiVariant {
    name: String!
    link: String!
    isAmbiguous: Boolean!
    kind: String!
    lang: String!
  }

  type Literal {
    id: Int
    name: String!
    composite: [CompositePart!]
    lang: String!
    isAmbiguous: Boolean!
    "Who set the flag: machine (the corpus statistics) or moderator (whose flag wins)."
    ambiguitySetBy: String!
    df: Int!
    similarLiteralsConcepts: [ConceptRef!]!
    lexicalNeighborsConcepts: [NeighborConcept!]!
    expandedLiteralsVariants: [String!]!
    wikiLink: String
    wikiAmbiguous: Boolean
    wikiVariants: [WikiVariant!]!
  }

  type LiteralSample {
    articleId: Int!
    title: String!
    snippet: String!
    start: Int!
    end: Int!
  }

  type PotentialDf {
    searchQuery: String!
    df: Int!
    capped: Boolean!
  }

  type LiteralPotentialDf {
    searchQuery: String!
    df: Int!
    capped: Boolean!
    samples: [LiteralSample!]!
  }

  type PotentialDfs {
    perLiteral: [LiteralPotentialDf!]!
    total: PotentialDf!
  }

  type LiteralData {
    name: String!
    composite: [CompositePart!]
    lang: String!
    isAmbiguous: Boolean!
  }

  extend type Query {
    searchConflictConcepts(conceptId: Int, literals: [LiteralInput!]!): [[ConceptRef!]!]!
    searchNeighborConcepts(conceptId: Int, literals: [LiteralInput!]!): [[NeighborConcept!]!]!
    expandedLiteralsVariants(literals: [LiteralInput!]!): [[String!]!]!
    literalsDfs(literals: [LiteralInput!]!): PotentialDfs!
    "The literals a merge of concept_id into a concept with dest_literals carries over."
    missingLiterals(concept_id: Int!, dest_literals: [LiteralInput!]!, literals: [LiteralInput!]): [LiteralData!]!
  }
`;

const literalsSchema = z.array(literalInputSchema).min(1).max(ONTOLOGY_LIMITS.literalsPerCheck);
const anyLiteralsSchema = z.array(literalInputSchema).max(ONTOLOGY_LIMITS.literalsPerConcept);

function checked(literals: GraphqlLiteralInput[]): LiteralInput[] {
  return parseArgs(literalsSchema, literals.map(literalFromGraphql));
}

/** One of the form's literal rows, from a concept's stored literal. */
function asInput(literal: LiteralParent): LiteralInput {
  return {
    name: literal.name,
    composite: literal.composite
      ? literal.composite.map((p) =>
          p.concept_id != null ? { concept_id: p.concept_id, name: p.name ?? '' } : (p.text ?? ''),
        )
      : null,
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
  };
}

export const literalsGraphqlSchema: SchemaPart = {
  typeDefs,
  resolvers: {
    Query: {
      searchConflictConcepts: (
        _: unknown,
        args: { conceptId?: number | null; literals: GraphqlLiteralInput[] },
        context: GraphqlContext,
      ) =>
        searchConflictConcepts({
          ...callerOf(context),
          conceptId: args.conceptId ?? null,
          literals: checked(args.literals),
        }),
      searchNeighborConcepts: (
        _: unknown,
        args: { conceptId?: number | null; literals: GraphqlLiteralInput[] },
        context: GraphqlContext,
      ) =>
        searchNeighborConcepts({
          ...callerOf(context),
          conceptId: args.conceptId ?? null,
          literals: checked(args.literals),
        }),
      expandedLiteralsVariants: (_: unknown, args: { literals: GraphqlLiteralInput[] }, context: GraphqlContext) =>
        expandedLiteralsVariants({ ...callerOf(context), literals: checked(args.literals) }),
      literalsDfs: (_: unknown, args: { literals: GraphqlLiteralInput[] }, context: GraphqlContext) =>
        runRead(context, literalsDfsRead, { user: context.user, literals: checked(args.literals) }),
      missingLiterals: async (
        _: unknown,
        args: { concept_id: number; dest_literals: GraphqlLiteralInput[]; literals?: GraphqlLiteralInput[] | null },
        context: GraphqlContext,
      ) => {
        const missing = await missingLiteralsOf({
          ...callerOf(context),
          conceptId: args.concept_id,
          destLiterals: parseArgs(anyLiteralsSchema, args.dest_literals.map(literalFromGraphql)),
          literals: args.literals ? parseArgs(anyLiteralsSchema, args.literals.map(literalFromGraphql)) : null,
        });
        return missing.map((literal) => ({
          ...literal,
          composite: literal.composite ? literal.composite.map(partToGraphql) : null,
        }));
      },
    },
    Literal: {
      similarLiteralsConcepts: async (literal: LiteralParent, _: unknown, context: GraphqlContext) =>
        (
          await searchConflictConcepts({
            ...callerOf(context),
            conceptId: literal.conceptId,
            literals: [asInput(literal)],
          })
        )[0],
      lexicalNeighborsConcepts: async (literal: LiteralParent, _: unknown, context: GraphqlContext) =>
        (
          await searchNeighborConcepts({
            ...callerOf(context),
            conceptId: literal.conceptId,
            literals: [asInput(literal)],
          })
        )[0],
      expandedLiteralsVariants: async (literal: LiteralParent, _: unknown, context: GraphqlContext) =>
        (await expandedLiteralsVariants({ ...callerOf(context), literals: [asInput(literal)] }))[0],
      wikiLink: () => null,
      wikiAmbiguous: () => null,
      wikiVariants: () => [],
    },
  },
};
