import { z } from 'zod';
import { articleRowSchema } from './articles.contract';

/** Articles per page of search results. */
export const SEARCH_PAGE_SIZE = 50;
/**
 * Longest query accepted, in characters. Equal to the engine's `SEARCH_QUERY_LIMITS.maxLength`
 * (contracts carry no engine code; a server test keeps the two equal).
 */
export const SEARCH_QUERY_MAX_LENGTH = 1000;
/** Deepest offset served: paging further than this is a crawl, not a search. */
export const SEARCH_MAX_OFFSET = 10_000;
/** Orders of search results: best match first, newest year first, most cited first. */
export const SEARCH_SORTS = ['relevance', 'date', 'citations'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Query of `GET /api/search`. */
export const searchRequestSchema = z.object({
  /** The query in the search language (words, "phrases", AND/OR/NOT, fields, c:ID, j:ID, identifiers). */
  q: z
    .string({ message: 'Query is required.' })
    .max(
      SEARCH_QUERY_MAX_LENGTH,
      `The query is too long: at most ${SEARCH_QUERY_MAX_LENGTH.toLocaleString('en-US')} characters are allowed.`,
    ),
  /** Results to skip; pages hold `SEARCH_PAGE_SIZE` articles. */
  offset: z.coerce
    .number({ message: 'Offset must be a whole number.' })
    .int('Offset must be a whole number.')
    .min(0, 'Offset must be 0 or more.')
    .max(SEARCH_MAX_OFFSET, `Offset must be at most ${SEARCH_MAX_OFFSET.toLocaleString('en-US')}.`)
    .default(0),
  /** `relevance` (default), `date` (year desc, then relevance) or `citations` (most cited first). */
  sort: z.enum(SEARCH_SORTS, { message: "Sort must be 'relevance', 'date' or 'citations'." }).default('relevance'),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** A word or phrase the results were matched on (not under NOT): for highlighting. */
export const searchTermSchema = z.object({
  /** `any` = title, abstract or authors. */
  field: z.enum(['any', 'title', 'abstract', 'authors']),
  /** One word, or the words of a phrase, as typed. */
  words: z.array(z.string()),
  phrase: z.boolean(),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

/** `GET /api/search`. */
export const searchResponseSchema = z.object({
  /** This page of results, in order. */
  articles: z.array(articleRowSchema),
  /** Number of matching articles. */
  total: z.number().int(),
  offset: z.number().int(),
  /** Offset of the next page, or null on the last page. */
  nextOffset: z.number().int().nullable(),
  /** Set when the whole query was one identifier (DOI, PMC, arXiv, PubMed) of a known article. */
  directArticleId: z.number().int().nullable(),
  query: z.object({
    /** The query as the server understood it, in canonical form (explicit AND/OR, prefixed ids). */
    canonical: z.string(),
    terms: z.array(searchTermSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Details of a `search.invalid_query` error (400). */
export const searchInvalidQueryDetailsSchema = z.object({
  /** Stable code of the problem, e.g. `unbalanced_quote`. */
  code: z.string(),
  /** 0-based offset in the query where the problem was found. */
  position: z.number().int(),
});
export type SearchInvalidQueryDetails = z.infer<typeof searchInvalidQueryDetailsSchema>;

/**
 * The message of the daily search cap error (spec 01 section 8): it contains
 * 'search-calls-count' and 'limit exceeded', mentions 'is_anonymous' for guests, and its
 * last word is the per-day limit.
 */
export function searchLimitMessage({ limit, isAnonymous }: { limit: number; isAnonymous: boolean }): string {
  return `search-calls-count limit exceeded${isAnonymous ? ' (is_anonymous)' : ''}: ${limit}`;
}

/** Reads a daily search cap message back (null for any other message). */
export function parseSearchLimitMessage(message: string): { limit: number; isAnonymous: boolean } | null {
  if (!message.includes('search-calls-count') || !message.includes('limit exceeded')) return null;
  const last = /(\d+)\s*$/.exec(message);
  if (!last) return null;
  return { limit: Number(last[1]), isAnonymous: message.includes('is_anonymous') };
}

/** Autocomplete starts at this many characters (spec 01 sections 5 and 9). */
export const AUTOCOMPLETE_MIN_QUERY_LENGTH = 2;
/** At most this many suggestions are returned (and displayed). */
export const AUTOCOMPLETE_MAX_RESULTS = 10;
/** Suggestion labels are cut to this many characters... */
export const AUTOCOMPLETE_LABEL_LENGTH = 65;
/** ...except in the concept search, where they are cut to 70. */
export const AUTOCOMPLETE_CONCEPT_LABEL_LENGTH = 70;
/** Longest autocomplete input accepted. */
export const AUTOCOMPLETE_MAX_QUERY_LENGTH = 200;

/**
 * Whether a picker asks for suggestions: from 2 characters (spaces around do not count) to the
 * 200 the server accepts. A longer text is a query to run, not a name to complete, and asking
 * would only answer 400.
 */
export function isAutocompleteQuery(text: string): boolean {
  const { length } = text.trim();
  return length >= AUTOCOMPLETE_MIN_QUERY_LENGTH && length <= AUTOCOMPLETE_MAX_QUERY_LENGTH;
}
export const SUGGESTION_TYPES = ['article', 'concept', 'author', 'ui'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

const autocompleteQueryText = z
  .string()
  .max(
    AUTOCOMPLETE_MAX_QUERY_LENGTH,
    `Query must be at most ${AUTOCOMPLETE_MAX_QUERY_LENGTH.toLocaleString('en-US')} characters.`,
  )
  .default('');

/** Query of `GET /api/autocomplete/concepts`. Under 2 characters the answer is empty. */
export const autocompleteConceptsQuerySchema = z.object({ query: autocompleteQueryText });
export type AutocompleteConceptsQuery = z.input<typeof autocompleteConceptsQuerySchema>;

/** Query of `GET /api/autocomplete/search-input`: `type=authors` suggests authors only. */
export const autocompleteSearchInputQuerySchema = z.object({
  query: autocompleteQueryText,
  type: z.enum(['all', 'authors'], { message: "Type must be 'all' or 'authors'." }).default('all'),
});
export type AutocompleteSearchInputQuery = z.input<typeof autocompleteSearchInputQuerySchema>;

/** A concept suggestion of `GET /api/autocomplete/concepts`. */
export const conceptSuggestionSchema = z.object({
  /** The concept id. */
  id: z.number().int(),
  /** The concept name (what a badge shows). */
  value: z.string(),
  /** Display text, at most `AUTOCOMPLETE_CONCEPT_LABEL_LENGTH` characters (cut with '…'). */
  label: z.string(),
  type: z.literal('concept'),
  /** `/search/?q=c:{id}`. */
  url: z.string(),
});
export type ConceptSuggestion = z.infer<typeof conceptSuggestionSchema>;

/** The Suggestion entity of spec 01 section 3. */
export const suggestionSchema = z.object({
  /** Id of the article, concept or author; 0 for a `ui` entry. */
  id: z.number().int(),
  /** The text the input takes when the suggestion is chosen. */
  value: z.string(),
  /** Display text, at most `AUTOCOMPLETE_LABEL_LENGTH` characters (cut with '…'). */
  label: z.string(),
  type: z.enum(SUGGESTION_TYPES),
  /** Where choosing the suggestion leads. */
  url: z.string(),
  /** The full, uncut text (for a tooltip). */
  title: z.string(),
  /**
   * Author suggestions only (of `type=authors` and of the mixed list): what tells same-name
   * people apart (their latest affiliation, articles and active years).
   */
  details: z
    .object({
      affiliation: z.string().nullable(),
      articlesCount: z.number().int(),
      firstYear: z.number().int().nullable(),
      lastYear: z.number().int().nullable(),
    })
    .optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** `GET /api/autocomplete/concepts`. */
export const autocompleteConceptsResponseSchema = z.object({
  results: z.array(conceptSuggestionSchema),
  /** Number of entries in `results`. */
  total: z.number().int(),
  success: z.literal(true),
});
export type AutocompleteConceptsResponse = z.infer<typeof autocompleteConceptsResponseSchema>;

/** `GET /api/autocomplete/search-input`. */
export const autocompleteSearchInputResponseSchema = z.object({
  results: z.array(suggestionSchema),
  /** Number of entries in `results`. */
  total: z.number().int(),
  success: z.literal(true),
});
export type AutocompleteSearchInputResponse = z.infer<typeof autocompleteSearchInputResponseSchema>;
