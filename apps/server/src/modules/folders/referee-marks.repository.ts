import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

/** One row of the organization export: a proposal of the folder and one author marked on it. */
export interface MarkExportRow {
  proposalId: number;
  originId: string | null;
  title: string;
  authorId: number;
  name: string;
  orcid: string | null;
  score: number;
  markedAt: string;
}

/** Referees marked on proposals (table `referee_marks`). */
export function createRefereeMarksRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** The proposal's marked authors, in the order they were marked. */
    async markedAuthorIds({ proposalId }: { proposalId: number }): Promise<number[]> {
      const rows = await k
        .selectFrom('refereeMarks')
        .select('authorId')
        .where('proposalId', '=', proposalId)
        .orderBy('markedAt')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.authorId);
    },

    /** The ids among `authorIds` that are corpus authors. */
    async existingAuthorIds({ authorIds }: { authorIds: readonly number[] }): Promise<Set<number>> {
      const found = new Set<number>();
      for (const chunk of inChunks(authorIds)) {
        const rows = await k.selectFrom('authors').select('id').where('id', 'in', chunk).execute();
        for (const r of rows) found.add(r.id);
      }
      return found;
    },

    /** Marks authors; an author already marked keeps its first score and date. */
    async mark({
      proposalId,
      marks,
      userId,
      at,
    }: {
      proposalId: number;
      marks: readonly { authorId: number; score: number }[];
      userId: number | null;
      at: string;
    }): Promise<void> {
      if (marks.length === 0) return;
      await k
        .insertInto('refereeMarks')
        .values(
          marks.map((m) => ({ proposalId, authorId: m.authorId, score: m.score, markedBy: userId, markedAt: at })),
        )
        .onConflict((oc) => oc.columns(['proposalId', 'authorId']).doNothing())
        .execute();
    },

    async unmark({ proposalId, authorIds }: { proposalId: number; authorIds: readonly number[] }): Promise<void> {
      for (const chunk of inChunks(authorIds))
        await k
          .deleteFrom('refereeMarks')
          .where('proposalId', '=', proposalId)
          .where('authorId', 'in', chunk)
          .execute();
    },

    /** A page of the folder's proposals where `authorId` is marked, latest mark first. */
    async listForAuthor({
      folderId,
      authorId,
      offset,
      limit,
    }: {
      folderId: number;
      authorId: number;
      offset: number;
      limit: number;
    }) {
      const base = k
        .selectFrom('refereeMarks as m')
        .innerJoin('proposals as p', 'p.id', 'm.proposalId')
        .where('p.folderId', '=', folderId)
        .where('m.authorId', '=', authorId);
      const [rows, total] = await Promise.all([
        base
          .leftJoin('users as u', 'u.id', 'm.markedBy')
          .select([
            'p.id as proposalId',
            'p.title',
            'p.originId',
            'm.score',
            'm.markedAt',
            'u.name as userName',
            'u.email',
          ])
          .orderBy('m.markedAt', 'desc')
          .orderBy('m.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          proposalId: r.proposalId,
          title: r.title,
          originId: r.originId,
          score: Number(r.score),
          markedAt: r.markedAt,
          markedBy: r.userName ?? r.email ?? null,
        })),
        total: Number(total.n),
      };
    },

    async author({ authorId }: { authorId: number }) {
      return (
        (await k.selectFrom('authors').select(['id', 'name', 'orcid']).where('id', '=', authorId).executeTakeFirst()) ??
        null
      );
    },

    /** Every mark on the folder's proposals, by proposal then marking order. */
    async folderMarks({ folderId }: { folderId: number }): Promise<MarkExportRow[]> {
      const rows = await k
        .selectFrom('refereeMarks as m')
        .innerJoin('proposals as p', 'p.id', 'm.proposalId')
        .innerJoin('authors as a', 'a.id', 'm.authorId')
        .select([
          'p.id as proposalId',
          'p.originId',
          'p.title',
          'a.id as authorId',
          'a.name',
          'a.orcid',
          'm.score',
          'm.markedAt',
        ])
        .where('p.folderId', '=', folderId)
        .orderBy('p.id')
        .orderBy('m.markedAt')
        .orderBy('m.id')
        .execute();
      return rows.map((r) => ({ ...r, score: Number(r.score) }));
    },
  };
}

export type RefereeMarksRepository = ReturnType<typeof createRefereeMarksRepository>;
