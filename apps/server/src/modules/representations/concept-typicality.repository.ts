/**
 * Reads and writes of `article_concepts.typicality` (migration 0019), on SQLite and PostgreSQL
 * alike: one `UPDATE … FROM (VALUES …)` per slice of pairs; and of the concept centroids they
 * come from (`concept_centroids`, migration 0020).
 */
import { bytesToFloat32, float32ToBytes, type ConceptCentroids } from '@sciscope/engine';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../app/database/kysely';

/** One stored (article, concept) pair and its typicality (null: unknown). */
export interface PairTypicality {
  articleId: number;
  conceptId: number;
  typicality: number | null;
}

/** A proposal as the typicality task reads it: its text, the version read, its pairs. */
export interface ProposalTypicalityPage {
  id: number;
  title: string;
  abstract: string;
  updatedAt: string;
  pairs: Array<{ conceptId: number; typicality: number | null }>;
}

/** One proposal pair's new typicality, written only over the version `updatedAt`. */
export interface ProposalPairTypicality {
  proposalId: number;
  conceptId: number;
  typicality: number | null;
  updatedAt: string;
}

// Ids per IN list and rows per UPDATE: 3 parameters a row, under both databases' limits.
const IDS_PER_QUERY = 500;
const ROWS_PER_UPDATE = 500;
// Centroid rows per INSERT: 4 parameters each.
const CENTROIDS_PER_INSERT = 500;

export function createConceptTypicalityRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every stored concept pair of `articleIds`. */
    async pairs(articleIds: readonly number[]): Promise<PairTypicality[]> {
      const out: PairTypicality[] = [];
      for (let i = 0; i < articleIds.length; i += IDS_PER_QUERY) {
        const rows = await k
          .selectFrom('articleConcepts')
          .select(['articleId', 'conceptId', 'typicality'])
          .where('articleId', 'in', articleIds.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const r of rows)
          out.push({
            articleId: r.articleId,
            conceptId: r.conceptId,
            typicality: r.typicality === null ? null : Number(r.typicality),
          });
      }
      return out;
    },

    /** Stores the typicality of `pairs` (pairs deleted meanwhile are simply not found), in one transaction. */
    async save(pairs: readonly PairTypicality[]): Promise<void> {
      await updateInSlices(
        db,
        pairs,
        (p) => sql`(cast(${p.articleId} as integer), cast(${p.conceptId} as integer), cast(${p.typicality} as real))`,
        (values) => sql`update article_concepts set typicality = v.column3
          from (values ${values}) as v
          where article_concepts.article_id = v.column1 and article_concepts.concept_id = v.column2`,
      );
    },

    /** A page of proposals that have concepts, after id `afterId`, with their text, version and pairs. */
    async proposalPage(afterId: number, limit: number): Promise<ProposalTypicalityPage[]> {
      const proposals = await k
        .selectFrom('proposals')
        .select(['id', 'title', 'abstract', 'updatedAt'])
        .where('id', '>', afterId)
        .where('conceptsCount', '>', 0)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (proposals.length === 0) return [];
      const pairs = await k
        .selectFrom('proposalConcepts')
        .select(['proposalId', 'conceptId', 'typicality'])
        .where(
          'proposalId',
          'in',
          proposals.map((p) => p.id),
        )
        .execute();
      return proposals.map((p) => ({
        ...p,
        pairs: pairs
          .filter((pair) => pair.proposalId === p.id)
          .map((pair) => ({
            conceptId: pair.conceptId,
            typicality: pair.typicality === null ? null : Number(pair.typicality),
          })),
      }));
    },

    /**
     * Stores the typicality of proposals' pairs, each only if its proposal is still the version
     * read (`updatedAt`): a proposal saved meanwhile has its own, newer values.
     */
    async saveProposalPairs(pairs: readonly ProposalPairTypicality[]): Promise<void> {
      await updateInSlices(
        db,
        pairs,
        (p) =>
          sql`(cast(${p.proposalId} as integer), cast(${p.conceptId} as integer), cast(${p.typicality} as real), cast(${p.updatedAt} as text))`,
        (values) => sql`update proposal_concepts set typicality = v.column3
          from (values ${values}) as v
          where proposal_concepts.proposal_id = v.column1 and proposal_concepts.concept_id = v.column2
            and exists (select 1 from proposals where proposals.id = v.column1 and proposals.updated_at = v.column4)`,
      );
    },

    /**
     * Replaces every stored centroid with those of model `modelId` (sums kept as Float32: the
     * cosine with a document moves by far less than the typicality task's tolerance).
     */
    async saveCentroids(modelId: number, centroids: ConceptCentroids): Promise<void> {
      const { dimensions, rows, sums, counts } = centroids;
      const entries = [...rows];
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('conceptCentroids').execute();
        for (let i = 0; i < entries.length; i += CENTROIDS_PER_INSERT) {
          const values = entries.slice(i, i + CENTROIDS_PER_INSERT).map(([conceptId, row]) => {
            const bytes = float32ToBytes(Float32Array.from(sums.subarray(row * dimensions, (row + 1) * dimensions)));
            return {
              conceptId,
              modelId,
              sum: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
              count: counts[row] as number,
            };
          });
          await trx.insertInto('conceptCentroids').values(values).execute();
        }
      });
    },

    /**
     * The stored centroids of model `modelId` for `conceptIds` only (a saved document needs its
     * own concepts', not the tens of megabytes of all of them); concepts without one are absent.
     */
    async centroidsOf(modelId: number, dimensions: number, conceptIds: readonly number[]): Promise<ConceptCentroids> {
      const found: Array<{ conceptId: number; sum: Uint8Array; count: number }> = [];
      for (let i = 0; i < conceptIds.length; i += IDS_PER_QUERY) {
        const slice = conceptIds.slice(i, i + IDS_PER_QUERY);
        found.push(
          ...(await k
            .selectFrom('conceptCentroids')
            .select(['conceptId', 'sum', 'count'])
            .where('modelId', '=', modelId)
            .where('conceptId', 'in', slice)
            .execute()),
        );
      }
      const rows = new Map<number, number>();
      const sums = new Float64Array(found.length * dimensions);
      const counts = new Int32Array(found.length);
      const norms2 = new Float64Array(found.length);
      for (const { conceptId, sum, count } of found) {
        const vector = bytesToFloat32(new Uint8Array(sum));
        if (vector.length !== dimensions) continue;
        const row = rows.size;
        rows.set(conceptId, row);
        sums.set(vector, row * dimensions);
        counts[row] = count;
        let norm2 = 0;
        for (let j = 0; j < dimensions; j++) norm2 += (vector[j] as number) ** 2;
        norms2[row] = norm2;
      }
      return { dimensions, rows, sums, counts, norms2 };
    },
  };
}

/**
 * One `UPDATE … FROM (VALUES …)` per slice of `rows`, all in one transaction (nothing without
 * rows). VALUES names its columns column1… on both databases.
 */
async function updateInSlices<T>(
  db: Db,
  rows: readonly T[],
  value: (row: T) => RawBuilder<unknown>,
  update: (values: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_UPDATE) {
      await update(sql.join(rows.slice(i, i + ROWS_PER_UPDATE).map(value))).execute(trx);
    }
  });
}
