import { createRequire } from 'node:module';
import { compositePartSchema, literalInputSchema, ONTOLOGY_LIMITS, type LiteralInput } from '@sciscope/contracts';
import { z } from 'zod';
import { missingLiteralsOf } from '../concept-merge.usecases';
import { expandedLiteralsVariants, searchConflictConcepts, searchNeighborConcepts } from '../literal-check.usecases';
import { literalsDfsRead } from '../ontology.reads';
import type { LiteralParent } from './concept.graphql';
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
 * Literals in GraphQL (spec 02 section 7): the `Literal` type with the full form's conflicts,
 * neighbours and variants, and the form's checks `searchConflictConcepts`,
 * `searchNeighborConcepts`, `expandedLiteralsVariants`, `literalsDfs` and `missingLiterals` —
 * the use cases of `POST /api/ontology/check-literals` and the merge.
 */

const typeDefs = /* GraphQL */ `
  "A part of a composite literal: a text string, or a concept reference { concept_id, name }."
  scalar CompositePart

  input LiteralInput {
    id: Int
    name: String!
    composite: [CompositePart!]
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
  return { name: literal.name, composite: literal.composite, lang: literal.lang, isAmbiguous: literal.isAmbiguous };
}

// mercurius runs graphql's CommonJS build: the scalar must be made with the same instance.
const { GraphQLScalarType, Kind } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** Checks a part with the contract's schema. */
function partOf(value: unknown) {
  const parsed = compositePartSchema.safeParse(value);
  if (!parsed.success) throw new TypeError('A composite part is a text or { concept_id, name }.');
  return parsed.data;
}

/** The `CompositePart` scalar: the same JSON as the REST API (a string, or { concept_id, name }). */
const compositePartScalar = new GraphQLScalarType({
  name: 'CompositePart',
  serialize: partOf,
  parseValue: partOf,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind !== Kind.OBJECT) throw new TypeError('A composite part is a text or { concept_id, name }.');
    const fields = Object.fromEntries(
      ast.fields.map((field) => [
        field.name.value,
        field.value.kind === Kind.INT
          ? Number(field.value.value)
          : field.value.kind === Kind.STRING
            ? field.value.value
            : null,
      ]),
    );
    return partOf(fields);
  },
});

export const literalsGraphqlSchema: SchemaPart = {
  typeDefs,
  resolvers: {
    CompositePart: compositePartScalar,
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
        return missing;
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
