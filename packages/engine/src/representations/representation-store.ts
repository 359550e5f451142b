/**
 * Storage form of a representation model: a small JSON header, the vocabulary as text
 * (`<documentFrequency>\t<term>` lines in id order) and the typed arrays as little-endian
 * bytes, so a database can keep it in a few columns (BLOB / bytea) and restore it exactly.
 */
import { lexicalModelLoader } from '../affinity/lexical-model';
import { runSteps } from '../steps';
import { float32sAt, LITTLE_ENDIAN } from '../little-endian';
import type { RepresentationModel, RepresentationSettings } from './representation-model';

export interface RepresentationModelHeader {
  format: 'sciscope.representation-model';
  version: 1;
  settings: RepresentationSettings;
  documentCount: number;
  dim: number;
  projectedTerms: number;
}

export interface StoredRepresentationModel {
  header: RepresentationModelHeader;
  vocabulary: string;
  projection: Uint8Array;
  singularValues: Uint8Array;
}

/** The bytes of a Float32Array, little-endian on every platform. */
export function float32ToBytes(values: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN)
    return new Uint8Array(values.buffer.slice(values.byteOffset, values.byteOffset + values.byteLength));
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((value, i) => view.setFloat32(i * 4, value, true));
  return out;
}

/** A Float32Array from little-endian bytes (copied, so any alignment of the input works). */
export function bytesToFloat32(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error(`${bytes.byteLength} bytes are not a whole number of floats`);
  const out = new Float32Array(bytes.byteLength / 4);
  if (LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes);
    return out;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** The floats of a model's stored array, read in place where they can be (`float32sAt`). */
function float32sOf(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error(`${bytes.byteLength} bytes are not a whole number of floats`);
  return float32sAt(bytes, 0, bytes.byteLength / 4);
}

/** The model in its storage form. */
export function serializeRepresentationModel(model: RepresentationModel): StoredRepresentationModel {
  const lexical = model.lexical.serialize();
  return {
    header: {
      format: 'sciscope.representation-model',
      version: 1,
      settings: model.settings,
      documentCount: model.lexical.documentCount,
      dim: model.dim,
      projectedTerms: model.projectedTerms,
    },
    vocabulary: lexical.table,
    projection: float32ToBytes(model.projection),
    singularValues: float32ToBytes(model.singularValues),
  };
}

/**
 * Restores a stored model in steps (its vocabulary's, `lexicalModelLoader`), so an async caller
 * can let other work run between them; throws on a foreign header or arrays of the wrong size.
 */
export function* representationModelLoader(
  stored: StoredRepresentationModel,
): Generator<void, RepresentationModel, void> {
  const { header } = stored;
  if (header.format !== 'sciscope.representation-model' || header.version !== 1)
    throw new Error('Not a sciscope representation model (format/version mismatch)');
  const lexical = yield* lexicalModelLoader({
    format: 'sciscope.lexical-model',
    version: 1,
    options: { bigrams: header.settings.bigrams, stemmer: header.settings.stemmer },
    documentCount: header.documentCount,
    table: stored.vocabulary,
  });
  const projection = float32sOf(stored.projection);
  const singularValues = float32sOf(stored.singularValues);
  if (projection.length !== header.projectedTerms * header.dim || singularValues.length !== header.dim)
    throw new Error('Representation model arrays do not match their header');
  if (header.projectedTerms > lexical.vocabularySize)
    throw new Error('Representation model projects more terms than its vocabulary holds');
  return {
    settings: header.settings,
    lexical,
    dim: header.dim,
    projectedTerms: header.projectedTerms,
    projection,
    singularValues,
  };
}

/** Restores a stored model at once (its arrays read in place where they can be, `float32sOf`); throws on a foreign header or arrays of the wrong size. */
export function loadRepresentationModel(stored: StoredRepresentationModel): RepresentationModel {
  return runSteps(representationModelLoader(stored));
}
