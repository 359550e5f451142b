import type { AuthorArticlesSort, AuthorConcept, AuthorCountry, DatedAffiliation } from '@sciscope/contracts';
import { AUTHOR_METRIC_KEYS, type AuthorMetrics } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { authorshipsWithInstitutions } from '../../app/database/authorship-institutions';
import { authorConceptProfiles, topBadgeConcepts } from './author-concepts.repository';
import { datedAffiliationsOf } from './dated-affiliations';

/** An author row with its precomputed metrics (booleans and flags already decoded). */
export interface AuthorRecord extends AuthorMetrics {
  id: number;
  name: string;
  orcid: string | null;
  gender: number | null;
  manualGender: number | null;
}

/**
 * Reads and writes of the author page. Every aggregate runs over the author's distinct
 * articles (`article_id IN (SELECT … FROM authorships WHERE author_id = ?)`), so an author
 * listed twice in one byline is still counted once, and uses the `authorships (author_id,
 * article_id)` index.
 */
export function createAuthorsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const articlesOf = (authorId: number) =>
    k.selectFrom('authorships').select('authorships.articleId').where('authorships.authorId', '=', authorId);

  return {
    async findAuthor({ authorId }: { authorId: number }): Promise<AuthorRecord | null> {
      const row = await k
        .selectFrom('authors')
        .select(['id', 'name', 'orcid', 'gender', 'manualGender', ...AUTHOR_METRIC_KEYS])
        .where('id', '=', authorId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** How many of the author's articles have a known citation count. */
    async countArticlesWithCitations({ authorId }: { authorId: number }): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('articles.id', 'in', articlesOf(authorId))
        .where('articles.citationsCount', '>=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async authorExists({ authorId }: { authorId: number }): Promise<boolean> {
      const row = await k.selectFrom('authors').select('id').where('id', '=', authorId).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * One page of the author's article ids: `limit` ids after skipping `offset`, optionally
     * only articles holding every concept of `conceptIds`. `date` sorts by year (unknown years
     * last), `citations` by citation count; ties go to the higher article id.
     */
    async listArticleIds({
      authorId,
      sort,
      conceptIds,
      offset,
      limit,
    }: {
      authorId: number;
      sort: AuthorArticlesSort;
      conceptIds: readonly number[];
      offset: number;
      limit: number;
    }): Promise<number[]> {
      let query = k.selectFrom('articles').select('articles.id').where('articles.id', 'in', articlesOf(authorId));
      // Each concept is a probe of the article_concepts primary key per candidate article, so
      // the cost follows the author's article count, never how common the concept is.
      for (const conceptId of conceptIds) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('articleConcepts')
              .select('articleConcepts.articleId')
              .whereRef('articleConcepts.articleId', '=', 'articles.id')
              .where('articleConcepts.conceptId', '=', conceptId),
          ),
        );
      }
      query =
        sort === 'citations'
          ? query.orderBy('articles.citationsCount', 'desc')
          : query.orderBy('articles.year', (ob) => ob.desc().nullsLast());
      const rows = await query.orderBy('articles.id', 'desc').offset(offset).limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /**
     * The author's concept profile (`authorConceptProfiles`: Σ tf-idf over the articles where
     * the concept is a badge), highest first. `limit` null returns every concept of their
     * articles (the badge concepts first); a number, at most that many badge concepts.
     */
    async listConcepts({ authorId, limit }: { authorId: number; limit: number | null }): Promise<AuthorConcept[]> {
      const profile = (await authorConceptProfiles(db, [authorId])).get(authorId) ?? [];
      const chosen = limit === null ? profile : topBadgeConcepts(profile, limit);
      return chosen.map(({ conceptId, name, sumtfidf, articlesCount }) => ({
        conceptId,
        name,
        sumtfidf,
        articlesCount,
      }));
    },

    /**
     * The author's affiliations, the current one first (dated-affiliations.ts): institution
     * records of one name merged, each with its year span and number of articles. `city` is not
     * in the corpus; `country` is the country name (its code when the country table lacks it).
     */
    async listDatedAffiliations({
      authorId,
      limit,
    }: {
      authorId: number;
      limit: number | null;
    }): Promise<DatedAffiliation[]> {
      const rows = await authorshipsWithInstitutions(k)
        .innerJoin('articles', 'articles.id', 'authorships.articleId')
        .leftJoin('countries', 'countries.code', 'institutions.countryCode')
        .select((eb) => [
          'institutions.id as institutionId',
          'institutions.name',
          'institutions.countryCode',
          'countries.name as countryName',
          'articles.year',
          eb.fn.count<number>('authorships.articleId').distinct().as('count'),
        ])
        .where('authorships.authorId', '=', authorId)
        .groupBy([
          'institutions.id',
          'institutions.name',
          'institutions.countryCode',
          'countries.name',
          'articles.year',
        ])
        .execute();
      return datedAffiliationsOf(
        rows.map((r) => ({
          institutionId: Number(r.institutionId),
          name: r.name,
          country: r.countryName ?? r.countryCode,
          year: r.year === null ? null : Number(r.year),
          count: Number(r.count),
        })),
      ).slice(0, limit ?? undefined);
    },

    /** Countries of the author's affiliations with the number of articles from each, most first (ties by code). */
    async listCountries({ authorId }: { authorId: number }): Promise<AuthorCountry[]> {
      const rows = await authorshipsWithInstitutions(k)
        .leftJoin('countries', 'countries.code', 'institutions.countryCode')
        .select((eb) => [
          'institutions.countryCode as code',
          'countries.name',
          eb.fn.count<number>('authorships.articleId').distinct().as('count'),
        ])
        .where('authorships.authorId', '=', authorId)
        .where('institutions.countryCode', 'is not', null)
        .groupBy(['institutions.countryCode', 'countries.name'])
        .orderBy('count', 'desc')
        .orderBy('institutions.countryCode')
        .execute();
      return rows.flatMap((r) =>
        r.code === null ? [] : [{ code: r.code, name: r.name ?? r.code, count: Number(r.count) }],
      );
    },

    /** Stores (or with null clears) the manual gender; false when the author does not exist. */
    async setManualGender({
      authorId,
      manualGender,
    }: {
      authorId: number;
      manualGender: number | null;
    }): Promise<boolean> {
      const result = await k.updateTable('authors').set({ manualGender }).where('id', '=', authorId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type AuthorsRepository = ReturnType<typeof createAuthorsRepository>;
