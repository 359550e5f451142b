/**
 * The search query language as a tree. `parseSearchQuery` produces it, the formatter
 * prints it back, and the planner turns it into lookups the search repository runs on
 * SQLite FTS5 or PostgreSQL tsvector.
 */

/**
 * Where a word or phrase must occur. 'any' means anywhere in the indexed text (title,
 * abstract and author names); `author:` and `authors:` both read as 'authors', whose words
 * find a name written with an umlaut by every spelling ("Schölkopf", "Scholkopf", "Schoelkopf"; see `authorQuerySpellings`).
 */
export type SearchField = 'any' | 'title' | 'abstract' | 'authors';

/** A single word, e.g. `cancer` or `title:cancer`. The value never contains spaces. */
export interface SearchTermNode {
  kind: 'term';
  field: SearchField;
  /** The word as typed (NFC), without surrounding punctuation; always holds a letter or digit. */
  value: string;
}

/** Words that must occur next to each other in this order, e.g. `"breast cancer"`. */
export interface SearchPhraseNode {
  kind: 'phrase';
  field: SearchField;
  /** At least one word; each holds a letter or digit and no spaces. */
  words: string[];
}

/** Every child must match. The parser never nests an 'and' directly in an 'and'. */
export interface SearchAndNode {
  kind: 'and';
  children: SearchQueryNode[];
}

/** At least one child must match. The parser never nests an 'or' directly in an 'or'. */
export interface SearchOrNode {
  kind: 'or';
  children: SearchQueryNode[];
}

/**
 * The child must not match. The parser only accepts it as a direct child of an 'and'
 * that also has a child which is not negated, so every query describes a bounded set.
 */
export interface SearchNotNode {
  kind: 'not';
  child: SearchQueryNode;
}

/** Articles containing a concept of the ontology: `c:123`. */
export interface SearchConceptNode {
  kind: 'concept';
  conceptId: number;
}

/** Articles of a journal: `j:45`. */
export interface SearchJournalNode {
  kind: 'journal';
  journalId: number;
}

/** Which external identifier an identifier node carries. */
export type SearchIdentifierKind = 'doi' | 'arxiv' | 'pubmed' | 'pmc';

/**
 * One article by an external identifier, in normalised form: DOI lower case without
 * resolver prefix (`10.1234/abc`); arXiv id without `arXiv:` prefix and without version
 * (`1511.04078`, `hep-th/9901001`); PubMed id as digits without leading zeros; PMC id
 * as `PMC` followed by digits.
 */
export interface SearchIdentifierNode {
  kind: 'identifier';
  idKind: SearchIdentifierKind;
  value: string;
}

/** Leaves that match text in the full-text index. */
export type SearchTextLeaf = SearchTermNode | SearchPhraseNode;

/** Any node of a parsed search query. */
export type SearchQueryNode =
  | SearchTermNode
  | SearchPhraseNode
  | SearchAndNode
  | SearchOrNode
  | SearchNotNode
  | SearchConceptNode
  | SearchJournalNode
  | SearchIdentifierNode;

/** Stable codes of everything that can be wrong with a query. */
export type SearchQueryErrorCode =
  | 'empty'
  | 'too_long'
  | 'too_deep'
  | 'too_many_terms'
  | 'unbalanced_parenthesis'
  | 'unbalanced_quote'
  | 'missing_operand'
  | 'adjacent_operators'
  | 'not_without_operand'
  | 'only_negations'
  | 'negated_or_operand'
  | 'negated_group'
  | 'empty_group'
  | 'empty_phrase'
  | 'empty_field'
  | 'invalid_concept_id'
  | 'invalid_journal_id'
  | 'invalid_pubmed_id'
  | 'invalid_pmc_id'
  | 'invalid_doi'
  | 'invalid_arxiv_id';

/** Why a query was rejected, in words meant for the person who typed it. */
export interface SearchQueryError {
  code: SearchQueryErrorCode;
  message: string;
  /** 0-based offset (UTF-16 code units) in the input where the problem was found. */
  position: number;
}

/** Outcome of `parseSearchQuery`: never throws, so a bad query can never become a 500. */
export type SearchQueryParseResult = { ok: true; query: SearchQueryNode } | { ok: false; error: SearchQueryError };

/** A word or phrase the user wants to find (not under NOT), for highlighting and ranking. */
export interface PositiveSearchTerm {
  field: SearchField;
  /** One entry for a word, several for a phrase. */
  words: string[];
  phrase: boolean;
}

/**
 * One step of an executable plan. Every node stands for a set of article ids:
 * - 'text': one full-text subquery; `fts5` is bound to `MATCH ?` on SQLite, `tsquery`
 *   to `to_tsquery(config, $1)` on PostgreSQL.
 * - 'concept' / 'journal' / 'identifier': indexed lookups.
 * - 'intersect': ids in every `include` set and in none of the `exclude` sets
 *   (`include` is never empty).
 * - 'union': ids in any child set.
 */
export type SearchPlanNode =
  | { kind: 'text'; fts5: string; tsquery: string }
  | { kind: 'concept'; conceptId: number }
  | { kind: 'journal'; journalId: number }
  | { kind: 'identifier'; idKind: SearchIdentifierKind; value: string }
  | { kind: 'intersect'; include: SearchPlanNode[]; exclude: SearchPlanNode[] }
  | { kind: 'union'; children: SearchPlanNode[] };

/** What a search repository needs to run a parsed query. */
export interface SearchPlan {
  /** The set of matching articles. */
  root: SearchPlanNode;
  /**
   * All positive words and phrases OR-ed together, for relevance ordering (bm25 /
   * ts_rank) over the matched set; null when the query has no text (e.g. only `c:12`).
   */
  ranking: { fts5: string; tsquery: string } | null;
}
