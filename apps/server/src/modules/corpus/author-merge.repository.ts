import { AUTHOR_METRIC_KEYS, nameFullness, type AuthorMetrics } from '@sciscope/engine';
import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

/**
 * Folding one stored author into another (one person found under two profiles): every row
 * that names the merged-away author moves to the survivor — authorships, source ids, linked
 * accounts, recommenders and job applicants, claims, authors-group memberships, referee marks
 * and hidden candidates, panel people, vacancy selections and proposal authors — and the
 * merged-away author row is deleted. Where the survivor already has the row that the move
 * would duplicate (both marked on one proposal, both in one group) the survivor's row is
 * kept and the other one deleted, so no unique key breaks. Runs inside the caller's transaction.
 */
export function createAuthorMergeRepository({ db }: { db: Db }) {
  const k = db.kysely;

  /** Moves `table.column` from `from` to `to`, except rows whose `keys` the survivor already holds (deleted). */
  async function moveUnique(
    table: string,
    column: string,
    keys: string[],
    { from, to }: { from: number; to: number },
  ): Promise<void> {
    const t = sql.table(table);
    const c = sql.ref(column);
    const same = sql.join(
      keys.map((key) => sql`other.${sql.ref(key)} = ${t}.${sql.ref(key)}`),
      sql` AND `,
    );
    await sql`DELETE FROM ${t} WHERE ${c} = ${from} AND EXISTS (
      SELECT 1 FROM ${t} AS other WHERE other.${c} = ${to} AND ${same})`.execute(k);
    await sql`UPDATE ${t} SET ${c} = ${to} WHERE ${c} = ${from}`.execute(k);
  }

  return {
    /**
     * Name blocks in which stored authors hold ids of two sources or more, in order; an author
     * without any id counts as the source `db` (stored authors of the importer's own clustering).
     */
    async blocksWithSeveralSources(): Promise<string[]> {
      const rows = await k
        .selectFrom('authors')
        .leftJoin('authorExternalIds as x', 'x.authorId', 'authors.id')
        .select('authors.nameKey')
        .groupBy('authors.nameKey')
        .having(sql<number>`COUNT(DISTINCT COALESCE(x.source, 'db'))`, '>', 1)
        .orderBy('authors.nameKey')
        .execute();
      return rows.map((r) => r.nameKey);
    },

    /** Moves everything of author `from` to author `to` and deletes `from`. */
    async mergeInto({ from, to }: { from: number; to: number }): Promise<void> {
      const pair = { from, to };
      await k.updateTable('authorships').set({ authorId: to }).where('authorId', '=', from).execute();
      await k.updateTable('authorExternalIds').set({ authorId: to }).where('authorId', '=', from).execute();
      for (const table of ['users', 'advisors', 'jobApplications'] as const) {
        await k.updateTable(table).set({ authorId: to }).where('authorId', '=', from).execute();
      }
      await k.updateTable('claims').set({ targetAuthorId: to }).where('targetAuthorId', '=', from).execute();
      await k.updateTable('claimMoves').set({ fromAuthorId: to }).where('fromAuthorId', '=', from).execute();
      await k.updateTable('claimMoves').set({ toAuthorId: to }).where('toAuthorId', '=', from).execute();
      await moveUnique('authors_group_members', 'author_id', ['group_id'], pair);
      await moveUnique('referee_marks', 'author_id', ['proposal_id'], pair);
      await moveUnique('referee_hidden_candidates', 'author_id', ['doc_kind', 'doc_id', 'user_id'], pair);
      await moveUnique('panel_people', 'author_id', ['panel_id'], pair);
      await moveUnique('panel_composition_people', 'author_id', ['composition_id'], pair);
      await sql`DELETE FROM vacancy_selection WHERE kind = 'author' AND ref_id = ${from} AND EXISTS (
        SELECT 1 FROM vacancy_selection AS other
        WHERE other.kind = 'author' AND other.ref_id = ${to} AND other.vacancy_id = vacancy_selection.vacancy_id)`.execute(
        k,
      );
      await k
        .updateTable('vacancySelection')
        .set({ refId: to })
        .where('kind', '=', 'author')
        .where('refId', '=', from)
        .execute();
      await this.moveProposalAuthors(pair);
      // The survivor keeps its own facts; what it lacks (ORCID, a gender set by hand) comes from
      // the other, and so does a fuller name ("Tamim Asfour" over "T. Asfour", with its gender).
      const facts = ['orcid', 'manualGender', 'externalId', 'name', 'gender'] as const;
      const [survivor, merged] = await Promise.all([
        k.selectFrom('authors').select(facts).where('id', '=', to).executeTakeFirstOrThrow(),
        k.selectFrom('authors').select(facts).where('id', '=', from).executeTakeFirstOrThrow(),
      ]);
      await k.deleteFrom('authors').where('id', '=', from).execute();
      const fill: { orcid?: string; manualGender?: number; externalId?: string; name?: string; gender?: number } = {};
      if (nameFullness(merged.name) > nameFullness(survivor.name)) {
        fill.name = merged.name;
        if (survivor.gender === null && merged.gender !== null) fill.gender = merged.gender;
      }
      if (survivor.orcid === null && merged.orcid !== null) fill.orcid = merged.orcid;
      if (survivor.manualGender === null && merged.manualGender !== null) fill.manualGender = merged.manualGender;
      // A survivor of the importer's own clustering takes the source id (unique, so after the delete).
      if (survivor.externalId === null && merged.externalId !== null) fill.externalId = merged.externalId;
      if (Object.keys(fill).length > 0) await k.updateTable('authors').set(fill).where('id', '=', to).execute();
    },

    /** Writes recomputed author metrics (the stored author columns). */
    async updateAuthorMetrics({ authors }: { authors: ReadonlyArray<{ id: number } & AuthorMetrics> }): Promise<void> {
      for (const author of authors) {
        const values: Partial<AuthorMetrics> = {};
        for (const key of AUTHOR_METRIC_KEYS) (values as Record<string, number | null>)[key] = author[key];
        await k.updateTable('authors').set(values).where('id', '=', author.id).execute();
      }
    },

    /** Proposal authors matched to `from` (the JSON `authors` column) now name `to`. */
    async moveProposalAuthors({ from, to }: { from: number; to: number }): Promise<void> {
      const rows = await k
        .selectFrom('proposals')
        .select(['id', 'authors'])
        .where('authors', 'like', `%"authorId":${from}%`)
        .execute();
      for (const row of rows) {
        const authors = JSON.parse(row.authors) as Array<{ authorId?: number | null }>;
        let changed = false;
        for (const a of authors) {
          if (a.authorId === from) {
            a.authorId = to;
            changed = true;
          }
        }
        if (changed)
          await k
            .updateTable('proposals')
            .set({ authors: JSON.stringify(authors) })
            .where('id', '=', row.id)
            .execute();
      }
    },
  };
}
