/**
 * The facts a retrieval needs besides the vectors: who wrote the retrieved articles (with the
 * position and year the expertise weighting reads) and the articles' titles, fetched for the
 * hits of one query in one statement per kind.
 */
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

/** One authorship of a retrieved article. */
export interface RetrievedAuthorship {
  articleId: number;
  authorId: number;
  /** 0-based position in the article's author list. */
  position: number;
  authorsCount: number;
  year: number | null;
}

export function createRetrievalRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** How many articles have an id above `afterId` (all of them for 0). */
    async articleCountAfter(afterId: number): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '>', afterId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Authorships of the given articles (in no particular order). */
    async authorshipsOf(articleIds: readonly number[]): Promise<RetrievedAuthorship[]> {
      const rows: RetrievedAuthorship[] = [];
      for (const ids of inChunks(articleIds)) {
        const part = await k
          .selectFrom('authorships')
          .innerJoin('articles', 'articles.id', 'authorships.articleId')
          .select([
            'authorships.articleId',
            'authorships.authorId',
            'authorships.position',
            'articles.authorsCount',
            'articles.year',
          ])
          .where('authorships.articleId', 'in', ids)
          .execute();
        for (const r of part)
          rows.push({
            articleId: Number(r.articleId),
            authorId: Number(r.authorId),
            position: Number(r.position),
            authorsCount: Number(r.authorsCount),
            year: r.year === null ? null : Number(r.year),
          });
      }
      return rows;
    },

    /** Titles and years of the given articles, by id. */
    async articleSummaries(
      articleIds: readonly number[],
    ): Promise<Map<number, { title: string; year: number | null; journalId: number | null }>> {
      const out = new Map<number, { title: string; year: number | null; journalId: number | null }>();
      for (const ids of inChunks(articleIds)) {
        const part = await k
          .selectFrom('articles')
          .select(['id', 'title', 'year', 'journalId'])
          .where('id', 'in', ids)
          .execute();
        for (const r of part)
          out.set(Number(r.id), {
            title: r.title,
            year: r.year === null ? null : Number(r.year),
            journalId: r.journalId === null ? null : Number(r.journalId),
          });
      }
      return out;
    },

    /** Names of the given authors, by id. */
    async authorNames(authorIds: readonly number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (const ids of inChunks(authorIds)) {
        const part = await k.selectFrom('authors').select(['id', 'name']).where('id', 'in', ids).execute();
        for (const r of part) out.set(Number(r.id), r.name);
      }
      return out;
    },

    /** Titles and abstracts of the given articles, by id (unknown ids are left out). */
    async articleTexts(articleIds: readonly number[]): Promise<Map<number, { title: string; abstract: string }>> {
      const out = new Map<number, { title: string; abstract: string }>();
      for (const ids of inChunks(articleIds)) {
        const part = await k
          .selectFrom('articles')
          .select(['id', 'title', 'abstract'])
          .where('id', 'in', ids)
          .execute();
        for (const r of part) out.set(Number(r.id), { title: r.title, abstract: r.abstract ?? '' });
      }
      return out;
    },

    /** An article's title and abstract, or null for an unknown id. */
    async articleText(articleId: number): Promise<{ title: string; abstract: string; year: number | null } | null> {
      const row = await k
        .selectFrom('articles')
        .select(['title', 'abstract', 'year'])
        .where('id', '=', articleId)
        .executeTakeFirst();
      return row
        ? { title: row.title, abstract: row.abstract ?? '', year: row.year === null ? null : Number(row.year) }
        : null;
    },
  };
}

export type RetrievalRepository = ReturnType<typeof createRetrievalRepository>;
