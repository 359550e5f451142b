/**
 * The document's point in the representation space, and the scores of authors the retrieval
 * did not reach (custom authors): both read the stored article vectors, so a document that is
 * an article, an author or a saved search is exactly where its articles are.
 */
import { embedDocument, rankByAlgorithm3, type Algorithm3Candidate } from '@sciscope/engine';
import type { RefereeSettings } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import type { RefDoc } from './ref-doc.port';
import type { RankingIndex } from './ranking-index';
import { createRefereesFactsRepository } from './referees-facts.repository';

function normalise(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += (vector[i] as number) ** 2;
  if (!(norm > 0)) return null;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) * scale;
  return vector;
}

/**
 * The unit vector the retrieval starts from: the mean of the stored vectors of `articleIds`
 * when there are any (articles, authors, saved searches), else the embedded title and
 * abstract; null when neither gives a direction (no text, no vector).
 */
export async function queryVector({
  db,
  index,
  doc,
  articleIds,
}: {
  db: Db;
  index: RankingIndex;
  doc: RefDoc;
  articleIds: readonly number[];
}): Promise<Float32Array | null> {
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
}: {
  db: Db;
  index: RankingIndex;
  query: Float32Array;
  authorIds: readonly number[];
  sinceYear: number | null;
  settings: RefereeSettings;
  leaveOut: ReadonlySet<number>;
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
  const vectors = await createRefereesFactsRepository({ db }).vectors(index.opened.modelId, [...years.keys()]);
  const out: Algorithm3Candidate[] = [];
  for (const authorId of authorIds) {
    const scored = (articlesOf.get(authorId) ?? [])
      .flatMap((id) => {
        const v = vectors.get(id);
        if (!v) return [];
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += (v[i] as number) * (query[i] as number);
        return [[id, dot] as const];
      })
      .sort((a, b) => b[1] - a[1]);
    const [candidate] = rankByAlgorithm3({
      hits: { ids: Int32Array.from(scored, (x) => x[0]), scores: Float32Array.from(scored, (x) => x[1]) },
      authorsOf: () => [authorId],
      yearOf: (id) => years.get(id) ?? null,
      sinceYear,
      topics: null,
      topAuthorArticles: settings.top_author_articles,
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
