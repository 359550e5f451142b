/**
 * Every read and write of the panel composer's tables (migration 0014), plus the few corpus and
 * documents reads the panel pages need (titles of subpanel documents, concepts for coverage).
 */
import type { Transaction } from 'kysely';
import { bytesToFloat32, float32ToBytes } from '@sciscope/engine';
import type { Database } from '../../app/database/schema';
import { nowIso, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

const num = (v: unknown) => Number(v);

export interface PanelRow {
  id: number;
  organizationId: number;
  organizationName: string;
  name: string;
  contentVersion: number;
  computedVersion: number | null;
  computedAt: string | null;
  computeTaskId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubpanelRow {
  id: number;
  panelId: number;
  code: string;
  name: string;
  position: number;
}

export interface SubpanelDocumentRow {
  subpanelId: number;
  docKind: 'proposal' | 'article';
  docId: number;
  position: number;
}

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

/** A computed document, in the order of the stored score arrays. */
export interface ComputedDocument {
  subpanelId: number;
  docKind: 'proposal' | 'article';
  docId: number;
}

/** One conflict of a person with a computed document (index into the computed documents). */
export interface StoredConflict {
  d: number;
  reasons: string[];
  papers: Array<{ id: number; year: number | null }>;
  institutions: string[];
}

export interface PanelPersonRow {
  authorId: number;
  source: 'pool' | 'member' | 'custom';
  score: number;
  /** Subpanel id → score. */
  subpanelScores: Record<string, number>;
  documentScores: Float32Array;
  conflicts: StoredConflict[];
}

const panelColumns = [
  'p.id',
  'p.organizationId',
  'o.name as organizationName',
  'p.name',
  'p.contentVersion',
  'p.computedVersion',
  'p.computedAt',
  'p.computeTaskId',
  'p.createdAt',
  'p.updatedAt',
] as const;

function toPanel(r: {
  id: number;
  organizationId: number;
  organizationName: string;
  name: string;
  contentVersion: number;
  computedVersion: number | null;
  computedAt: string | null;
  computeTaskId: number | null;
  createdAt: string;
  updatedAt: string;
}): PanelRow {
  return {
    ...r,
    id: num(r.id),
    organizationId: num(r.organizationId),
    contentVersion: num(r.contentVersion),
    computedVersion: r.computedVersion === null ? null : num(r.computedVersion),
    computeTaskId: r.computeTaskId === null ? null : num(r.computeTaskId),
  };
}

export function createPanelsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  const repository = {
    /** Organisations `userId` belongs to (any role), by name. */
    async organizationsOf(userId: number): Promise<Array<{ id: number; name: string }>> {
      const rows = await k
        .selectFrom('memberships as m')
        .innerJoin('organizations as o', 'o.id', 'm.organizationId')
        .select(['o.id', 'o.name'])
        .where('m.userId', '=', userId)
        .orderBy('o.name')
        .execute();
      return rows.map((r) => ({ id: num(r.id), name: r.name }));
    },

    /** Panels of the given organisations, newest first. */
    async list({ organizationIds, offset, limit }: { organizationIds: number[]; offset: number; limit: number }) {
      if (organizationIds.length === 0) return { rows: [] as PanelRow[], total: 0 };
      const base = k
        .selectFrom('panels as p')
        .innerJoin('organizations as o', 'o.id', 'p.organizationId')
        .where('p.organizationId', 'in', organizationIds);
      const [rows, total] = await Promise.all([
        base.select(panelColumns).orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows.map(toPanel), total: num(total?.n ?? 0) };
    },

    async find(id: number): Promise<PanelRow | null> {
      const row = await k
        .selectFrom('panels as p')
        .innerJoin('organizations as o', 'o.id', 'p.organizationId')
        .select(panelColumns)
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row ? toPanel(row) : null;
    },

    /** A new panel with its base composition holding `memberAuthorIds`. */
    async insert(input: {
      organizationId: number;
      name: string;
      createdBy: number | null;
      memberAuthorIds: number[];
    }): Promise<number> {
      const now = nowIso();
      return k.transaction().execute(async (trx) => {
        const panel = await trx
          .insertInto('panels')
          .values({
            organizationId: input.organizationId,
            name: input.name,
            createdBy: input.createdBy,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const composition = await trx
          .insertInto('panelCompositions')
          .values({ panelId: panel.id, name: 'Current panel', isBase: 1, createdBy: input.createdBy, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const people = input.memberAuthorIds.map((authorId, position) => ({
          compositionId: composition.id,
          authorId,
          status: '',
          position,
          updatedAt: now,
        }));
        for (const chunk of inChunks(people, 200))
          await trx.insertInto('panelCompositionPeople').values(chunk).execute();
        return num(panel.id);
      });
    },

    async rename(id: number, name: string): Promise<void> {
      await k.updateTable('panels').set({ name, updatedAt: nowIso() }).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await k.deleteFrom('panels').where('id', '=', id).execute();
    },

    /** Marks the subpanels or documents as changed (the stored scores no longer match). */
    async bumpContent(id: number): Promise<void> {
      await k
        .updateTable('panels')
        .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1), updatedAt: nowIso() }))
        .where('id', '=', id)
        .execute();
    },

    async setComputeTask(id: number, taskId: number): Promise<void> {
      await k.updateTable('panels').set({ computeTaskId: taskId }).where('id', '=', id).execute();
    },

    async subpanels(panelId: number): Promise<SubpanelRow[]> {
      const rows = await k
        .selectFrom('panelSubpanels')
        .selectAll()
        .where('panelId', '=', panelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, id: num(r.id), panelId: num(r.panelId), position: num(r.position) }));
    },

    /** Every document of the panel's subpanels, in subpanel then document order. */
    async documents(panelId: number): Promise<SubpanelDocumentRow[]> {
      const rows = await k
        .selectFrom('panelSubpanelDocuments as d')
        .innerJoin('panelSubpanels as s', 's.id', 'd.subpanelId')
        .select(['d.subpanelId', 'd.docKind', 'd.docId', 'd.position'])
        .where('s.panelId', '=', panelId)
        .orderBy('s.position')
        .orderBy('s.id')
        .orderBy('d.position')
        .execute();
      return rows.map((r) => ({
        subpanelId: num(r.subpanelId),
        docKind: r.docKind as 'proposal' | 'article',
        docId: num(r.docId),
        position: num(r.position),
      }));
    },

    /** Adds a subpanel at the end with its documents; false when the code is taken. */
    async insertSubpanel(input: {
      panelId: number;
      code: string;
      name: string;
      documents: Array<{ docKind: string; docId: number }>;
    }): Promise<number | null> {
      return k.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('panelSubpanels')
          .select('id')
          .where('panelId', '=', input.panelId)
          .where('code', '=', input.code)
          .executeTakeFirst();
        if (taken) return null;
        const last = await trx
          .selectFrom('panelSubpanels')
          .select((eb) => eb.fn.max('position').as('p'))
          .where('panelId', '=', input.panelId)
          .executeTakeFirst();
        const row = await trx
          .insertInto('panelSubpanels')
          .values({
            panelId: input.panelId,
            code: input.code,
            name: input.name,
            position: last?.p === null || last?.p === undefined ? 0 : num(last.p) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeDocuments(trx, num(row.id), input.documents);
        await trx
          .updateTable('panels')
          .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1), updatedAt: nowIso() }))
          .where('id', '=', input.panelId)
          .execute();
        return num(row.id);
      });
    },

    /** Renames (code, name) a subpanel and replaces its documents; false when the new code is taken. */
    async updateSubpanel(input: {
      panelId: number;
      subpanelId: number;
      code: string;
      name: string;
      documents: Array<{ docKind: string; docId: number }>;
    }): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('panelSubpanels')
          .select('id')
          .where('panelId', '=', input.panelId)
          .where('code', '=', input.code)
          .where('id', '!=', input.subpanelId)
          .executeTakeFirst();
        if (taken) return false;
        await trx
          .updateTable('panelSubpanels')
          .set({ code: input.code, name: input.name })
          .where('id', '=', input.subpanelId)
          .execute();
        await trx.deleteFrom('panelSubpanelDocuments').where('subpanelId', '=', input.subpanelId).execute();
        await writeDocuments(trx, input.subpanelId, input.documents);
        await trx
          .updateTable('panels')
          .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1), updatedAt: nowIso() }))
          .where('id', '=', input.panelId)
          .execute();
        return true;
      });
    },

    async deleteSubpanel(panelId: number, subpanelId: number): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('panelSubpanels').where('id', '=', subpanelId).execute();
        await trx
          .updateTable('panels')
          .set((eb) => ({ contentVersion: eb('contentVersion', '+', 1), updatedAt: nowIso() }))
          .where('id', '=', panelId)
          .execute();
      });
    },

    /** Titles of subpanel documents (a deleted document has none). */
    async documentTitles(refs: ReadonlyArray<{ docKind: string; docId: number }>): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      const proposals = refs.filter((r) => r.docKind === 'proposal').map((r) => r.docId);
      const articles = refs.filter((r) => r.docKind === 'article').map((r) => r.docId);
      for (const ids of inChunks([...new Set(proposals)])) {
        const rows = await k.selectFrom('proposals').select(['id', 'title']).where('id', 'in', ids).execute();
        for (const r of rows) out.set(`proposal:${num(r.id)}`, r.title);
      }
      for (const ids of inChunks([...new Set(articles)])) {
        const rows = await k.selectFrom('articles').select(['id', 'title']).where('id', 'in', ids).execute();
        for (const r of rows) out.set(`article:${num(r.id)}`, r.title);
      }
      return out;
    },

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

    /** The stored computation: its documents in score order and their vectors. */
    async computation(panelId: number): Promise<{
      version: number;
      modelId: number | null;
      documents: ComputedDocument[];
      vectors: Float32Array | null;
    } | null> {
      const row = await k
        .selectFrom('panels')
        .select(['computedVersion', 'computedDocuments', 'documentVectors', 'computedModelId'])
        .where('id', '=', panelId)
        .executeTakeFirst();
      if (!row || row.computedVersion === null || row.computedDocuments === null) return null;
      return {
        version: num(row.computedVersion),
        modelId: row.computedModelId === null ? null : num(row.computedModelId),
        documents: JSON.parse(row.computedDocuments) as ComputedDocument[],
        vectors: row.documentVectors ? bytesToFloat32(new Uint8Array(row.documentVectors)) : null,
      };
    },

    /** Replaces the panel's scores with a computation's (one transaction). */
    async saveComputation(input: {
      panelId: number;
      version: number;
      modelId: number;
      documents: ComputedDocument[];
      vectors: Float32Array;
      people: PanelPersonRow[];
    }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('panelPeople').where('panelId', '=', input.panelId).execute();
        for (const chunk of inChunks(input.people, 100))
          await trx
            .insertInto('panelPeople')
            .values(chunk.map((p) => personValues(input.panelId, input.version, p)))
            .execute();
        await trx
          .updateTable('panels')
          .set({
            computedVersion: input.version,
            computedAt: nowIso(),
            computedDocuments: JSON.stringify(input.documents),
            documentVectors: float32ToBytes(input.vectors),
            computedModelId: input.modelId,
          })
          .where('id', '=', input.panelId)
          .execute();
      });
    },

    /** Adds (or replaces) people scored after the computation (members, custom people). */
    async upsertPeople(panelId: number, version: number, people: PanelPersonRow[]): Promise<void> {
      for (const p of people) {
        const values = personValues(panelId, version, p);
        await k
          .insertInto('panelPeople')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['panelId', 'authorId']).doUpdateSet({
              score: values.score,
              subpanelScores: values.subpanelScores,
              documentScores: values.documentScores,
              conflicts: values.conflicts,
              computedVersion: values.computedVersion,
            }),
          )
          .execute();
      }
    },

    /** Everyone scored for the panel at `version`, best first. */
    async scoredPeople(panelId: number, version: number): Promise<PanelPersonRow[]> {
      const rows = await k
        .selectFrom('panelPeople')
        .selectAll()
        .where('panelId', '=', panelId)
        .where('computedVersion', '=', version)
        .orderBy('score', 'desc')
        .orderBy('authorId')
        .execute();
      return rows.map((r) => ({
        authorId: num(r.authorId),
        source: r.source as PanelPersonRow['source'],
        score: num(r.score),
        subpanelScores: JSON.parse(r.subpanelScores) as Record<string, number>,
        documentScores: bytesToFloat32(new Uint8Array(r.documentScores)),
        conflicts: JSON.parse(r.conflicts) as StoredConflict[],
      }));
    },

    /** Which of `authorIds` are corpus authors. */
    async existingAuthors(authorIds: readonly number[]): Promise<Set<number>> {
      const out = new Set<number>();
      for (const ids of inChunks([...new Set(authorIds)])) {
        const rows = await k.selectFrom('authors').select('id').where('id', 'in', ids).execute();
        for (const r of rows) out.add(num(r.id));
      }
      return out;
    },

    /** Which of the documents exist (a proposal in any folder, an article of the corpus). */
    async existingDocuments(refs: ReadonlyArray<{ docKind: string; docId: number }>): Promise<Set<string>> {
      return new Set((await repository.documentTitles(refs)).keys());
    },

    /** Concepts of the documents: `docKind:docId` → concept ids. */
    async documentConcepts(refs: ReadonlyArray<{ docKind: string; docId: number }>): Promise<Map<string, number[]>> {
      const out = new Map<string, number[]>();
      const push = (key: string, conceptId: number) => {
        const list = out.get(key) ?? [];
        list.push(conceptId);
        out.set(key, list);
      };
      const proposals = refs.filter((r) => r.docKind === 'proposal').map((r) => r.docId);
      const articles = refs.filter((r) => r.docKind === 'article').map((r) => r.docId);
      for (const ids of inChunks([...new Set(proposals)])) {
        const rows = await k
          .selectFrom('proposalConcepts')
          .select(['proposalId', 'conceptId'])
          .where('proposalId', 'in', ids)
          .execute();
        for (const r of rows) push(`proposal:${num(r.proposalId)}`, num(r.conceptId));
      }
      for (const ids of inChunks([...new Set(articles)])) {
        const rows = await k
          .selectFrom('articleConcepts')
          .select(['articleId', 'conceptId'])
          .where('articleId', 'in', ids)
          .execute();
        for (const r of rows) push(`article:${num(r.articleId)}`, num(r.conceptId));
      }
      return out;
    },

    /** The concepts among `conceptIds` each author wrote on since `sinceYear` (null: ever). */
    async authorConcepts(
      authorIds: readonly number[],
      conceptIds: readonly number[],
      sinceYear: number | null,
    ): Promise<Map<number, Set<number>>> {
      const out = new Map<number, Set<number>>();
      if (conceptIds.length === 0) return out;
      const concepts = [...new Set(conceptIds)];
      for (const ids of inChunks([...new Set(authorIds)], 200)) {
        for (const cids of inChunks(concepts, 400)) {
          let query = k
            .selectFrom('authorships as a')
            .innerJoin('articleConcepts as c', 'c.articleId', 'a.articleId')
            .innerJoin('articles as ar', 'ar.id', 'a.articleId')
            .select(['a.authorId', 'c.conceptId'])
            .distinct()
            .where('a.authorId', 'in', ids)
            .where('c.conceptId', 'in', cids);
          if (sinceYear !== null)
            query = query.where((eb) => eb.or([eb('ar.year', '>=', sinceYear), eb('ar.year', 'is', null)]));
          for (const r of await query.execute()) {
            const set = out.get(num(r.authorId)) ?? new Set<number>();
            set.add(num(r.conceptId));
            out.set(num(r.authorId), set);
          }
        }
      }
      return out;
    },

    async conceptNames(conceptIds: readonly number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (const ids of inChunks([...new Set(conceptIds)])) {
        const rows = await k.selectFrom('concepts').select(['id', 'name']).where('id', 'in', ids).execute();
        for (const r of rows) out.set(num(r.id), r.name);
      }
      return out;
    },
  };
  return repository;
}

export type PanelsRepository = ReturnType<typeof createPanelsRepository>;

function personValues(panelId: number, version: number, p: PanelPersonRow) {
  return {
    panelId,
    authorId: p.authorId,
    source: p.source,
    score: p.score,
    subpanelScores: JSON.stringify(p.subpanelScores),
    documentScores: float32ToBytes(p.documentScores),
    conflicts: JSON.stringify(p.conflicts),
    computedVersion: version,
  };
}

async function writeDocuments(
  trx: Transaction<Database>,
  subpanelId: number,
  documents: Array<{ docKind: string; docId: number }>,
): Promise<void> {
  const seen = new Set<string>();
  const rows = documents
    .filter((d) => {
      const key = `${d.docKind}:${d.docId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((d, position) => ({ subpanelId, docKind: d.docKind, docId: d.docId, position }));
  for (const chunk of inChunks(rows, 200)) await trx.insertInto('panelSubpanelDocuments').values(chunk).execute();
}
