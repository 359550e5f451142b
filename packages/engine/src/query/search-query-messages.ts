import type { SearchQueryErrorCode } from './search-query.types';

/** Limits that keep one query cheap to parse and to execute. */
export const SEARCH_QUERY_LIMITS = {
  /** Characters of raw input. */
  maxLength: 1000,
  /** Levels of parentheses. */
  maxDepth: 20,
  /** Words, phrases, identifiers, concepts and journals together. */
  maxTerms: 100,
} as const;

/** The message shown for each error code; spec wording where the spec has one. */
export const SEARCH_QUERY_MESSAGES: Readonly<Record<SearchQueryErrorCode, string>> = {
  empty: 'Empty query.',
  too_long: `The query is too long: at most ${SEARCH_QUERY_LIMITS.maxLength.toLocaleString('en-US')} characters are allowed.`,
  too_deep: `The query is nested too deeply: at most ${SEARCH_QUERY_LIMITS.maxDepth} levels of parentheses are allowed.`,
  too_many_terms: `The query has too many terms: at most ${SEARCH_QUERY_LIMITS.maxTerms} are allowed.`,
  unbalanced_parenthesis: 'One or more parentheses are missing.',
  unbalanced_quote: 'Closing quotation mark is missing.',
  missing_operand: 'AND/OR should have two operands.',
  adjacent_operators: 'AND and OR should not go immediately one after another.',
  not_without_operand: 'NOT should have an operand.',
  only_negations: 'A query cannot consist only of NOT terms.',
  negated_or_operand: 'A side of OR cannot consist only of NOT terms.',
  negated_group: 'A group cannot consist only of NOT terms.',
  empty_group: 'Parentheses must contain a search term.',
  empty_phrase: 'Quotation marks must contain a search term.',
  empty_field: 'A search field needs a word, a phrase or a group after it.',
  invalid_concept_id: 'Concept id must be a number.',
  invalid_journal_id: 'Journal id must be a number.',
  invalid_pubmed_id: 'PubMed id must be a number.',
  invalid_pmc_id: 'PMC id must be a number.',
  invalid_doi: 'DOI must look like 10.1234/abc.',
  invalid_arxiv_id: 'arXiv id must look like 1511.04078.',
};

/**
 * The message for a field prefix with nothing after it, naming the prefix as the language
 * spells it (`title:`), so a query with several fields says which one is empty.
 */
export function emptyFieldMessage(prefix: string): string {
  return `"${prefix}:" needs a word, a phrase or a group after it.`;
}

/**
 * Internal signal of a rejected query; `parseSearchQuery` turns it into a result so
 * callers never see an exception.
 */
export class SearchQuerySyntaxError extends Error {
  readonly code: SearchQueryErrorCode;
  readonly position: number;

  /** `message` replaces the code's usual text where the problem names what was written. */
  constructor(code: SearchQueryErrorCode, position: number, message: string = SEARCH_QUERY_MESSAGES[code]) {
    super(message);
    this.name = 'SearchQuerySyntaxError';
    this.code = code;
    this.position = position;
  }
}
