import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPRESENTATION_SETTINGS,
  adjustRepresentationModel,
  denseDot,
  embedDocument,
  embedText,
  trainRepresentationModel,
  type RepresentationSettings,
} from './representation-model';
import {
  bytesToFloat32,
  float32ToBytes,
  loadRepresentationModel,
  serializeRepresentationModel,
} from './representation-store';

const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 4, maxProjectedTerms: 200 };

// Two topics whose documents share no word across topics but many within: LSA must put
// "translation" and "decoder" documents together even when they share no word themselves.
const DOCUMENTS = [
  'neural translation with an attention decoder',
  'attention decoder for translation of speech',
  'neural translation of low resource languages',
  'decoder attention in neural speech translation',
  'robot grasping with tactile sensors',
  'tactile sensors for robot manipulation',
  'grasping objects with a robot hand',
  'manipulation and grasping by tactile robot hands',
];

describe('trainRepresentationModel', () => {
  const model = trainRepresentationModel({ documents: DOCUMENTS, settings: SETTINGS });

  it('orders the vocabulary by document frequency and projects the most frequent terms', () => {
    const frequencies = Array.from({ length: model.lexical.vocabularySize }, (_, id) => model.lexical.idf(id));
    // Ascending idf is descending document frequency.
    for (let i = 1; i < frequencies.length; i++)
      expect(frequencies[i]).toBeGreaterThanOrEqual(frequencies[i - 1] as number);
    expect(model.projection.length).toBe(model.projectedTerms * model.dim);
    expect(model.dim).toBe(4);
  });

  it('embeds texts as unit vectors whose dot product separates the topics', () => {
    const translation = embedText(model, 'speech translation');
    const decoder = embedText(model, 'attention decoder');
    const robots = embedText(model, 'robot hand');
    expect(denseDot(translation, translation)).toBeCloseTo(1, 5);
    expect(denseDot(translation, decoder)).toBeGreaterThan(0.8);
    expect(denseDot(translation, robots)).toBeLessThan(0.3);
  });

  it('embeds a text without a known term as the zero vector', () => {
    expect(Array.from(embedText(model, 'zebra quasar'))).toEqual([0, 0, 0, 0]);
  });

  it('embeds a document as its title and abstract', () => {
    const doc = embedDocument(model, { title: 'Robot grasping', abstract: 'With tactile sensors.' });
    expect(Array.from(doc)).toEqual(Array.from(embedText(model, 'Robot grasping.\nWith tactile sensors.')));
  });

  it('is reproducible for the same texts and settings', () => {
    const again = trainRepresentationModel({ documents: DOCUMENTS, settings: SETTINGS });
    expect(Array.from(again.projection)).toEqual(Array.from(model.projection));
  });

  it('keeps leading dimensions and rescales components without retraining', () => {
    const smaller = adjustRepresentationModel(model, { dim: 2, whitening: 1 });
    expect(smaller.dim).toBe(2);
    const sigma = model.singularValues;
    const w = model.settings.whitening;
    // Row 0, column 1: scaled from σ^-w to σ^-1.
    expect(smaller.projection[1]).toBeCloseTo((model.projection[1] as number) * Math.pow(sigma[1] as number, w - 1), 6);
  });
});

describe('stored representation models', () => {
  const model = trainRepresentationModel({ documents: DOCUMENTS, settings: SETTINGS });

  it('round-trips through the storage form and embeds identically', () => {
    const loaded = loadRepresentationModel(serializeRepresentationModel(model));
    expect(loaded.dim).toBe(model.dim);
    expect(Array.from(embedText(loaded, 'tactile robot'))).toEqual(Array.from(embedText(model, 'tactile robot')));
    // Arrays whose bytes are not 4-aligned in their buffer are copied rather than read in place.
    const stored = serializeRepresentationModel(model);
    const shifted = new Uint8Array(stored.projection.length + 1);
    shifted.set(stored.projection, 1);
    const copied = loadRepresentationModel({ ...stored, projection: shifted.subarray(1) });
    expect(Array.from(embedText(copied, 'tactile robot'))).toEqual(Array.from(embedText(model, 'tactile robot')));
  });

  it('refuses arrays that do not match the header', () => {
    const stored = serializeRepresentationModel(model);
    expect(() => loadRepresentationModel({ ...stored, projection: stored.projection.slice(4) })).toThrow(
      /do not match/,
    );
    expect(() =>
      loadRepresentationModel({ ...stored, header: { ...stored.header, format: 'other' as never } }),
    ).toThrow(/Not a sciscope representation model/);
  });

  it('stores floats as little-endian bytes and reads them from any offset', () => {
    const bytes = float32ToBytes(Float32Array.from([1, -2.5]));
    expect(Array.from(bytes)).toEqual([0, 0, 0x80, 0x3f, 0, 0, 0x20, 0xc0]);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(Array.from(bytesToFloat32(shifted.subarray(1)))).toEqual([1, -2.5]);
    expect(() => bytesToFloat32(new Uint8Array(3))).toThrow(/whole number/);
  });
});
