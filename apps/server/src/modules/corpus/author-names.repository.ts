import type { Db } from '../../app/database/kysely';

/** The reads of respellAuthors (author-names.ts): authors' stored names and the spellings their authorships print. */
export function createAuthorNamesRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every author id, ascending. */
    async allAuthorIds(): Promise<number[]> {
      return (await k.selectFrom('authors').select('id').orderBy('id').execute()).map((r) => r.id);
    },

    async namesOf(authorIds: readonly number[]): Promise<Array<{ id: number; name: string; nameKey: string }>> {
      if (authorIds.length === 0) return [];
      return k.selectFrom('authors').select(['id', 'name', 'nameKey']).where('id', 'in', authorIds).execute();
    },

    /** Per author, how many authorships print each spelling (`raw_name`). */
    async spellingCounts(authorIds: readonly number[]): Promise<Map<number, Map<string, number>>> {
      const counts = new Map<number, Map<string, number>>();
      if (authorIds.length === 0) return counts;
      const rows = await k
        .selectFrom('authorships')
        .select(['authorId', 'rawName', (eb) => eb.fn.countAll<number>().as('n')])
        .where('authorId', 'in', authorIds)
        .groupBy(['authorId', 'rawName'])
        .execute();
      for (const row of rows) {
        let of = counts.get(row.authorId);
        if (!of) counts.set(row.authorId, (of = new Map()));
        of.set(row.rawName, Number(row.n));
      }
      return counts;
    },
  };
}
