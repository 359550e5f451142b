/**
 * The corpus facts every ranking reads for thousands of candidates — who wrote each article
 * and in which role, each article's year and venue, each author's metrics and institutions
 * with their years — held in typed arrays indexed by id, built once per process from a few
 * sequential scans (0.1 KB per authorship). The conflict-of-interest and filter checks of
 * every candidate are then array reads, not joins: the join of authorships, institutions and
 * articles for 2,000 candidates alone took 170-220 ms per request at 95k articles. The copy
 * also knows which articles are versions of one work (work-versions.repository.ts), so every
 * ranking counts a work once per author.
 *
 * Freshness: the holder compares a cheap signature of the corpus (article and author counts
 * and highest ids, and the corpus version, which imports and author claims bump) at most every
 * `CHECK_MS` and rebuilds in the background when it changed or the copy is older than
 * `MAX_AGE_MS` (metrics change at the nightly refresh); the previous copy answers meanwhile.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { normalizeInstitutionName, repeatedTitleFinder } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createTurnTaker } from '../../app/steps';
import { findWorkVersions, type WorkVersions } from './work-versions.repository';
import { groupAuthorInstitutions, type AuthorInstitutions } from './author-institutions';
import { lendInstitutionCountries } from './institution-countries';

const CHECK_MS = 60_000;
const MAX_AGE_MS = 30 * 60_000;
/**
 * Rows per keyset page while building: bounded memory at any corpus size. The server's own
 * thread builds the copy, so every page ends with a turn of the event loop: a page of 10,000
 * authorships took 60-120 ms (statement and filling) while an index build ran beside it, a page
 * of 5,000 half that.
 */
const PAGE = 5_000;
/**
 * Articles per page: their rows hold the abstracts, so a page of 10,000 read about 15 MB of
 * pages (200-230 ms in one stretch on a server just started, its cache cold, more while an
 * index build ran beside it); 1,000 a page.
 */
const ARTICLE_PAGE = 1_000;
/** Sentinel of an unknown year or gender in the 16-bit arrays. */
export const UNKNOWN = -32768;

export const ROLE_LEADING = 1;
export const ROLE_SENIOR = 2;
export const ROLE_CORRESPONDING = 4;

export interface InstitutionFacts {
  name: string;
  /** The name as conflict checks compare it (engine `normalizeInstitutionName`). */
  key: string;
  /** The record's country, or the one lent by the records of its name (institution-countries.ts). */
  countryCode: string | null;
  countryName: string | null;
  type: string | null;
}

export interface RefereeCorpus {
  articleYear: Int16Array;
  articleJournal: Int32Array;
  /** Authorships by article (CSR): authors, their byline positions and role bits. */
  byArticle: { offsets: Int32Array; authors: Int32Array; roles: Uint8Array };
  author: {
    articles: Int32Array;
    /** Of those, the articles with a citation count (the citation metrics count only these). */
    citedArticles: Int32Array;
    citations: Int32Array;
    hIndex: Int32Array;
    firstYear: Int16Array;
    lastYear: Int16Array;
    gender: Int16Array;
    manualGender: Int16Array;
  };
  /**
   * Institutions by author (CSR): the author's current institution first (its records,
   * `currentCount[author]` of them; author-institutions.ts), then the others newest last year
   * first. Each entry has its id, first and last year, articles, and every year an article
   * carries it (a second CSR over the entries: `years` from `yearOffsets[e]` to
   * `yearOffsets[e + 1]`, ascending), the evidence of shared affiliations.
   */
  byAuthor: AuthorInstitutions;
  institutions: Map<number, InstitutionFacts>;
  /** Articles that are versions of one work, and the work of each (`workOf`). */
  versions: WorkVersions;
  availability: { institutionTypes: boolean; corresponding: boolean };
  builtAt: number;
  signature: string;
}

export interface RefereeCorpusHolder {
  get(): Promise<RefereeCorpus>;
}

async function signatureOf(db: Db): Promise<string> {
  const k = db.kysely;
  const [a, s, v] = await Promise.all([
    k
      .selectFrom('articles')
      .select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('id').as('max')])
      .executeTakeFirst(),
    k
      .selectFrom('authors')
      .select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('id').as('max')])
      .executeTakeFirst(),
    // The corpus version: every import batch and every author claim (authorships changing
    // hands without any count changing) bumps it.
    k.selectFrom('corpusStats').select('value').where('key', '=', 'version').executeTakeFirst(),
  ]);
  return `${a?.n}:${a?.max}:${s?.n}:${s?.max}:${v?.value ?? 0}`;
}

const y16 = (v: unknown) => (v === null || v === undefined ? UNKNOWN : Number(v));

/** The highest id of a table (0 when empty): the length of the dense arrays indexed by id. */
async function maxIdOf(db: Db, table: 'articles' | 'authors'): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** Reads the corpus into typed arrays (see the module comment). */
export async function buildRefereeCorpus(db: Db): Promise<RefereeCorpus> {
  const k = db.kysely;
  const signature = await signatureOf(db);
  const maxArticle = await maxIdOf(db, 'articles');
  const maxAuthor = await maxIdOf(db, 'authors');
  const articleYear = new Int16Array(maxArticle + 1).fill(UNKNOWN);
  const articleJournal = new Int32Array(maxArticle + 1);
  // 1: the article's citation count is known (not UNKNOWN_COUNT).
  const articleCited = new Uint8Array(maxArticle + 1);
  const counts = new Int32Array(maxArticle + 2);
  const titles = repeatedTitleFinder();
  for (let after = 0; ;) {
    const rows = await k
      .selectFrom('articles')
      .select(['id', 'year', 'journalId', 'citationsCount', 'title'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(ARTICLE_PAGE)
      .execute();
    for (const r of rows) {
      const id = Number(r.id);
      articleYear[id] = y16(r.year);
      articleJournal[id] = r.journalId === null ? 0 : Number(r.journalId);
      articleCited[id] = Number(r.citationsCount) >= 0 ? 1 : 0;
      titles.add(id, r.title);
    }
    await nextTurn();
    if (rows.length < ARTICLE_PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  // Authorships, in (article, position) order: the CSR fills in place.
  const articleIds: number[] = [];
  const authorIds: number[] = [];
  const positions: number[] = [];
  const roleBits: number[] = [];
  let corresponding = false;
  for (let afterArticle = 0, afterPosition = -1; ;) {
    const rows = await k
      .selectFrom('authorships')
      .select(['articleId', 'position', 'authorId', 'isLeading', 'isSenior', 'isCorresponding'])
      .where(({ eb, refTuple, tuple }) =>
        eb(refTuple('articleId', 'position'), '>', tuple(afterArticle, afterPosition)),
      )
      .orderBy('articleId')
      .orderBy('position')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const articleId = Number(r.articleId);
      const position = Number(r.position);
      articleIds.push(articleId);
      authorIds.push(Number(r.authorId));
      positions.push(position);
      const isCorresponding = Boolean(r.isCorresponding);
      corresponding ||= isCorresponding;
      roleBits.push(
        (r.isLeading || position === 0 ? ROLE_LEADING : 0) |
          (r.isSenior ? ROLE_SENIOR : 0) |
          (isCorresponding ? ROLE_CORRESPONDING : 0),
      );
      counts[articleId + 1] = (counts[articleId + 1] as number) + 1;
    }
    await nextTurn();
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    afterArticle = Number(last.articleId);
    afterPosition = Number(last.position);
  }
  for (let i = 1; i < counts.length; i++) counts[i] = (counts[i] as number) + (counts[i - 1] as number);
  const byArticle = {
    offsets: counts,
    authors: Int32Array.from(authorIds),
    roles: Uint8Array.from(roleBits),
  };
  const positionOf = Int16Array.from(positions);
  const versions = await findWorkVersions(
    db,
    { byArticle, articleYear, articleJournal, unknown: UNKNOWN },
    titles.candidates(),
  );

  const author = {
    articles: new Int32Array(maxAuthor + 1),
    citedArticles: new Int32Array(maxAuthor + 1),
    citations: new Int32Array(maxAuthor + 1),
    hIndex: new Int32Array(maxAuthor + 1),
    firstYear: new Int16Array(maxAuthor + 1).fill(UNKNOWN),
    lastYear: new Int16Array(maxAuthor + 1).fill(UNKNOWN),
    gender: new Int16Array(maxAuthor + 1).fill(UNKNOWN),
    manualGender: new Int16Array(maxAuthor + 1).fill(UNKNOWN),
  };
  for (let after = 0; ;) {
    const rows = await k
      .selectFrom('authors')
      .select(['id', 'articlesCount', 'citationsCount', 'hIndex', 'firstYear', 'lastYear', 'gender', 'manualGender'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const id = Number(r.id);
      author.articles[id] = Number(r.articlesCount);
      author.citations[id] = Number(r.citationsCount);
      author.hIndex[id] = Number(r.hIndex);
      author.firstYear[id] = y16(r.firstYear);
      author.lastYear[id] = y16(r.lastYear);
      author.gender[id] = y16(r.gender);
      author.manualGender[id] = y16(r.manualGender);
    }
    await nextTurn();
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  // Each author's articles with a known citation count, an author listed twice on one counted once.
  const lastCounted = new Int32Array(maxAuthor + 1).fill(-1);
  for (let article = 0; article + 1 < byArticle.offsets.length; article++) {
    if (articleCited[article] !== 1) continue;
    for (let e = byArticle.offsets[article]!; e < byArticle.offsets[article + 1]!; e++) {
      const authorId = byArticle.authors[e]!;
      if (lastCounted[authorId] === article) continue;
      lastCounted[authorId] = article;
      author.citedArticles[authorId] = (author.citedArticles[authorId] as number) + 1;
    }
  }

  // Institutions of authorships → per author (CSR), aggregated per institution.
  const triplesAuthor: number[] = [];
  const triplesInstitution: number[] = [];
  const triplesYear: number[] = [];
  for (let afterArticle = 0, afterPosition = -1, afterInstitution = 0; ;) {
    const rows = await k
      .selectFrom('authorshipInstitutions')
      .select(['articleId', 'position', 'institutionId'])
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('articleId', 'position', 'institutionId'),
          '>',
          tuple(afterArticle, afterPosition, afterInstitution),
        ),
      )
      .orderBy('articleId')
      .orderBy('position')
      .orderBy('institutionId')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const articleId = Number(r.articleId);
      const position = Number(r.position);
      for (let e = counts[articleId] as number; e < (counts[articleId + 1] as number); e++) {
        if (positionOf[e] === position) {
          triplesAuthor.push(byArticle.authors[e] as number);
          triplesInstitution.push(Number(r.institutionId));
          triplesYear.push(articleYear[articleId] as number);
          break;
        }
      }
    }
    await nextTurn();
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    afterArticle = Number(last.articleId);
    afterPosition = Number(last.position);
    afterInstitution = Number(last.institutionId);
  }

  const institutions = new Map<number, InstitutionFacts>();
  let types = false;
  const turns = createTurnTaker();
  for (let after = 0; ;) {
    const rows = await k
      .selectFrom('institutions as i')
      .leftJoin('countries as c', 'c.code', 'i.countryCode')
      .select(['i.id', 'i.name', 'i.countryCode', 'c.name as countryName', 'i.type'])
      .where('i.id', '>', after)
      .orderBy('i.id')
      .limit(PAGE)
      .execute();
    for (const [i, r] of rows.entries()) {
      // Names are parsed (normalizeInstitutionName): a page of them is 50-100 ms.
      if (i % 500 === 0 && turns.due) await turns.take();
      types ||= r.type !== null;
      institutions.set(Number(r.id), {
        name: r.name,
        key: normalizeInstitutionName(r.name),
        countryCode: r.countryCode,
        countryName: r.countryName ?? null,
        type: r.type,
      });
    }
    await nextTurn();
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  // Records without a country take the one their name's other records nearly all carry.
  const authorshipsOf = new Map<number, number>();
  for (const id of triplesInstitution) authorshipsOf.set(id, (authorshipsOf.get(id) ?? 0) + 1);
  lendInstitutionCountries(institutions, authorshipsOf);
  await nextTurn();
  const byAuthor = await groupAuthorInstitutions({
    maxAuthor,
    authors: triplesAuthor,
    institutionIds: triplesInstitution,
    years: triplesYear,
    unknown: UNKNOWN,
    keyOf: (id) => institutions.get(id)?.key ?? `#${id}`,
  });
  return {
    articleYear,
    articleJournal,
    byArticle,
    author,
    byAuthor,
    institutions,
    versions,
    availability: { institutionTypes: types, corresponding },
    builtAt: Date.now(),
    signature,
  };
}

/** One copy per process, rebuilt when the corpus changed (see the module comment). */
export function createRefereeCorpusHolder({ db }: { db: Db }): RefereeCorpusHolder {
  let current: RefereeCorpus | null = null;
  let building: Promise<RefereeCorpus> | null = null;
  let checkedAt = 0;
  const rebuild = () => {
    building ??= buildRefereeCorpus(db)
      .then((built) => {
        current = built;
        checkedAt = Date.now();
        return built;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };
  return {
    async get() {
      if (!current) return rebuild();
      if (Date.now() - checkedAt >= CHECK_MS && !building) {
        checkedAt = Date.now();
        const held = current;
        if (Date.now() - held.builtAt > MAX_AGE_MS || (await signatureOf(db)) !== held.signature)
          void rebuild().catch(() => {});
      }
      return current;
    },
  };
}
