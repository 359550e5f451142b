import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

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
    /** Stored (first, last) pairs of the surnames, with full first names only, and their mentions. */
    async pairsOfSurnames(lasts: string[]): Promise<Array<{ first: string; last: string; mentions: number }>> {
      const out: Array<{ first: string; last: string; mentions: number }> = [];
      for (const part of inChunks(lasts)) {
        const { rows } = await sql<{ first: string; last: string; mentions: number }>`
          SELECT first, last, SUM(mentions) AS mentions FROM name_forms
          WHERE last IN (${sql.join(part)}) AND length(first) >= 2 GROUP BY first, last`.execute(k);
        for (const r of rows) out.push({ first: r.first, last: r.last, mentions: Number(r.mentions) });
      }
      return out;
    },

    /** Distinct surnames stored with each full first name. */
    async surnamesPerFirstName(firsts: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const part of inChunks(firsts)) {
        const { rows } = await sql<{ first: string; n: number }>`
          SELECT first, COUNT(DISTINCT last) AS n FROM name_forms WHERE first IN (${sql.join(part)}) GROUP BY first`.execute(
          k,
        );
        for (const r of rows) out.set(r.first, Number(r.n));
      }
      return out;
    },

    /** Stored name forms of the blocks. */
    async formsOfBlocks(blockKeys: string[]): Promise<NameFormCount[]> {
      const out: NameFormCount[] = [];
      for (const part of inChunks(blockKeys)) {
        out.push(...(await k.selectFrom('nameForms').selectAll().where('blockKey', 'in', part).execute()));
      }
      return out;
    },

    /** Stored mentions per name block (all its forms), for the blocks given. */
    async mentionsOfBlocks(blockKeys: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const part of inChunks(blockKeys)) {
        const { rows } = await sql<{ blockKey: string; n: number }>`
          SELECT block_key, SUM(mentions) AS n FROM name_forms
          WHERE block_key IN (${sql.join(part)}) GROUP BY block_key`.execute(k);
        for (const r of rows) out.set(r.blockKey, Number(r.n));
      }
      return out;
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

    /** Distinct stored surnames of at least `minLength` letters (to find misspelt ones). */
    async surnames(minLength: number): Promise<string[]> {
      const { rows } = await sql<{ last: string }>`
        SELECT DISTINCT last FROM name_forms WHERE length(last) >= ${minLength}`.execute(k);
      return rows.map((r) => r.last);
    },

    /** Distinct (full first name, surname) pairs stored. */
    async distinctFullNames(): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        SELECT COUNT(*) AS n FROM (SELECT DISTINCT first, last FROM name_forms WHERE length(first) >= 2) pairs`.execute(
        k,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
