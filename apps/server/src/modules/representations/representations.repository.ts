/**
 * Every read and write of the stored representations (migration 0007): the trained model
 * and the per-article dense vectors, on SQLite and PostgreSQL alike. Arrays travel as
 * little-endian Float32 bytes (BLOB / bytea).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { runStepsYielding } from '../../app/steps';
import { VOCABULARY_PART_CHARS, vocabularyParts } from '../../app/database/vocabulary-parts';
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
 * Bytes per stored part of a model's projection: SQLite answers a statement in one stretch,
 * and the whole projection (61 MB at the default corpus) in one took 0.49-0.58 s of the
 * server's thread (migration 0025). A part of 8 MiB took 31-33 ms with a warm cache, but 100-250
 * ms while a server opened its ranking index after a start (cold pages, collections of the
 * 8 MiB buffers); a part of 1 MiB is read in one eighth of that.
 */
export const PROJECTION_PART_BYTES = 1024 * 1024;

/** A model row without its projection, which is stored in parts. */
type ModelRow = Selectable<RepresentationModelsTable>;

/** The stored model's parts were dropped while they were read: a newer model replaced it. */
const REPLACED = Symbol('replaced');

export function createRepresentationsRepository({
  db,
  projectionPartBytes = PROJECTION_PART_BYTES,
  vocabularyPartChars = VOCABULARY_PART_CHARS,
  betweenParts = () => nextTurn(),
}: {
  db: Db;
  /** Smaller parts in tests, to store a small model in several. */
  projectionPartBytes?: number;
  vocabularyPartChars?: number;
  /** What runs before each part is read: a turn of the event loop (tests: other work, in order). */
  betweenParts?: () => Promise<unknown>;
}) {
  const k = db.kysely;

  /**
   * A model's projection read part by part, the event loop taking a turn before each, into
   * one array (aligned, so the model reads its floats in place); REPLACED when its parts are
   * not the `expectedBytes` its header says, or a part has gone meanwhile (a retraining
   * dropped the model).
   */
  async function readProjection(modelId: number, expectedBytes: number): Promise<Uint8Array | typeof REPLACED> {
    const sizes = await k
      .selectFrom('representationModelParts')
      .select(['part', (eb) => eb.fn<number>('length', ['bytes']).as('size')])
      .where('modelId', '=', modelId)
      .orderBy('part')
      .execute();
    const total = sizes.reduce((sum, { size }) => sum + Number(size), 0);
    if (total !== expectedBytes || sizes.some(({ part }, i) => part !== i)) return REPLACED;
    const projection = new Uint8Array(total);
    let at = 0;
    for (const { part, size } of sizes) {
      await betweenParts();
      const row = await k
        .selectFrom('representationModelParts')
        .select('bytes')
        .where('modelId', '=', modelId)
        .where('part', '=', part)
        .executeTakeFirst();
      if (!row || row.bytes.length !== Number(size)) return REPLACED;
      projection.set(row.bytes, at);
      at += row.bytes.length;
    }
    return projection;
  }

  /**
   * A model's vocabulary read part by part, the event loop taking a turn before each; REPLACED
   * when it has no parts or a part is missing (a retraining dropped the model meanwhile).
   */
  async function readVocabulary(modelId: number): Promise<string | typeof REPLACED> {
    const parts = await k
      .selectFrom('representationModelVocabularyParts')
      .select('part')
      .where('modelId', '=', modelId)
      .orderBy('part')
      .execute();
    if (parts.length === 0 || parts.some(({ part }, i) => part !== i)) return REPLACED;
    const texts: string[] = [];
    for (const { part } of parts) {
      await betweenParts();
      const row = await k
        .selectFrom('representationModelVocabularyParts')
        .select('text')
        .where('modelId', '=', modelId)
        .where('part', '=', part)
        .executeTakeFirst();
      if (!row) return REPLACED;
      texts.push(row.text);
    }
    return texts.join('');
  }

  /**
   * The model of a stored row: its vocabulary and projection read in parts, then made (0.4-0.5 s
   * at 1x, mostly its vocabulary) in steps; requests are answered between them.
   */
  async function storedModelOf(row: ModelRow): Promise<StoredModel | typeof REPLACED> {
    const header = JSON.parse(row.header) as RepresentationModelHeader;
    const vocabulary = await readVocabulary(row.id);
    if (vocabulary === REPLACED) return REPLACED;
    await betweenParts();
    const projection = await readProjection(
      row.id,
      header.projectedTerms * header.dim * Float32Array.BYTES_PER_ELEMENT,
    );
    if (projection === REPLACED) return REPLACED;
    const model = await runStepsYielding(
      representationModelLoader({
        header,
        vocabulary,
        // Bytes nothing else holds: the model's arrays are read from them in place.
        projection,
        singularValues: row.singularValues,
      }),
    );
    return { id: row.id, model, createdAt: row.createdAt };
  }

  /**
   * The model of the row `find` gives, found again when a retraining replaced it meanwhile;
   * a model whose parts are missing while it is still the one found is damaged: an error.
   */
  async function loadModel(find: () => Promise<ModelRow | undefined>): Promise<StoredModel | null> {
    let replacedId: number | null = null;
    for (;;) {
      const row = await find();
      if (!row) return null;
      if (row.id === replacedId) throw new Error(`The stored parts of representation model ${row.id} are incomplete.`);
      const stored = await storedModelOf(row);
      if (stored !== REPLACED) return stored;
      replacedId = row.id;
    }
  }

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
      return loadModel(() =>
        k
          .selectFrom('representationModels')
          .selectAll()
          .where('readyAt', 'is not', null)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      );
    },

    /**
     * A model trained after the newest ready one whose embedding has not ended (a training
     * interrupted by a restart), to finish; null when there is none.
     */
    async pendingModel(): Promise<StoredModel | null> {
      return loadModel(async () =>
        k
          .selectFrom('representationModels')
          .selectAll()
          .where('readyAt', 'is', null)
          .where('id', '>', (await latestModelId()) ?? 0)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      );
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
      const { projection } = stored;
      return k.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('representationModels')
          .values({
            header: JSON.stringify(stored.header),
            singularValues: Buffer.from(stored.singularValues),
            dim: model.dim,
            documentCount: model.lexical.documentCount,
            createdAt,
            readyAt: ready ? createdAt : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let part = 0, at = 0; at < projection.length; part++, at += projectionPartBytes) {
          const length = Math.min(projectionPartBytes, projection.length - at);
          const bytes = Buffer.from(projection.buffer, projection.byteOffset + at, length);
          await trx.insertInto('representationModelParts').values({ modelId: row.id, part, bytes }).execute();
        }
        for (const [part, text] of vocabularyParts(stored.vocabulary, vocabularyPartChars).entries())
          await trx.insertInto('representationModelVocabularyParts').values({ modelId: row.id, part, text }).execute();
        return row.id;
      });
    },

    /** Drops every model but `keepId` (their vectors go with them). */
    async deleteModelsExcept(keepId: number): Promise<void> {
      await k.deleteFrom('articleVectors').where('modelId', '<>', keepId).execute();
      await k.deleteFrom('representationModelParts').where('modelId', '<>', keepId).execute();
      await k.deleteFrom('representationModelVocabularyParts').where('modelId', '<>', keepId).execute();
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
