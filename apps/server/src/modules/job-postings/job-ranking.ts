/**
 * The applicants of a vacancy ranked by the similarity of their published work to it (engine
 * `rankApplicants`: the referee finder's algorithm 3 over each applicant's stored article
 * vectors), with the closest articles as the explanation. Without a trained representation
 * model there is nothing to compare with and every applicant is unranked.
 */
import { createHash } from 'node:crypto';
import { defaultRefereeSettings, RANK_LABELS } from '@sciscope/contracts';
import { rankApplicants } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { queryVector } from '../referees/query-vector';
import type { RankingIndex } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';

/** Articles of one applicant compared (newest first), as for the referee finder's custom authors. */
const APPLICANT_ARTICLES = 500;
/** Articles that explain one applicant's score. */
export const EXPLAIN_ARTICLES = 3;

export interface ApplicantScore {
  combined: number;
  max: number;
  rank: number;
  /** Closest articles, best first. */
  articles: Array<{ id: number; similarity: number }>;
}

/** The applicants' articles packed for the engine: one vector block and per-person slices. */
interface PackedApplicants {
  people: number[];
  articleIds: number[];
  vectors: Float32Array;
  years: Array<number | null>;
  offsets: Int32Array;
  articles: Int32Array;
}

/** How long packed vectors are reused: corpus imports add articles to applicants meanwhile. */
export const APPLICANT_VECTORS_TTL_MS = 10 * 60_000;
/** Vacancies (applicant sets) kept at once; 500 prolific applicants take ~40 MB at 100 dimensions. */
const CACHE_ENTRIES = 8;
const packedCache = new Map<string, { at: number; packed: PackedApplicants }>();

/**
 * The key of a set of applicants under a model: the sorted author ids. A new, edited, merged or
 * removed application changes the set and so misses the cache (in every process, without any
 * message between them); the TTL covers new articles of the same people.
 */
function cacheKey(modelId: number, people: readonly number[]): string {
  const hash = createHash('sha1');
  hash.update(String(modelId));
  hash.update(Int32Array.from([...people].sort((a, b) => a - b)));
  return hash.digest('base64');
}

/** Forgets every packed applicant set (tests; a new model has a new key anyway). */
export function clearApplicantVectorsCache(): void {
  packedCache.clear();
}

async function packApplicants(db: Db, index: RankingIndex, people: number[]): Promise<PackedApplicants> {
  const facts = createRefereesFactsRepository({ db });
  const articlesOf = new Map<number, number[]>();
  const yearOf = new Map<number, number | null>();
  for (const r of await facts.articlesOfAuthors(people)) {
    const list = articlesOf.get(r.authorId) ?? [];
    if (list.length < APPLICANT_ARTICLES) list.push(r.articleId);
    articlesOf.set(r.authorId, list);
    yearOf.set(r.articleId, r.year);
  }
  const stored = await facts.vectors(index.opened.modelId, [...yearOf.keys()]);
  const dim = index.model.dim;
  const slot = new Map<number, number>();
  const articleIds: number[] = [];
  const vectors = new Float32Array(stored.size * dim);
  const years: Array<number | null> = [];
  for (const [articleId, v] of stored) {
    slot.set(articleId, articleIds.length);
    vectors.set(v, articleIds.length * dim);
    articleIds.push(articleId);
    years.push(yearOf.get(articleId) ?? null);
  }
  const offsets = new Int32Array(people.length + 1);
  const flat: number[] = [];
  people.forEach((authorId, p) => {
    for (const a of articlesOf.get(authorId) ?? []) {
      const i = slot.get(a);
      if (i !== undefined) flat.push(i);
    }
    offsets[p + 1] = flat.length;
  });
  return { people, articleIds, vectors, years, offsets, articles: Int32Array.from(flat) };
}

/** The packed vectors of these applicants, from the cache when the same set was packed lately. */
async function applicantVectors(db: Db, index: RankingIndex, people: number[], now: number) {
  const key = cacheKey(index.opened.modelId, people);
  const hit = packedCache.get(key);
  if (hit && now - hit.at < APPLICANT_VECTORS_TTL_MS) {
    // Most recently used last (a Map keeps insertion order).
    packedCache.delete(key);
    packedCache.set(key, hit);
    return { packed: hit.packed, cached: true };
  }
  const packed = await packApplicants(db, index, people);
  packedCache.delete(key);
  packedCache.set(key, { at: now, packed });
  while (packedCache.size > CACHE_ENTRIES) packedCache.delete(packedCache.keys().next().value!);
  return { packed, cached: false };
}

export async function scoreApplicants({
  db,
  index,
  doc,
  authorIds,
  now = Date.now(),
}: {
  db: Db;
  index: RankingIndex | null;
  doc: RefDoc;
  authorIds: readonly number[];
  now?: number;
}): Promise<{ ranked: boolean; scores: Map<number, ApplicantScore>; cached: boolean }> {
  const scores = new Map<number, ApplicantScore>();
  if (!index) return { ranked: false, scores, cached: false };
  const query = await queryVector({ db, index, doc, articleIds: doc.corpusArticleIds });
  if (!query) return { ranked: false, scores, cached: false };
  // Sorted, so the same set packs the same way whatever order the caller lists it in.
  const { packed, cached } = await applicantVectors(
    db,
    index,
    [...new Set(authorIds)].sort((a, b) => a - b),
    now,
  );
  const { people, articleIds, vectors, years, offsets, articles } = packed;
  const dim = index.model.dim;
  const settings = defaultRefereeSettings('vacancy');
  const result = rankApplicants({
    dim,
    query,
    vectors,
    years,
    people: { offsets, articles },
    // Applicants are judged on all their work: no years window (an early-career record counts).
    sinceYear: null,
    topAuthorArticles: settings.top_author_articles,
    explain: EXPLAIN_ARTICLES,
  });
  people.forEach((authorId, p) => {
    const articles: ApplicantScore['articles'] = [];
    for (let j = 0; j < EXPLAIN_ARTICLES; j++) {
      const a = result.explanation[p * EXPLAIN_ARTICLES + j] as number;
      if (a >= 0)
        articles.push({
          id: articleIds[a] as number,
          similarity: result.explanationScores[p * EXPLAIN_ARTICLES + j] as number,
        });
    }
    scores.set(authorId, {
      combined: result.combined[p] as number,
      max: result.max[p] as number,
      rank: result.rank[p] as number,
      articles,
    });
  });
  return { ranked: true, scores, cached };
}

/** The rank's explanation in words. */
export function rankReason(score: ApplicantScore | undefined, titles: Map<number, { title: string }>): string {
  if (!score || score.articles.length === 0) return 'No published work to compare with the vacancy.';
  const closest = score.articles[0]!;
  const title = titles.get(closest.id)?.title ?? `article ${closest.id}`;
  return (
    `Relevance ${RANK_LABELS[score.rank]}: similarity ${score.combined.toFixed(2)} over the best articles; ` +
    `closest article "${title}" (${closest.similarity.toFixed(2)}).`
  );
}
