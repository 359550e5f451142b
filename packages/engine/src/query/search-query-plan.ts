import { collectPositiveTerms } from './search-query-format';
import { toFts5Match, toTsQuery } from './search-query-fts';
import type { SearchPlan, SearchPlanNode, SearchQueryNode } from './search-query.types';

/**
 * Turns a parsed query into sets a repository can compute with indexes only.
 *
 * Each largest text-only part becomes one 'text' node (one FTS5 MATCH / one tsquery),
 * so text is handled by the full-text engine in one go, including its NOTs. Concept,
 * journal and identifier leaves become lookups. An AND becomes 'intersect' (its text
 * children merged into one text node; negated non-text children, or negated text
 * without a positive text sibling, go to `exclude`); an OR becomes 'union' (its text
 * children merged into one text node).
 *
 * How a repository runs it: translate each plan node to a predicate on the article id,
 * which works alike on both engines (and with Kysely's expression builder):
 * - text, SQLite:  `id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)` with `fts5`
 * - text, PostgreSQL: `id IN (SELECT id FROM articles WHERE search_vector @@ to_tsquery(cfg, $1))` with `tsquery`
 * - concept: `id IN (SELECT article_id FROM article_concepts WHERE concept_id = ?)`
 * - journal: `journal_id = ?`; identifier: `id IN (SELECT article_id FROM article_identifiers
 *   WHERE kind = ? AND value = ?)` with SEARCH_IDENTIFIER_STORED_KIND
 * - intersect: `(p1 AND p2 AND NOT e1 AND NOT e2)`; union: `(p1 OR p2)`
 * Parenthesised INTERSECT/UNION/EXCEPT would also do on PostgreSQL, but SQLite does not
 * allow parentheses around compound SELECTs, hence predicates. `ranking` orders the
 * result (bm25 over `MATCH ranking.fts5` in a LEFT JOIN; `ts_rank(search_vector,
 * to_tsquery(cfg, ranking.tsquery))`).
 *
 * Expects a tree from `parseSearchQuery`; throws for a hand-built tree whose NOTs have
 * no positive sibling, since such a set cannot be computed without scanning everything.
 */
export function planSearchQuery(node: SearchQueryNode): SearchPlan {
  return { root: plan(node), ranking: rankingOf(node) };
}

function plan(node: SearchQueryNode): SearchPlanNode {
  if (isTextOnly(node)) return textNode(node);
  switch (node.kind) {
    case 'concept':
      return { kind: 'concept', conceptId: node.conceptId };
    case 'journal':
      return { kind: 'journal', journalId: node.journalId };
    case 'identifier':
      return { kind: 'identifier', idKind: node.idKind, value: node.value };
    case 'or':
      return planOr(node.children);
    case 'and':
      return planAnd(node.children);
    default:
      throw new Error('A NOT must stand next to a positive term under AND.');
  }
}

function planOr(children: readonly SearchQueryNode[]): SearchPlanNode {
  const text = children.filter(isTextOnly);
  const parts: SearchPlanNode[] = [];
  let textPlaced = false;
  for (const child of children) {
    if (!isTextOnly(child)) {
      parts.push(plan(child));
    } else if (!textPlaced) {
      parts.push(textNode(text.length === 1 ? text[0]! : { kind: 'or', children: text }));
      textPlaced = true;
    }
  }
  return parts.length === 1 ? parts[0]! : { kind: 'union', children: parts };
}

function planAnd(children: readonly SearchQueryNode[]): SearchPlanNode {
  const positiveText = children.filter((child) => child.kind !== 'not' && isTextOnly(child));
  const negatedText = children.flatMap((child) => (child.kind === 'not' && isTextOnly(child.child) ? [child] : []));
  const include: SearchPlanNode[] = [];
  const exclude: SearchPlanNode[] = [];
  let textPlaced = false;
  for (const child of children) {
    if (child.kind === 'not') {
      if (!isTextOnly(child.child)) exclude.push(plan(child.child));
    } else if (!isTextOnly(child)) {
      include.push(plan(child));
    } else if (!textPlaced) {
      // FTS handles "x NOT y" itself, so negated text rides along with positive text.
      const merged = [...positiveText, ...negatedText];
      include.push(textNode(merged.length === 1 ? merged[0]! : { kind: 'and', children: merged }));
      textPlaced = true;
    }
  }
  if (!textPlaced && negatedText.length > 0) {
    const negated = negatedText.map((not) => not.child);
    exclude.unshift(textNode(negated.length === 1 ? negated[0]! : { kind: 'or', children: negated }));
  }
  if (include.length === 0) throw new Error('An AND needs a term that is not negated.');
  return include.length === 1 && exclude.length === 0 ? include[0]! : { kind: 'intersect', include, exclude };
}

function textNode(node: SearchQueryNode): SearchPlanNode {
  return { kind: 'text', fts5: toFts5Match(node), tsquery: toTsQuery(node) };
}

function isTextOnly(node: SearchQueryNode): boolean {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return true;
    case 'and':
    case 'or':
      return node.children.every(isTextOnly);
    case 'not':
      return isTextOnly(node.child);
    default:
      return false;
  }
}

function rankingOf(node: SearchQueryNode): SearchPlan['ranking'] {
  const terms = collectPositiveTerms(node);
  if (terms.length === 0) return null;
  const leaves: SearchQueryNode[] = terms.map((term) =>
    term.phrase
      ? { kind: 'phrase', field: term.field, words: term.words }
      : { kind: 'term', field: term.field, value: term.words[0] ?? '' },
  );
  const any: SearchQueryNode = leaves.length === 1 ? leaves[0]! : { kind: 'or', children: leaves };
  return { fts5: toFts5Match(any), tsquery: toTsQuery(any) };
}
