import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';
import type { BulkWriter } from './bulk-writer.repository';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Country name for an ISO 3166-1 alpha-2 code (the code itself when unknown). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** `corpus_stats` keys. */
export const STAT_ARTICLES = 'articles';
/** Bumped by every transaction that writes corpus tables: a batch prepared before a change is prepared again. */
export const STAT_VERSION = 'version';

/** An article's facts as author and venue metrics read them. */
export interface ArticleMetricFacts {
  id: number;
  journalId: number | null;
  year: number | null;
  /** UNKNOWN_COUNT when the source gives none. */
  citationsCount: number;
  authorsCount: number;
  notable: number;
}

/** Reads the importer needs: what exists already, lookups by key, and the facts metrics need. */
export function createCorpusRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async existingSourceIds(sourceIds: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of inChunks(sourceIds)) {
        const rows = await k.selectFrom('articles').select('sourceId').where('sourceId', 'in', part).execute();
        for (const r of rows) found.add(r.sourceId);
      }
      return found;
    },

    async stat(key: string): Promise<number> {
      const row = await k.selectFrom('corpusStats').select('value').where('key', '=', key).executeTakeFirst();
      return Number(row?.value ?? 0);
    },

    async journalIdsByKeys(keys: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of inChunks(keys)) {
        for (const r of await k
          .selectFrom('journals')
          .select(['id', 'nameKey'])
          .where('nameKey', 'in', part)
          .execute()) {
          found.set(r.nameKey, r.id);
        }
      }
      return found;
    },

    async institutionIdsByKeys(keys: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of inChunks(keys)) {
        for (const r of await k
          .selectFrom('institutions')
          .select(['id', 'nameKey'])
          .where('nameKey', 'in', part)
          .execute()) {
          found.set(r.nameKey, r.id);
        }
      }
      return found;
    },

    async authorIdsByExternalIds(externalIds: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const part of inChunks(externalIds)) {
        for (const r of await k
          .selectFrom('authorExternalIds')
          .select(['authorId', 'externalId'])
          .where('externalId', 'in', part)
          .execute()) {
          found.set(r.externalId, r.authorId);
        }
      }
      return found;
    },

    /** Stored articles of the given venue-years (the groups notability compares within). */
    async articlesInVenueYears(groups: Array<[journalId: number, year: number]>): Promise<ArticleMetricFacts[]> {
      const out: ArticleMetricFacts[] = [];
      for (const [journalId, year] of groups) {
        out.push(
          ...(await k
            .selectFrom('articles')
            .select(['id', 'journalId', 'year', 'citationsCount', 'authorsCount', 'notable'])
            .where('journalId', '=', journalId)
            .where('year', '=', year)
            .execute()),
        );
      }
      return out;
    },

    /** Per venue and year: stored articles with a known citation count and their sum (impact factors). */
    async venueYearTotals(
      journalIds: number[],
    ): Promise<Array<{ journalId: number; year: number; n: number; citations: number }>> {
      const out: Array<{ journalId: number; year: number; n: number; citations: number }> = [];
      for (const part of inChunks(journalIds)) {
        const { rows } = await sql<{ journalId: number; year: number; n: number; citations: number }>`
          SELECT journal_id, year, COUNT(*) AS n, SUM(citations_count) AS citations
          FROM articles WHERE journal_id IN (${sql.join(part)}) AND year IS NOT NULL AND citations_count >= 0
          GROUP BY journal_id, year`.execute(k);
        for (const r of rows)
          out.push({
            journalId: Number(r.journalId),
            year: Number(r.year),
            n: Number(r.n),
            citations: Number(r.citations),
          });
      }
      return out;
    },

    /** Authors of the given articles. */
    async authorIdsOfArticles(articleIds: number[]): Promise<number[]> {
      const ids = new Set<number>();
      for (const part of inChunks(articleIds)) {
        for (const r of await k.selectFrom('authorships').select('authorId').where('articleId', 'in', part).execute())
          ids.add(r.authorId);
      }
      return [...ids];
    },

    /** Every stored article of the given authors, with the facts author metrics need. */
    async authorArticleFacts(authorIds: number[]): Promise<Array<ArticleMetricFacts & { authorId: number }>> {
      const out: Array<ArticleMetricFacts & { authorId: number }> = [];
      for (const part of inChunks(authorIds)) {
        const rows = await k
          .selectFrom('authorships')
          .innerJoin('articles', 'articles.id', 'authorships.articleId')
          .select([
            'authorships.authorId',
            'articles.id',
            'articles.journalId',
            'articles.year',
            'articles.citationsCount',
            'articles.authorsCount',
            'articles.notable',
          ])
          .where('authorships.authorId', 'in', part)
          .execute();
        out.push(...rows);
      }
      return out;
    },

    async insertCountries(writer: BulkWriter, codes: string[]): Promise<void> {
      await writer.insert(
        'countries',
        codes.map((code) => ({ code, name: countryName(code) })),
        { ignoreConflicts: true },
      );
    },
  };
}

export type CorpusRepository = ReturnType<typeof createCorpusRepository>;
