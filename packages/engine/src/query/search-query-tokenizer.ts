import {
  bareIdentifier,
  findIdentifierSpans,
  identifierFromPrefix,
  type IdentifierSpan,
} from './search-query-identifiers';
import { emptyFieldMessage, SEARCH_QUERY_LIMITS, SearchQuerySyntaxError } from './search-query-messages';
import { isQuoteChar, searchOperatorOf } from './search-query-syntax';
import type {
  SearchConceptNode,
  SearchField,
  SearchIdentifierKind,
  SearchIdentifierNode,
  SearchJournalNode,
  SearchPhraseNode,
  SearchTermNode,
} from './search-query.types';

/** A node that the tokenizer produces whole. */
export type SearchLeafNode =
  SearchTermNode | SearchPhraseNode | SearchConceptNode | SearchJournalNode | SearchIdentifierNode;

/** One lexical unit of a query, with its offset in the input. */
export type SearchQueryToken =
  | { type: 'lparen' | 'rparen' | 'and' | 'or' | 'not'; position: number }
  /** A field prefix written directly before a phrase or a group: `title:"..."`, `title:(...)`. */
  | { type: 'field'; field: Exclude<SearchField, 'any'>; position: number }
  | { type: 'leaf'; node: SearchLeafNode; position: number };

const SEPARATOR = /[\s\p{Cc}]/u;
const SEPARATORS = /[\s\p{Cc}]+/u;
const LEADING_JUNK = /^[^\p{L}\p{N}]+/u;
const TRAILING_JUNK = /[^\p{L}\p{N}\p{M}]+$/u;
const FORMAT_CHARS = /\p{Cf}/gu;
const PREFIX = /^([a-z]+):/i;

// Maps, not object literals: user words such as `toString` must not find prototype keys.
/** The field prefixes a user may write before a word, a phrase or a group, and their fields. */
export const SEARCH_FIELD_PREFIXES: ReadonlyMap<string, Exclude<SearchField, 'any'>> = new Map([
  ['title', 'title'],
  ['abstract', 'abstract'],
  ['author', 'authors'],
  ['authors', 'authors'],
]);

const IDENTIFIER_PREFIXES: ReadonlyMap<string, SearchIdentifierKind> = new Map([
  ['pubmed', 'pubmed'],
  ['pmid', 'pubmed'],
  ['pmc', 'pmc'],
  ['pmcid', 'pmc'],
  ['doi', 'doi'],
  ['arxiv', 'arxiv'],
]);

/**
 * A word as it is searched: without invisible formatting characters and surrounding
 * punctuation (`cancer,` -> `cancer`, `-foo` -> `foo`), in NFC. Empty when the word
 * holds no letter or digit.
 */
export function cleanWord(raw: string): string {
  return raw.replace(FORMAT_CHARS, '').replace(LEADING_JUNK, '').replace(TRAILING_JUNK, '').normalize('NFC');
}

function isSeparator(ch: string): boolean {
  return SEPARATOR.test(ch);
}

function isWordBoundary(ch: string): boolean {
  return ch === '(' || ch === ')' || isQuoteChar(ch) || isSeparator(ch);
}

/** Where the word written at `start` ends: at the next separator, parenthesis or quotation mark. */
export function wordEnd(input: string, start: number): number {
  let end = start;
  while (end < input.length && !isWordBoundary(input.charAt(end))) end += 1;
  return end;
}

/**
 * Splits a query into tokens. Throws `SearchQuerySyntaxError` for problems visible at
 * the level of single tokens (unclosed quote, bad `c:`/`j:`/identifier value, a field
 * prefix with nothing after it, too many terms); structure (operators, parentheses) is
 * the parser's job.
 */
export function tokenizeSearchQuery(input: string): SearchQueryToken[] {
  return new Tokenizer(input).run();
}

class Tokenizer {
  private readonly tokens: SearchQueryToken[] = [];
  private readonly spans: Map<number, IdentifierSpan>;
  private leafCount = 0;

  constructor(private readonly input: string) {
    this.spans = findIdentifierSpans(input);
  }

  run(): SearchQueryToken[] {
    const { input } = this;
    let i = 0;
    while (i < input.length) {
      const ch = input.charAt(i);
      if (isSeparator(ch)) {
        i += 1;
      } else if (ch === '(' || ch === ')') {
        this.tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', position: i });
        i += 1;
      } else if (isQuoteChar(ch)) {
        i = this.readPhrase(i);
      } else {
        i = this.readWord(i);
      }
    }
    return this.tokens;
  }

  private pushLeaf(node: SearchLeafNode, position: number): void {
    this.leafCount += 1;
    if (this.leafCount > SEARCH_QUERY_LIMITS.maxTerms) throw new SearchQuerySyntaxError('too_many_terms', position);
    this.tokens.push({ type: 'leaf', node, position });
  }

  private readPhrase(open: number): number {
    const { input } = this;
    let close = open + 1;
    while (close < input.length && !isQuoteChar(input.charAt(close))) close += 1;
    if (close >= input.length) throw new SearchQuerySyntaxError('unbalanced_quote', open);
    const words = input
      .slice(open + 1, close)
      .split(SEPARATORS)
      .map(cleanWord)
      .filter((word) => word.length > 0);
    if (words.length === 0) throw new SearchQuerySyntaxError('empty_phrase', open);
    this.pushLeaf({ kind: 'phrase', field: 'any', words }, open);
    return close + 1;
  }

  private readWord(start: number): number {
    const { input } = this;
    const end = wordEnd(input, start);
    const raw = input.slice(start, end);
    const leadLength = raw.length - raw.replace(LEADING_JUNK, '').length;
    // An identifier may run past what looks like a word end (`doi: 10.1/x`, a DOI's own
    // parentheses), so it is taken whole from the scanner's span.
    const span = this.spans.get(start) ?? (leadLength > 0 ? this.spans.get(start + leadLength) : undefined);
    if (span) {
      this.pushLeaf(span.node, span.start);
      return span.end;
    }
    this.classifyWord(raw.slice(leadLength), start + leadLength, end);
    return end;
  }

  private classifyWord(lead: string, position: number, end: number): void {
    if (lead === '') return;
    const prefix = PREFIX.exec(lead);
    if (prefix && this.classifyPrefixed(prefix[1]!.toLowerCase(), lead.slice(prefix[0].length), position, end)) {
      return;
    }
    const word = cleanWord(lead);
    if (word === '') return;
    const operator = searchOperatorOf(word);
    if (operator) {
      this.tokens.push({ type: operator, position });
      return;
    }
    this.pushLeaf(bareIdentifier(word) ?? { kind: 'term', field: 'any', value: word }, position);
  }

  /**
   * Returns false when the prefix is not one of ours, so the word is read as plain text.
   * `end` is where the prefixed word ends in the input.
   */
  private classifyPrefixed(name: string, rest: string, position: number, end: number): boolean {
    const field = SEARCH_FIELD_PREFIXES.get(name);
    if (field) {
      const value = cleanWord(rest);
      if (value !== '') {
        this.pushLeaf({ kind: 'term', field, value }, position);
        return true;
      }
      const next = this.input.charAt(end);
      if (rest === '' && (isQuoteChar(next) || next === '(')) {
        this.tokens.push({ type: 'field', field, position });
        return true;
      }
      // `title:` at the end, before `)` or before an operator would otherwise search the
      // word "title" and find articles the user never asked for.
      if (this.nothingSearchableAt(end)) {
        throw new SearchQuerySyntaxError('empty_field', position, emptyFieldMessage(name));
      }
      // `Abstract: mice` pasted from a title: a word follows, so the prefix is just a word.
      return false;
    }
    const value = rest.replace(TRAILING_JUNK, '');
    if (name === 'c' || name === 'j') {
      if (!/^\d{1,15}$/.test(value)) {
        throw new SearchQuerySyntaxError(name === 'c' ? 'invalid_concept_id' : 'invalid_journal_id', position);
      }
      const id = Number(value);
      this.pushLeaf(name === 'c' ? { kind: 'concept', conceptId: id } : { kind: 'journal', journalId: id }, position);
      return true;
    }
    const idKind = IDENTIFIER_PREFIXES.get(name);
    if (!idKind) return false;
    const identifier = identifierFromPrefix(idKind, value);
    if (!identifier) throw new SearchQuerySyntaxError(INVALID_IDENTIFIER[idKind], position);
    this.pushLeaf(identifier, position);
    return true;
  }

  /** True when the input from `from` on holds, after separators, nothing, a `)` or an operator. */
  private nothingSearchableAt(from: number): boolean {
    const { input } = this;
    let start = from;
    while (start < input.length && isSeparator(input.charAt(start))) start += 1;
    if (start >= input.length || input.charAt(start) === ')') return true;
    return searchOperatorOf(cleanWord(input.slice(start, wordEnd(input, start)))) !== undefined;
  }
}

const INVALID_IDENTIFIER = {
  pubmed: 'invalid_pubmed_id',
  pmc: 'invalid_pmc_id',
  doi: 'invalid_doi',
  arxiv: 'invalid_arxiv_id',
} as const satisfies Record<SearchIdentifierKind, string>;
