import { z } from 'zod';
import { compositePartSchema, LITERAL_LANGS, literalSampleSchema, ONTOLOGY_LIMITS } from './ontology.contract';
import { taskSchema } from './tasks.contract';

/*
 * The moderation side of the ontology (spec 02 sections 2, 3, 6): the log of changes and
 * suggestions, their review with an impact preview, the curation queue the corpus statistics
 * fill, categories and the rescan queue.
 */

export const ONTOLOGY_LOG_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OntologyLogStatus = (typeof ONTOLOGY_LOG_STATUSES)[number];

/** A literal as a log action records it. */
export const loggedLiteralSchema = z.object({
  name: z.string(),
  composite: z.array(compositePartSchema).nullable(),
  lang: z.enum(LITERAL_LANGS),
  isAmbiguous: z.boolean(),
});
export type LoggedLiteral = z.infer<typeof loggedLiteralSchema>;

const relationAction = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), concept_id: z.number().int(), name: z.string() });

/**
 * One change of a log entry. The spec's types, plus the relation changes the concept form
 * also edits (`add_parent` … `remove_related`).
 */
export const ontologyActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add_concept'), name: z.string(), basic: z.boolean() }),
  z.object({
    type: z.literal('remove_concept'),
    /** Set when the concept was merged into another one. */
    merged_into: z.object({ concept_id: z.number().int(), name: z.string() }).nullish(),
  }),
  z.object({ type: z.literal('restore_concept') }),
  z.object({
    type: z.literal('modify_concept'),
    basic: z.boolean(),
    /** A new name, with the one before it. */
    name: z.string().nullish(),
    previous_name: z.string().nullish(),
  }),
  z.object({ type: z.literal('add_literal'), literal: loggedLiteralSchema }),
  z.object({ type: z.literal('remove_literal'), literal: loggedLiteralSchema }),
  z.object({ type: z.literal('add_concept_to_category'), category_name: z.string() }),
  z.object({ type: z.literal('remove_concept_from_category'), category_name: z.string() }),
  relationAction('add_parent'),
  relationAction('remove_parent'),
  relationAction('add_child'),
  relationAction('remove_child'),
  relationAction('add_related'),
  relationAction('remove_related'),
]);
export type OntologyAction = z.infer<typeof ontologyActionSchema>;
export type OntologyActionType = OntologyAction['type'];

/** Where an entry came from: the concept form, a merge, or the curation queue. */
export const ONTOLOGY_LOG_SOURCES = ['form', 'merge', 'curation'] as const;

/**
 * Who wrote a log entry (or started a docs batch): an account, an account deleted since (the
 * entry stays without its name), or the platform itself (the command line's system actor).
 */
export const LOG_ACTOR_KINDS = ['account', 'deleted_account', 'system'] as const;
export type LogActorKind = (typeof LOG_ACTOR_KINDS)[number];

/**
 * What the pages show in place of the name of a deleted account: the entry was a person's work,
 * not the platform's. The claims moderation names a deleted claimant the same way.
 */
export const DELETED_ACCOUNT_LABEL = 'a deleted account';

/** An ontology log entry (spec 02 section 3). */
export const ontologyLogEntrySchema = z.object({
  id: z.number().int(),
  conceptId: z.number().int().nullable(),
  /** The concept's name when the entry was written. */
  name: z.string(),
  status: z.enum(ONTOLOGY_LOG_STATUSES),
  source: z.enum(ONTOLOGY_LOG_SOURCES),
  actions: z.array(ontologyActionSchema),
  dateCreated: z.string(),
  dateModified: z.string(),
  createdByEmail: z.string().nullable(),
  modifiedByEmail: z.string().nullable(),
  createdBy: z.object({ email: z.string(), organizations: z.array(z.string()) }).nullable(),
  /** Who wrote the entry: `createdBy` names an account; a deleted account or the platform have no name. */
  createdByKind: z.enum(LOG_ACTOR_KINDS),
  /** Who changed it last (its reviewer, once reviewed), as `createdByKind`. */
  modifiedByKind: z.enum(LOG_ACTOR_KINDS),
  /** Why a moderator rejected it. */
  reviewReason: z.string().nullable(),
  /** Articles queued for a rescan when it was applied. */
  rescanArticles: z.number().int().nullable(),
});
export type OntologyLogEntry = z.infer<typeof ontologyLogEntrySchema>;

/** `GET /api/ontology/log?email=&offset=&status=` (spec: `logs`, `total`), 100 a page. */
export const ontologyLogQuerySchema = z.object({
  /** Part of the creator's e-mail or of one of their organizations' names. */
  email: z.string().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum([...ONTOLOGY_LOG_STATUSES, 'all']).default('all'),
});

/** `GET /api/ontology/concepts/{id}/log?status=` */
export const conceptLogQuerySchema = z.object({
  status: z.enum([...ONTOLOGY_LOG_STATUSES, 'all']).default('all'),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export const ontologyLogResponseSchema = z.object({
  logs: z.array(ontologyLogEntrySchema),
  total: z.number().int(),
});
export type OntologyLogResponse = z.infer<typeof ontologyLogResponseSchema>;

/** `POST /api/ontology/log/{id}/reject` */
export const rejectLogEntrySchema = z.object({
  reason: z
    .string({ message: 'Give a reason.' })
    .trim()
    .min(1, 'Give a reason.')
    .max(ONTOLOGY_LIMITS.rejectReasonMaxLength, 'The reason is too long.'),
});

const rescanSchema = z.object({ articles: z.number().int(), taskId: z.number().int().nullable() }).nullable();

export const reviewResponseSchema = z.object({
  entry: ontologyLogEntrySchema,
  rescan: rescanSchema,
  /** The suggester was told by e-mail (rejections; false when they have no account any more). */
  notified: z.boolean(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

const impactSideSchema = z.object({
  count: z.number().int(),
  sample: z.array(z.object({ articleId: z.number().int(), title: z.string() })),
});

/** `GET /api/ontology/log/{id}/impact`: what approving the entry would change in the corpus. */
export const impactResponseSchema = z.object({
  logId: z.number().int(),
  conceptId: z.number().int().nullable(),
  name: z.string(),
  /** Articles that would get the concept, and those that would lose it. */
  gained: impactSideSchema,
  lost: impactSideSchema,
  /** Articles that have the concept now and keep it. */
  kept: z.number().int(),
  /** Articles examined (those with the concept and those whose text holds a changed literal). */
  examined: z.number().int(),
  milliseconds: z.number().int(),
});
export type ImpactResponse = z.infer<typeof impactResponseSchema>;

/** The curation queue: what the corpus statistics decided, for a moderator to accept or dismiss. */
export const CURATION_KINDS = ['ambiguous', 'basic'] as const;
export type CurationKind = (typeof CURATION_KINDS)[number];

export const curationQuerySchema = z.object({
  kind: z.enum(CURATION_KINDS).default('ambiguous'),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export const CURATION_PAGE_SIZE = 50;

export const curationItemSchema = z.object({
  kind: z.enum(CURATION_KINDS),
  /** The literal (ambiguous) or the concept (basic) the decision is about. */
  id: z.number().int(),
  conceptId: z.number().int(),
  conceptName: z.string(),
  /** The literal, for an ambiguity decision. */
  literal: z.string().nullable(),
  /** Articles the literal gave its concept in (ambiguous) or that carry the concept (basic), at the last rescan. */
  df: z.number().int(),
  /** Share of the literal's texts whose authors' keywords name the concept (null: unknown). */
  keyphraseness: z.number().nullable(),
});
export type CurationItem = z.infer<typeof curationItemSchema>;

export const curationResponseSchema = z.object({
  items: z.array(curationItemSchema),
  total: z.number().int(),
  offset: z.number().int(),
});
export type CurationResponse = z.infer<typeof curationResponseSchema>;

/** `GET /api/ontology/curation/evidence?kind=&id=` */
export const curationEvidenceQuerySchema = z.object({
  kind: z.enum(CURATION_KINDS),
  id: z.coerce.number().int().positive(),
});
export const curationEvidenceResponseSchema = z.object({
  /** Articles whose text holds the literal (a basic suggestion: any of the concept's literals), counted up to 100. */
  df: z.number().int(),
  capped: z.boolean(),
  samples: z.array(literalSampleSchema),
  coOccurring: z.array(z.object({ conceptId: z.number().int(), name: z.string(), articles: z.number().int() })),
  /**
   * The articles the item counts in at the last rescan, the queue's `df`: where the literal gave
   * its concept (ambiguous) or that carry the concept (basic). Its texts may hold it in more.
   */
  counted: z.number().int(),
  /**
   * Articles each decision would queue for a rescan (0: the matcher reads nothing different):
   * those carrying the concept and those whose text may hold a changed literal, so often more
   * than `df`.
   */
  rescan: z.object({ accept: z.number().int(), dismiss: z.number().int() }),
});
export type CurationEvidence = z.infer<typeof curationEvidenceResponseSchema>;

/** A moderator's decision on a curation item. */
export const CURATION_DECISIONS = ['accept', 'dismiss'] as const;
export type CurationDecision = (typeof CURATION_DECISIONS)[number];

/** `POST /api/ontology/curation/decisions` */
export const curationDecisionSchema = z.object({
  kind: z.enum(CURATION_KINDS),
  id: z.number().int().positive(),
  decision: z.enum(CURATION_DECISIONS),
});
export const curationDecisionResponseSchema = z.object({
  logId: z.number().int(),
  rescan: rescanSchema,
});

/** `GET /api/ontology/categories` */
export const categoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['scheme', 'moderator']),
      conceptId: z.number().int().nullable(),
      /** Concepts a moderators' category holds (scheme categories: direct children). */
      concepts: z.number().int(),
    }),
  ),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** `GET /api/ontology/rescan-queue`: articles waiting and the latest rescan tasks. */
export const rescanQueueResponseSchema = z.object({
  queued: z.number().int(),
  tasks: z.array(taskSchema),
});
export type RescanQueueResponse = z.infer<typeof rescanQueueResponseSchema>;
