import { SEARCH_QUERY_LIMITS, SearchQuerySyntaxError } from './search-query-messages';
import { tokenizeSearchQuery, type SearchQueryToken } from './search-query-tokenizer';
import type { SearchField, SearchQueryNode, SearchQueryParseResult } from './search-query.types';

/**
 * Parses what a user typed in the search box into a query tree.
 *
 * Grammar, loosest binding first: `a OR b`, then `a AND b` (also written `a b`), then
 * `NOT a`; parentheses group. Operators count only in upper case; `and`/`or`/`not` are
 * words. Leaves: words, `"quoted phrases"`, `title:`/`abstract:`/`author(s):` before a
 * word, a phrase or a parenthesised group (the field then applies to every word inside
 * without its own field), `c:123` (concept), `j:45` (journal) and identifiers anywhere
 * (DOI, arXiv, `pubmed:`/`PMID`, `PMC...`). A prefix that is not one of these (`foo:bar`)
 * is part of an ordinary word, since titles contain colons; so is a field prefix
 * followed by a space and a word (`Abstract: mice`, pasted from a title). A field prefix
 * with nothing after it (at the end, before `)` or an operator) is an error. Punctuation
 * around words is ignored.
 *
 * The tree is normalised: `NOT NOT a` is `a`, nested AND in AND (or OR in OR) is
 * flattened, single-child groups disappear. A NOT must sit next to a positive term
 * under AND, so every accepted query describes a set that can be computed without
 * scanning all articles.
 *
 * Never throws for any input: problems come back as `{ ok: false, error }` with a stable
 * code, the message to show and the offset where the problem was found.
 */
export function parseSearchQuery(input: string): SearchQueryParseResult {
  try {
    return { ok: true, query: parseOrThrow(input) };
  } catch (error) {
    if (error instanceof SearchQuerySyntaxError) {
      return { ok: false, error: { code: error.code, message: error.message, position: error.position } };
    }
    throw error;
  }
}

function parseOrThrow(input: string): SearchQueryNode {
  if (input.length > SEARCH_QUERY_LIMITS.maxLength) {
    throw new SearchQuerySyntaxError('too_long', SEARCH_QUERY_LIMITS.maxLength);
  }
  if (!/[\p{L}\p{N}]/u.test(input)) throw new SearchQuerySyntaxError('empty', 0);
  const tokens = tokenizeSearchQuery(input);
  if (tokens.length === 0) throw new SearchQuerySyntaxError('empty', 0);
  checkParentheses(tokens);
  const parser = new Parser(tokens, input.length);
  const root = parser.parseQuery();
  checkNegations(root, parser.positions);
  return root;
}

/** Balance and depth first, so `(a AND` reports the parenthesis, not the operator. */
function checkParentheses(tokens: readonly SearchQueryToken[]): void {
  const open: number[] = [];
  for (const token of tokens) {
    if (token.type === 'lparen') {
      open.push(token.position);
      if (open.length > SEARCH_QUERY_LIMITS.maxDepth) throw new SearchQuerySyntaxError('too_deep', token.position);
    } else if (token.type === 'rparen' && open.pop() === undefined) {
      throw new SearchQuerySyntaxError('unbalanced_parenthesis', token.position);
    }
  }
  const unclosed = open.at(-1);
  if (unclosed !== undefined) throw new SearchQuerySyntaxError('unbalanced_parenthesis', unclosed);
}

class Parser {
  /** Where each node starts in the input, for messages about the finished tree. */
  readonly positions = new Map<SearchQueryNode, number>();
  private index = 0;

  constructor(
    private readonly tokens: readonly SearchQueryToken[],
    private readonly inputLength: number,
  ) {}

  parseQuery(): SearchQueryNode {
    const root = this.parseOr('any');
    const extra = this.peek();
    if (extra) throw new SearchQuerySyntaxError('unbalanced_parenthesis', extra.position);
    return root;
  }

  private peek(): SearchQueryToken | undefined {
    return this.tokens[this.index];
  }

  private next(): SearchQueryToken | undefined {
    const token = this.tokens[this.index];
    this.index += 1;
    return token;
  }

  private parseOr(field: SearchField): SearchQueryNode {
    const start = this.peek()?.position ?? this.inputLength;
    const operands = [this.parseAnd(field)];
    for (let token = this.peek(); token?.type === 'or'; token = this.peek()) {
      this.next();
      this.expectOperandAfter(token);
      operands.push(this.parseAnd(field));
    }
    return this.combine('or', operands, start);
  }

  private parseAnd(field: SearchField): SearchQueryNode {
    const first = this.peek();
    if (first?.type === 'and' || first?.type === 'or') {
      throw new SearchQuerySyntaxError('missing_operand', first.position);
    }
    const start = first?.position ?? this.inputLength;
    const operands = [this.parseUnary(field)];
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.type === 'and') {
        this.next();
        this.expectOperandAfter(token);
      } else if (token.type === 'or' || token.type === 'rparen') {
        break;
      }
      // Anything else starts an operand: implicit AND.
      operands.push(this.parseUnary(field));
    }
    return this.combine('and', operands, start);
  }

  private expectOperandAfter(operator: SearchQueryToken): void {
    const following = this.peek();
    if (!following || following.type === 'rparen') {
      throw new SearchQuerySyntaxError('missing_operand', operator.position);
    }
    if (following.type === 'and' || following.type === 'or') {
      throw new SearchQuerySyntaxError('adjacent_operators', following.position);
    }
  }

  private parseUnary(field: SearchField): SearchQueryNode {
    const token = this.peek();
    if (token?.type !== 'not') return this.parsePrimary(field);
    this.next();
    const operand = this.peek();
    if (!operand || operand.type === 'rparen' || operand.type === 'and' || operand.type === 'or') {
      throw new SearchQuerySyntaxError('not_without_operand', token.position);
    }
    const child = this.parseUnary(field);
    if (child.kind === 'not') return child.child;
    const node: SearchQueryNode = { kind: 'not', child };
    this.positions.set(node, token.position);
    return node;
  }

  private parsePrimary(field: SearchField): SearchQueryNode {
    const token = this.next();
    if (!token) throw new SearchQuerySyntaxError('missing_operand', this.inputLength);
    switch (token.type) {
      case 'leaf': {
        const { node } = token;
        const placed =
          (node.kind === 'term' || node.kind === 'phrase') && node.field === 'any' ? { ...node, field } : node;
        this.positions.set(placed, token.position);
        return placed;
      }
      case 'field': {
        // The tokenizer emits a field token only right before a quote or a parenthesis.
        const target = this.next();
        if (target?.type === 'lparen') return this.parseGroup(target.position, token.field);
        if (target?.type === 'leaf' && target.node.kind === 'phrase') {
          const phrase = { ...target.node, field: token.field };
          this.positions.set(phrase, token.position);
          return phrase;
        }
        throw new SearchQuerySyntaxError('missing_operand', token.position);
      }
      case 'lparen':
        return this.parseGroup(token.position, field);
      case 'and':
      case 'or':
        throw new SearchQuerySyntaxError('missing_operand', token.position);
      case 'not':
        throw new SearchQuerySyntaxError('not_without_operand', token.position);
      case 'rparen':
        throw new SearchQuerySyntaxError('unbalanced_parenthesis', token.position);
    }
  }

  private parseGroup(open: number, field: SearchField): SearchQueryNode {
    if (this.peek()?.type === 'rparen') throw new SearchQuerySyntaxError('empty_group', open);
    const inner = this.parseOr(field);
    if (this.next()?.type !== 'rparen') throw new SearchQuerySyntaxError('unbalanced_parenthesis', open);
    this.positions.set(inner, open);
    return inner;
  }

  private combine(kind: 'and' | 'or', operands: SearchQueryNode[], start: number): SearchQueryNode {
    if (operands.length === 1) return operands[0]!;
    const children = operands.flatMap((operand) => (operand.kind === kind ? operand.children : [operand]));
    const node: SearchQueryNode = { kind, children };
    this.positions.set(node, start);
    return node;
  }
}

/**
 * A NOT is only executable as "minus" next to a positive set: `a NOT b`, never
 * `NOT a` alone, `a OR NOT b` or `a NOT (NOT b NOT c)`.
 */
function checkNegations(root: SearchQueryNode, positions: ReadonlyMap<SearchQueryNode, number>): void {
  const at = (node: SearchQueryNode): number => positions.get(node) ?? 0;
  if (!hasPositiveLeaf(root)) throw new SearchQuerySyntaxError('only_negations', at(root));
  const visit = (node: SearchQueryNode, parent: 'root' | 'and' | 'or' | 'not'): void => {
    if (node.kind === 'not' || (node.kind === 'and' && node.children.every((child) => child.kind === 'not'))) {
      if (parent === 'root') throw new SearchQuerySyntaxError('only_negations', at(node));
      if (parent === 'or') throw new SearchQuerySyntaxError('negated_or_operand', at(node));
      if (node.kind === 'and') throw new SearchQuerySyntaxError('negated_group', at(node));
    }
    if (node.kind === 'not') visit(node.child, 'not');
    if (node.kind === 'and' || node.kind === 'or') for (const child of node.children) visit(child, node.kind);
  };
  visit(root, 'root');
}

function hasPositiveLeaf(node: SearchQueryNode): boolean {
  if (node.kind === 'not') return false;
  if (node.kind === 'and' || node.kind === 'or') return node.children.some(hasPositiveLeaf);
  return true;
}
