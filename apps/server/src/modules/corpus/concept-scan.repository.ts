import { sql } from 'kysely';
import { nowIso, type Db } from '../../app/database/kysely';

/** Reads and writes of the concept rescan queue and of article-concept pairs. */
export function createConceptScanRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async queueSize(): Promise<number> {
      const row = await k
        .selectFrom('rescanQueue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The first `limit` queued article ids. */
    async nextQueued(limit: number): Promise<number[]> {
      const rows = await k.selectFrom('rescanQueue').select('articleId').orderBy('articleId').limit(limit).execute();
      return rows.map((r) => r.articleId);
    },

    async articleTexts(ids: number[]) {
      if (ids.length === 0) return [];
      return k.selectFrom('articles').select(['id', 'title', 'abstract']).where('id', 'in', ids).execute();
    },

    /** Stored pairs of the given articles. */
    async pairsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return k.selectFrom('articleConcepts').select(['articleId', 'conceptId']).where('articleId', 'in', ids).execute();
    },

    async deletePairs(ids: number[]): Promise<void> {
      if (ids.length) await k.deleteFrom('articleConcepts').where('articleId', 'in', ids).execute();
    },

    async dequeue(ids: number[]): Promise<void> {
      if (ids.length) await k.deleteFrom('rescanQueue').where('articleId', 'in', ids).execute();
    },

    /**
     * Puts every article on the queue and zeroes literal DF (the rescan counts it again from
     * scratch, batch by batch, so it is exact when the queue is done).
     */
    async queueAll(reason: string): Promise<void> {
      await sql`INSERT INTO rescan_queue (article_id, reason, queued_at)
        SELECT id, ${reason}, ${nowIso()} FROM articles WHERE true
        ON CONFLICT (article_id) DO NOTHING`.execute(k);
      // (SQLite reads "FROM articles ON" as the start of a join: the WHERE ends the SELECT.)
      await k.updateTable('conceptLiterals').set({ df: 0 }).execute();
    },

    async queueArticles(ids: number[], reason: string): Promise<void> {
      const now = nowIso();
      for (let i = 0; i < ids.length; i += 500) {
        await k
          .insertInto('rescanQueue')
          .values(ids.slice(i, i + 500).map((articleId) => ({ articleId, reason, queuedAt: now })))
          .onConflict((oc) => oc.column('articleId').doNothing())
          .execute();
      }
    },

    async hasArticles(): Promise<boolean> {
      return (await k.selectFrom('articles').select('id').limit(1).executeTakeFirst()) !== undefined;
    },
  };
}

export type ConceptScanRepository = ReturnType<typeof createConceptScanRepository>;
