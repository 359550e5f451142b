import { sql, type RawBuilder } from 'kysely';
import type { SearchSort } from '@sciscope/contracts';
import { SEARCH_IDENTIFIER_STORED_KIND, type SearchIdentifierNode, type SearchPlan } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { conceptHitsOf, matchedArticles, relevanceScore } from './search-sql.repository';

/**
 * Relevance, in two stages.
 *
 * Stage 1 takes the RERANK_POOL (250, five pages) matches with the best text score `text(d)` (SQLite −bm25,
 * PostgreSQL ts_rank; see search-sql.repository.ts), ties to the higher id. Stage 2 orders that pool by
 *
 *   score(d) = text(d) / max text + 0.25 · C(d) + 0.05 · min(1, ln(1 + citations(d)) / ln(1 + 10000))
 *
 * where C(d) is the share of the query's concepts (concepts whose literals occur in the
 * query's words, found by the concept matcher) that the article carries. Matches beyond
 * the pool follow in text-score order. Scoring the whole match set would read every
 * matching article row (tens of thousands for a common word); reranking the pool reads at
 * most RERANK_POOL, and the concept and citation terms, worth at most 0.3 together, are
 * meant to reorder close text matches, not to lift weak ones from far down.
 *
 * A query without words (`c:12`, `j:4 AND NOT c:7`) has no text score: its relevance order
 * is the citation order. `date` is year descending (unknown years last), then the score
 * above over all matches; `citations` is citations descending, then higher id.
 */
export const RERANK_POOL = 250;

/** From this many matches on, citation order walks the citations index (see citationOrder). */
const DENSE_MATCHES = 2000;

/** What every page query needs: the plan, the query's concepts, and the page bounds. */
interface PageQuery {
  plan: SearchPlan;
  conceptIds: number[];
  limit: number;
  offset: number;
}

export interface SearchPage {
  ids: number[];
  total: number;
}

export function createSearchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const dialect = db.dialect;

  async function ids(query: RawBuilder<{ id: number }>): Promise<number[]> {
    const { rows } = await query.execute(k);
    return rows.map((row) => Number(row.id));
  }

  async function count(plan: SearchPlan): Promise<number> {
    const matched = matchedArticles(plan, dialect, { withScore: false });
    const { rows } = await sql<{ total: number }>`SELECT COUNT(*) AS total FROM (${matched}) m`.execute(k);
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * Relevance order inside the pool of the best text matches (stage 2), each row with the
   * number of all matches: the window count rides on the one full-text pass that finds the
   * pool, so a first page needs no separate COUNT pass over the matches.
   */
  function rerankPool({ plan, conceptIds, pool, limit, offset }: PageQuery & { pool: number }) {
    const score = relevanceScore({
      s: sql.raw('p.s'),
      maxS: sql.raw('(SELECT MAX(s) FROM pool)'),
      hits: conceptIds.length > 0 ? conceptHitsOf(sql.raw('p.id'), conceptIds) : sql.raw('0'),
      conceptCount: conceptIds.length,
      citations: sql.raw('a.citations_count'),
    });
    return sql<{ id: number; total: number }>`WITH pool AS MATERIALIZED (
        SELECT m.id, m.s, COUNT(*) OVER () AS total FROM (${matchedArticles(plan, dialect, { withScore: true })}) m
        ORDER BY m.s DESC, m.id DESC LIMIT ${pool})
      SELECT p.id, p.total FROM pool p JOIN articles a ON a.id = p.id
      ORDER BY ${score} DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }

  /** Matches beyond the pool, in text-score order. */
  function textOrderTail({ plan, limit, offset }: PageQuery) {
    return sql<{ id: number }>`SELECT m.id FROM (${matchedArticles(plan, dialect, { withScore: true })}) m
      ORDER BY m.s DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }

  function citationOrder({ plan, limit, offset, total }: PageQuery & { total: number }) {
    // Many matches: walk the citations index from the top and stop after one page, instead of
    // reading every matching row to sort it (SQLite would not pick this plan by itself).
    const walk = dialect === 'sqlite' && total >= DENSE_MATCHES ? sql` INDEXED BY articles_citations_idx` : sql``;
    return sql<{ id: number }>`SELECT a.id FROM articles a${walk}
      WHERE a.id IN (${matchedArticles(plan, dialect, { withScore: false })})
      ORDER BY a.citations_count DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }

  /**
   * Year order (unknown years last), then the relevance score, with the number of matches.
   * Only rows of the years the page reaches are scored: the year of the page's last row bounds
   * them (every row ranked up to the page's end has that year or a later one, or the page runs
   * into the unknown years and every row counts). Scoring all matches, with a concept count per
   * row, cost several times the full-text lookup on common words.
   */
  function dateOrder({ plan, conceptIds, limit, offset }: PageQuery) {
    const score = relevanceScore({
      s: sql.raw('m.s'),
      maxS: sql.raw('(SELECT mx FROM top)'),
      hits: conceptIds.length > 0 ? conceptHitsOf(sql.raw('m.id'), conceptIds) : sql.raw('0'),
      conceptCount: conceptIds.length,
      citations: sql.raw('m.citations_count'),
    });
    const yearOrder = (alias: string) =>
      sql.raw(`CASE WHEN ${alias}.year IS NULL THEN 1 ELSE 0 END, ${alias}.year DESC`);
    return sql<{ id: number; total: number }>`WITH m AS MATERIALIZED (
        SELECT f.id, f.s, a.year, a.citations_count
        FROM (${matchedArticles(plan, dialect, { withScore: true })}) f JOIN articles a ON a.id = f.id),
      bound AS (SELECT m.year FROM m ORDER BY ${yearOrder('m')} LIMIT 1 OFFSET ${offset + limit - 1}),
      top AS (SELECT MAX(m.s) AS mx, COUNT(*) AS total FROM m)
      SELECT m.id, (SELECT total FROM top) AS total FROM m
      WHERE (SELECT year FROM bound) IS NULL OR m.year >= (SELECT year FROM bound)
      ORDER BY ${yearOrder('m')}, ${score} DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }

  return {
    /**
     * One page of matching article ids in `sort` order, and the number of matches (one
     * COUNT query over the same match set; exact, which this corpus size affords).
     */
    async searchArticleIds({
      plan,
      sort,
      offset,
      limit,
      conceptIds,
      pool = RERANK_POOL,
    }: {
      plan: SearchPlan;
      sort: SearchSort;
      offset: number;
      limit: number;
      conceptIds: number[];
      /** Size of the reranked pool (tests use a small one). */
      pool?: number;
    }): Promise<SearchPage> {
      if (sort === 'relevance' && plan.ranking && offset < pool) {
        const { rows } = await rerankPool({
          plan,
          conceptIds,
          pool,
          limit: Math.min(limit, pool - offset),
          offset,
        }).execute(k);
        // No row: no match at all, or a page past the matches; only then is a count needed.
        const total = rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : await count(plan);
        const page = rows.map((row) => Number(row.id));
        const end = offset + limit;
        if (end > pool && total > pool) {
          page.push(...(await ids(textOrderTail({ plan, conceptIds, limit: end - pool, offset: pool }))));
        }
        return { ids: page, total };
      }
      if (sort === 'date') {
        const { rows } = await dateOrder({ plan, conceptIds, limit, offset }).execute(k);
        const total = rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : await count(plan);
        return { ids: rows.map((row) => Number(row.id)), total };
      }
      const total = await count(plan);
      if (total === 0 || offset >= total) return { ids: [], total };
      if (sort === 'citations' || (sort === 'relevance' && !plan.ranking)) {
        return { ids: await ids(citationOrder({ plan, conceptIds, limit, offset, total })), total };
      }
      // Relevance past the pool: text-score order.
      return { ids: await ids(textOrderTail({ plan, conceptIds, limit, offset })), total };
    },

    /** The article holding an identifier (kind as the importer stores it), or null. */
    async findArticleIdByIdentifier({ identifier }: { identifier: SearchIdentifierNode }): Promise<number | null> {
      const row = await k
        .selectFrom('articleIdentifiers')
        .select('articleId')
        .where('kind', '=', SEARCH_IDENTIFIER_STORED_KIND[identifier.idKind])
        .where('value', '=', identifier.value)
        .orderBy('articleId')
        .executeTakeFirst();
      return row?.articleId ?? null;
    },

    /** Whether any concept is stored (an empty ontology is not worth building a matcher for). */
    async hasConcepts(): Promise<boolean> {
      return (await k.selectFrom('concepts').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /**
     * A cheap summary of the stored ontology that changes whenever concepts, literals or
     * relations are added, deleted or edited (edits touch `date_modified`), and whenever the
     * corpus-driven pass changes what matching reads without an edit: a literal's ambiguity flag
     * or blocked contexts, a concept suggested as basic (weighted by id, so one flag set and
     * another cleared still move it).
     */
    async ontologyFingerprint(): Promise<string> {
      const { rows } = await sql<Record<string, unknown>>`SELECT
          (SELECT COUNT(*) FROM concepts) AS concepts,
          (SELECT MAX(date_modified) FROM concepts) AS modified,
          (SELECT SUM(deleted) FROM concepts) AS deleted,
          (SELECT COUNT(*) FROM concept_literals) AS literals,
          (SELECT MAX(id) FROM concept_literals) AS last_literal,
          (SELECT COUNT(*) FROM concept_relations) AS relations,
          (SELECT COUNT(*) FROM concept_related) AS related,
          (SELECT SUM(CAST(id AS BIGINT) * basic_suggested) FROM concepts) AS suggested,
          (SELECT SUM(CAST(id AS BIGINT) * is_ambiguous) FROM concept_literals) AS ambiguous,
          (SELECT SUM(CAST(id AS BIGINT) * LENGTH(blocked_contexts)) FROM concept_literals) AS blocked`.execute(k);
      return JSON.stringify(rows[0] ?? {});
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
