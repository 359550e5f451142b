/**
 * The corpus facts a ranking reads, each fetched for one request's ids in one statement per
 * chunk: the authorships of the retrieved articles, the candidates' metrics and institutions,
 * the document authors' papers and institutions (the conflict-of-interest side), concepts and
 * venues. Nothing here loops per candidate.
 */
import { sql } from 'kysely';
import { bytesToFloat32 } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

/** One authorship of a retrieved article, with what the contribution filter reads. */
export interface HitAuthorship {
  articleId: number;
  authorId: number;
  position: number;
  isLeading: boolean;
  isSenior: boolean;
  isCorresponding: boolean;
}

export interface HitArticle {
  id: number;
  year: number | null;
  journalId: number | null;
  authorsCount: number;
}

/** A candidate's institution, first and last year their articles carry it, and every such year. */
export interface CandidateInstitutionRow {
  authorId: number;
  institutionId: number;
  name: string;
  countryCode: string | null;
  countryName: string | null;
  type: string | null;
  firstYear: number | null;
  lastYear: number | null;
  count: number;
  /** Every year an article of theirs carries the institution, ascending (undated articles left out). */
  years: number[];
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function createRefereesFactsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Titles, years and venue names, for the explanation of the page shown. */
    async articleSummaries(
      articleIds: readonly number[],
    ): Promise<Map<number, { title: string; year: number | null; journal: string | null }>> {
      const out = new Map<number, { title: string; year: number | null; journal: string | null }>();
      for (const ids of inChunks(articleIds)) {
        const rows = await k
          .selectFrom('articles')
          .leftJoin('journals', 'journals.id', 'articles.journalId')
          .select(['articles.id', 'articles.title', 'articles.year', 'journals.name as journal'])
          .where('articles.id', 'in', ids)
          .execute();
        for (const r of rows)
          out.set(num(r.id), { title: r.title, year: numOrNull(r.year), journal: r.journal ?? null });
      }
      return out;
    },

    /** The pairs (article, concept) among the given articles and concepts. */
    async articleConcepts(
      articleIds: readonly number[],
      conceptIds: readonly number[],
    ): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>();
      if (conceptIds.length === 0) return out;
      for (const ids of inChunks(articleIds)) {
        const rows = await k
          .selectFrom('articleConcepts')
          .select(['articleId', 'conceptId'])
          .where('articleId', 'in', ids)
          .where('conceptId', 'in', conceptIds as number[])
          .execute();
        for (const r of rows) {
          const list = out.get(num(r.articleId));
          if (list) list.push(num(r.conceptId));
          else out.set(num(r.articleId), [num(r.conceptId)]);
        }
      }
      return out;
    },

    /** Every paper of the given (document) authors with its other authors. */
    async papersOf(
      authorIds: readonly number[],
      /** Only these co-authors (a page of applicants), not all of them; absent: every co-author. */
      coauthorIds?: readonly number[],
    ): Promise<Array<{ articleId: number; year: number | null; authorId: number; coauthorId: number }>> {
      if (authorIds.length === 0 || coauthorIds?.length === 0) return [];
      let query = k
        .selectFrom('authorships as a1')
        .innerJoin('authorships as a2', 'a2.articleId', 'a1.articleId')
        .innerJoin('articles as ar', 'ar.id', 'a1.articleId')
        .select(['a1.articleId', 'ar.year', 'a1.authorId', 'a2.authorId as coauthorId'])
        .where('a1.authorId', 'in', authorIds as number[])
        .whereRef('a2.authorId', '!=', 'a1.authorId');
      if (coauthorIds) query = query.where('a2.authorId', 'in', coauthorIds as number[]);
      const rows = await query.execute();
      return rows.map((r) => ({
        articleId: num(r.articleId),
        year: numOrNull(r.year),
        authorId: num(r.authorId),
        coauthorId: num(r.coauthorId),
      }));
    },

    /** Institutions ids whose name is one of the given names (compared case-insensitively). */
    async institutionsNamed(names: readonly string[]): Promise<Array<{ id: number; name: string }>> {
      if (names.length === 0) return [];
      const keys = Array.from(new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n !== '')));
      const out: Array<{ id: number; name: string }> = [];
      for (const chunk of inChunks(keys)) {
        const rows = await k
          .selectFrom('institutions')
          .select(['id', 'name'])
          .where(sql<string>`lower(name)`, 'in', chunk)
          .execute();
        for (const r of rows) out.push({ id: num(r.id), name: r.name });
      }
      return out;
    },

    /** Authors among `authorIds` with at least one article carrying each of `conceptIds`. */
    async authorsWithEveryConcept(authorIds: readonly number[], conceptIds: readonly number[]): Promise<Set<number>> {
      const out = new Set<number>();
      if (conceptIds.length === 0) return new Set(authorIds);
      for (const ids of inChunks(authorIds)) {
        const rows = await k
          .selectFrom('authorships as a')
          .innerJoin('articleConcepts as ac', 'ac.articleId', 'a.articleId')
          .select(['a.authorId', (eb) => eb.fn.count(sql`distinct ac.concept_id`).as('n')])
          .where('a.authorId', 'in', ids)
          .where('ac.conceptId', 'in', conceptIds as number[])
          .groupBy('a.authorId')
          .execute();
        for (const r of rows) if (num(r.n) >= conceptIds.length) out.add(num(r.authorId));
      }
      return out;
    },

    /** Names, basic flags and document frequencies of concepts. */
    async concepts(conceptIds: readonly number[]): Promise<Map<number, { name: string; basic: boolean; df: number }>> {
      const out = new Map<number, { name: string; basic: boolean; df: number }>();
      for (const ids of inChunks(conceptIds)) {
        const rows = await k
          .selectFrom('concepts')
          .select(['id', 'name', 'basic', 'df'])
          .where('id', 'in', ids)
          .execute();
        for (const r of rows) out.set(num(r.id), { name: r.name, basic: Boolean(r.basic), df: num(r.df) });
      }
      return out;
    },

    /** Impact factors of every venue that has one. */
    async journalImpactFactors(): Promise<Map<number, number>> {
      const rows = await k
        .selectFrom('journals')
        .select(['id', 'impactFactor'])
        .where('impactFactor', 'is not', null)
        .execute();
      return new Map(rows.map((r) => [num(r.id), Number(r.impactFactor)]));
    },

    /** The newest publication year of the corpus (the reference year of every year window). */
    async newestYear(): Promise<number | null> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.max('year').as('year'))
        .executeTakeFirst();
      return numOrNull(row?.year);
    },

    /** Stored vectors of `modelId` for the given articles. */
    async vectors(modelId: number, articleIds: readonly number[]): Promise<Map<number, Float32Array>> {
      const out = new Map<number, Float32Array>();
      for (const ids of inChunks(articleIds)) {
        const rows = await k
          .selectFrom('articleVectors')
          .select(['articleId', 'vector'])
          .where('modelId', '=', modelId)
          .where('articleId', 'in', ids)
          .execute();
        for (const r of rows) out.set(num(r.articleId), bytesToFloat32(new Uint8Array(r.vector)));
      }
      return out;
    },

    /** The articles of the given authors with their years, newest first. */
    async articlesOfAuthors(
      authorIds: readonly number[],
    ): Promise<Array<{ authorId: number; articleId: number; year: number | null }>> {
      const out: Array<{ authorId: number; articleId: number; year: number | null }> = [];
      for (const ids of inChunks(authorIds)) {
        const rows = await k
          .selectFrom('authorships as a')
          .innerJoin('articles as ar', 'ar.id', 'a.articleId')
          .select(['a.authorId', 'ar.id', 'ar.year'])
          .where('a.authorId', 'in', ids)
          .orderBy('ar.year', 'desc')
          .execute();
        for (const r of rows) out.push({ authorId: num(r.authorId), articleId: num(r.id), year: numOrNull(r.year) });
      }
      return out;
    },

    /** Articles that make good proposals for the benchmark: 2 to 12 authors, an abstract over 400 characters. */
    async proposalLikeArticles(): Promise<number[]> {
      const rows = await k
        .selectFrom('articles')
        .select(['id'])
        .where('authorsCount', '>=', 2)
        .where('authorsCount', '<=', 12)
        .where((eb) => eb(eb.fn('length', ['abstract']), '>', 400))
        .orderBy('id')
        .execute();
      return rows.map((r) => num(r.id));
    },

    /** Every country, by name. */
    async countries(): Promise<Array<{ code: string; name: string }>> {
      return k.selectFrom('countries').select(['code', 'name']).orderBy('name').execute();
    },

    /** Names and ORCIDs of the given authors. */
    async identities(authorIds: readonly number[]): Promise<Map<number, { name: string; orcid: string | null }>> {
      const out = new Map<number, { name: string; orcid: string | null }>();
      for (const ids of inChunks(authorIds)) {
        const rows = await k.selectFrom('authors').select(['id', 'name', 'orcid']).where('id', 'in', ids).execute();
        for (const r of rows) out.set(num(r.id), { name: r.name, orcid: r.orcid });
      }
      return out;
    },

    /** Names of the given authors. */
    async authorNames(authorIds: readonly number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (const ids of inChunks(authorIds)) {
        const rows = await k.selectFrom('authors').select(['id', 'name']).where('id', 'in', ids).execute();
        for (const r of rows) out.set(num(r.id), r.name);
      }
      return out;
    },

    /** Corpus authors whose name key (surname + first initial, `nameBlockKey`) is one of `keys`. */
    async authorsByNameKeys(keys: readonly string[]): Promise<Array<{ id: number; name: string; nameKey: string }>> {
      const out: Array<{ id: number; name: string; nameKey: string }> = [];
      for (const part of inChunks(keys)) {
        const rows = await k
          .selectFrom('authors')
          .select(['id', 'name', 'nameKey'])
          .where('nameKey', 'in', part)
          .orderBy('id')
          .execute();
        for (const r of rows) out.push({ id: num(r.id), name: r.name, nameKey: r.nameKey });
      }
      return out;
    },

    /**
     * How many corpus authors carry each surname (name keys `{surname}_…`, any first initial),
     * counted up to `cap + 1`: enough to tell a rare surname from a common one. The key range
     * finds them through the name key index; LIKE keeps exactly the surname's keys.
     */
    async surnameProfileCounts(surnames: readonly string[], cap: number): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const surname of new Set(surnames)) {
        if (surname === '') continue;
        const upper = surname.slice(0, -1) + String.fromCharCode(surname.charCodeAt(surname.length - 1) + 1);
        const pattern = `${surname.replace(/[!%_]/g, (c) => `!${c}`)}!_%`;
        const rows = await k
          .selectFrom('authors')
          .select('id')
          .where('nameKey', '>=', surname)
          .where('nameKey', '<', upper)
          .where(sql<boolean>`${sql.ref('nameKey')} like ${pattern} escape '!'`)
          .limit(cap + 1)
          .execute();
        out.set(surname, rows.length);
      }
      return out;
    },

    /** Countries by code with their names. */
    async countryNames(): Promise<Map<string, string>> {
      const rows = await k.selectFrom('countries').select(['code', 'name']).execute();
      return new Map(rows.map((r) => [r.code, r.name]));
    },
  };
}

export type RefereesFactsRepository = ReturnType<typeof createRefereesFactsRepository>;

/** Articles each author led, supervised or corresponded on (the own-works column). */
export async function ownWorksCounts(db: Db, authorIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const ids of inChunks(authorIds)) {
    const rows = await db.kysely
      .selectFrom('authorships')
      .select(['authorId', (eb) => eb.fn.countAll().as('n')])
      .where('authorId', 'in', ids)
      .where((eb) =>
        eb.or([eb('isLeading', '=', 1), eb('isSenior', '=', 1), eb('isCorresponding', '=', 1), eb('position', '=', 0)]),
      )
      .groupBy('authorId')
      .execute();
    for (const r of rows) out.set(Number(r.authorId), Number(r.n));
  }
  return out;
}
