/**
 * The corpus representation model: a vocabulary of stemmed words and phrases with their
 * document frequencies (sublinear tf × smoothed idf, unit length: `LexicalModel`), and a
 * dense semantic space learned from the same corpus by latent semantic analysis — the
 * truncated SVD of the documents' tf-idf matrix, whose right singular vectors project any
 * tf-idf vector to `dim` dimensions.
 *
 * Vocabulary ids are ordered by document frequency (most frequent first), so the projection
 * covers ids 0 … projectedTerms − 1 and is one row-major Float32Array.
 */
import { createLexicalModelBuilder, loadLexicalModel, type LexicalModel } from '../affinity/lexical-model';
import type { AffinityStemmer } from '../affinity/affinity-text';
import { csrFromRows } from './csr-matrix';
import { randomizedSvd } from './randomized-svd';

export interface RepresentationSettings {
  stemmer: AffinityStemmer;
  bigrams: boolean;
  /** Dimensions of the dense space. */
  dim: number;
  /** Terms seen in fewer documents are left out of the vocabulary (their idf is the unseen one). */
  minDocumentFrequency: number;
  /** The most frequent terms that get a row of the projection (the rest count lexically only). */
  maxProjectedTerms: number;
  /**
   * Component j of an embedding is scaled by σⱼ^−γ: 0 keeps the LSA coordinates (x·V),
   * 1 whitens them so that every retained topic weighs the same.
   */
  whitening: number;
  seed: number;
}

/** Chosen by cross-validation (`npm run bench:affinity -- --cv`; figures in the README). */
export const DEFAULT_REPRESENTATION_SETTINGS: RepresentationSettings = {
  stemmer: 'porter',
  bigrams: true,
  dim: 256,
  minDocumentFrequency: 2,
  maxProjectedTerms: 60_000,
  whitening: 0.5,
  seed: 1,
};

export interface RepresentationModel {
  readonly settings: RepresentationSettings;
  readonly lexical: LexicalModel;
  readonly dim: number;
  /** Vocabulary ids below this have a projection row. */
  readonly projectedTerms: number;
  /** projectedTerms × dim, row-major, σ-scaling already applied. */
  readonly projection: Float32Array;
  /** σ₁ ≥ … ≥ σ_dim of the training matrix. */
  readonly singularValues: Float32Array;
}

/** A document as the model reads it. */
export interface RepresentedText {
  title: string;
  abstract: string;
}

/** The text embedded for a document: title then abstract (as the affinity scorer reads it). */
export function representationText({ title, abstract }: RepresentedText): string {
  return `${title}.\n${abstract}`;
}

/** Rebuilds a lexical model with ids in order of descending document frequency. */
function frequencyOrdered(model: LexicalModel): LexicalModel {
  const serialized = model.serialize();
  if (serialized.table.length === 0) return model;
  const lines = serialized.table.split('\n');
  const df = (line: string): number => Number(line.slice(0, line.indexOf('\t')));
  lines.sort((a, b) => df(b) - df(a) || (a < b ? -1 : a > b ? 1 : 0));
  return loadLexicalModel({ ...serialized, table: lines.join('\n') });
}

/** σ-scaled copy of V (cols × rank, Float64) as the stored Float32 projection. */
function scaledProjection(right: Float64Array, sigma: Float64Array, rows: number, dim: number, whitening: number) {
  const scale = new Float64Array(dim);
  for (let j = 0; j < dim; j++) {
    const s = sigma[j] as number;
    scale[j] = s > 0 ? Math.pow(s, -whitening) : 0;
  }
  const out = new Float32Array(rows * dim);
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < dim; j++) out[i * dim + j] = (right[i * dim + j] as number) * (scale[j] as number);
  return out;
}

/**
 * Trains the model on `documents` (texts, e.g. `representationText(work)`); reads them twice
 * (document frequencies, then the tf-idf matrix). Deterministic for given texts and settings.
 */
export function trainRepresentationModel({
  documents,
  settings = DEFAULT_REPRESENTATION_SETTINGS,
  onStep,
}: {
  documents: readonly string[];
  settings?: RepresentationSettings;
  onStep?: (step: string) => void;
}): RepresentationModel {
  onStep?.('counting document frequencies');
  const builder = createLexicalModelBuilder({ bigrams: settings.bigrams, stemmer: settings.stemmer });
  for (const text of documents) builder.add(text);
  const lexical = frequencyOrdered(builder.build({ minDocumentFrequency: settings.minDocumentFrequency }));
  const projectedTerms = Math.min(settings.maxProjectedTerms, lexical.vocabularySize);

  onStep?.('weighting the documents');
  const rows: Array<{ indices: Int32Array; values: Float32Array }> = [];
  for (const text of documents) {
    const vector = lexical.vectorize(text);
    let count = 0;
    for (let k = 0; k < vector.ids.length; k++) if ((vector.ids[k] as number) < projectedTerms) count++;
    if (count === 0) continue;
    const indices = new Int32Array(count);
    const values = new Float32Array(count);
    let at = 0;
    for (let k = 0; k < vector.ids.length; k++) {
      const id = vector.ids[k] as number;
      if (id >= projectedTerms) continue;
      indices[at] = id;
      values[at++] = vector.weights[k] as number;
    }
    rows.push({ indices, values });
  }
  const dim = Math.min(settings.dim, rows.length, projectedTerms);
  if (dim < 1) throw new Error('Too few documents or terms to train a representation model');
  const matrix = csrFromRows({ rows, cols: projectedTerms });
  const svd = randomizedSvd(matrix, { rank: dim, seed: settings.seed, onStep });
  return {
    settings,
    lexical,
    dim,
    projectedTerms,
    projection: scaledProjection(svd.right, svd.singularValues, projectedTerms, dim, settings.whitening),
    singularValues: Float32Array.from(svd.singularValues),
  };
}

/**
 * The dense embedding of a text: its unit tf-idf vector projected into the model's space
 * and scaled to unit length, so the dot product of two embeddings is their cosine. A text
 * with no projected term embeds as the zero vector (cosine 0 with everything).
 */
export function embedText(model: RepresentationModel, text: string): Float32Array {
  return projectSparse(model, model.lexical.vectorize(text));
}

/** `embedText` of a document's title and abstract. */
export function embedDocument(model: RepresentationModel, document: RepresentedText): Float32Array {
  return embedText(model, representationText(document));
}

/** Projects a tf-idf vector of the model's vocabulary and normalises it. */
export function projectSparse(
  model: RepresentationModel,
  vector: { ids: ArrayLike<number>; weights: ArrayLike<number> },
): Float32Array {
  const { dim, projection, projectedTerms } = model;
  const sum = new Float64Array(dim);
  for (let k = 0; k < vector.ids.length; k++) {
    const id = vector.ids[k] as number;
    if (id >= projectedTerms) continue;
    const weight = vector.weights[k] as number;
    const base = id * dim;
    for (let j = 0; j < dim; j++) sum[j] = (sum[j] as number) + weight * (projection[base + j] as number);
  }
  let norm = 0;
  for (let j = 0; j < dim; j++) norm += (sum[j] as number) ** 2;
  const out = new Float32Array(dim);
  if (norm === 0) return out;
  const inv = 1 / Math.sqrt(norm);
  for (let j = 0; j < dim; j++) out[j] = (sum[j] as number) * inv;
  return out;
}

/** Dot product of two dense vectors of equal length (the cosine for unit vectors). */
export function denseDot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += (a[j] as number) * (b[j] as number);
  return sum;
}

/**
 * The same model with another σ-scaling and/or fewer leading dimensions (the leading
 * components of a rank-d SVD are the rank-d′ SVD), for cross-validating both without
 * retraining.
 */
export function adjustRepresentationModel(
  model: RepresentationModel,
  { whitening = model.settings.whitening, dim = model.dim }: { whitening?: number; dim?: number },
): RepresentationModel {
  const newDim = Math.min(dim, model.dim);
  const factor = new Float64Array(newDim);
  for (let j = 0; j < newDim; j++) {
    const s = model.singularValues[j] as number;
    factor[j] = s > 0 ? Math.pow(s, model.settings.whitening - whitening) : 0;
  }
  const projection = new Float32Array(model.projectedTerms * newDim);
  for (let i = 0; i < model.projectedTerms; i++)
    for (let j = 0; j < newDim; j++)
      projection[i * newDim + j] = (model.projection[i * model.dim + j] as number) * (factor[j] as number);
  return {
    ...model,
    settings: { ...model.settings, whitening, dim: newDim },
    dim: newDim,
    projection,
    singularValues: model.singularValues.slice(0, newDim),
  };
}
