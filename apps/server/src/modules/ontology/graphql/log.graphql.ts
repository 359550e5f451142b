import {
  conceptLogQuerySchema,
  ontologyLogQuerySchema,
  rejectLogEntrySchema,
  type OntologyLogEntry,
} from '@sciscope/contracts';
import { ontologyErrors } from '../ontology.errors';
import { approveLogEntry, conceptLog, listOntologyLog, rejectLogEntry } from '../ontology-moderation.usecases';
import { conceptImpactRead } from '../ontology.reads';
import { stripNulls } from './concept.graphql';
import { callerOf, parseArgs, runRead, type GraphqlContext, type SchemaPart } from './graphql-context';
import { commonErrors } from '../../../app/errors';

/*
 * The ontology log in GraphQL: `ontologyLogs(concept_id, status)` (spec 02 section 7; status
 * defaults to 'pending'), the impact preview of a pending change, and its review.
 */

const typeDefs = /* GraphQL */ `
  type LogCreator {
    email: String!
    organizations: [String!]!
  }

  "One change of a log entry; the fields present depend on its type."
  type OntologyAction {
    type: String!
    name: String
    basic: Boolean
    previous_name: String
    literal: LiteralData
    category_name: String
    concept_id: Int
    merged_into: MergedInto
  }

  type MergedInto {
    concept_id: Int!
    name: String!
  }

  type OntologyLogEntry {
    id: Int!
    conceptId: Int
    name: String!
    status: String!
    source: String!
    actions: [OntologyAction!]!
    dateCreated: String!
    dateModified: String!
    createdByEmail: String
    modifiedByEmail: String
    createdBy: LogCreator
    "Who wrote it: account (createdBy names it), deleted_account (kept without the name) or system."
    createdByKind: String!
    "Who changed it last (its reviewer once reviewed), as createdByKind."
    modifiedByKind: String!
    reviewReason: String
    rescanArticles: Int
  }

  type OntologyLogs {
    logs: [OntologyLogEntry!]!
    total: Int!
  }

  type ImpactArticle {
    articleId: Int!
    title: String!
  }

  type ImpactSide {
    count: Int!
    sample: [ImpactArticle!]!
  }

  type ConceptImpact {
    logId: Int!
    conceptId: Int
    name: String!
    gained: ImpactSide!
    lost: ImpactSide!
    kept: Int!
    examined: Int!
    milliseconds: Int!
  }

  type ReviewResult {
    entry: OntologyLogEntry!
    rescanArticles: Int
    rescanTaskId: Int
    notified: Boolean!
  }

  extend type Query {
    "A concept's log (concept_id) or the whole ontology's (moderators); status: pending (default), approved, rejected or all."
    ontologyLogs(concept_id: Int, status: String, email: String, offset: Int): OntologyLogs!
    "What approving a pending change would change in the corpus (moderators)."
    conceptImpact(logId: Int!): ConceptImpact!
  }

  extend type Mutation {
    "Approve or reject (with a reason) a pending change (moderators)."
    reviewOntologyLog(id: Int!, decision: String!, reason: String): ReviewResult!
  }
`;

/** Log entries as the GraphQL type reads them: the contract's own JSON. */
function entryOut(entry: OntologyLogEntry) {
  return entry;
}

export const logGraphqlSchema: SchemaPart = {
  typeDefs,
  resolvers: {
    Query: {
      ontologyLogs: async (
        _: unknown,
        args: { concept_id?: number | null; status?: string | null; email?: string | null; offset?: number | null },
        context: GraphqlContext,
      ) => {
        const caller = callerOf(context);
        const status = args.status ?? 'pending';
        const response =
          args.concept_id != null
            ? await conceptLog({
                ...caller,
                conceptId: args.concept_id,
                ...parseArgs(conceptLogQuerySchema, stripNulls({ status, offset: args.offset })),
              })
            : await listOntologyLog({
                ...caller,
                ...parseArgs(ontologyLogQuerySchema, stripNulls({ status, offset: args.offset, email: args.email })),
              });
        return { logs: response.logs.map(entryOut), total: response.total };
      },
      conceptImpact: (_: unknown, { logId }: { logId: number }, context: GraphqlContext) =>
        runRead(context, conceptImpactRead, { user: context.user, logId }),
    },
    Mutation: {
      reviewOntologyLog: async (
        _: unknown,
        args: { id: number; decision: string; reason?: string | null },
        context: GraphqlContext,
      ) => {
        const caller = callerOf(context);
        let review;
        if (args.decision === 'approve') review = await approveLogEntry({ ...caller, id: args.id });
        else if (args.decision === 'reject') {
          const { reason } = parseArgs(rejectLogEntrySchema, { reason: args.reason ?? '' });
          review = await rejectLogEntry({ ...caller, id: args.id, reason });
        } else throw commonErrors.validation({ decision: "The decision is 'approve' or 'reject'." });
        if (!review) throw ontologyErrors.logEntryNotFound();
        return {
          entry: entryOut(review.entry),
          rescanArticles: review.rescan?.articles ?? null,
          rescanTaskId: review.rescan?.taskId ?? null,
          notified: review.notified,
        };
      },
    },
  },
};
