/**
 * What the article and author documents read of the corpus: the article's text, concepts and
 * byline with affiliations, an author's articles, whether an article was already refereed.
 */
import { tfidfWeight } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { RefDocAuthor } from './ref-doc.port';
import { refereesErrors } from './referees.errors';

/** Articles of an author that stand for them (newest first, at most this many). */
export const AUTHOR_DOCUMENT_ARTICLES = 200;

/** Title and abstract of an article, or null. */
export async function articleText(db: Db, id: number): Promise<{ title: string; abstract: string | null } | null> {
  const row = await db.kysely
    .selectFrom('articles')
    .select(['title', 'abstract'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Name and ORCID of an author, or null. */
export async function authorIdentity(
  db: Db,
  id: number,
): Promise<{ id: number; name: string; orcid: string | null } | null> {
  const row = await db.kysely
    .selectFrom('authors')
    .select(['id', 'name', 'orcid'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, orcid: row.orcid } : null;
}

/** An article was refereed when it appeared in a venue that is not a preprint server. */
export async function isArticleAlreadyRefereed({ db, articleId }: { db: Db; articleId: number }): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('articles')
    .leftJoin('journals', 'journals.id', 'articles.journalId')
    .select(['articles.id', 'articles.journalId', 'journals.preprint'])
    .where('articles.id', '=', articleId)
    .executeTakeFirst();
  if (!row) throw refereesErrors.documentNotFound('Article');
  return row.journalId !== null && !row.preprint;
}

/** The most relevant concepts of the given articles (summed tf-idf). */
export async function conceptIdsOf(db: Db, articleIds: readonly number[], limit: number): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const k = db.kysely;
  const stats = await k.selectFrom('corpusStats').select('value').where('key', '=', 'articles').executeTakeFirst();
  const documentCount = Math.max(1, Number(stats?.value ?? 1));
  const rows = await k
    .selectFrom('articleConcepts as ac')
    .innerJoin('concepts as c', 'c.id', 'ac.conceptId')
    .select(['ac.conceptId', 'ac.tf', 'c.df'])
    .where('ac.articleId', 'in', articleIds as number[])
    .where('c.deleted', '=', 0)
    .execute();
  const weight = new Map<number, number>();
  for (const r of rows) {
    const w = tfidfWeight({ tf: Number(r.tf), df: Math.max(1, Number(r.df)), documentCount });
    weight.set(Number(r.conceptId), (weight.get(Number(r.conceptId)) ?? 0) + w);
  }
  return [...weight.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}

/** Names of the given concepts, in the order given (deleted or unknown ones left out). */
export async function conceptNamesOf(
  db: Db,
  conceptIds: readonly number[],
): Promise<Array<{ id: number; name: string }>> {
  if (conceptIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('concepts')
    .select(['id', 'name'])
    .where('id', 'in', conceptIds as number[])
    .where('deleted', '=', 0)
    .execute();
  const names = new Map(rows.map((r) => [Number(r.id), r.name]));
  return conceptIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** The byline of an article with the affiliations of each author. */
export async function authorsOfArticle(db: Db, articleId: number): Promise<RefDocAuthor[]> {
  const k = db.kysely;
  const rows = await k
    .selectFrom('authorships as a')
    .innerJoin('authors as au', 'au.id', 'a.authorId')
    .select(['a.position', 'a.authorId', 'a.rawName', 'a.rawAffiliation', 'au.orcid'])
    .where('a.articleId', '=', articleId)
    .orderBy('a.position')
    .execute();
  const institutions = await k
    .selectFrom('authorshipInstitutions as ai')
    .innerJoin('institutions as i', 'i.id', 'ai.institutionId')
    .select(['ai.position', 'i.name'])
    .where('ai.articleId', '=', articleId)
    .execute();
  return rows.map((r) => {
    const named = institutions.filter((i) => Number(i.position) === Number(r.position)).map((i) => i.name);
    return {
      name: r.rawName,
      affiliations: named.length > 0 ? named : r.rawAffiliation ? [r.rawAffiliation] : [],
      authorId: Number(r.authorId),
      orcid: r.orcid,
    };
  });
}

/** The article and author facts the author-mode settings filter the document's articles by. */
export async function authorDocumentArticles({ db, authorId }: { db: Db; authorId: number }): Promise<
  Array<{
    id: number;
    year: number | null;
    authorsCount: number;
    leading: boolean;
    senior: boolean;
    corresponding: boolean;
  }>
> {
  const rows = await db.kysely
    .selectFrom('authorships as a')
    .innerJoin('articles as ar', 'ar.id', 'a.articleId')
    .select(['ar.id', 'ar.year', 'ar.authorsCount', 'a.isLeading', 'a.isSenior', 'a.isCorresponding'])
    .where('a.authorId', '=', authorId)
    .orderBy('ar.year', 'desc')
    .orderBy('ar.id', 'desc')
    .limit(AUTHOR_DOCUMENT_ARTICLES)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    year: r.year === null ? null : Number(r.year),
    authorsCount: Number(r.authorsCount),
    leading: Boolean(r.isLeading),
    senior: Boolean(r.isSenior),
    corresponding: Boolean(r.isCorresponding),
  }));
}
