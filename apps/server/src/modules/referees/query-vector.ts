/**
 * The document's point in the representation space, and the scores of authors the retrieval
 * did not reach (custom authors): both read the stored article vectors, so a document that is
 * an article, an author or a saved search is exactly where its articles are.
 */
import {
  embedDocument,
  normalizeSparse,
  rankByAlgorithm3,
  sparseWeightsFromPairs,
  type Algorithm3Candidate,
  type SparseWeights,
  type VectorHits,
} from '@sciscope/engine';
import type { RefereeSettings } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import type { RefDoc } from './ref-doc.port';
import type { RankingIndex } from './ranking-index';
import { createRefereesFactsRepository } from './referees-facts.repository';
import { lexicalVector } from '../retrieval/lexical-article-index';
import { createRetrievalRepository } from '../retrieval/retrieval.repository';

function normalise(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += (vector[i] as number) ** 2;
  if (!(norm > 0)) return null;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) * scale;
  return vector;
}

/** A document and the corpus articles that stand for it (none for free text). */
export interface QueryInput {
  db: Db;
  index: RankingIndex;
  doc: RefDoc;
  articleIds: readonly number[];
}

/**
 * The unit vector the retrieval starts from: the mean of the stored vectors of `articleIds`
 * when there are any (articles, authors, saved searches), else the embedded title and
 * abstract; null when neither gives a direction (no text, no vector).
 */
export async function queryVector({ db, index, doc, articleIds }: QueryInput): Promise<Float32Array | null> {
  const stored = await createRefereesFactsRepository({ db }).vectors(index.opened.modelId, articleIds);
  if (stored.size > 0) {
    const sum = new Float32Array(index.model.dim);
    for (const v of stored.values())
      for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] as number) + (v[i] as number);
    const vector = normalise(sum);
    if (vector) return vector;
  }
  if (doc.kind === 'author' || `${doc.title} ${doc.abstract}`.trim() === '') return null;
  return normalise(embedDocument(index.model, { title: doc.title, abstract: doc.abstract }));
}

/**
 * The document's words as the lexical index compares them: the sum of its stand-in articles'
 * tf-idf vectors (articles, authors, saved searches), else its title and abstract; null when the
 * index has no lexical side or nothing gives words.
 */
export async function lexicalQuery({ db, index, doc, articleIds }: QueryInput): Promise<SparseWeights | null> {
  const lexical = index.opened.lexical;
  if (!lexical) return null;
  if (articleIds.length > 0) {
    const texts = await createRetrievalRepository({ db }).articleTexts(articleIds);
    if (texts.size > 0) {
      const ids: number[] = [];
      const weights: number[] = [];
      for (const text of texts.values()) {
        const v = lexicalVector(lexical.model, text);
        for (let i = 0; i < v.ids.length; i++) {
          ids.push(v.ids[i]!);
          weights.push(v.weights[i]!);
        }
      }
      const sum = normalizeSparse(sparseWeightsFromPairs({ ids, weights }));
      if (sum.ids.length > 0) return sum;
    }
  }
  if (doc.kind === 'author' || `${doc.title} ${doc.abstract}`.trim() === '') return null;
  const vector = lexicalVector(lexical.model, { title: doc.title, abstract: doc.abstract });
  return vector.ids.length > 0 ? vector : null;
}

/** The document's query: its words when the index has them, else its dense vector. */
export interface DocumentQuery {
  dense: Float32Array | null;
  lexical: SparseWeights | null;
}

export async function documentQuery(input: QueryInput): Promise<DocumentQuery> {
  // The dense vector (stored vectors read, or the text embedded) only when there are no words to use.
  const lexical = await lexicalQuery(input);
  return { dense: lexical ? null : await queryVector(input), lexical };
}

/** The k articles closest to the query (by its words when it has them, else densely), best first; null without a query. */
export async function retrieveArticles(
  index: RankingIndex,
  query: DocumentQuery,
  k: number,
): Promise<VectorHits | null> {
  if (query.lexical && index.opened.lexical) return index.opened.lexical.index.search(query.lexical, k);
  if (query.dense) return index.opened.index.search(query.dense, k);
  return null;
}

/**
 * The score of the k-th retrieved article when the retrieval filled its pool of k, else 0: a
 * ranking counts similarity above it. Measured on a held-out paper's own authors with the
 * finder's mean of the best 10 (`npm run bench:retrieval`): 0.490 ± 0.052 in the top 10 against
 * 0.422 ± 0.033 without it (0.482 against 0.480 with the mean of the best 3).
 */
export function poolEdge(scores: Float32Array, k: number): number {
  return k > 0 && scores.length >= k ? Math.max(0, scores[k - 1] as number) : 0;
}

/** Articles of one author scored for a custom row (newest first). */
const CUSTOM_AUTHOR_ARTICLES = 500;

/** Algorithm 3 for authors outside the retrieved set, on their own articles' stored vectors. */
export async function scoreOwnArticles({
  db,
  index,
  query,
  authorIds,
  sinceYear,
  settings,
  leaveOut,
  edge = 0,
  workOf,
}: {
  db: Db;
  index: RankingIndex;
  query: DocumentQuery;
  authorIds: readonly number[];
  sinceYear: number | null;
  settings: RefereeSettings;
  leaveOut: ReadonlySet<number>;
  /** The retrieval's pool edge (poolEdge), taken off every article score as for retrieved ones. */
  edge?: number;
  /**
   * The work of an article (the corpus copy's `versions.workOf`): versions of one work count
   * once, at the best-scored one, as for retrieved authors.
   */
  workOf?: (articleId: number) => number;
}): Promise<Algorithm3Candidate[]> {
  const articlesOf = new Map<number, number[]>();
  const years = new Map<number, number | null>();
  for (const r of await createRefereesFactsRepository({ db }).articlesOfAuthors(authorIds)) {
    if (leaveOut.has(r.articleId)) continue;
    const list = articlesOf.get(r.authorId) ?? [];
    if (list.length < CUSTOM_AUTHOR_ARTICLES) list.push(r.articleId);
    articlesOf.set(r.authorId, list);
    years.set(r.articleId, r.year);
  }
  // Scored as the retrieval scores: by the articles' words when the query has them, else densely.
  const ids = [...years.keys()];
  const scores = await articleSimilarities({ db, index, query, articleIds: ids });
  const similarity = new Map<number, number>();
  ids.forEach((id, i) => {
    if (!Number.isNaN(scores[i])) similarity.set(id, scores[i] as number);
  });
  const out: Algorithm3Candidate[] = [];
  for (const authorId of authorIds) {
    const scored = (articlesOf.get(authorId) ?? [])
      .flatMap((id) => {
        const score = similarity.get(id);
        return score === undefined ? [] : [[id, Math.max(0, score - edge)] as const];
      })
      .sort((a, b) => b[1] - a[1]);
    const [candidate] = rankByAlgorithm3({
      hits: { ids: Int32Array.from(scored, (x) => x[0]), scores: Float32Array.from(scored, (x) => x[1]) },
      authorsOf: () => [authorId],
      yearOf: (id) => years.get(id) ?? null,
      sinceYear,
      topics: null,
      topAuthorArticles: settings.top_author_articles,
      // Scored best first above: the first version of a work met is its best.
      workOf,
    });
    out.push(
      candidate ?? {
        authorId,
        score: 0,
        articleIds: new Int32Array(0),
        articleScores: new Float32Array(0),
        scoreTopic: 0,
      },
    );
  }
  return out;
}

/**
 * Each article's similarity with the query, in the space `retrieveArticles` would use: the
 * lexical index's cosine (no text re-read) when the query has words, else the stored vectors'
 * dot product. NaN for an article the index or the vectors do not hold.
 */
export async function articleSimilarities({
  db,
  index,
  query,
  articleIds,
  stored,
}: {
  db: Db;
  index: RankingIndex;
  query: DocumentQuery;
  articleIds: readonly number[];
  /** The articles' stored vectors when the caller read them already (several dense queries). */
  stored?: Map<number, Float32Array>;
}): Promise<Float32Array> {
  const lexical = index.opened.lexical;
  if (query.lexical && lexical) return lexical.index.scoresOf(query.lexical, articleIds);
  const out = new Float32Array(articleIds.length).fill(Number.NaN);
  if (!query.dense) return out;
  const dense = query.dense;
  const vectors = stored ?? (await createRefereesFactsRepository({ db }).vectors(index.opened.modelId, articleIds));
  articleIds.forEach((id, i) => {
    const v = vectors.get(id);
    if (!v) return;
    let dot = 0;
    for (let k = 0; k < v.length; k++) dot += (v[k] as number) * (dense[k] as number);
    out[i] = dot;
  });
  return out;
}
