/**
 * The applicants of a vacancy ranked by the similarity of their published work to it (engine
 * `rankApplicants`: the referee finder's algorithm 3 over each applicant's articles, each article
 * scored by the lexical cosine with the vacancy's words), with the closest articles as the
 * explanation. Unlike the referee finder, no pool edge is taken off: a vacancy names a field,
 * not one paper, so a thousand articles close to it are only a corner of the field (a walk
 * saw the author of Mask R-CNN scored 0 for a computer-vision chair with the edge). Without a trained
 * representation model there is nothing to compare with and every applicant is unranked.
 */
import { createHash } from 'node:crypto';
import { defaultRefereeSettings, formatSimilarity } from '@sciscope/contracts';
import { rankApplicantsBySimilarity } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { articleSimilarities, documentQuery, type DocumentQuery } from '../referees/query-vector';
import type { RankingIndex } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import type { WorkVersions } from '../referees/work-versions.repository';
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
  /** Articles compared (the applicant's corpus articles, at most 500). */
  compared: number;
  /** Closest articles (similarity above 0), best first. */
  articles: Array<{ id: number; similarity: number }>;
}

/** Article ids kept at most (128 MB of ids and years): far more than every open vacancy's applicants. */
const CACHE_ARTICLES = 16_000_000;
/** Priming stops at this share of the cache, so a warm-up never evicts what rankings use. */
const PRIME_SHARE = 0.75;
/** Authors read per statement group while priming (the event loop serves requests in between). */
const PRIME_BATCH = 50;

/** One author's compared articles (newest first) and their years. */
interface AuthorArticles {
  articleIds: number[];
  years: Array<number | null>;
}

/**
 * Per author, least recently used first, valid for one corpus state (`stamp`). Keyed by author
 * rather than by vacancy, so a new or edited application reads only its own author's articles
 * (the others stay cached), and the same person applying to two vacancies is read once.
 */
const authorCache = new Map<number, AuthorArticles>();
let cachedArticles = 0;
/**
 * The corpus state the cache holds: the model, the highest article the index holds (new
 * articles arrive with the index's catch-up), and the corpus version that every import batch
 * and author claim bumps (authorships changing hands). Any change empties the cache; the
 * server's warmer (`primeApplicantArticles`) then reads the open vacancies' applicants again, so
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

/**
 * The last vacancies' queries, by the words and stand-in articles they come from, for the same
 * corpus state: a listing does not re-read and re-vectorise the texts of the selected articles
 * and the selected authors' newest articles every time. An edited vacancy has other words or
 * articles, so another key.
 */
const queryCache = new Map<string, DocumentQuery>();
const QUERY_ENTRIES = 16;

/** The vacancy's query (its words, or its dense vector without words), from the cache when unchanged. */
async function vacancyQuery(db: Db, index: RankingIndex, doc: RefDoc): Promise<DocumentQuery> {
  await checkStamp(db, index);
  const key = createHash('sha1')
    .update(JSON.stringify([doc.title, doc.abstract, doc.corpusArticleIds]))
    .digest('base64');
  const hit = queryCache.get(key);
  if (hit) {
    queryCache.delete(key);
    queryCache.set(key, hit);
    return hit;
  }
  const stamp = cacheStamp;
  const query = await documentQuery({ db, index, doc, articleIds: doc.corpusArticleIds });
  // Kept only when the corpus did not move on while the texts were read.
  if (stamp === cacheStamp) {
    queryCache.set(key, query);
    while (queryCache.size > QUERY_ENTRIES) queryCache.delete(queryCache.keys().next().value!);
  }
  return query;
}

function setKey(people: readonly number[]): string {
  return createHash('sha1').update(Int32Array.from(people)).digest('base64');
}

/** Forgets every cached author and packed set (the benchmark's cold runs). */
export function clearApplicantArticlesCache(): void {
  authorCache.clear();
  packedCache.clear();
  queryCache.clear();
  cachedArticles = 0;
  cacheStamp = '';
}

/** The cache's figures (the benchmark and the warm-up log). */
export function applicantArticlesCacheStats(): { authors: number; articles: number } {
  return { authors: authorCache.size, articles: cachedArticles };
}

/** Empties the cache when the corpus state it was read from is gone (see `cacheStamp`). */
async function checkStamp(db: Db, index: RankingIndex): Promise<void> {
  const version = await createCorpusRepository({ db }).stat(STAT_VERSION);
  const stamp = `${index.opened.modelId}:${index.opened.lastArticleId}:${version}`;
  if (stamp === cacheStamp) return;
  clearApplicantArticlesCache();
  cacheStamp = stamp;
}

/** The packed articles of the applicants (sorted author ids): an identical set as it was, else packed. */
async function applicantArticles(db: Db, index: RankingIndex, people: number[]) {
  await checkStamp(db, index);
  const key = setKey(people);
  const hit = packedCache.get(key);
  if (hit) return { packed: hit, cached: true };
  const { packed, cached } = await packApplicants(db, people);
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
export async function primeApplicantArticles(db: Db, index: RankingIndex, authorIds: readonly number[]) {
  await checkStamp(db, index);
  const missing = [...new Set(authorIds)].filter((a) => !authorCache.has(a));
  let read = 0;
  for (let i = 0; i < missing.length && cachedArticles < CACHE_ARTICLES * PRIME_SHARE; i += PRIME_BATCH) {
    const { entries, kept } = await readIntoCache(db, missing.slice(i, i + PRIME_BATCH));
    if (!kept) break;
    read += entries.size;
  }
  return read;
}

function remember(authorId: number, entry: AuthorArticles): void {
  const old = authorCache.get(authorId);
  if (old) cachedArticles -= old.articleIds.length;
  authorCache.delete(authorId);
  authorCache.set(authorId, entry);
  cachedArticles += entry.articleIds.length;
}

function evict(): void {
  while (cachedArticles > CACHE_ARTICLES && authorCache.size > 0) {
    const [oldest, entry] = authorCache.entries().next().value!;
    authorCache.delete(oldest);
    cachedArticles -= entry.articleIds.length;
  }
}

/**
 * Reads authors from the database and keeps them in the cache, unless the corpus moved on while
 * reading (`kept` false: what was read may be stale; a ranking still uses it once).
 */
async function readIntoCache(db: Db, authorIds: number[]) {
  const stamp = cacheStamp;
  const entries = await readAuthors(db, authorIds);
  const kept = stamp === cacheStamp;
  if (kept) for (const [authorId, entry] of entries) remember(authorId, entry);
  evict();
  return { entries, kept };
}

async function readAuthors(db: Db, authorIds: number[]) {
  const out = new Map<number, AuthorArticles>(authorIds.map((a) => [a, { articleIds: [], years: [] }]));
  for (const r of await createRefereesFactsRepository({ db }).articlesOfAuthors(authorIds)) {
    const entry = out.get(r.authorId)!;
    if (entry.articleIds.length >= APPLICANT_ARTICLES) continue;
    entry.articleIds.push(r.articleId);
    entry.years.push(r.year);
  }
  return out;
}

/** The applicants' articles packed for the engine (each shared article once), reading only authors not cached. */
async function packApplicants(db: Db, people: number[]) {
  const found = new Map<number, AuthorArticles>();
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
    for (const [authorId, entry] of (await readIntoCache(db, missing)).entries) found.set(authorId, entry);

  // Each shared article gets one slot; `articles` lists every applicant's slots in order.
  const slot = new Map<number, number>();
  const articleIds: number[] = [];
  const years: Array<number | null> = [];
  const offsets = new Int32Array(people.length + 1);
  const listed: number[] = [];
  people.forEach((authorId, p) => {
    const entry = found.get(authorId)!;
    entry.articleIds.forEach((a, i) => {
      let s = slot.get(a);
      if (s === undefined) {
        s = articleIds.length;
        slot.set(a, s);
        articleIds.push(a);
        years.push(entry.years[i] ?? null);
      }
      listed.push(s);
    });
    offsets[p + 1] = listed.length;
  });
  return {
    packed: { people, articleIds, years, offsets, articles: Int32Array.from(listed) },
    cached: missing.length === 0,
  };
}

export async function scoreApplicants({
  db,
  index,
  doc,
  authorIds,
  versions,
}: {
  db: Db;
  index: RankingIndex | null;
  doc: RefDoc;
  authorIds: readonly number[];
  /** The corpus's versions of one work (read only when there is a ranking): a work held twice counts once. */
  versions?: () => Promise<WorkVersions>;
}): Promise<{ ranked: boolean; scores: Map<number, ApplicantScore>; cached: boolean }> {
  const scores = new Map<number, ApplicantScore>();
  if (!index) return { ranked: false, scores, cached: false };
  const query = await vacancyQuery(db, index, doc);
  if (!query.lexical && !query.dense) return { ranked: false, scores, cached: false };
  const settings = defaultRefereeSettings('vacancy');
  // Sorted, so the same set packs the same way whatever order the caller lists it in.
  const { packed, cached } = await applicantArticles(
    db,
    index,
    [...new Set(authorIds)].sort((a, b) => a - b),
  );
  const { people, articleIds, years, offsets, articles } = packed;
  const similarity = await articleSimilarities({ db, index, query, articleIds });
  for (let i = 0; i < similarity.length; i++) similarity[i] = Math.max(0, similarity[i] as number) || 0;
  const result = rankApplicantsBySimilarity({
    similarity,
    years,
    people: { offsets, articles },
    // Applicants are judged on all their work: no years window (an early-career record counts).
    sinceYear: null,
    topAuthorArticles: settings.top_author_articles,
    explain: EXPLAIN_ARTICLES,
    works: versions ? (await versions()).workKeys(articleIds) : undefined,
  });
  people.forEach((authorId, p) => {
    const explained: ApplicantScore['articles'] = [];
    for (let j = 0; j < EXPLAIN_ARTICLES; j++) {
      const a = result.explanation[p * EXPLAIN_ARTICLES + j] as number;
      // An article sharing no word with the vacancy explains nothing.
      if (a >= 0 && (result.explanationScores[p * EXPLAIN_ARTICLES + j] as number) > 0)
        explained.push({
          id: articleIds[a] as number,
          similarity: result.explanationScores[p * EXPLAIN_ARTICLES + j] as number,
        });
    }
    scores.set(authorId, {
      combined: result.combined[p] as number,
      max: result.max[p] as number,
      rank: result.rank[p] as number,
      compared: (offsets[p + 1] as number) - (offsets[p] as number),
      articles: explained,
    });
  });
  return { ranked: true, scores, cached };
}

/**
 * The rank's explanation in words. It does not name the rank: every page shows the rank's label
 * ("Relevance: very high") right before it.
 */
export function rankReason(score: ApplicantScore | undefined, titles: Map<number, { title: string }>): string {
  if (!score || score.compared === 0) return 'No published work to compare with the vacancy.';
  if (score.articles.length === 0) return 'None of their published work shares a word with the vacancy.';
  const closest = score.articles[0]!;
  const title = titles.get(closest.id)?.title ?? `article ${closest.id}`;
  return (
    `Similarity ${formatSimilarity(score.combined)} over the best articles; ` +
    `closest article "${title}" (${formatSimilarity(closest.similarity)}).`
  );
}
