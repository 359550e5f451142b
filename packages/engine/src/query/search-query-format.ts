import { SearchQuerySyntaxError } from './search-query-messages';
import { tokenizeSearchQuery } from './search-query-tokenizer';
import type { PositiveSearchTerm, SearchField, SearchIdentifierNode, SearchQueryNode } from './search-query.types';

/**
 * Prints a query tree in canonical form: explicit `AND`/`OR`, parentheses only where
 * precedence needs them, a field prefix on every word or phrase that has one
 * (`title:(a OR b)` prints as `title:a OR title:b`), identifiers in prefixed form
 * (`doi:10.1234/abc`, `arXiv:1511.04078`, `pubmed:123`, `PMC123`). For any tree the
 * parser produced, parsing the result gives the same tree again. A hand-built term whose
 * value would not read back as one word (spaces, operators, `c:x`) is printed as a
 * quoted phrase.
 */
export function formatSearchQuery(node: SearchQueryNode): string {
  return format(node, 'root');
}

type Context = 'root' | 'and' | 'or' | 'not';

function format(node: SearchQueryNode, context: Context): string {
  switch (node.kind) {
    case 'term':
      return formatTerm(node.field, node.value);
    case 'phrase':
      return formatPhrase(node.field, node.words);
    case 'concept':
      return `c:${node.conceptId}`;
    case 'journal':
      return `j:${node.journalId}`;
    case 'identifier':
      return formatIdentifier(node);
    case 'not':
      return `NOT ${format(node.child, 'not')}`;
    case 'and': {
      const text = node.children.map((child) => format(child, 'and')).join(' AND ');
      return context === 'not' || context === 'and' ? `(${text})` : text;
    }
    case 'or': {
      const text = node.children.map((child) => format(child, 'or')).join(' OR ');
      return context === 'root' ? text : `(${text})`;
    }
  }
}

function prefix(field: SearchField): string {
  return field === 'any' ? '' : `${field}:`;
}

function formatTerm(field: SearchField, value: string): string {
  const candidate = `${prefix(field)}${value}`;
  if (readsBackAsTerm(candidate, field, value)) return candidate;
  return formatPhrase(field, [value]);
}

function readsBackAsTerm(text: string, field: SearchField, value: string): boolean {
  try {
    const tokens = tokenizeSearchQuery(text);
    const only = tokens[0];
    return (
      tokens.length === 1 &&
      only?.type === 'leaf' &&
      only.node.kind === 'term' &&
      only.node.field === field &&
      only.node.value === value
    );
  } catch (error) {
    if (error instanceof SearchQuerySyntaxError) return false;
    throw error;
  }
}

function formatPhrase(field: SearchField, words: readonly string[]): string {
  const inside = words
    .map((word) => word.replace(/["\u201C\u201D\u201E\s]+/g, ' ').trim())
    .filter((word) => word.length > 0)
    .join(' ');
  return `${prefix(field)}"${inside}"`;
}

function formatIdentifier(node: SearchIdentifierNode): string {
  switch (node.idKind) {
    case 'doi':
      return `doi:${node.value}`;
    case 'arxiv':
      return `arXiv:${node.value}`;
    case 'pubmed':
      return `pubmed:${node.value}`;
    case 'pmc':
      return node.value;
  }
}

/**
 * The words and phrases a matching article is expected to contain: every term and
 * phrase not under a NOT, each once (same field and same words), in query order. Used
 * to highlight matches and to rank results.
 */
export function collectPositiveTerms(node: SearchQueryNode): PositiveSearchTerm[] {
  const found: PositiveSearchTerm[] = [];
  const seen = new Set<string>();
  const visit = (current: SearchQueryNode): void => {
    switch (current.kind) {
      case 'term':
      case 'phrase': {
        const words = current.kind === 'term' ? [current.value] : current.words;
        const phrase = current.kind === 'phrase';
        const key = JSON.stringify([current.field, phrase, words]);
        if (!seen.has(key)) {
          seen.add(key);
          found.push({ field: current.field, words: [...words], phrase });
        }
        return;
      }
      case 'and':
      case 'or':
        current.children.forEach(visit);
        return;
      default:
        // NOT subtrees are what the article must not contain; other leaves are not text.
        return;
    }
  };
  visit(node);
  return found;
}

/**
 * The identifier when the whole query is one identifier (`10.1234/abc`, `PMC5502336`),
 * so the caller can go straight to that article; null otherwise.
 */
export function getDirectIdentifier(node: SearchQueryNode): SearchIdentifierNode | null {
  return node.kind === 'identifier' ? node : null;
}
