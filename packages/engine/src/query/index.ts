// The search query language: parse, print, and plan for SQLite FTS5 / PostgreSQL.
export * from './search-query.types';
export { SEARCH_QUERY_LIMITS, SEARCH_QUERY_MESSAGES } from './search-query-messages';
export { parseSearchQuery } from './search-query-parser';
export { collectPositiveTerms, formatSearchQuery, getDirectIdentifier } from './search-query-format';
export { SEARCH_FTS5_COLUMNS, SEARCH_TSQUERY_WEIGHTS, toFts5Match, toTsQuery } from './search-query-fts';
export { planSearchQuery } from './search-query-plan';
export { foreignOperatorHints, unknownFieldPrefixMessage, unknownFieldPrefixes } from './search-query-hints';
export { SEARCH_IDENTIFIER_STORED_KIND } from './search-query-identifiers';
export { isQuoteChar, searchOperatorOf, type SearchOperator } from './search-query-syntax';
export {
  findSearchBracketProblem,
  hasTopLevelOr,
  isSearchOperatorChunk,
  scanSearchQuery,
  unwrapSearchGroup,
  type SearchBracketProblem,
  type SearchQueryChunk,
} from './search-query-scan';
