/**
 * The panel composer's stored computation (migration 0014): its documents in score order with
 * their queries (panel-queries.ts, in the column `document_vectors`), and every scored person's scores and conflicts; part of `PanelsRepository`.
 */
import { bytesToFloat32, float32ToBytes } from '@sciscope/engine';
import { nowIso, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

const num = (v: unknown) => Number(v);

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
  /**
   * The document authors linked by the name alone through whom alone the conflict stands
   * (conflict-side.ts `nameMatchOnly`); absent in scores computed before it was kept.
   */
  nameMatchOnly?: string[];
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

export function createPanelComputationRepository({ db }: { db: Db }) {
  const k = db.kysely;

  return {
    /** The stored computation: its documents in score order and their stored queries. */
    async computation(panelId: number): Promise<{
      version: number;
      modelId: number | null;
      documents: ComputedDocument[];
      queries: Uint8Array | null;
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
        queries: row.documentVectors ? new Uint8Array(row.documentVectors) : null,
      };
    },

    /** Replaces the panel's scores with a computation's (one transaction). */
    async saveComputation(input: {
      panelId: number;
      version: number;
      modelId: number;
      documents: ComputedDocument[];
      queries: Uint8Array;
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
            documentVectors: input.queries,
            computedModelId: input.modelId,
          })
          .where('id', '=', input.panelId)
          .execute();
      });
    },

    /**
     * Adds (or replaces) people scored after the computation (members, custom people, the pool a
     * filtered candidate list reaches), in one transaction.
     */
    async upsertPeople(panelId: number, version: number, people: PanelPersonRow[]): Promise<void> {
      await k.transaction().execute(async (trx) => {
        for (const p of people) {
          const values = personValues(panelId, version, p);
          await trx
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
      });
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
  };
}

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
