import { sql } from 'kysely';
import { AUTHOR_METRIC_KEYS } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

/** Whole-corpus reads of the periodic corpus refresh (see corpus-refresh.usecases.ts). */
export function createCorpusRefreshRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async articleFacts() {
      return k
        .selectFrom('articles')
        .select(['id', 'journalId', 'year', 'citationsCount', 'authorsCount', 'notable'])
        .orderBy('id')
        .execute();
    },

    /** Every (author, article) pair, grouped by author. */
    async authorshipPairs() {
      return k.selectFrom('authorships').select(['authorId', 'articleId']).orderBy('authorId').execute();
    },

    async authorMetricRows() {
      return k
        .selectFrom('authors')
        .select(['id', ...AUTHOR_METRIC_KEYS])
        .execute();
    },

    async journalRows() {
      return k.selectFrom('journals').select(['id', 'impactFactor', 'articlesCount']).execute();
    },

    /** Stored and recounted concept DF of every concept whose stored value is wrong. */
    async conceptDfDrift(): Promise<Array<{ id: number; df: number }>> {
      const { rows } = await sql<{ id: number; df: number }>`
        SELECT c.id, COALESCE(p.n, 0) AS df FROM concepts c
        LEFT JOIN (SELECT concept_id, COUNT(*) AS n FROM article_concepts GROUP BY concept_id) p ON p.concept_id = c.id
        WHERE c.df <> COALESCE(p.n, 0)`.execute(k);
      return rows.map((r) => ({ id: Number(r.id), df: Number(r.df) }));
    },

    async literalDfs(): Promise<Array<{ id: number; df: number }>> {
      return k.selectFrom('conceptLiterals').select(['id', 'df']).execute();
    },

    /** Article texts in id order, `limit` at a time after `afterId`. */
    async articleTextsAfter(afterId: number, limit: number) {
      return k
        .selectFrom('articles')
        .select(['id', 'title', 'abstract'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async articleCount(): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
