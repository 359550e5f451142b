/**
 * The affinity of people to a panel's documents: for each person and each document, the
 * referee finder's algorithm 3 over the person's own articles (the mean of their best
 * `topAuthorArticles` article similarities, clamped to [0, 1]; articles older than `sinceYear`
 * do not count). A similarity is the cosine of stored dense vectors, or one the caller computed
 * (the server's lexical cosines less the retrieval's pool edge).
 * This is what `rankByAlgorithm3` gives one author from their articles (the referee finder's
 * custom authors), computed for every person × document at once: each article's similarity to
 * every document once (articles shared by co-authors are not recomputed), then a top-k per pair.
 */

export interface PeopleArticles {
  /** CSR over people: person p's articles are `articles[offsets[p]] … articles[offsets[p+1] − 1]`. */
  offsets: Int32Array;
  /** Indexes into the article table (`vectors`, `years`). */
  articles: Int32Array;
}

interface PanelAffinityCommon {
  /** Publication year of each article (null or below `sinceYear`: see `sinceYear`). */
  years: ArrayLike<number | null>;
  people: PeopleArticles;
  /** Only articles of this year or later count; unknown years always count (algorithm 3). */
  sinceYear: number | null;
  /** Best articles averaged (null: every counted article). */
  topAuthorArticles: number | null;
}

/** Dense: each article's similarity is the cosine of its stored vector and the document's. */
export interface DensePanelAffinityInput extends PanelAffinityCommon {
  dim: number;
  /** documents × dim unit vectors (a zero row: a document without a direction, scored 0). */
  queries: Float32Array;
  /** articles × dim stored vectors (unit length). */
  vectors: Float32Array;
}

/** Similarities computed by the caller (the lexical index's cosines, less the pool edge). */
export interface ScoredPanelAffinityInput extends PanelAffinityCommon {
  documents: number;
  /** articles × documents similarities (clamped to [0, 1] here; NaN counts as 0). */
  similarity: Float32Array;
}

export type PanelAffinityInput = DensePanelAffinityInput | ScoredPanelAffinityInput;

export interface PanelAffinity {
  documents: number;
  /** people × documents algorithm-3 scores. */
  scores: Float32Array;
  /** people × documents: the article (index into the table) with the best similarity, −1 when none counts. */
  bestArticle: Int32Array;
}

/** Scores every person against every document (see the module comment). */
export function panelAffinity(input: PanelAffinityInput): PanelAffinity {
  const { years, people, sinceYear, topAuthorArticles } = input;
  const articleCount =
    'similarity' in input
      ? Math.floor(input.similarity.length / Math.max(1, input.documents))
      : Math.floor(input.vectors.length / input.dim);
  // The articles that count (inside the years window).
  const counts = new Uint8Array(articleCount);
  for (let i = 0; i < people.articles.length; i++) {
    const a = people.articles[i] as number;
    const y = years[a];
    counts[a] = sinceYear === null || y === null || y === undefined || y >= sinceYear ? 1 : 0;
  }
  const documents = 'similarity' in input ? input.documents : Math.floor(input.queries.length / input.dim);
  const similarity = 'similarity' in input ? clamped(input.similarity) : denseSimilarity(input, counts);
  const personCount = people.offsets.length - 1;
  const scores = new Float32Array(personCount * documents);
  const bestArticle = new Int32Array(personCount * documents).fill(-1);
  const top = new Float64Array(Math.max(1, topAuthorArticles ?? 1));
  for (let p = 0; p < personCount; p++) {
    const from = people.offsets[p] as number;
    const to = people.offsets[p + 1] as number;
    let counted = 0;
    for (let i = from; i < to; i++) counted += counts[people.articles[i] as number] as number;
    const k = topAuthorArticles === null ? counted : Math.max(1, topAuthorArticles);
    for (let d = 0; d < documents; d++) {
      let sum = 0;
      let best = -1;
      let bestValue = -1;
      if (topAuthorArticles === null) {
        for (let i = from; i < to; i++) {
          const a = people.articles[i] as number;
          if (!counts[a]) continue;
          const s = similarity[a * documents + d] as number;
          sum += s;
          if (s > bestValue) {
            bestValue = s;
            best = a;
          }
        }
      } else {
        // The k best similarities, kept in a small sorted buffer (k is 3 or 10).
        let filled = 0;
        for (let i = from; i < to; i++) {
          const a = people.articles[i] as number;
          if (!counts[a]) continue;
          const s = similarity[a * documents + d] as number;
          if (s > bestValue) {
            bestValue = s;
            best = a;
          }
          if (filled < k) {
            let j = filled++;
            while (j > 0 && (top[j - 1] as number) < s) {
              top[j] = top[j - 1] as number;
              j--;
            }
            top[j] = s;
          } else if (s > (top[k - 1] as number)) {
            let j = k - 1;
            while (j > 0 && (top[j - 1] as number) < s) {
              top[j] = top[j - 1] as number;
              j--;
            }
            top[j] = s;
          }
        }
        for (let j = 0; j < filled; j++) sum += top[j] as number;
      }
      scores[p * documents + d] = k > 0 ? sum / Math.max(1, k) : 0;
      bestArticle[p * documents + d] = best;
    }
  }
  return { documents, scores, bestArticle };
}

/** Article × document cosines of the stored vectors, for the articles that count, clamped to [0, 1]. */
function denseSimilarity(input: DensePanelAffinityInput, counts: Uint8Array): Float32Array {
  const { dim, queries, vectors } = input;
  const documents = Math.floor(queries.length / dim);
  const similarity = new Float32Array(counts.length * documents);
  for (let a = 0; a < counts.length; a++) {
    if (!counts[a]) continue;
    const base = a * dim;
    for (let d = 0; d < documents; d++) {
      const q = d * dim;
      let dot = 0;
      for (let k = 0; k < dim; k++) dot += (vectors[base + k] as number) * (queries[q + k] as number);
      similarity[a * documents + d] = dot < 0 ? 0 : dot > 1 ? 1 : dot;
    }
  }
  return similarity;
}

function clamped(scores: Float32Array): Float32Array {
  const out = new Float32Array(scores.length);
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i] as number;
    out[i] = s > 0 ? (s > 1 ? 1 : s) : 0;
  }
  return out;
}
