/**
 * Typicality of a concept in an article: the cosine between the article's dense vector (the
 * stored representation model) and the centroid of the *other* articles that carry the concept.
 * An article that uses a word in the sense the rest of the corpus does sits near that centroid;
 * a wrong sense ("joint" learning under Joints, "episodic memory" under Semiconductor memory)
 * or a mention in passing sits far from it. Nothing here is trained on judgments: the centroids
 * are the corpus's own articles, and badge relevance turns the cosine into points
 * (`badge-relevance.ts`, weight chosen by cross-validation in `bench:concepts`).
 */

/** Per concept, the sum of the unit vectors of the articles carrying it. */
export interface ConceptCentroids {
  readonly dimensions: number;
  /** Concept id → row of `sums`. */
  readonly rows: ReadonlyMap<number, number>;
  /** rows × dimensions, row-major. */
  readonly sums: Float64Array;
  /** Articles summed per row. */
  readonly counts: Int32Array;
  /** Squared norm of each row's sum. */
  readonly norms2: Float64Array;
}

/** One article as the centroids read it: its unit vector and the concepts it carries. */
export interface CentroidArticle {
  vector: Float32Array;
  conceptIds: ArrayLike<number>;
}

/** Adds articles one at a time (a corpus read in batches); `result` gives the centroids. */
export interface ConceptCentroidsBuilder {
  add(article: CentroidArticle): void;
  result(): ConceptCentroids;
}

/** A builder of centroids over vectors of `dimensions` (a zero vector, an article without text, is left out). */
export function createConceptCentroidsBuilder(dimensions: number): ConceptCentroidsBuilder {
  const rows = new Map<number, number>();
  let sums = new Float64Array(1024 * dimensions);
  let counts = new Int32Array(1024);
  function rowOf(conceptId: number): number {
    let row = rows.get(conceptId);
    if (row !== undefined) return row;
    row = rows.size;
    rows.set(conceptId, row);
    if (row >= counts.length) {
      const grownSums = new Float64Array(sums.length * 2);
      grownSums.set(sums);
      sums = grownSums;
      const grownCounts = new Int32Array(counts.length * 2);
      grownCounts.set(counts);
      counts = grownCounts;
    }
    return row;
  }
  return {
    add({ vector, conceptIds }) {
      if (vector.length !== dimensions || isZero(vector)) return;
      for (let k = 0; k < conceptIds.length; k++) {
        const row = rowOf(conceptIds[k] as number);
        const base = row * dimensions;
        for (let j = 0; j < dimensions; j++) sums[base + j] = (sums[base + j] as number) + (vector[j] as number);
        counts[row] = (counts[row] as number) + 1;
      }
    },
    result() {
      const norms2 = new Float64Array(rows.size);
      for (let row = 0; row < rows.size; row++) {
        let sum = 0;
        const base = row * dimensions;
        for (let j = 0; j < dimensions; j++) sum += (sums[base + j] as number) ** 2;
        norms2[row] = sum;
      }
      return { dimensions, rows, sums, counts, norms2 };
    },
  };
}

/** Sums the vectors of `articles` per concept (`createConceptCentroidsBuilder` over a list). */
export function buildConceptCentroids(articles: Iterable<CentroidArticle>, dimensions: number): ConceptCentroids {
  const builder = createConceptCentroidsBuilder(dimensions);
  for (const article of articles) builder.add(article);
  return builder.result();
}

function isZero(vector: Float32Array): boolean {
  for (let j = 0; j < vector.length; j++) if (vector[j] !== 0) return false;
  return true;
}

/**
 * The cosine between `vector` (unit length) and the centroid of the concept's articles, leaving
 * the article itself out when it is one of them (`counted`): null when no other article carries
 * the concept, or the vector is zero.
 */
export function conceptTypicality(
  centroids: ConceptCentroids,
  conceptId: number,
  vector: Float32Array,
  counted: boolean,
): number | null {
  const row = centroids.rows.get(conceptId);
  if (row === undefined || vector.length !== centroids.dimensions || isZero(vector)) return null;
  const others = (centroids.counts[row] as number) - (counted ? 1 : 0);
  if (others < 1) return null;
  const base = row * centroids.dimensions;
  let dot = 0;
  for (let j = 0; j < centroids.dimensions; j++) dot += (centroids.sums[base + j] as number) * (vector[j] as number);
  // |S − v|² = |S|² − 2 v·S + 1 for a unit v; the cosine with S − v is (v·S − 1) / |S − v|.
  const norm2 = counted ? (centroids.norms2[row] as number) - 2 * dot + 1 : (centroids.norms2[row] as number);
  if (counted) dot -= 1;
  if (norm2 <= 1e-12) return null;
  return Math.max(-1, Math.min(1, dot / Math.sqrt(norm2)));
}
