import { z } from 'zod';
import { conceptInputSchema, conceptRefSchema, neighborConceptSchema, ONTOLOGY_LIMITS } from './ontology.contract';
import { LOG_ACTOR_KINDS } from './ontology-log.contract';

/*
 * Possible concepts and import from a list (spec 02 sections 2, 3, 4, 7 and 9): docs batches
 * mined for candidate terms, one article's or one proposal's candidates, the curation
 * actions on them (hide, unhide, report false, create, merge) and the list import.
 */

/** Spec 02 section 9 and the limits the spec leaves open. */
export const POSSIBLE_CONSTANTS = {
  /** Rows of the curation table per page. */
  pageSize: 50,
  /** Docs batch from the newest works: default and most documents. */
  batchDefaultDocs: 200,
  batchMaxDocs: 2000,
  /** Candidates kept per batch, per article or proposal. */
  batchTerms: 2000,
  documentTerms: 100,
  /** Candidates per document whose corpus DF is looked up (the most frequent, longest first). */
  documentLookups: 150,
  /** Names one hide / unhide / report-false call takes. */
  namesPerCall: 500,
  /** The bulk-create selection is cleared this long after it ends. */
  selectionClearMs: 2000,
  /** The list import: rows, characters, separators. */
  listMaxRows: 1000,
  listMaxChars: 200_000,
  separatorsMaxLength: 20,
  /** The default separators: period, comma, semicolon, parentheses. */
  defaultSeparators: '.,;()',
} as const;

/** Texts of spec 02 sections 2 and 8, verbatim, and this page's own. */
export const POSSIBLE_TEXTS = {
  backToList: '← back to the list',
  backToProposal: '← back to the proposal',
  closeAndContinue: 'Close and continue',
  createConcept: 'Create concept',
  reportFalse: 'Report False',
  bulkSaveError: 'There was an error saving concepts. Check the table for details.',
  bulkCreateError: 'There was an error creating concepts. Check red rows below.',
  importTitle: 'Enter list of concepts',
  process: 'Process',
  listPlaceholder: 'food, drugs\nadministration',
  mergeNeedsTwo: 'Merge needs more than one selected concept.',
  importNeedsBoth: 'Enter the separators and the list.',
} as const;

/** One literal of a possible concept. */
export const possibleLiteralSchema = z.object({ name: z.string(), isAmbiguous: z.boolean() });

/** A possible concept (spec 02 section 3) as the curation table shows it. */
export const possibleConceptSchema = z.object({
  /** The concept made from it, once created (or the one it was merged into). */
  id: z.number().int().nullable(),
  name: z.string(),
  score: z.number(),
  hidden: z.boolean(),
  literals: z.array(possibleLiteralSchema),
  /** Corpus articles whose title or abstract holds its words in a row (the full-text index). */
  df: z.number().int(),
  /** Documents of the batch holding it; null on an article's or a proposal's page. */
  dfCollection: z.number().int().nullable(),
  /** Occurrences in the batch or the document. */
  tf: z.number().int(),
  basic: z.boolean(),
  deleted: z.boolean(),
  /** Live concepts having it as a literal already. */
  conflicts: z.array(conceptRefSchema),
  /** Concepts whose literals occur inside it (candidates for a parent). */
  neighbors: z.array(neighborConceptSchema),
  created: z.boolean(),
  merged: z.boolean(),
  /** The search that finds its DF's articles. */
  searchQuery: z.string(),
});
export type PossibleConcept = z.infer<typeof possibleConceptSchema>;

export const docsBatchStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);

/** A docs batch in the batch list. */
export const docsBatchSummarySchema = z.object({
  id: z.number().int(),
  status: docsBatchStatusSchema,
  source: z.string(),
  docsCount: z.number().int(),
  candidates: z.number().int(),
  taskId: z.number().int().nullable(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  /** Who started it: `createdByEmail` names an account; a deleted account or the platform have no e-mail. */
  createdByKind: z.enum(LOG_ACTOR_KINDS),
});
export type DocsBatchSummary = z.infer<typeof docsBatchSummarySchema>;

export const docsBatchListResponseSchema = z.object({ batches: z.array(docsBatchSummarySchema) });
export type DocsBatchListResponse = z.infer<typeof docsBatchListResponseSchema>;

/** `POST /api/ontology/docs-batches`: mine the newest N imported works or a saved search's results. */
export const startDocsBatchSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('newest'),
    count: z.number().int().min(1).max(POSSIBLE_CONSTANTS.batchMaxDocs).default(POSSIBLE_CONSTANTS.batchDefaultDocs),
  }),
  z.object({ source: z.literal('saved-search'), savedSearchId: z.number().int().positive() }),
]);
export type StartDocsBatch = z.input<typeof startDocsBatchSchema>;
export const startDocsBatchResponseSchema = z.object({ batchId: z.number().int(), taskId: z.number().int() });

const booleanQuery = z
  .enum(['true', 'false'], { message: "showHidden is 'true' or 'false'." })
  .default('false')
  .transform((value) => value === 'true');

/** `GET /api/ontology/docs-batches/{id}?showHidden=&offset=` (the `docsBatch` query). */
export const docsBatchQuerySchema = z.object({
  showHidden: booleanQuery,
  offset: z.coerce.number().int().min(0).default(0),
});

/** A docs batch (spec 02 section 3) with a page of its possible concepts, best first. */
export const docsBatchSchema = z.object({
  id: z.number().int(),
  status: docsBatchStatusSchema,
  source: z.string(),
  docsCount: z.number().int(),
  hiddenCount: z.number().int(),
  /** Possible concepts listed (hidden ones only with showHidden). */
  total: z.number().int(),
  offset: z.number().int(),
  possibleConcepts: z.array(possibleConceptSchema),
  taskId: z.number().int().nullable(),
});
export type DocsBatch = z.infer<typeof docsBatchSchema>;

const nameListSchema = z
  .array(z.string().trim().min(1).max(ONTOLOGY_LIMITS.literalMaxLength))
  .min(1)
  .max(POSSIBLE_CONSTANTS.namesPerCall);

/** `POST /api/ontology/hide-batch-possible-concepts` and `…/unhide-…` (spec 02 section 7). */
export const hideBatchPossibleSchema = z.object({
  docs_batch_id: z.number().int().positive(),
  names: nameListSchema,
});
export const hideBatchPossibleResponseSchema = z.object({ ok: z.boolean(), changed: z.number().int() });

/** `POST /api/ontology/ban-possible-literals` (`banPossibleLiterals`, 'Report False'; superusers). */
export const banPossibleLiteralsSchema = z.object({ literals: nameListSchema });
export const banPossibleLiteralsResponseSchema = z.object({ ok: z.boolean(), banned: z.number().int() });

/** An article's or a proposal's possible concepts (the `docPossible` query). */
export const docPossibleSchema = z.object({
  kind: z.enum(['article', 'proposal']),
  id: z.number().int(),
  title: z.string(),
  possibleConcepts: z.array(possibleConceptSchema),
  /** Corpus size the scores were computed against. */
  corpusSize: z.number().int(),
  milliseconds: z.number().int(),
});
export type DocPossible = z.infer<typeof docPossibleSchema>;

/**
 * `POST /api/ontology/possible-concepts/create`: create a concept from one possible concept
 * (`names` of one) or merge several into one (`names` of two or more, their names the
 * concept's literals), through the concept form's save; the batch's rows are labelled.
 */
export const createPossibleConceptSchema = z.object({
  docs_batch_id: z.number().int().positive().nullable().default(null),
  names: nameListSchema,
  concept: conceptInputSchema,
});
export type CreatePossibleConcept = z.input<typeof createPossibleConceptSchema>;

export const listFormatSchema = z.enum(['lines', 'csv']);

/** The list import's input: the list, its separators and its format. */
export const conceptListInputSchema = z.object({
  text: z
    .string()
    .max(POSSIBLE_CONSTANTS.listMaxChars, `The list is longer than ${POSSIBLE_CONSTANTS.listMaxChars} characters.`)
    .refine((text) => text.trim() !== '', POSSIBLE_TEXTS.importNeedsBoth),
  separators: z.string().min(1, POSSIBLE_TEXTS.importNeedsBoth).max(POSSIBLE_CONSTANTS.separatorsMaxLength),
  format: listFormatSchema.default('lines'),
});
export type ConceptListInput = z.input<typeof conceptListInputSchema>;

/** One row of a processed list: the possible concept it makes and what is wrong with it. */
export const conceptListRowSchema = z.object({
  line: z.number().int(),
  source: z.string(),
  name: z.string(),
  score: z.number(),
  literals: z.array(possibleLiteralSchema),
  df: z.number().int(),
  /** Rows of the list holding the same concept name. */
  tf: z.number().int(),
  conflicts: z.array(conceptRefSchema),
  neighbors: z.array(neighborConceptSchema),
  /** Blocking: the row is not imported while any row has one. */
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type ConceptListRow = z.infer<typeof conceptListRowSchema>;

/** `POST /api/ontology/import/parse` (the list-parsing query): the dry run. */
export const conceptListParseResponseSchema = z.object({
  rows: z.array(conceptListRowSchema),
  valid: z.boolean(),
  /** True when the caller's concepts are applied; false when they become suggestions. */
  moderator: z.boolean(),
});
export type ConceptListParseResponse = z.infer<typeof conceptListParseResponseSchema>;

/** `POST /api/ontology/import`: the background task creating every row's concept. */
export const conceptListImportResponseSchema = z.object({
  taskId: z.number().int(),
  rows: z.number().int(),
  moderator: z.boolean(),
});
export type ConceptListImportResponse = z.infer<typeof conceptListImportResponseSchema>;

/** What the import task reports when done. */
export const conceptListImportResultSchema = z.object({
  created: z.number().int(),
  suggested: z.number().int(),
  conceptIds: z.array(z.number().int()),
  /** The concepts created, with their names (for links to `/ontology/concept/{id}-{name slug}`). */
  concepts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  failed: z.array(z.object({ line: z.number().int(), error: z.string() })),
});
export type ConceptListImportResult = z.infer<typeof conceptListImportResultSchema>;
