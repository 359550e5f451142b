import type { Article, ArticleAuthor, ArticleConcept, ArticleIdentifiers, ArticleOrigin } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';

/**
 * Ids per `IN (…)` list. Well under SQLite's and PostgreSQL's bound-parameter limits, and
 * small enough that each batch's plan stays an index lookup.
 */
export const ARTICLE_IN_BATCH = 500;

/** Identifier kinds as the importer stores them, mapped to the fields of `Article.identifiers`. */
const IDENTIFIER_FIELDS: Record<string, keyof ArticleIdentifiers> = {
  doi: 'doi',
  arxiv: 'arxiv',
  pmid: 'pmid',
  pubmed: 'pmid',
  pmcid: 'pmcid',
  pmc: 'pmcid',
};

/** Groups rows by article id, keeping the row order inside each group. */
function groupByArticle<T extends { articleId: number }, R>(rows: T[], map: (row: T) => R): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.articleId);
    if (group) group.push(map(row));
    else groups.set(row.articleId, [map(row)]);
  }
  return groups;
}

async function loadBatch(db: Db, ids: number[]): Promise<Map<number, Article>> {
  const k = db.kysely;
  // Five queries per batch whatever its size: the article rows with their journal, then each
  // one-to-many part with a single `IN` over the batch. Run together (PostgreSQL uses several
  // pool connections; SQLite simply runs them one after the other).
  const [heads, authorships, concepts, origins, identifiers] = await Promise.all([
    k
      .selectFrom('articles')
      .leftJoin('journals', 'journals.id', 'articles.journalId')
      .select([
        'articles.id',
        'articles.title',
        'articles.abstract',
        'articles.year',
        'articles.notable',
        'articles.openAccess',
        'articles.volume',
        'articles.issue',
        'articles.pages',
        'articles.journalId',
        'articles.authorsCount',
        'articles.citationsCount',
        'articles.manuscriptType',
        'journals.name as journalTitle',
        'journals.shortTitle as journalShortTitle',
        'journals.impactFactor as journalImpactFactor',
        'journals.preprint as journalPreprint',
      ])
      .where('articles.id', 'in', ids)
      .execute(),
    k
      .selectFrom('authorships')
      .innerJoin('authors', 'authors.id', 'authorships.authorId')
      .select([
        'authorships.articleId',
        'authorships.authorId',
        'authors.name',
        'authorships.isLeading',
        'authorships.isSenior',
        'authorships.isCorresponding',
      ])
      .where('authorships.articleId', 'in', ids)
      .orderBy('authorships.articleId')
      .orderBy('authorships.position')
      .execute(),
    k
      .selectFrom('articleConcepts')
      .innerJoin('concepts', 'concepts.id', 'articleConcepts.conceptId')
      .select([
        'articleConcepts.articleId',
        'articleConcepts.conceptId',
        'concepts.name',
        'articleConcepts.tf',
        'articleConcepts.tfidf',
        'concepts.df',
      ])
      .where('articleConcepts.articleId', 'in', ids)
      .where('concepts.deleted', '=', 0)
      .orderBy('articleConcepts.tfidf', 'desc')
      .orderBy('articleConcepts.conceptId')
      .execute(),
    k
      .selectFrom('articleOrigins')
      .select(['articleId', 'code', 'url', 'originId'])
      .where('articleId', 'in', ids)
      .orderBy('articleId')
      .orderBy('code')
      .execute(),
    k
      .selectFrom('articleIdentifiers')
      .select(['articleId', 'kind', 'value'])
      .where('articleId', 'in', ids)
      .orderBy('articleId')
      .orderBy('kind')
      .orderBy('value')
      .execute(),
  ]);

  const authorsOf = groupByArticle(authorships, (r): ArticleAuthor => ({
    authorId: r.authorId,
    name: r.name,
    isLeading: r.isLeading === 1,
    isSenior: r.isSenior === 1,
    isCorresponding: r.isCorresponding === 1,
  }));
  const conceptsOf = groupByArticle(concepts, (r): ArticleConcept => ({
    conceptId: r.conceptId,
    name: r.name,
    tf: r.tf,
    tfidf: r.tfidf,
    df: r.df,
  }));
  const originsOf = groupByArticle(origins, (r): ArticleOrigin => ({ code: r.code, url: r.url, originId: r.originId }));
  const identifiersOf = new Map<number, ArticleIdentifiers>();
  for (const r of identifiers) {
    const field = IDENTIFIER_FIELDS[r.kind];
    if (!field) continue;
    let entry = identifiersOf.get(r.articleId);
    if (!entry) identifiersOf.set(r.articleId, (entry = { doi: null, arxiv: null, pmid: null, pmcid: null }));
    // Several values of one kind are rare (merged records); the first in sort order wins.
    entry[field] ??= r.value;
  }

  const built = new Map<number, Article>();
  for (const h of heads) {
    built.set(h.id, {
      id: h.id,
      title: h.title,
      abstract: h.abstract,
      year: h.year,
      notable: h.notable === 1,
      openAccess: h.openAccess === 1,
      origins: originsOf.get(h.id) ?? [],
      journal:
        h.journalId !== null && h.journalTitle !== null
          ? {
              title: h.journalTitle,
              shortTitle: h.journalShortTitle,
              volume: h.volume,
              issue: h.issue,
              pages: h.pages,
              journalId: h.journalId,
              impactFactor: h.journalImpactFactor,
              preprint: h.journalPreprint === 1,
            }
          : null,
      authors: authorsOf.get(h.id) ?? [],
      authorsCount: h.authorsCount,
      citationsCount: h.citationsCount,
      concepts: conceptsOf.get(h.id) ?? [],
      manuscriptType: h.manuscriptType,
      identifiers: identifiersOf.get(h.id) ?? { doi: null, arxiv: null, pmid: null, pmcid: null },
    });
  }
  return built;
}

/**
 * Full `Article` objects for `articleIds`, in the order given. Unknown ids are skipped and
 * duplicates are returned once (at their first place). Runs a fixed number of queries per
 * `ARTICLE_IN_BATCH` ids (no query per article), so any list endpoint — an author's page,
 * search results, monitoring results — can build its page of articles with it.
 */
export async function buildArticles({ db, articleIds }: { db: Db; articleIds: readonly number[] }): Promise<Article[]> {
  const unique = [...new Set(articleIds)];
  const byId = new Map<number, Article>();
  for (let start = 0; start < unique.length; start += ARTICLE_IN_BATCH) {
    const batch = await loadBatch(db, unique.slice(start, start + ARTICLE_IN_BATCH));
    for (const [id, article] of batch) byId.set(id, article);
  }
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** The article repository: building articles for any list, by id. */
export function createArticlesRepository({ db }: { db: Db }) {
  return {
    buildArticles: ({ articleIds }: { articleIds: readonly number[] }) => buildArticles({ db, articleIds }),

    /** One full article, or null when the id is unknown. */
    async findArticle({ articleId }: { articleId: number }): Promise<Article | null> {
      const [article] = await buildArticles({ db, articleIds: [articleId] });
      return article ?? null;
    },
  };
}
