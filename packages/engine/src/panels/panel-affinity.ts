/**
 * The affinity of people to a panel's documents: for each person and each document, the
 * referee finder's algorithm 3 over the person's own articles (the mean of their best
 * `topAuthorArticles` article similarities, clamped to [0, 1]; articles older than `sinceYear`
 * do not count). A similarity is the cosine of stored dense vectors, or one the caller computed
 * (the server's lexical cosines less the retrieval's pool edge).
 * This is what `rankByAlgorithm3` gives one author from their articles (the referee finder's
 * custom authors), computed for every person × document at once: each article's similarity to
 * every document once (articles shared by co-authors are not recomputed), then a top-k per pair.
 * A work a person holds as two versions (`works`) counts once, at its best version per document.
 */
import { repeatedWorks } from '../referees/work-versions';

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
  /**
   * Per article: the key of its work when the article has other versions (work-versions.ts; any
   * key ≥ 0 its versions share), −1 when it has none. Absent: every article is a work of its own.
   */
  works?: ArrayLike<number>;
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
  // Per article, its work when another listed article is a version of it (−1 otherwise); null when none is.
  const repeated = input.works ? repeatedWorks(input.works) : null;
  for (let p = 0; p < personCount; p++) {
    const from = people.offsets[p] as number;
    const to = people.offsets[p + 1] as number;
    if (repeated && holdsVersions(people.articles, from, to, counts, repeated)) {
      // Rare (a work held twice by one person): the slow path, each work once at its best version.
      scoreWithVersions({
        person: p,
        from,
        to,
        documents,
        similarity,
        counts,
        repeated,
        people,
        topAuthorArticles,
        scores,
        bestArticle,
      });
      continue;
    }
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
          filled = offerTop(top, filled, k, s);
        }
        for (let j = 0; j < filled; j++) sum += top[j] as number;
      }
      scores[p * documents + d] = k > 0 ? sum / Math.max(1, k) : 0;
      bestArticle[p * documents + d] = best;
    }
  }
  return { documents, scores, bestArticle };
}

/** Whether two of the articles `from`…`to` that count are versions of one work. */
function holdsVersions(articles: Int32Array, from: number, to: number, counts: Uint8Array, repeated: Int32Array) {
  for (let i = from; i < to; i++) {
    const a = articles[i] as number;
    const work = repeated[a] as number;
    if (work < 0 || !counts[a]) continue;
    for (let j = i + 1; j < to; j++) {
      const b = articles[j] as number;
      if (counts[b] && repeated[b] === work) return true;
    }
  }
  return false;
}

/**
 * One person's scores when they hold versions of a work: per document, each work's best version
 * (a small list of the person's repeated works), then the top-k over works as the fast path.
 */
function scoreWithVersions(input: {
  person: number;
  from: number;
  to: number;
  documents: number;
  similarity: Float32Array;
  counts: Uint8Array;
  repeated: Int32Array;
  people: PeopleArticles;
  topAuthorArticles: number | null;
  scores: Float32Array;
  bestArticle: Int32Array;
}): void {
  const { person, from, to, documents, similarity, counts, repeated, topAuthorArticles, scores, bestArticle } = input;
  const articles = input.people.articles;
  const keys = new Int32Array(to - from);
  const bestOfWork = new Float64Array(to - from);
  // The works that count: articles without another version, and each repeated work once.
  let works = 0;
  let m = 0;
  for (let i = from; i < to; i++) {
    const a = articles[i] as number;
    if (!counts[a]) continue;
    const work = repeated[a] as number;
    if (work >= 0) {
      let j = 0;
      while (j < m && keys[j] !== work) j++;
      if (j < m) continue;
      keys[m++] = work;
    }
    works++;
  }
  const k = topAuthorArticles === null ? works : Math.max(1, topAuthorArticles);
  const top = new Float64Array(Math.max(1, k));
  for (let d = 0; d < documents; d++) {
    let best = -1;
    let bestValue = -1;
    let sum = 0;
    let filled = 0;
    m = 0;
    for (let i = from; i < to; i++) {
      const a = articles[i] as number;
      if (!counts[a]) continue;
      const s = similarity[a * documents + d] as number;
      if (s > bestValue) {
        bestValue = s;
        best = a;
      }
      const work = repeated[a] as number;
      if (work >= 0) {
        let j = 0;
        while (j < m && keys[j] !== work) j++;
        if (j === m) {
          keys[m] = work;
          bestOfWork[m++] = s;
        } else if (s > (bestOfWork[j] as number)) bestOfWork[j] = s;
      } else if (topAuthorArticles === null) sum += s;
      else filled = offerTop(top, filled, k, s);
    }
    for (let j = 0; j < m; j++) {
      const s = bestOfWork[j] as number;
      if (topAuthorArticles === null) sum += s;
      else filled = offerTop(top, filled, k, s);
    }
    for (let j = 0; j < filled; j++) sum += top[j] as number;
    scores[person * documents + d] = k > 0 ? sum / Math.max(1, k) : 0;
    bestArticle[person * documents + d] = best;
  }
}

/** Inserts `s` into the descending buffer `top` of at most `k` values holding `filled`; answers the new fill. */
function offerTop(top: Float64Array, filled: number, k: number, s: number): number {
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
  return filled;
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
