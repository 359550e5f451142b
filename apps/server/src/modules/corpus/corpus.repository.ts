import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import type { BulkWriter } from './bulk-writer';

const IN_CHUNK = 500;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Country name for an ISO 3166-1 alpha-2 code (the code itself when unknown). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Reads the importer needs before writing: what exists already, and lookup tables. */
export function createCorpusRepository(db: Db) {
  const k = db.kysely;
  return {
    async existingSourceIds(sourceIds: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < sourceIds.length; i += IN_CHUNK) {
        const rows = await k
          .selectFrom('articles')
          .select('sourceId')
          .where('sourceId', 'in', sourceIds.slice(i, i + IN_CHUNK))
          .execute();
        for (const r of rows) found.add(r.sourceId);
      }
      return found;
    },

    async journalIdsByKey(): Promise<Map<string, number>> {
      const rows = await k.selectFrom('journals').select(['id', 'nameKey']).execute();
      return new Map(rows.map((r) => [r.nameKey, r.id]));
    },

    async institutionIdsByKey(): Promise<Map<string, number>> {
      const rows = await k.selectFrom('institutions').select(['id', 'nameKey']).execute();
      return new Map(rows.map((r) => [r.nameKey, r.id]));
    },

    async insertCountries(writer: BulkWriter, codes: string[]): Promise<void> {
      await writer.insert(
        'countries',
        codes.map((code) => ({ code, name: countryName(code) })),
        { ignoreConflicts: true },
      );
    },

    async refreshJournalCounts(): Promise<void> {
      await sql`UPDATE journals SET articles_count = (SELECT COUNT(*) FROM articles a WHERE a.journal_id = journals.id)`.execute(
        k,
      );
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
