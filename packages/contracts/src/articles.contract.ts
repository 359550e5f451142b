import { z } from 'zod';

/**
 * The largest id any endpoint accepts. Ids are 32-bit integer columns on PostgreSQL, so a
 * larger number could never match and would make the query itself fail.
 */
export const MAX_ENTITY_ID = 2_147_483_647;

/** A positive integer id from a path or query string (coerced from text). */
export const entityIdSchema = z.codec(
  // Written as digits only: "1e3", "0x1F", "1.0" or " 7" are not ids, though Number() reads them.
  z.union([z.number({ message: 'Invalid id.' }), z.string().regex(/^\d+$/, 'Invalid id.')], {
    message: 'Invalid id.',
  }),
  z.number().int('Invalid id.').positive('Invalid id.').max(MAX_ENTITY_ID, 'Invalid id.'),
  // A codec, not a one-way transform: responses are encoded through the same schema.
  { decode: (value) => Number(value), encode: (id) => id },
);

/**
 * A required id chosen in a form (an organization of a select): nothing chosen ('', null or no
 * field) reads 'This field is required.', the form's own words, rather than 'Invalid id.'.
 */
export const requiredEntityIdSchema = z
  .unknown()
  .refine((value) => value !== undefined && value !== null && value !== '', {
    message: 'This field is required.',
    abort: true,
  })
  .pipe(entityIdSchema)
  .meta({ type: 'integer', minimum: 1 });

/**
 * A citation count or a metric made from citations (h-index, notable articles): null when the
 * corpus gives no citation count (for an author: for none of their articles). Unknown is not
 * 0; an author with some known counts gets the metric over those.
 */
export const citationCountSchema = z.number().int().nonnegative().nullable();

/** Path parameters of every `/api/articles/{id}/…` call. */
export const articleIdParamsSchema = z.object({ id: entityIdSchema });

/** A place the article can be read: the source feed's landing page, a repository copy, … */
export const articleOriginSchema = z.object({
  /** Short code of the source (e.g. `openalex`, `arxiv`, `pubmed`, `doi`). */
  code: z.string(),
  /** Link to the article at that source. */
  url: z.string(),
  /** The article's id at that source, when known. */
  originId: z.string().nullable(),
});
export type ArticleOrigin = z.infer<typeof articleOriginSchema>;

/** The venue of an article together with the article's place in it. */
export const articleJournalSchema = z.object({
  /** Full journal (or preprint server, proceedings) name. */
  title: z.string(),
  /** Abbreviated name, when the source gives one. */
  shortTitle: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  journalId: z.number().int(),
  /** Two-year mean citedness computed from the corpus; null when too few articles to tell. */
  impactFactor: z.number().nullable(),
  /** True for preprint servers (arXiv, bioRxiv, …). */
  preprint: z.boolean(),
});
export type ArticleJournal = z.infer<typeof articleJournalSchema>;

/** One author of an article, in byline order. */
export const articleAuthorSchema = z.object({
  authorId: z.number().int(),
  /** The author's display name (the author entity's name, so it matches the author page). */
  name: z.string(),
  /** First (leading) author. */
  isLeading: z.boolean(),
  /** Last (senior) author. */
  isSenior: z.boolean(),
  isCorresponding: z.boolean(),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** Why a concept counted in an article: its literal as such, matched as written, or confirmed. */
export const CONCEPT_MATCH_REASONS = ['literal', 'case-exact', 'confirmed'] as const;

/**
 * Which literal made the concept count in the article and why: 'literal' (found as such),
 * 'case-exact' (a short literal or acronym, found only as written) or 'confirmed' (an
 * ambiguous literal, counted because a related concept — `confirmedBy` — is in the article too).
 */
export const conceptProvenanceSchema = z.object({
  /** The literal as the ontology writes it; null when it was deleted since. */
  literal: z.string().nullable(),
  /**
   * The literal's words as the text writes them ("neural nets" for "Neural net"), from its first
   * occurrence in the text read with the concepts: title and abstract for a whole article, the
   * title alone in lists. Null when that text does not hold it (found in the abstract of a list
   * row, a composite literal's variant): then only the ontology's term is known.
   */
  surface: z.string().nullable(),
  reason: z.enum(CONCEPT_MATCH_REASONS),
  confirmedBy: z.object({ conceptId: z.number().int(), name: z.string() }).nullable(),
});
export type ConceptProvenance = z.infer<typeof conceptProvenanceSchema>;

/**
 * Why a concept ranks where it does among the article's concepts: its badge relevance score
 * and the points that make it up (the engine's `badgeRelevance`): ln tf, +1 in the title,
 * +1 a phrase of 2+ words, +½ a related concept present, +½ a keyphrase literal (authors
 * often list it as a keyword), −1 counted through an ambiguous literal, −½ suggested basic,
 * and 2 × (typicality − 0.2): how close the article is to the other articles carrying the
 * concept (0 while unknown).
 */
export const conceptRelevanceSchema = z.object({
  score: z.number(),
  occurrences: z.number(),
  title: z.number(),
  phrase: z.number(),
  neighbours: z.number(),
  keyphrase: z.number(),
  confirmation: z.number(),
  basic: z.number(),
  typicality: z.number(),
});
export type ConceptRelevance = z.infer<typeof conceptRelevanceSchema>;

export const articleConceptSchema = z.object({
  conceptId: z.number().int(),
  name: z.string(),
  /** Occurrences in the article. */
  tf: z.number(),
  /** Weight of the concept in this article (tf · idf). */
  tfidf: z.number(),
  /** Number of corpus articles containing the concept. */
  df: z.number().int(),
  /** Suggested as basic by the corpus statistics (very frequent): ranks lower. */
  basicSuggested: z.boolean(),
  /** Null for pairs found before provenance was recorded (until the next rescan). */
  provenance: conceptProvenanceSchema.nullable(),
  /** The badge relevance that orders the article's concepts, with its parts. */
  relevance: conceptRelevanceSchema,
  /** Shown as a badge: the first three concepts, and the fourth and fifth when relevant enough. */
  badge: z.boolean(),
  /**
   * The id of an earlier concept of the article named by the same words ("Semi-supervised
   * learning" / "Semisupervised learning": one thing in two ontologies; the engine's
   * `badgeNameKey`); absent otherwise. Lists leave such a concept out: it adds nothing shown.
   */
  sameNameAs: z.number().int().optional(),
});
export type ArticleConcept = z.infer<typeof articleConceptSchema>;

/** Persistent identifiers used to build links; null when the article has none of that kind. */
export const articleIdentifiersSchema = z.object({
  doi: z.string().nullable(),
  arxiv: z.string().nullable(),
  pmid: z.string().nullable(),
  pmcid: z.string().nullable(),
});
export type ArticleIdentifiers = z.infer<typeof articleIdentifiersSchema>;

/** The Article entity of spec 01 section 3 (plus `identifiers`); lists carry `ArticleRow`s. */
export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string().nullable(),
  /** Publication year; null when the source does not give one. */
  year: z.number().int().nullable(),
  /** Highly cited for its field and year (set by the importer). */
  notable: z.boolean(),
  openAccess: z.boolean(),
  origins: z.array(articleOriginSchema),
  /** Null when the article has no known venue. */
  journal: articleJournalSchema.nullable(),
  /** Every author in byline order. */
  authors: z.array(articleAuthorSchema),
  /** Number of authors in the byline (stored with the article, so lists can show it without the authors). */
  authorsCount: z.number().int(),
  citationsCount: citationCountSchema,
  /** Non-deleted concepts of the article, highest tfidf first (ties by concept id). */
  concepts: z.array(articleConceptSchema),
  /** Source's work type (`article`, `review`, `preprint`, …), when known. */
  manuscriptType: z.string().nullable(),
  identifiers: articleIdentifiersSchema,
});
export type Article = z.infer<typeof articleSchema>;

/**
 * An article as a result list shows it (search, author pages): everything but the abstract,
 * which lists never display; the article popover fetches it (`for-popover`) when opened.
 * Leaving it out makes a page of 50 results about a third lighter to read, send and parse.
 */
export const articleRowSchema = articleSchema.omit({ abstract: true });
export type ArticleRow = z.infer<typeof articleRowSchema>;

/** `GET /api/articles/{id}/for-popover`. */
export const articleForPopoverResponseSchema = z.object({ article: articleSchema });
export type ArticleForPopoverResponse = z.infer<typeof articleForPopoverResponseSchema>;
