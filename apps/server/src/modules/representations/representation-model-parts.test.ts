import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  DEFAULT_REPRESENTATION_SETTINGS,
  embedDocument,
  serializeRepresentationModel,
  type RepresentationModel,
  type RepresentationSettings,
} from '@sciscope/engine';
import type { Db, DbDialect } from '../../app/database/kysely';
import { migrateToLatest } from '../../app/database/migrations';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createRepresentationsRepository } from './representations.repository';
import { trainRepresentations } from './representations.usecases';

const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 };
const TEXT = { title: 'grasp planning with point clouds', abstract: 'Tactile sensing for robot grasping.' };

/** A model trained on a small corpus of its own database. */
async function trainedModel(dialect: DbDialect): Promise<RepresentationModel> {
  const db = await createTestDb(dialect);
  try {
    const corpus = createCorpusFactories({ db });
    for (let i = 0; i < 30; i++) {
      await corpus.article({
        title: ['robot grasping', 'protein folding', 'machine translation'][i % 3] + ` study ${i}`,
        abstract: `We study ${['tactile sensing and grasp planning', 'molecular dynamics and structure prediction', 'attention and low-resource languages'][i % 3]}.`,
      });
    }
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    return (await createRepresentationsRepository({ db }).latestModel())!.model;
  } finally {
    await db.close();
  }
}

async function partCount(
  db: Db,
  modelId: number,
  table: 'representationModelParts' | 'representationModelVocabularyParts' = 'representationModelParts',
): Promise<number> {
  const rows = await db.kysely.selectFrom(table).select('part').where('modelId', '=', modelId).execute();
  return rows.length;
}

describeEachDatabase('a model’s projection stored in parts', (dialect) => {
  let model: RepresentationModel;
  let db: Db;
  beforeEach(async () => {
    model ??= await trainedModel(dialect);
  });
  afterEach(async () => {
    await db?.close();
  });

  it('is written in parts of the given size and read back whole', async () => {
    db = await createTestDb(dialect);
    const repository = createRepresentationsRepository({ db, projectionPartBytes: 100 });
    const id = await repository.saveModel(model, { ready: true });
    const bytes = model.projection.length * 4;
    expect(bytes).toBeGreaterThan(300);
    expect(await partCount(db, id)).toBe(Math.ceil(bytes / 100));
    const stored = (await repository.latestModel())!;
    expect(stored.id).toBe(id);
    expect(Array.from(stored.model.projection)).toEqual(Array.from(model.projection));
    expect(Array.from(embedDocument(stored.model, TEXT))).toEqual(Array.from(embedDocument(model, TEXT)));
    // The parts go with their model.
    const next = await repository.saveModel(model, { ready: true });
    await repository.deleteModelsExcept(next);
    expect(await partCount(db, id)).toBe(0);
    expect(await partCount(db, next)).toBe(Math.ceil(bytes / 100));
  });

  it('is read again from the newer model when a retraining drops the one being read', async () => {
    db = await createTestDb(dialect);
    const writer = createRepresentationsRepository({ db, projectionPartBytes: 16 });
    const first = await writer.saveModel(model, { ready: true });
    let second: number | null = null;
    // Between the reader's first and second part, a retraining stores its model and drops the first.
    const reader = createRepresentationsRepository({
      db,
      betweenParts: async () => {
        if (second !== null) return;
        second = await writer.saveModel(model, { ready: true });
        await writer.deleteModelsExcept(second);
      },
    });
    const stored = (await reader.latestModel())!;
    expect(second).not.toBeNull();
    expect(stored.id).not.toBe(first);
    expect(stored.id).toBe(second);
    expect(Array.from(stored.model.projection)).toEqual(Array.from(model.projection));
  });

  it('is refused, not read with a hole, when a part is missing', async () => {
    db = await createTestDb(dialect);
    const repository = createRepresentationsRepository({ db, projectionPartBytes: 16 });
    const id = await repository.saveModel(model, { ready: true });
    await db.kysely.deleteFrom('representationModelParts').where('modelId', '=', id).where('part', '=', 3).execute();
    await expect(repository.latestModel()).rejects.toThrow(
      `The stored parts of representation model ${id} are incomplete.`,
    );
  });

  it('keeps its vocabulary in parts of whole lines, read back whole', async () => {
    db = await createTestDb(dialect);
    const repository = createRepresentationsRepository({ db, vocabularyPartChars: 40 });
    const id = await repository.saveModel(model, { ready: true });
    const vocabulary = serializeRepresentationModel(model).vocabulary;
    const rows = await db.kysely
      .selectFrom('representationModelVocabularyParts')
      .select(['part', 'text'])
      .where('modelId', '=', id)
      .orderBy('part')
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((r) => r.text).join('')).toBe(vocabulary);
    // Every part but the last ends a line.
    for (const row of rows.slice(0, -1)) expect(row.text.endsWith('\n')).toBe(true);
    const stored = (await repository.latestModel())!;
    expect(stored.model.lexical.vocabularySize).toBe(model.lexical.vocabularySize);
    expect(Array.from(embedDocument(stored.model, TEXT))).toEqual(Array.from(embedDocument(model, TEXT)));
    const next = await repository.saveModel(model, { ready: true });
    await repository.deleteModelsExcept(next);
    expect(await partCount(db, id, 'representationModelVocabularyParts')).toBe(0);
  });

  it('is refused, not read with a hole, when a vocabulary part is missing', async () => {
    db = await createTestDb(dialect);
    const repository = createRepresentationsRepository({ db, vocabularyPartChars: 40 });
    const id = await repository.saveModel(model, { ready: true });
    await db.kysely
      .deleteFrom('representationModelVocabularyParts')
      .where('modelId', '=', id)
      .where('part', '=', 1)
      .execute();
    await expect(repository.latestModel()).rejects.toThrow(
      `The stored parts of representation model ${id} are incomplete.`,
    );
  });

  it('is split out of the rows of models stored before migration 0025', async () => {
    db = await createTestDb(dialect, { migrateUntil: '0024-representation-model-ready' });
    const serialized = serializeRepresentationModel(model);
    const blob = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await sql`INSERT INTO representation_models
        (header, vocabulary, projection, singular_values, dim, document_count, created_at, ready_at)
      VALUES (${JSON.stringify(serialized.header)}, ${serialized.vocabulary}, ${blob(serialized.projection)},
        ${blob(serialized.singularValues)}, ${model.dim}, 30, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`.execute(
      db.kysely,
    );
    expect((await migrateToLatest(db)).applied).toEqual([
      '0025-representation-model-parts',
      '0026-representation-model-vocabulary-parts',
    ]);
    const stored = (await createRepresentationsRepository({ db }).latestModel())!;
    expect(await partCount(db, stored.id)).toBe(1);
    expect(await partCount(db, stored.id, 'representationModelVocabularyParts')).toBe(1);
    await expect(sql`SELECT vocabulary FROM representation_models`.execute(db.kysely)).rejects.toThrow();
    expect(Array.from(embedDocument(stored.model, TEXT))).toEqual(Array.from(embedDocument(model, TEXT)));
    await expect(sql`SELECT projection FROM representation_models`.execute(db.kysely)).rejects.toThrow();
  });
});
