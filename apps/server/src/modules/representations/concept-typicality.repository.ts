/**
 * Reads and writes of `article_concepts.typicality` (migration 0019), on SQLite and PostgreSQL
 * alike: one `UPDATE … FROM (VALUES …)` per slice of pairs.
 */
import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

/** One stored (article, concept) pair and its typicality (null: unknown). */
export interface PairTypicality {
  articleId: number;
  conceptId: number;
  typicality: number | null;
}

// Ids per IN list and rows per UPDATE: 3 parameters a row, under both databases' limits.
const IDS_PER_QUERY = 500;
const ROWS_PER_UPDATE = 500;

export function createConceptTypicalityRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every stored concept pair of `articleIds`. */
    async pairs(articleIds: readonly number[]): Promise<PairTypicality[]> {
      const out: PairTypicality[] = [];
      for (let i = 0; i < articleIds.length; i += IDS_PER_QUERY) {
        const rows = await k
          .selectFrom('articleConcepts')
          .select(['articleId', 'conceptId', 'typicality'])
          .where('articleId', 'in', articleIds.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const r of rows)
          out.push({
            articleId: r.articleId,
            conceptId: r.conceptId,
            typicality: r.typicality === null ? null : Number(r.typicality),
          });
      }
      return out;
    },

    /** Stores the typicality of `pairs` (pairs deleted meanwhile are simply not found), in one transaction. */
    async save(pairs: readonly PairTypicality[]): Promise<void> {
      if (pairs.length === 0) return;
      await k.transaction().execute(async (trx) => {
        for (let i = 0; i < pairs.length; i += ROWS_PER_UPDATE) {
          const values = sql.join(
            pairs
              .slice(i, i + ROWS_PER_UPDATE)
              .map(
                (p) =>
                  sql`(cast(${p.articleId} as integer), cast(${p.conceptId} as integer), cast(${p.typicality} as real))`,
              ),
          );
          // VALUES names its columns column1… on both databases.
          await sql`update article_concepts set typicality = v.column3
            from (values ${values}) as v
            where article_concepts.article_id = v.column1 and article_concepts.concept_id = v.column2`.execute(trx);
        }
      });
    },
  };
}
