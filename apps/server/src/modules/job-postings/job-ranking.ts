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

/** How long an author's vectors are reused: corpus imports (nightly, or by command) add articles meanwhile. */
export const APPLICANT_VECTORS_TTL_MS = 60 * 60_000;
/** Floats kept at most (64 MB): 500 of the corpus's most prolific authors take 8 M at 256 dimensions. */
const CACHE_FLOATS = 16_000_000;

/** One author's compared articles (newest first) that have a vector, and those vectors. */
interface AuthorVectors {
  at: number;
  articleIds: number[];
  years: Array<number | null>;
  vectors: Float32Array;
}

/**
 * Per author and model, least recently used first. Keyed by author rather than by vacancy, so
 * a new or edited application reads only its own author's articles (the others stay cached),
 * and the same person applying to two vacancies is read once; the TTL covers new articles.
 */
const authorCache = new Map<string, AuthorVectors>();
let cachedFloats = 0;

type Packed = Awaited<ReturnType<typeof packApplicants>>['packed'];
/**
 * The last packed applicant sets, by model and sorted author ids: the list of an unchanged
 * vacancy skips even the packing. A new, edited or removed application changes the set (in
 * every process, without any message between them) and is packed again from the author cache.
 */
const packedCache = new Map<string, { at: number; packed: Packed }>();
const PACKED_ENTRIES = 4;

function setKey(modelId: number, people: readonly number[]): string {
  return createHash('sha1').update(String(modelId)).update(Int32Array.from(people)).digest('base64');
}

/** Forgets every cached author and packed set (the benchmark's cold runs; a new model has new keys anyway). */
export function clearApplicantVectorsCache(): void {
  authorCache.clear();
  packedCache.clear();
  cachedFloats = 0;
}

/** The packed vectors of the applicants (sorted author ids): a recent identical set as it was, else packed. */
async function applicantVectors(db: Db, index: RankingIndex, people: number[], now: number) {
  const key = setKey(index.opened.modelId, people);
  const hit = packedCache.get(key);
  if (hit && now - hit.at < APPLICANT_VECTORS_TTL_MS) return { packed: hit.packed, cached: true };
  const { packed, cached } = await packApplicants(db, index, people, now);
  packedCache.delete(key);
  packedCache.set(key, { at: now, packed });
  while (packedCache.size > PACKED_ENTRIES) packedCache.delete(packedCache.keys().next().value!);
  return { packed, cached };
}

async function readAuthors(db: Db, index: RankingIndex, authorIds: number[], now: number) {
  const facts = createRefereesFactsRepository({ db });
  const articlesOf = new Map<number, number[]>(authorIds.map((a) => [a, []]));
  const yearOf = new Map<number, number | null>();
  for (const r of await facts.articlesOfAuthors(authorIds)) {
    const list = articlesOf.get(r.authorId)!;
    if (list.length < APPLICANT_ARTICLES) list.push(r.articleId);
    yearOf.set(r.articleId, r.year);
  }
  const stored = await facts.vectors(index.opened.modelId, [...yearOf.keys()]);
  const dim = index.model.dim;
  const out = new Map<number, AuthorVectors>();
  for (const [authorId, all] of articlesOf) {
    const articleIds = all.filter((a) => stored.has(a));
    const vectors = new Float32Array(articleIds.length * dim);
    articleIds.forEach((a, i) => vectors.set(stored.get(a)!, i * dim));
    out.set(authorId, { at: now, articleIds, years: articleIds.map((a) => yearOf.get(a) ?? null), vectors });
  }
  return out;
}

/** The applicants' vectors packed for the engine (each shared article once), reading only authors not cached. */
async function packApplicants(db: Db, index: RankingIndex, people: number[], now: number) {
  const modelId = index.opened.modelId;
  const key = (authorId: number) => `${modelId}:${authorId}`;
  const found = new Map<number, AuthorVectors>();
  const missing: number[] = [];
  for (const authorId of people) {
    const hit = authorCache.get(key(authorId));
    if (hit && now - hit.at < APPLICANT_VECTORS_TTL_MS) {
      // Most recently used last (a Map keeps insertion order).
      authorCache.delete(key(authorId));
      authorCache.set(key(authorId), hit);
      found.set(authorId, hit);
    } else missing.push(authorId);
  }
  if (missing.length > 0)
    for (const [authorId, entry] of await readAuthors(db, index, missing, now)) {
      found.set(authorId, entry);
      const old = authorCache.get(key(authorId));
      if (old) cachedFloats -= old.vectors.length;
      authorCache.delete(key(authorId));
      authorCache.set(key(authorId), entry);
      cachedFloats += entry.vectors.length;
    }
  while (cachedFloats > CACHE_FLOATS && authorCache.size > 0) {
    const [oldest, entry] = authorCache.entries().next().value!;
    authorCache.delete(oldest);
    cachedFloats -= entry.vectors.length;
  }

  const dim = index.model.dim;
  const slot = new Map<number, number>();
  let total = 0;
  for (const authorId of people)
    for (const a of found.get(authorId)!.articleIds) if (!slot.has(a)) slot.set(a, total++);
  const vectors = new Float32Array(total * dim);
  const articleIds = new Array<number>(total);
  const years = new Array<number | null>(total);
  const offsets = new Int32Array(people.length + 1);
  const articles: number[] = [];
  const placed = new Uint8Array(total);
  people.forEach((authorId, p) => {
    const entry = found.get(authorId)!;
    entry.articleIds.forEach((a, i) => {
      const s = slot.get(a)!;
      if (!placed[s]) {
        placed[s] = 1;
        vectors.set(entry.vectors.subarray(i * dim, (i + 1) * dim), s * dim);
        articleIds[s] = a;
        years[s] = entry.years[i] ?? null;
      }
      articles.push(s);
    });
    offsets[p + 1] = articles.length;
  });
  return {
    packed: { people, articleIds, vectors, years, offsets, articles: Int32Array.from(articles) },
    cached: missing.length === 0,
  };
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
