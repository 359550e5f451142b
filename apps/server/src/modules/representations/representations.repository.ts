/**
 * Every read and write of the stored representations (migration 0007): the trained model
 * and the per-article dense vectors, on SQLite and PostgreSQL alike. Arrays travel as
 * little-endian Float32 bytes (BLOB / bytea).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { runStepsYielding } from '../../app/steps';
import {
  bytesToFloat32,
  float32ToBytes,
  representationModelLoader,
  serializeRepresentationModel,
  type RepresentationModel,
  type RepresentationModelHeader,
  type SerializedConceptModel,
} from '@sciscope/engine';
import type { Selectable } from 'kysely';
import type { Db } from '../../app/database/kysely';
import type { RepresentationModelsTable } from '../../app/database/schema';

/** The stored model with its id (vectors carry the id of the model that computed them). */
export interface StoredModel {
  id: number;
  model: RepresentationModel;
  createdAt: string;
}

/** An article's vector as the retrieval index reads it. */
export interface ArticleVector {
  articleId: number;
  vector: Float32Array;
}

/** An article's text to embed. */
export interface ArticleText {
  id: number;
  title: string;
  abstract: string;
}

function toBuffer(values: Float32Array): Buffer {
  const bytes = float32ToBytes(values);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// Rows per INSERT: 3 parameters each, well under SQLite's and PostgreSQL's limits.
const VECTOR_ROWS_PER_INSERT = 500;

/**
 * The model of a stored row. Making it (0.4-0.5 s at 1x, mostly its vocabulary) holds the
 * server's thread in steps of at most 0.15 s: requests are answered between them.
 */
async function storedModelOf(row: Selectable<RepresentationModelsTable>): Promise<StoredModel> {
  const model = await runStepsYielding(
    representationModelLoader({
      header: JSON.parse(row.header) as RepresentationModelHeader,
      vocabulary: row.vocabulary,
      // The row's own bytes, which nothing else holds: the model's arrays are read from them in place.
      projection: row.projection,
      singularValues: row.singularValues,
    }),
  );
  return { id: row.id, model, createdAt: row.createdAt };
}

export function createRepresentationsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  /** The newest ready model's id: one whose training embedded every article (`ready_at`). */
  async function latestModelId(): Promise<number | null> {
    const row = await k
      .selectFrom('representationModels')
      .select('id')
      .where('readyAt', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  return {
    latestModelId,

    /**
     * The stored concept document frequencies (kept exact by every import) as a concept
     * model's serialised form, N being the article count.
     */
    async conceptFrequencies(): Promise<SerializedConceptModel> {
      const rows = await k.selectFrom('concepts').select(['id', 'df']).where('df', '>', 0).orderBy('id').execute();
      const n = await k.selectFrom('corpusStats').select('value').where('key', '=', 'articles').executeTakeFirst();
      return {
        format: 'sciscope.concept-model',
        version: 1,
        documentCount: n?.value ?? 0,
        conceptIds: rows.map((r) => r.id),
        documentFrequencies: rows.map((r) => r.df),
      };
    },

    /** Articles in the corpus. */
    async articleCount(): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The newest ready model, or null before the first training has embedded every article.
     * A model is read by rankings, typicality and indexes only once ready: before, most
     * articles have no vector of it.
     */
    async latestModel(): Promise<StoredModel | null> {
      const row = await k
        .selectFrom('representationModels')
        .selectAll()
        .where('readyAt', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      // Reading the row (0.45-0.6 s at 1x, one stretch: most of it the projection's 61 MB) and
      // making the model of it (`storedModelOf`, in steps) are apart: requests are answered between.
      await nextTurn();
      return storedModelOf(row);
    },

    /**
     * A model trained after the newest ready one whose embedding has not ended (a training
     * interrupted by a restart), to finish; null when there is none.
     */
    async pendingModel(): Promise<StoredModel | null> {
      const ready = (await latestModelId()) ?? 0;
      const row = await k
        .selectFrom('representationModels')
        .selectAll()
        .where('readyAt', 'is', null)
        .where('id', '>', ready)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? await storedModelOf(row) : null;
    },

    /** Marks `id` ready: every article has its vector; readers switch to it. */
    async markModelReady(id: number, at = new Date().toISOString()): Promise<void> {
      await k.updateTable('representationModels').set({ readyAt: at }).where('id', '=', id).execute();
    },

    /** The newest model's id, training size and dimension, without loading it. */
    async latestModelFacts(): Promise<{ id: number; documentCount: number; dim: number } | null> {
      // Facts only: the projection (tens of MB) is not read to answer them.
      const row = await k
        .selectFrom('representationModels')
        .select(['id', 'documentCount', 'dim'])
        .where('readyAt', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { id: row.id, documentCount: row.documentCount, dim: row.dim } : null;
    },

    /**
     * Stores a newly trained model; returns its id. `ready: false` for a training that embeds the
     * articles next (markModelReady once done); `true` for a model with nothing to embed.
     */
    async saveModel(
      model: RepresentationModel,
      { ready, createdAt = new Date().toISOString() }: { ready: boolean; createdAt?: string },
    ): Promise<number> {
      const stored = serializeRepresentationModel(model);
      const row = await k
        .insertInto('representationModels')
        .values({
          header: JSON.stringify(stored.header),
          vocabulary: stored.vocabulary,
          projection: Buffer.from(stored.projection),
          singularValues: Buffer.from(stored.singularValues),
          dim: model.dim,
          documentCount: model.lexical.documentCount,
          createdAt,
          readyAt: ready ? createdAt : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Drops every model but `keepId` (their vectors go with them). */
    async deleteModelsExcept(keepId: number): Promise<void> {
      await k.deleteFrom('articleVectors').where('modelId', '<>', keepId).execute();
      await k.deleteFrom('representationModels').where('id', '<>', keepId).execute();
    },

    /** Articles with no vector of model `modelId`, in id order after `afterId`. */
    async articlesToEmbed({
      modelId,
      afterId,
      limit,
    }: {
      modelId: number;
      afterId: number;
      limit: number;
    }): Promise<ArticleText[]> {
      const rows = await k
        .selectFrom('articles as a')
        .leftJoin('articleVectors as v', (join) => join.onRef('v.articleId', '=', 'a.id').on('v.modelId', '=', modelId))
        .select(['a.id', 'a.title', 'a.abstract'])
        .where('a.id', '>', afterId)
        .where('v.articleId', 'is', null)
        .orderBy('a.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, abstract: r.abstract ?? '' }));
    },

    /** Every article's text in id order, `batchSize` rows per query (for training). */
    async *articleTexts(batchSize = 5000): AsyncGenerator<ArticleText> {
      let afterId = 0;
      for (;;) {
        const rows = await k
          .selectFrom('articles')
          .select(['id', 'title', 'abstract'])
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(batchSize)
          .execute();
        for (const r of rows) yield { id: r.id, title: r.title, abstract: r.abstract ?? '' };
        if (rows.length < batchSize) return;
        afterId = (rows[rows.length - 1] as { id: number }).id;
      }
    },

    /** Stores (or replaces) vectors of model `modelId`, in one transaction. */
    async saveVectors(modelId: number, vectors: readonly ArticleVector[]): Promise<void> {
      if (vectors.length === 0) return;
      await k.transaction().execute(async (trx) => {
        for (let i = 0; i < vectors.length; i += VECTOR_ROWS_PER_INSERT) {
          const rows = vectors
            .slice(i, i + VECTOR_ROWS_PER_INSERT)
            .map((v) => ({ articleId: v.articleId, modelId, vector: toBuffer(v.vector) }));
          await trx
            .insertInto('articleVectors')
            .values(rows)
            .onConflict((oc) =>
              oc.column('articleId').doUpdateSet((eb) => ({
                modelId: eb.ref('excluded.modelId'),
                vector: eb.ref('excluded.vector'),
              })),
            )
            .execute();
        }
      });
    },

    /** How many articles have a vector of `modelId`. */
    async vectorCount(modelId: number): Promise<number> {
      const row = await k
        .selectFrom('articleVectors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('modelId', '=', modelId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Every stored article vector of the newest model (with an id above `afterId`, for an
     * index catching up), in article id order, read
     * `batchSize` rows at a time (keyset pagination: memory stays bounded, no long-lived
     * cursor). Yields nothing before the first training.
     */
    async *streamArticleVectors({
      batchSize = 2000,
      afterId: startAfter = 0,
    }: { batchSize?: number; afterId?: number } = {}): AsyncGenerator<ArticleVector> {
      const modelId = await latestModelId();
      if (modelId === null) return;
      let afterId = startAfter;
      for (;;) {
        const rows = await k
          .selectFrom('articleVectors')
          .select(['articleId', 'vector'])
          .where('modelId', '=', modelId)
          .where('articleId', '>', afterId)
          .orderBy('articleId')
          .limit(batchSize)
          .execute();
        for (const r of rows) yield { articleId: r.articleId, vector: bytesToFloat32(new Uint8Array(r.vector)) };
        if (rows.length < batchSize) return;
        // A ranking opens its index on the server's thread: other requests are answered between batches.
        await nextTurn();
        afterId = (rows[rows.length - 1] as { articleId: number }).articleId;
      }
    },
  };
}

export type RepresentationsRepository = ReturnType<typeof createRepresentationsRepository>;
