import { authorQuerySpellings } from '../authors/name-search';
import type { SearchField, SearchQueryNode } from './search-query.types';

/**
 * FTS5 column of each field. The FTS5 table indexes exactly these columns (ids and other
 * data as UNINDEXED columns or in the content table), so 'any' needs no column filter.
 */
export const SEARCH_FTS5_COLUMNS: Readonly<Record<Exclude<SearchField, 'any'>, string>> = {
  title: 'title',
  abstract: 'abstract',
  authors: 'authors',
};

/**
 * tsvector weight of each field. The PostgreSQL document vector must be built as
 * `setweight(to_tsvector(cfg, title), 'A') || setweight(to_tsvector(cfg, abstract), 'B')
 * || setweight(to_tsvector(cfg, authors), 'C')`; a lexeme labelled `:A` then matches
 * only title words, and an unlabelled one matches anywhere.
 */
export const SEARCH_TSQUERY_WEIGHTS: Readonly<Record<Exclude<SearchField, 'any'>, 'A' | 'B' | 'C'>> = {
  title: 'A',
  abstract: 'B',
  authors: 'C',
};

/**
 * A SQLite FTS5 MATCH expression for a text-only tree (terms, phrases, AND, OR, NOT).
 * Every word and phrase is one FTS5 string (`"..."`, inner quotes doubled), so nothing
 * the user typed can act as FTS5 syntax (`NEAR`, `*`, `^`, `-`, column filters); the
 * table's tokenizer splits a string into tokens and matches them as a phrase. Fields
 * become column filters (`title : "cancer"`). FTS5's NOT is binary, so an AND with
 * negated children prints as `(positives) NOT (negated OR negated)`. Bind the result as
 * a parameter: `WHERE articles_fts MATCH ?`.
 *
 * Throws for concept, journal or identifier nodes, and for a NOT without a positive
 * sibling: the parser never lets those reach here through `planSearchQuery`.
 */
export function toFts5Match(node: SearchQueryNode): string {
  switch (node.kind) {
    case 'term':
      return fts5Leaf([node.value], node.field);
    case 'phrase':
      return fts5Leaf(node.words, node.field);
    case 'or':
      return node.children.map(fts5Operand).join(' OR ');
    case 'and': {
      const positives = node.children.filter((child) => child.kind !== 'not');
      const negated = node.children.flatMap((child) => (child.kind === 'not' ? [child.child] : []));
      if (positives.length === 0) throw new Error('FTS5 cannot express an AND made only of NOT terms.');
      const included = positives.map(fts5Operand).join(' AND ');
      if (negated.length === 0) return included;
      const excluded = negated.map(fts5Operand).join(' OR ');
      return `${positives.length > 1 ? `(${included})` : included} NOT ${negated.length > 1 ? `(${excluded})` : excluded}`;
    }
    case 'not':
      throw new Error('FTS5 NOT needs a positive left operand.');
    default:
      throw new Error(`A ${node.kind} node is not text; plan the query with planSearchQuery.`);
  }
}

/**
 * The texts a word or phrase looks up, any of which matches. `author:` words are names: they look
 * up each of their spellings (`authorQuerySpellings`: "Schölkopf" as "scholkopf" and "schoelkopf"),
 * which the `authors` column holds for every name written with an umlaut (`authorsSearchText`), so
 * that the field finds every spelling of a name. Other fields look up the text as typed.
 */
function leafTexts(words: readonly string[], field: SearchField): string[] {
  const text = words.join(' ');
  if (field !== 'authors') return [text];
  const spellings = authorQuerySpellings(text);
  return spellings.length > 0 ? spellings : [text];
}

/** One word or phrase: a string, or its spellings in parentheses joined by OR (`author:`). */
function fts5Leaf(words: readonly string[], field: SearchField): string {
  const texts = leafTexts(words, field).map(fts5String);
  return fts5Column(field) + (texts.length === 1 ? (texts[0] as string) : `(${texts.join(' OR ')})`);
}

function fts5Operand(node: SearchQueryNode): string {
  const text = toFts5Match(node);
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}

function fts5Column(field: SearchField): string {
  return field === 'any' ? '' : `${SEARCH_FTS5_COLUMNS[field]} : `;
}

function fts5String(text: string): string {
  // Control characters cannot end the string but could confuse logs; quotes are doubled.
  return `"${text.replace(/\p{Cc}/gu, ' ').replace(/"/g, '""')}"`;
}

/**
 * A PostgreSQL tsquery string for a text-only tree, for `to_tsquery(cfg, $1)`: `&` for
 * AND, `|` for OR, `!` for NOT. Each word or phrase is one single-quoted operand with
 * `'` and `\` turned into spaces, so it can neither close its quotes nor escape, and no
 * tsquery syntax (`& | ! <-> : * ( )`) can come from user text. PostgreSQL runs the
 * quoted text through the same parser as the documents (which, for instance, reads
 * `covid-19` as `covid` and `-19`) and joins the resulting lexemes with `<->`, so a
 * phrase `'breast cancer'` means `breast <-> cancer`. A field becomes a weight label on
 * the operand (`'cancer':A`, see SEARCH_TSQUERY_WEIGHTS), which PostgreSQL applies to
 * every lexeme of it; 'any' has no label and matches every weight.
 *
 * Throws for concept, journal or identifier nodes, and for a word without any letter
 * or digit (the parser never produces one).
 */
export function toTsQuery(node: SearchQueryNode): string {
  switch (node.kind) {
    case 'term':
      return tsOperandText([node.value], node.field);
    case 'phrase':
      return tsOperandText(node.words, node.field);
    case 'and':
      return node.children.map(tsOperand).join(' & ');
    case 'or':
      return node.children.map(tsOperand).join(' | ');
    case 'not':
      return `!${tsOperand(node.child)}`;
    default:
      throw new Error(`A ${node.kind} node is not text; plan the query with planSearchQuery.`);
  }
}

function tsOperand(node: SearchQueryNode): string {
  const text = toTsQuery(node);
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}

function tsOperandText(words: readonly string[], field: SearchField): string {
  const operands = leafTexts(words, field).map((leaf) => {
    const text = leaf
      .normalize('NFC')
      .replace(/['\\\p{Cc}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(text)) throw new Error('A search word must contain a letter or a digit.');
    return `'${text}'${field === 'any' ? '' : `:${SEARCH_TSQUERY_WEIGHTS[field]}`}`;
  });
  return operands.length === 1 ? (operands[0] as string) : `(${operands.join(' | ')})`;
}
