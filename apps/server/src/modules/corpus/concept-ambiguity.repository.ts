import type { Db } from '../../app/database/kysely';

/** Reads and writes of the corpus-driven ambiguity flags, blocked contexts and basic suggestions. */
export function createConceptAmbiguityRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async articleCount(): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The next `limit` articles after id `afterId`, for a pass over the corpus in id order. */
    async articleTextsAfter(afterId: number, limit: number) {
      return k
        .selectFrom('articles')
        .select(['id', 'title', 'abstract', 'keywords'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Every literal's stored flag, who set it, its blocked contexts (JSON) and keyphraseness. */
    async literalFlags() {
      return k
        .selectFrom('conceptLiterals')
        .select(['id', 'isAmbiguous', 'ambiguitySetBy', 'blockedContexts', 'keyphraseness'])
        .orderBy('id')
        .execute();
    },

    async suggestedBasicIds(): Promise<number[]> {
      const rows = await k.selectFrom('concepts').select('id').where('basicSuggested', '=', 1).execute();
      return rows.map((r) => r.id);
    },

    /** Machine-set flags, contexts and keyphraseness; a literal whose flag a moderator set keeps its flag. */
    async updateLiteral(
      id: number,
      change: { isAmbiguous?: 0 | 1; blockedContexts?: string | null; keyphraseness?: number | null },
    ): Promise<void> {
      if (change.keyphraseness !== undefined) {
        await k
          .updateTable('conceptLiterals')
          .set({ keyphraseness: change.keyphraseness })
          .where('id', '=', id)
          .execute();
      }
      if (change.isAmbiguous !== undefined) {
        await k
          .updateTable('conceptLiterals')
          .set({ isAmbiguous: change.isAmbiguous })
          .where('id', '=', id)
          .where('ambiguitySetBy', '=', 'machine')
          .execute();
      }
      if (change.blockedContexts !== undefined) {
        await k
          .updateTable('conceptLiterals')
          .set({ blockedContexts: change.blockedContexts })
          .where('id', '=', id)
          .execute();
      }
    },

    /** A suggestion a moderator dismissed (curation queue, migration 0013) is not raised again. */
    async setBasicSuggested(ids: number[], value: 0 | 1): Promise<void> {
      for (let start = 0; start < ids.length; start += 1000) {
        let query = k
          .updateTable('concepts')
          .set({ basicSuggested: value })
          .where('id', 'in', ids.slice(start, start + 1000));
        if (value === 1) query = query.where('basicSuggestionDismissed', '=', 0);
        await query.execute();
      }
    },

    /** A moderator's flag: it wins over every later machine decision (issue 12 adds the UI). */
    async setModeratorFlag(id: number, isAmbiguous: boolean): Promise<void> {
      await k
        .updateTable('conceptLiterals')
        .set({ isAmbiguous: isAmbiguous ? 1 : 0, ambiguitySetBy: 'moderator' })
        .where('id', '=', id)
        .execute();
    },
  };
}
