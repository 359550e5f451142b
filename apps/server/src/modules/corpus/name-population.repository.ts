import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

/** One counted name form of `name_forms`. */
export interface NameFormCount {
  blockKey: string;
  givenForm: string;
  last: string;
  first: string;
  mentions: number;
}

/** Reads of the corpus' name counts (`name_forms`), for the name statistics of a batch. */
export function createNamePopulationRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every stored name form (the whole of `name_forms`). */
    async allForms(): Promise<NameFormCount[]> {
      const rows = await k.selectFrom('nameForms').selectAll().execute();
      return rows.map((r) => ({ ...r, mentions: Number(r.mentions) }));
    },

    /**
     * The stored authorships (mentions) and their co-author lines: over the works, the sum of
     * n and of n·(n − 1) for a work of n authors.
     */
    async authorshipTotals(): Promise<{ mentions: number; coauthorLines: number }> {
      const { rows } = await sql<{ mentions: number | null; lines: number | null }>`
        SELECT SUM(n) AS mentions, SUM(n * (n - 1)) AS lines
        FROM (SELECT COUNT(*) AS n FROM authorships GROUP BY article_id) works`.execute(k);
      return { mentions: Number(rows[0]?.mentions ?? 0), coauthorLines: Number(rows[0]?.lines ?? 0) };
    },
  };
}
