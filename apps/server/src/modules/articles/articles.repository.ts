import type {
  Article,
  ArticleAuthor,
  ArticleConcept,
  ArticleIdentifiers,
  ArticleOrigin,
  ArticleRow,
} from '@sciscope/contracts';
import { tfidfWeight } from '@sciscope/engine';
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

/** Concepts first by tfidf (highest first), ties by concept id: the order every list shows. */
function byWeight(a: ArticleConcept, b: ArticleConcept): number {
  return b.tfidf - a.tfidf || a.conceptId - b.conceptId;
}

async function loadBatch(
  db: Db,
  ids: number[],
  { withAbstract }: { withAbstract: true },
): Promise<Map<number, Article>>;
async function loadBatch(db: Db, ids: number[], options: { withAbstract: false }): Promise<Map<number, ArticleRow>>;
async function loadBatch(
  db: Db,
  ids: number[],
  { withAbstract }: { withAbstract: boolean },
): Promise<Map<number, Article | ArticleRow>> {
  const k = db.kysely;
  // Six queries per batch whatever its size: the article rows with their journal, each
  // one-to-many part with a single `IN` over the batch, and the corpus size for tf-idf. Run
  // together (PostgreSQL uses several pool connections; SQLite runs them one after the other).
  // tf-idf is computed here rather than in SQL: per row, SQL would evaluate two logarithms and
  // a subquery and then sort; here it is arithmetic on rows already read.
  const [heads, authorships, concepts, origins, identifiers, corpusSize] = await Promise.all([
    k
      .selectFrom('articles')
      .leftJoin('journals', 'journals.id', 'articles.journalId')
      .select([
        'articles.id',
        'articles.title',
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
      .$if(withAbstract, (query) => query.select('articles.abstract'))
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
        'concepts.df',
      ])
      .where('articleConcepts.articleId', 'in', ids)
      .where('concepts.deleted', '=', 0)
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
    k.selectFrom('corpusStats').select('value').where('key', '=', 'articles').executeTakeFirst(),
  ]);

  const authorsOf = groupByArticle(authorships, (r): ArticleAuthor => ({
    authorId: r.authorId,
    name: r.name,
    isLeading: r.isLeading === 1,
    isSenior: r.isSenior === 1,
    isCorresponding: r.isCorresponding === 1,
  }));
  const documentCount = corpusSize === undefined ? null : Number(corpusSize.value);
  const conceptsOf = groupByArticle(concepts, (r): ArticleConcept => ({
    conceptId: r.conceptId,
    name: r.name,
    tf: r.tf,
    // Without a corpus size (nothing imported yet) no weight is known: 0, as SQL's NULL read.
    tfidf: documentCount === null ? 0 : tfidfWeight({ tf: r.tf, df: r.df, documentCount }),
    df: r.df,
  }));
  for (const list of conceptsOf.values()) list.sort(byWeight);
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

  const built = new Map<number, Article | ArticleRow>();
  for (const h of heads) {
    const row: ArticleRow = {
      id: h.id,
      title: h.title,
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
    };
    built.set(h.id, withAbstract ? { ...row, abstract: h.abstract ?? null } : row);
  }
  return built;
}

async function buildInOrder<T>(
  articleIds: readonly number[],
  load: (batch: number[]) => Promise<Map<number, T>>,
): Promise<T[]> {
  const unique = [...new Set(articleIds)];
  const byId = new Map<number, T>();
  for (let start = 0; start < unique.length; start += ARTICLE_IN_BATCH) {
    const batch = await load(unique.slice(start, start + ARTICLE_IN_BATCH));
    for (const [id, article] of batch) byId.set(id, article);
  }
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Full `Article` objects for `articleIds`, in the order given. Unknown ids are skipped and
 * duplicates are returned once (at their first place). Runs a fixed number of queries per
 * `ARTICLE_IN_BATCH` ids (no query per article).
 */
export async function buildArticles({ db, articleIds }: { db: Db; articleIds: readonly number[] }): Promise<Article[]> {
  return buildInOrder(articleIds, (batch) => loadBatch(db, batch, { withAbstract: true }));
}

/**
 * `ArticleRow`s (articles without their abstract) for `articleIds`, as `buildArticles` builds
 * articles: what any list endpoint answers (search results, an author's page).
 */
export async function buildArticleRows({
  db,
  articleIds,
}: {
  db: Db;
  articleIds: readonly number[];
}): Promise<ArticleRow[]> {
  return buildInOrder(articleIds, (batch) => loadBatch(db, batch, { withAbstract: false }));
}

/** The article repository: building articles and list rows, by id. */
export function createArticlesRepository({ db }: { db: Db }) {
  return {
    buildArticles: ({ articleIds }: { articleIds: readonly number[] }) => buildArticles({ db, articleIds }),

    buildArticleRows: ({ articleIds }: { articleIds: readonly number[] }) => buildArticleRows({ db, articleIds }),

    /** One full article, or null when the id is unknown. */
    async findArticle({ articleId }: { articleId: number }): Promise<Article | null> {
      const [article] = await buildArticles({ db, articleIds: [articleId] });
      return article ?? null;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
