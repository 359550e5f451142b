import { knownCount } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { authorshipsWithInstitutions } from '../../app/database/authorship-institutions';
import { inChunks } from '../../app/database/in-chunks';

/** An author as claim screens list it. */
export interface AuthorBrief {
  id: number;
  name: string;
  nameKey: string;
  articlesCount: number;
  /** The three citation metrics are null when unknown (knownCount). */
  hIndex: number | null;
  citationsCount: number | null;
  notableArticlesCount: number | null;
  firstYear: number | null;
  lastYear: number | null;
}

type StoredBrief = Omit<AuthorBrief, 'hIndex' | 'citationsCount' | 'notableArticlesCount'> &
  Record<'hIndex' | 'citationsCount' | 'notableArticlesCount', number>;

const briefOf = (row: StoredBrief): AuthorBrief => ({
  ...row,
  hIndex: knownCount(row.hIndex),
  citationsCount: knownCount(row.citationsCount),
  notableArticlesCount: knownCount(row.notableArticlesCount),
});

/** One authorship of an article: the printed name and the author holding it. */
export interface AuthorshipRow {
  articleId: number;
  position: number;
  authorId: number;
  rawName: string;
  authorName: string;
}

export interface ArticleCard {
  id: number;
  title: string;
  year: number | null;
  venue: string | null;
  /** Null when unknown. */
  citationsCount: number | null;
  authorsCount: number;
}

/** The corpus reads of claiming: authors by id or name key, institutions, authorships, article cards. */
export function createClaimCorpusRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const briefColumns = [
    'id',
    'name',
    'nameKey',
    'articlesCount',
    'hIndex',
    'citationsCount',
    'notableArticlesCount',
    'firstYear',
    'lastYear',
  ] as const;

  return {
    async authorsByIds({ authorIds }: { authorIds: readonly number[] }): Promise<AuthorBrief[]> {
      const out: AuthorBrief[] = [];
      for (const part of inChunks([...new Set(authorIds)]))
        out.push(
          ...(await k.selectFrom('authors').select(briefColumns).where('id', 'in', part).execute()).map(briefOf),
        );
      return out;
    },

    /** Authors whose name key (surname + first initial) is one of `keys`, most articles first. */
    async authorsByNameKeys({ keys, limit }: { keys: readonly string[]; limit: number }): Promise<AuthorBrief[]> {
      if (keys.length === 0) return [];
      const rows = await k
        .selectFrom('authors')
        .select(briefColumns)
        .where('nameKey', 'in', [...new Set(keys)].slice(0, 500))
        .orderBy('articlesCount', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(briefOf);
    },

    /** Institution names and raw affiliation texts of each author's authorships (e-mail domain evidence). */
    async affiliationTextsOf({ authorIds }: { authorIds: readonly number[] }): Promise<Map<number, string[]>> {
      const texts = new Map<number, Set<string>>();
      const add = (authorId: number, text: string | null) => {
        if (!text) return;
        const set = texts.get(authorId) ?? new Set<string>();
        set.add(text);
        texts.set(authorId, set);
      };
      for (const part of inChunks([...new Set(authorIds)])) {
        const institutions = await authorshipsWithInstitutions(k)
          .select(['authorships.authorId', 'institutions.name'])
          .distinct()
          .where('authorships.authorId', 'in', part)
          .execute();
        for (const r of institutions) add(r.authorId, r.name);
        const raw = await k
          .selectFrom('authorships')
          .select(['authorId', 'rawAffiliation'])
          .distinct()
          .where('authorId', 'in', part)
          .where('rawAffiliation', 'is not', null)
          .execute();
        for (const r of raw) add(r.authorId, r.rawAffiliation);
      }
      return new Map([...texts].map(([id, set]) => [id, [...set]]));
    },

    /** Every authorship of the articles, in byline order. */
    async authorshipsOfArticles({ articleIds }: { articleIds: readonly number[] }): Promise<AuthorshipRow[]> {
      const out: AuthorshipRow[] = [];
      for (const part of inChunks([...new Set(articleIds)])) {
        out.push(
          ...(await k
            .selectFrom('authorships')
            .innerJoin('authors', 'authors.id', 'authorships.authorId')
            .select([
              'authorships.articleId',
              'authorships.position',
              'authorships.authorId',
              'authorships.rawName',
              'authors.name as authorName',
            ])
            .where('authorships.articleId', 'in', part)
            .orderBy('authorships.articleId')
            .orderBy('authorships.position')
            .execute()),
        );
      }
      return out;
    },

    /** Every authorship of these authors (a profile merged into another moves them all). */
    async authorshipsOfAuthors({ authorIds }: { authorIds: readonly number[] }): Promise<AuthorshipRow[]> {
      const out: AuthorshipRow[] = [];
      for (const part of inChunks([...new Set(authorIds)])) {
        out.push(
          ...(await k
            .selectFrom('authorships')
            .innerJoin('authors', 'authors.id', 'authorships.authorId')
            .select([
              'authorships.articleId',
              'authorships.position',
              'authorships.authorId',
              'authorships.rawName',
              'authors.name as authorName',
            ])
            .where('authorships.authorId', 'in', part)
            .orderBy('authorships.articleId')
            .orderBy('authorships.position')
            .execute()),
        );
      }
      return out;
    },

    /** Title, year, venue and counts of articles, in the order asked. */
    async articleCards({ articleIds }: { articleIds: readonly number[] }): Promise<ArticleCard[]> {
      const byId = new Map<number, ArticleCard>();
      for (const part of inChunks([...new Set(articleIds)])) {
        const rows = await k
          .selectFrom('articles')
          .leftJoin('journals', 'journals.id', 'articles.journalId')
          .select([
            'articles.id',
            'articles.title',
            'articles.year',
            'journals.name as venue',
            'articles.citationsCount',
            'articles.authorsCount',
          ])
          .where('articles.id', 'in', part)
          .execute();
        for (const r of rows) byId.set(r.id, { ...r, citationsCount: knownCount(r.citationsCount) });
      }
      return articleIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** Articles of these authors, most cited first (ties: newer id first), at most `limit`. */
    async articleIdsOfAuthors({
      authorIds,
      limit,
    }: {
      authorIds: readonly number[];
      limit: number;
    }): Promise<number[]> {
      if (authorIds.length === 0) return [];
      const rows = await k
        .selectFrom('articles')
        .select('articles.id')
        .where('articles.id', 'in', (eb) =>
          eb
            .selectFrom('authorships')
            .select('authorships.articleId')
            .where('authorships.authorId', 'in', [...authorIds].slice(0, 500)),
        )
        .orderBy('articles.citationsCount', 'desc')
        .orderBy('articles.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The articles of `articleIds` one of `authorIds` holds an authorship on. */
    async articlesHeldBy({
      articleIds,
      authorIds,
    }: {
      articleIds: readonly number[];
      authorIds: readonly number[];
    }): Promise<Set<number>> {
      const held = new Set<number>();
      if (authorIds.length === 0) return held;
      for (const part of inChunks([...new Set(articleIds)])) {
        const rows = await k
          .selectFrom('authorships')
          .select('articleId')
          .where('articleId', 'in', part)
          .where('authorId', 'in', [...authorIds])
          .execute();
        for (const r of rows) held.add(r.articleId);
      }
      return held;
    },
  };
}

export type ClaimCorpusRepository = ReturnType<typeof createClaimCorpusRepository>;
