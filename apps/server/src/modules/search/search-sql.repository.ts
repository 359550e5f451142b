import { sql, type RawBuilder } from 'kysely';
import { SEARCH_IDENTIFIER_STORED_KIND, type SearchPlan, type SearchPlanNode } from '@sciscope/engine';
import { MAX_ENTITY_ID } from '@sciscope/contracts';
import type { DbDialect } from '../../app/database/kysely';

/**
 * SQL pieces of the search repository, per engine. Every plan node becomes a set of article ids built
 * from indexes only (FTS5 / tsvector GIN, article_concepts, the journal index, identifiers),
 * so one translation serves SQLite and PostgreSQL; the dialects differ only in the full-text
 * lookup and its score. Every value from the query is a bound parameter; only constants of
 * this file are inlined.
 *
 * Text score (higher is better):
 * - SQLite: −bm25 with column weights title 10, abstract 3, authors 2;
 * - PostgreSQL: ts_rank with weights A (title) 1.0, B (abstract) 0.3, C (authors) 0.2, the
 *   same proportions, without length normalisation (ts_rank already damps repeated words).
 */
const SQLITE_RANK = sql.raw(`rank MATCH 'bm25(10.0, 3.0, 2.0)'`);
const PG_CONFIG = sql.raw(`'english'`);
const PG_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.3, 1.0}'::float4[]`);

type Sql = RawBuilder<unknown>;

/**
 * The empty set, for ids no row can have: the parser accepts up to 15 digits, while ids are
 * 32-bit integers on PostgreSQL, where comparing with a larger number is an error.
 */
const NOTHING = sql`SELECT id FROM articles WHERE 1 = 0`;

function tsquery(text: string): Sql {
  return sql`to_tsquery(${PG_CONFIG}, ${text})`;
}

/**
 * The ids of the articles matching one plan node, as a `SELECT id`: index lookups for the
 * leaves, INTERSECT / EXCEPT / UNION for the inner nodes (compound selects work alike on
 * both engines, and never read article rows).
 */
export function planIdSet(node: SearchPlanNode, dialect: DbDialect): Sql {
  switch (node.kind) {
    case 'text':
      return dialect === 'sqlite'
        ? sql`SELECT rowid AS id FROM articles_fts WHERE articles_fts MATCH ${node.fts5}`
        : sql`SELECT id FROM articles WHERE search_vector @@ ${tsquery(node.tsquery)}`;
    case 'concept':
      if (node.conceptId > MAX_ENTITY_ID) return NOTHING;
      return sql`SELECT article_id AS id FROM article_concepts WHERE concept_id = ${node.conceptId}`;
    case 'journal':
      if (node.journalId > MAX_ENTITY_ID) return NOTHING;
      // Through the (journal_id, year) index, which also holds the id: no table reads.
      return sql`SELECT id FROM articles WHERE journal_id = ${node.journalId}`;
    case 'identifier':
      return sql`SELECT article_id AS id FROM article_identifiers WHERE kind = ${SEARCH_IDENTIFIER_STORED_KIND[node.idKind]} AND value = ${node.value}`;
    case 'intersect': {
      const included = sql.join(
        node.include.map((child) => operand(child, dialect)),
        sql` INTERSECT `,
      );
      if (node.exclude.length === 0) return included;
      // Compound operators bind left to right: ((a ∩ b) − c) − d.
      return sql`${included} EXCEPT ${sql.join(
        node.exclude.map((child) => operand(child, dialect)),
        sql` EXCEPT `,
      )}`;
    }
    case 'union':
      return sql.join(
        node.children.map((child) => operand(child, dialect)),
        sql` UNION `,
      );
  }
}

function operand(node: SearchPlanNode, dialect: DbDialect): Sql {
  return sql`SELECT id FROM (${planIdSet(node, dialect)}) AS s`;
}

/**
 * The full-text node that drives the search, when there is one: the root itself, or a text
 * node every match must satisfy (an `include` of the root intersection). The search then
 * starts from the full-text index and scores with the same lookup: one index pass, the
 * other parts of the intersection becoming `id IN (…)` / `id NOT IN (…)` filters.
 */
function splitDriver(
  root: SearchPlanNode,
): { driver: Extract<SearchPlanNode, { kind: 'text' }>; include: SearchPlanNode[]; exclude: SearchPlanNode[] } | null {
  if (root.kind === 'text') return { driver: root, include: [], exclude: [] };
  if (root.kind !== 'intersect') return null;
  const index = root.include.findIndex((node) => node.kind === 'text');
  const driver = root.include[index];
  if (!driver || driver.kind !== 'text') return null;
  return { driver, include: root.include.filter((_, i) => i !== index), exclude: root.exclude };
}

function filters(split: { include: SearchPlanNode[]; exclude: SearchPlanNode[] }, dialect: DbDialect, id: Sql): Sql {
  const parts = [
    ...split.include.map((node) => sql`${id} IN (${planIdSet(node, dialect)})`),
    ...split.exclude.map((node) => sql`${id} NOT IN (${planIdSet(node, dialect)})`),
  ];
  return parts.length === 0 ? sql`` : sql` AND ${sql.join(parts, sql` AND `)}`;
}

/**
 * `SELECT id[, s]` of every matching article, `s` being the text score (0 when the query
 * has no words). Without `withScore` the score is left out (counting, citation order).
 */
export function matchedArticles(plan: SearchPlan, dialect: DbDialect, { withScore }: { withScore: boolean }): Sql {
  const split = splitDriver(plan.root);
  if (dialect === 'sqlite') {
    if (split) {
      // Unary + keeps FTS5 from turning `rowid IN (…)` into one index lookup per listed id.
      const score = withScore ? sql`, -rank AS s` : sql``;
      const rank = withScore ? sql` AND ${SQLITE_RANK}` : sql``;
      return sql`SELECT articles_fts.rowid AS id${score} FROM articles_fts
        WHERE articles_fts MATCH ${split.driver.fts5}${rank}${filters(split, dialect, sql.raw('+articles_fts.rowid'))}`;
    }
    const set = planIdSet(plan.root, dialect);
    if (!withScore) return sql`SELECT m.id AS id FROM (${set}) AS m`;
    if (!plan.ranking) return sql`SELECT m.id AS id, 0.0 AS s FROM (${set}) AS m`;
    // Materialised: joined as a plain subquery, SQLite would rerun the MATCH for every article.
    return sql`WITH r AS MATERIALIZED (SELECT rowid AS id, -rank AS s FROM articles_fts WHERE articles_fts MATCH ${plan.ranking.fts5} AND ${SQLITE_RANK})
      SELECT m.id AS id, COALESCE(r.s, 0.0) AS s FROM (${set}) AS m LEFT JOIN r ON r.id = m.id`;
  }
  if (split) {
    const score = withScore
      ? sql`, ts_rank(${PG_WEIGHTS}, a.search_vector, ${tsquery(split.driver.tsquery)}) AS s`
      : sql``;
    return sql`SELECT a.id AS id${score} FROM articles a
      WHERE a.search_vector @@ ${tsquery(split.driver.tsquery)}${filters(split, dialect, sql.raw('a.id'))}`;
  }
  const set = planIdSet(plan.root, dialect);
  if (!withScore) return sql`SELECT m.id AS id FROM (${set}) AS m`;
  if (!plan.ranking) return sql`SELECT m.id AS id, 0.0 AS s FROM (${set}) AS m`;
  return sql`SELECT m.id AS id, COALESCE(ts_rank(${PG_WEIGHTS}, a.search_vector, ${tsquery(plan.ranking.tsquery)}), 0) AS s
    FROM (${set}) AS m JOIN articles a ON a.id = m.id`;
}

/** Weights of the relevance formula (see search.repository.ts). */
export const RELEVANCE_WEIGHTS = {
  /** Added, in proportion, for the query's concepts an article carries. */
  concepts: 0.25,
  /** Added for citations, on a log scale that saturates at CITATIONS_CAP. */
  citations: 0.05,
} as const;
/** Citations at which the citation prior reaches its full weight. */
export const CITATIONS_CAP = 10_000;

const float = (value: number) => sql.raw(`CAST(${Number(value)} AS DOUBLE PRECISION)`);

/**
 * The relevance score of a row with text score `s`, `maxS` the best text score of the
 * query, `hits` the number of the query's `conceptCount` concepts it carries and
 * `citations` its citation count. Written with CASE and CAST only, so it reads the same
 * on both engines.
 */
export function relevanceScore({
  s,
  maxS,
  hits,
  conceptCount,
  citations,
}: {
  s: Sql;
  maxS: Sql;
  hits: Sql;
  conceptCount: number;
  citations: Sql;
}): Sql {
  const text = sql`CASE WHEN ${maxS} > 0 THEN CAST(${s} AS DOUBLE PRECISION) / CAST(${maxS} AS DOUBLE PRECISION) ELSE ${float(0)} END`;
  const concepts =
    conceptCount > 0
      ? sql` + ${float(RELEVANCE_WEIGHTS.concepts / conceptCount)} * CAST(${hits} AS DOUBLE PRECISION)`
      : sql``;
  // An unknown count (UNKNOWN_COUNT, below 0) weighs as an uncited article's: ln(1 + −1) would be
  // NULL on SQLite (the article sorted last whatever its text) and an error on PostgreSQL.
  const known = sql`CASE WHEN ${citations} > 0 THEN CAST(${citations} AS DOUBLE PRECISION) ELSE ${float(0)} END`;
  const prior = sql`ln(${float(1)} + ${known}) / ${float(Math.log(1 + CITATIONS_CAP))}`;
  const clamped = sql`CASE WHEN ${prior} > ${float(1)} THEN ${float(1)} ELSE ${prior} END`;
  return sql`(${text}${concepts} + ${float(RELEVANCE_WEIGHTS.citations)} * ${clamped})`;
}

/** How many of `conceptIds` the article `articleId` carries: primary-key lookups, for a few rows. */
export function conceptHitsOf(articleId: Sql, conceptIds: readonly number[]): Sql {
  return sql`(SELECT COUNT(*) FROM article_concepts ac
    WHERE ac.article_id = ${articleId} AND ac.concept_id IN (${sql.join(conceptIds.map((id) => sql`${id}`))}))`;
}
