import {
  MONITORING_QUERY_LIMITS,
  MONITORING_QUERY_MESSAGES,
  topicNotFoundMessage,
  unquotedSpacesMessage,
  type MonitoringQueryErrorCode,
} from './monitoring-messages';
import { tokenizeMonitoringQuery, type MonitoringToken } from './monitoring-query-tokenizer';
import type { MonitoringCondition, MonitoringTreeItem, MonitoringUnary } from './monitoring.types';

/** One problem of an advanced query: a stable code, the message to show, where it was found. */
export interface MonitoringQueryError {
  code: MonitoringQueryErrorCode | 'double_unary';
  message: string;
  position: number;
}

export type MonitoringQueryParseResult =
  { ok: true; tree: MonitoringTreeItem | null } | { ok: false; errors: MonitoringQueryError[] };

const DOUBLE_UNARY = 'NOT, BOOST and NEGATE cannot be combined on one topic or group.';

class StructureError extends Error {
  constructor(
    readonly code: MonitoringQueryError['code'],
    readonly position: number,
  ) {
    super(
      code === 'double_unary'
        ? DOUBLE_UNARY
        : MONITORING_QUERY_MESSAGES[code as keyof typeof MONITORING_QUERY_MESSAGES],
    );
  }
}

const error = (code: MonitoringQueryError['code'], position: number, message?: string): MonitoringQueryError => ({
  code,
  position,
  message: message ?? new StructureError(code, position).message,
});

/** Case-insensitive lookup of topic titles (titles are unique case-insensitively). */
function topicLookup(titles: readonly string[]): (name: string) => number {
  const byKey = new Map<string, number>();
  titles.forEach((title, index) => {
    const key = title.trim().toLowerCase();
    if (!byKey.has(key)) byKey.set(key, index);
  });
  return (name) => byKey.get(name.trim().toLowerCase()) ?? -1;
}

/**
 * Parses the advanced (text) form of a monitoring tree against the monitoring's topic titles.
 *
 * Grammar, loosest binding first: `a OR b`, then `a AND b`, then a unary `NOT`, `BOOST` or
 * `NEGATE` before a topic or a parenthesised group. Operators count in capitals only; topic
 * names are bare words or written between double quotes (needed when they contain spaces, and
 * for a topic called like an operator). A chain of one operator is one node (`a OR b OR c`);
 * parentheses always make a node of their own, so a tree printed by `formatMonitoringTree`
 * parses back to the same tree. An empty text is an empty tree.
 *
 * Checks in order: the closing quotation mark, then the parentheses (each stops the check),
 * then the structure (its first problem), every unknown topic, and a unary at the root.
 * Never throws.
 */
export function parseMonitoringQuery(text: string, topicTitles: readonly string[]): MonitoringQueryParseResult {
  if (text.length > MONITORING_QUERY_LIMITS.maxLength) return { ok: false, errors: [error('too_long', 0)] };
  const tokenized = tokenizeMonitoringQuery(text);
  if (!tokenized.ok) return { ok: false, errors: [error('unclosed_quote', tokenized.position)] };
  const parentheses = checkParentheses(tokenized.tokens);
  if (parentheses) return { ok: false, errors: [parentheses] };

  const find = topicLookup(topicTitles);
  const errors: MonitoringQueryError[] = [];
  const tokens = joinUnquotedNames(tokenized.tokens, find, errors);
  const unknown = new Set<string>();
  for (const token of tokens) {
    if (token.type !== 'name' || find(token.name) >= 0) continue;
    const key = token.name.toLowerCase();
    if (unknown.has(key)) continue;
    unknown.add(key);
    errors.push(error('topic_not_found', token.position, topicNotFoundMessage(token.name)));
  }
  if (tokens.length === 0) return errors.length ? { ok: false, errors } : { ok: true, tree: null };

  let tree: MonitoringTreeItem;
  try {
    tree = new Parser(tokens, find).parse();
  } catch (thrown) {
    if (!(thrown instanceof StructureError)) throw thrown;
    return { ok: false, errors: [error(thrown.code, thrown.position), ...errors] };
  }
  if (tree.unary) errors.push(error('unary_at_root', tokens[0]!.position));
  return errors.length ? { ok: false, errors } : { ok: true, tree };
}

function checkParentheses(tokens: readonly MonitoringToken[]): MonitoringQueryError | null {
  const open: number[] = [];
  for (const token of tokens) {
    if (token.type === 'lparen') {
      open.push(token.position);
      if (open.length > MONITORING_QUERY_LIMITS.maxDepth) return error('too_deep', token.position);
    } else if (token.type === 'rparen' && open.pop() === undefined) {
      return error('unbalanced_parenthesis', token.position);
    }
  }
  const unclosed = open.at(-1);
  return unclosed === undefined ? null : error('unbalanced_parenthesis', unclosed);
}

/**
 * `Topic 0 AND …` written without quotes, where a topic "Topic 0" exists: the bare words are
 * joined into that name (so the rest can still be checked) with a message asking for quotes,
 * rather than reporting "Topic 'Topic' not found." for a name the user plainly meant.
 */
function joinUnquotedNames(
  tokens: readonly MonitoringToken[],
  find: (name: string) => number,
  errors: MonitoringQueryError[],
): MonitoringToken[] {
  const out: MonitoringToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'name' && !token.quoted) {
      let best = -1;
      let words = token.name;
      for (let j = i + 1; j < tokens.length; j++) {
        const next = tokens[j]!;
        if (next.type !== 'name' || next.quoted) break;
        words += ` ${next.name}`;
        if (find(words) >= 0) best = j;
      }
      if (best > i) {
        const name = tokens
          .slice(i, best + 1)
          .map((t) => (t as { name: string }).name)
          .join(' ');
        errors.push(error('unquoted_spaces', token.position, unquotedSpacesMessage(name)));
        out.push({ type: 'name', name, quoted: true, position: token.position });
        i = best;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

class Parser {
  private index = 0;

  constructor(
    private readonly tokens: readonly MonitoringToken[],
    private readonly find: (name: string) => number,
  ) {}

  parse(): MonitoringTreeItem {
    const root = this.parseChain('OR');
    const extra = this.peek();
    // Balanced parentheses leave nothing behind but an operand without an operator.
    if (extra) throw new StructureError('missing_operator', extra.position);
    return root;
  }

  private peek(): MonitoringToken | undefined {
    return this.tokens[this.index];
  }

  private endPosition(): number {
    const last = this.tokens.at(-1);
    return last ? last.position + 1 : 0;
  }

  /** `a OR b OR …` (whose operands are AND chains), or `a AND b AND …` (whose operands are terms). */
  private parseChain(condition: MonitoringCondition): MonitoringTreeItem {
    const operand = () => (condition === 'OR' ? this.parseChain('AND') : this.parseTerm());
    const children = [operand()];
    for (;;) {
      const next = this.peek();
      if (next?.type === 'operator' && next.operator === condition) {
        this.index += 1;
        const after = this.peek();
        if (after?.type === 'operator') throw new StructureError('adjacent_operators', after.position);
        children.push(operand());
      } else if (next && (next.type === 'name' || next.type === 'lparen' || next.type === 'unary')) {
        throw new StructureError('missing_operator', next.position);
      } else {
        break;
      }
    }
    return children.length === 1 ? children[0]! : { condition, children };
  }

  /** A topic or a parenthesised group, with at most one unary before it. */
  private parseTerm(): MonitoringTreeItem {
    const token = this.peek();
    if (token?.type !== 'unary') return this.parsePrimary();
    this.index += 1;
    const next = this.peek();
    if (next?.type === 'unary') throw new StructureError('double_unary', next.position);
    if (!next || next.type === 'operator' || next.type === 'rparen') {
      throw new StructureError('unary_without_operand', token.position);
    }
    const operand = this.parsePrimary();
    if (operand.unary) throw new StructureError('double_unary', token.position);
    return withUnary(operand, token.unary);
  }

  private parsePrimary(): MonitoringTreeItem {
    const token = this.peek();
    if (!token || token.type === 'rparen') {
      throw new StructureError('missing_operand', token?.position ?? this.endPosition());
    }
    if (token.type === 'operator') throw new StructureError('missing_operand', token.position);
    if (token.type === 'unary') throw new StructureError('double_unary', token.position);
    this.index += 1;
    if (token.type === 'name') return { topicId: this.find(token.name) };
    // An opening parenthesis (the balance was checked before).
    if (this.peek()?.type === 'rparen') throw new StructureError('empty_group', token.position);
    const inner = this.parseChain('OR');
    this.index += 1;
    return inner;
  }
}

function withUnary(item: MonitoringTreeItem, unary: MonitoringUnary): MonitoringTreeItem {
  return { ...item, unary };
}
