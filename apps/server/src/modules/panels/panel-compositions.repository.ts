/** The panel composer's compositions and their people (migration 0014); part of `PanelsRepository`. */
import { nowIso, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

const num = (v: unknown) => Number(v);

export interface CompositionRow {
  id: number;
  panelId: number;
  name: string;
  isBase: boolean;
  createdAt: string;
  membersCount: number;
}

/** A person of a composition: '' member, 'candidate' added, 'leaves' a removed member. */
export interface CompositionPersonRow {
  authorId: number;
  status: '' | 'candidate' | 'leaves';
  position: number;
}

export function createPanelCompositionsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  const repository = {
    async compositions(panelId: number): Promise<CompositionRow[]> {
      const rows = await k
        .selectFrom('panelCompositions as c')
        .leftJoin('panelCompositionPeople as p', (join) =>
          join.onRef('p.compositionId', '=', 'c.id').on('p.status', '!=', 'leaves'),
        )
        .select(['c.id', 'c.panelId', 'c.name', 'c.isBase', 'c.createdAt', (eb) => eb.fn.count('p.authorId').as('n')])
        .where('c.panelId', '=', panelId)
        .groupBy(['c.id', 'c.panelId', 'c.name', 'c.isBase', 'c.createdAt'])
        .orderBy('c.isBase', 'desc')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        id: num(r.id),
        panelId: num(r.panelId),
        name: r.name,
        isBase: num(r.isBase) === 1,
        createdAt: r.createdAt,
        membersCount: num(r.n),
      }));
    },

    async findComposition(panelId: number, compositionId: number): Promise<CompositionRow | null> {
      return (await repository.compositions(panelId)).find((c) => c.id === compositionId) ?? null;
    },

    async baseComposition(panelId: number): Promise<CompositionRow> {
      const base = (await repository.compositions(panelId)).find((c) => c.isBase);
      if (!base) throw new Error(`Panel ${panelId} has no base composition.`);
      return base;
    },

    /** A copy of `fromId` holding its composed panel (members and added candidates) as members. */
    async duplicateComposition(input: {
      panelId: number;
      fromId: number;
      name: string;
      createdBy: number | null;
    }): Promise<number> {
      const now = nowIso();
      return k.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('panelCompositions')
          .values({ panelId: input.panelId, name: input.name, isBase: 0, createdBy: input.createdBy, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const people = await trx
          .selectFrom('panelCompositionPeople')
          .select(['authorId', 'position'])
          .where('compositionId', '=', input.fromId)
          .where('status', '!=', 'leaves')
          .orderBy('position')
          .execute();
        const copies = people.map((p, position) => ({
          compositionId: num(row.id),
          authorId: num(p.authorId),
          status: '',
          position,
          updatedAt: now,
        }));
        for (const chunk of inChunks(copies, 200))
          await trx.insertInto('panelCompositionPeople').values(chunk).execute();
        return num(row.id);
      });
    },

    async deleteComposition(compositionId: number): Promise<void> {
      await k.deleteFrom('panelCompositions').where('id', '=', compositionId).execute();
    },

    async people(compositionId: number): Promise<CompositionPersonRow[]> {
      const rows = await k
        .selectFrom('panelCompositionPeople')
        .select(['authorId', 'status', 'position'])
        .where('compositionId', '=', compositionId)
        .orderBy('position')
        .execute();
      return rows.map((r) => ({
        authorId: num(r.authorId),
        status: r.status as CompositionPersonRow['status'],
        position: num(r.position),
      }));
    },

    /** Sets a person's status in a composition; null removes the row (a pure candidate again). */
    async setStatus(compositionId: number, authorId: number, status: CompositionPersonRow['status'] | null) {
      const now = nowIso();
      if (status === null) {
        await k
          .deleteFrom('panelCompositionPeople')
          .where('compositionId', '=', compositionId)
          .where('authorId', '=', authorId)
          .execute();
        return;
      }
      const last = await k
        .selectFrom('panelCompositionPeople')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('compositionId', '=', compositionId)
        .executeTakeFirst();
      const position = last?.p === null || last?.p === undefined ? 0 : num(last.p) + 1;
      await k
        .insertInto('panelCompositionPeople')
        .values({ compositionId, authorId, status, position, updatedAt: now })
        .onConflict((oc) => oc.columns(['compositionId', 'authorId']).doUpdateSet({ status, updatedAt: now }))
        .execute();
    },

    /** Replaces the members of the base composition (the panel's current members). */
    async replaceMembers(compositionId: number, authorIds: number[]): Promise<void> {
      const now = nowIso();
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('panelCompositionPeople').where('compositionId', '=', compositionId).execute();
        const rows = authorIds.map((authorId, position) => ({
          compositionId,
          authorId,
          status: '',
          position,
          updatedAt: now,
        }));
        for (const chunk of inChunks(rows, 200)) await trx.insertInto('panelCompositionPeople').values(chunk).execute();
      });
    },

    /** Author ids of every composition's people (members are always scored). */
    async everyPersonOfPanel(panelId: number): Promise<number[]> {
      const rows = await k
        .selectFrom('panelCompositionPeople as p')
        .innerJoin('panelCompositions as c', 'c.id', 'p.compositionId')
        .select('p.authorId')
        .distinct()
        .where('c.panelId', '=', panelId)
        .execute();
      return rows.map((r) => num(r.authorId));
    },
  };
  return repository;
}
