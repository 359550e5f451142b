/**
 * Every read and write of the panel composer's tables (migration 0014), plus the few corpus and
 * documents reads the panel pages need (titles of subpanel documents, concepts for coverage):
 * panels, subpanels and their documents here; compositions and their people in
 * `panel-compositions.repository.ts`; the stored computation in `panel-computation.repository.ts`.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../app/database/schema';
import { nowIso, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';
import { createPanelCompositionsRepository } from './panel-compositions.repository';
import { createPanelComputationRepository } from './panel-computation.repository';

export type { CompositionPersonRow, CompositionRow } from './panel-compositions.repository';
export type { ComputedDocument, PanelPersonRow, StoredConflict } from './panel-computation.repository';

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
    /** Organizations `userId` belongs to (any role), by name. */
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

    /** Panels of the given organizations, newest first. */
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
        await touchPanel(trx, input.panelId, input.documents.length > 0);
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
        const before = await documentKeys(trx, input.subpanelId);
        await trx.deleteFrom('panelSubpanelDocuments').where('subpanelId', '=', input.subpanelId).execute();
        await writeDocuments(trx, input.subpanelId, input.documents);
        const after = await documentKeys(trx, input.subpanelId);
        // A new code or name, or the same documents in another order, scores nobody differently.
        await touchPanel(trx, input.panelId, before.size !== after.size || [...after].some((k) => !before.has(k)));
        return true;
      });
    },

    /**
     * Deletes a subpanel with its documents. Only a subpanel that had documents makes the stored
     * scores stale: an empty one scored 0 for everyone and counted in no total, so the scores of
     * the other subpanels, everyone's panel score and positions stay exact without it.
     */
    async deleteSubpanel(panelId: number, subpanelId: number): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const documents = await documentKeys(trx, subpanelId);
        await trx.deleteFrom('panelSubpanels').where('id', '=', subpanelId).execute();
        await touchPanel(trx, panelId, documents.size > 0);
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
  return {
    ...repository,
    ...createPanelCompositionsRepository({ db }),
    ...createPanelComputationRepository({ db }),
  };
}

export type PanelsRepository = ReturnType<typeof createPanelsRepository>;

/**
 * Marks the panel as updated; `documentsChanged` also counts a change of its content (the stored
 * scores no longer match its documents). Adding, renaming or deleting a subpanel without
 * documents changes no score (docs/panel-composer.md "States").
 */
async function touchPanel(trx: Transaction<Database>, panelId: number, documentsChanged: boolean): Promise<void> {
  await trx
    .updateTable('panels')
    .set((eb) =>
      documentsChanged
        ? { contentVersion: eb('contentVersion', '+', 1), updatedAt: nowIso() }
        : { updatedAt: nowIso() },
    )
    .where('id', '=', panelId)
    .execute();
}

/** The subpanel's documents as `docKind:docId` keys. */
async function documentKeys(trx: Transaction<Database>, subpanelId: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('panelSubpanelDocuments')
    .select(['docKind', 'docId'])
    .where('subpanelId', '=', subpanelId)
    .execute();
  return new Set(rows.map((r) => `${r.docKind}:${num(r.docId)}`));
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
