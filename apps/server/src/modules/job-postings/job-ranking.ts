/**
 * The applicants of a vacancy ranked by the similarity of their published work to it (engine
 * `rankApplicants`: the referee finder's algorithm 3 over each applicant's stored article
 * vectors), with the closest articles as the explanation. Without a trained representation
 * model there is nothing to compare with and every applicant is unranked.
 */
import { createHash } from 'node:crypto';
import { defaultRefereeSettings } from '@sciscope/contracts';
import { rankApplicantsBySimilarity } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { queryVector } from '../referees/query-vector';
import type { RankingIndex } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { createCorpusRepository, STAT_VERSION } from '../corpus/corpus.repository';

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

/** Floats kept at most (64 MB): 500 of the corpus's most prolific authors take 8 M at 256 dimensions. */
const CACHE_FLOATS = 16_000_000;
/** Priming stops at this share of the cache, so a warm-up never evicts what rankings use. */
const PRIME_SHARE = 0.75;
/** Authors read per statement group while priming (the event loop serves requests in between). */
const PRIME_BATCH = 50;

/** One author's compared articles (newest first) that have a vector, and those vectors. */
interface AuthorVectors {
  articleIds: number[];
  years: Array<number | null>;
  vectors: Float32Array;
}

/**
 * Per author, least recently used first, valid for one corpus state (`stamp`). Keyed by author
 * rather than by vacancy, so a new or edited application reads only its own author's articles
 * (the others stay cached), and the same person applying to two vacancies is read once.
 */
const authorCache = new Map<number, AuthorVectors>();
let cachedFloats = 0;
/**
 * The corpus state the cache holds: the model, the highest article the index holds a vector
 * for (new vectors arrive with the index's catch-up), and the corpus version that every import
 * batch and author claim bumps (authorships changing hands). Any change empties the cache; the
 * server's warmer (`primeApplicantVectors`) then reads the open vacancies' applicants again, so
 * no ranking waits on an idle timeout or a cold start.
 */
let cacheStamp = '';

type Packed = Awaited<ReturnType<typeof packApplicants>>['packed'];
/**
 * The last packed applicant sets, by model and sorted author ids: the list of an unchanged
 * vacancy skips even the packing. A new, edited or removed application changes the set (in
 * every process, without any message between them) and is packed again from the author cache.
 */
const packedCache = new Map<string, Packed>();
const PACKED_ENTRIES = 4;

function setKey(people: readonly number[]): string {
  return createHash('sha1').update(Int32Array.from(people)).digest('base64');
}

/** Forgets every cached author and packed set (the benchmark's cold runs). */
export function clearApplicantVectorsCache(): void {
  authorCache.clear();
  packedCache.clear();
  cachedFloats = 0;
  cacheStamp = '';
}

/** The cache's figures (the benchmark and the warm-up log). */
export function applicantVectorsCacheStats(): { authors: number; floats: number } {
  return { authors: authorCache.size, floats: cachedFloats };
}

/** Empties the cache when the corpus state it was read from is gone (see `cacheStamp`). */
async function checkStamp(db: Db, index: RankingIndex): Promise<void> {
  const version = await createCorpusRepository({ db }).stat(STAT_VERSION);
  const stamp = `${index.opened.modelId}:${index.opened.lastArticleId}:${version}`;
  if (stamp === cacheStamp) return;
  clearApplicantVectorsCache();
  cacheStamp = stamp;
}

/** The packed vectors of the applicants (sorted author ids): an identical set as it was, else packed. */
async function applicantVectors(db: Db, index: RankingIndex, people: number[]) {
  await checkStamp(db, index);
  const key = setKey(people);
  const hit = packedCache.get(key);
  if (hit) return { packed: hit, cached: true };
  const { packed, cached } = await packApplicants(db, index, people);
  packedCache.delete(key);
  packedCache.set(key, packed);
  while (packedCache.size > PACKED_ENTRIES) packedCache.delete(packedCache.keys().next().value!);
  return { packed, cached };
}

/**
 * Reads the given authors into the cache unless they are there (the server's warm-up of open
 * vacancies' applicants, and a new or edited application's author). Stops short of filling
 * the cache; answers how many authors it read.
 */
export async function primeApplicantVectors(db: Db, index: RankingIndex, authorIds: readonly number[]) {
  await checkStamp(db, index);
  const missing = [...new Set(authorIds)].filter((a) => !authorCache.has(a));
  let read = 0;
  for (let i = 0; i < missing.length && cachedFloats < CACHE_FLOATS * PRIME_SHARE; i += PRIME_BATCH) {
    const { entries, kept } = await readIntoCache(db, index, missing.slice(i, i + PRIME_BATCH));
    if (!kept) break;
    read += entries.size;
  }
  return read;
}

function remember(authorId: number, entry: AuthorVectors): void {
  const old = authorCache.get(authorId);
  if (old) cachedFloats -= old.vectors.length;
  authorCache.delete(authorId);
  authorCache.set(authorId, entry);
  cachedFloats += entry.vectors.length;
}

function evict(): void {
  while (cachedFloats > CACHE_FLOATS && authorCache.size > 0) {
    const [oldest, entry] = authorCache.entries().next().value!;
    authorCache.delete(oldest);
    cachedFloats -= entry.vectors.length;
  }
}

/**
 * Reads authors from the database and keeps them in the cache, unless the corpus moved on while
 * reading (`kept` false: what was read may be stale; a ranking still uses it once).
 */
async function readIntoCache(db: Db, index: RankingIndex, authorIds: number[]) {
  const stamp = cacheStamp;
  const entries = await readAuthors(db, index, authorIds);
  const kept = stamp === cacheStamp;
  if (kept) for (const [authorId, entry] of entries) remember(authorId, entry);
  evict();
  return { entries, kept };
}

async function readAuthors(db: Db, index: RankingIndex, authorIds: number[]) {
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
    out.set(authorId, { articleIds, years: articleIds.map((a) => yearOf.get(a) ?? null), vectors });
  }
  return out;
}

/** The applicants' vectors packed for the engine (each shared article once), reading only authors not cached. */
async function packApplicants(db: Db, index: RankingIndex, people: number[]) {
  const found = new Map<number, AuthorVectors>();
  const missing: number[] = [];
  for (const authorId of people) {
    const hit = authorCache.get(authorId);
    if (hit) {
      // Most recently used last (a Map keeps insertion order).
      remember(authorId, hit);
      found.set(authorId, hit);
    } else missing.push(authorId);
  }
  if (missing.length > 0)
    for (const [authorId, entry] of (await readIntoCache(db, index, missing)).entries) found.set(authorId, entry);

  // Each shared article gets one slot; `articles` lists every applicant's slots in order. A
  // slot points at its vector inside the author cache (no copy: a 30 MB table allocated per
  // new applicant set cost more than the ranking).
  const slot = new Map<number, number>();
  let listed = 0;
  for (const authorId of people) {
    const ids = found.get(authorId)!.articleIds;
    listed += ids.length;
    for (const a of ids) if (!slot.has(a)) slot.set(a, slot.size);
  }
  const total = slot.size;
  const articleIds = new Array<number>(total);
  const years = new Array<number | null>(total);
  const source = new Array<Float32Array>(total);
  const row = new Int32Array(total);
  const offsets = new Int32Array(people.length + 1);
  const articles = new Int32Array(listed);
  let n = 0;
  people.forEach((authorId, p) => {
    const entry = found.get(authorId)!;
    for (let i = 0; i < entry.articleIds.length; i++) {
      const a = entry.articleIds[i]!;
      const s = slot.get(a)!;
      if (source[s] === undefined) {
        source[s] = entry.vectors;
        row[s] = i;
        articleIds[s] = a;
        years[s] = entry.years[i] ?? null;
      }
      articles[n++] = s;
    }
    offsets[p + 1] = n;
  });
  return { packed: { people, articleIds, years, source, row, offsets, articles }, cached: missing.length === 0 };
}

/** Each slot's similarity to the query: the dot product of the unit vectors. */
function similarities(packed: Packed, query: Float32Array, dim: number): Float32Array {
  const out = new Float32Array(packed.articleIds.length);
  for (let s = 0; s < out.length; s++) {
    const v = packed.source[s]!;
    let dot = 0;
    for (let k = 0, base = (packed.row[s] as number) * dim; k < dim; k++)
      dot += (v[base + k] as number) * (query[k] as number);
    out[s] = dot;
  }
  return out;
}

export async function scoreApplicants({
  db,
  index,
  doc,
  authorIds,
}: {
  db: Db;
  index: RankingIndex | null;
  doc: RefDoc;
  authorIds: readonly number[];
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
  );
  const { people, articleIds, years, offsets, articles } = packed;
  const settings = defaultRefereeSettings('vacancy');
  const result = rankApplicantsBySimilarity({
    similarity: similarities(packed, query, index.model.dim),
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

/**
 * The rank's explanation in words. It does not name the rank: every page shows the rank's label
 * ("Relevance: very high") right before it.
 */
export function rankReason(score: ApplicantScore | undefined, titles: Map<number, { title: string }>): string {
  if (!score || score.articles.length === 0) return 'No published work to compare with the vacancy.';
  const closest = score.articles[0]!;
  const title = titles.get(closest.id)?.title ?? `article ${closest.id}`;
  return (
    `Similarity ${score.combined.toFixed(2)} over the best articles; ` +
    `closest article "${title}" (${closest.similarity.toFixed(2)}).`
  );
}
