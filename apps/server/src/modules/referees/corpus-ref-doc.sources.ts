/**
 * The corpus document kinds of the referee finder: an article (its own text, concepts and
 * authors; itself left out of the evidence) and an author (wide experts: the author's
 * articles stand for the document; quota author_report).
 */
import { tfidfWeight } from '@sciscope/engine';
import { hasAccess, requireAccess } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import type { Db } from '../../app/database/kysely';
import { AppError } from '../../app/errors';
import type { RefDoc, RefDocAuthor, RefDocRights, RefDocSource } from './ref-doc.port';
import { refereesErrors } from './referees.errors';

/** Concepts kept for a document: the most relevant first. */
const DOCUMENT_CONCEPTS = 40;

const NO_RIGHTS: RefDocRights = {
  canMarkAsReferees: false,
  canHideCandidates: true,
  organizationId: null,
  folderId: null,
};

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

async function conceptIdsOf(db: Db, articleIds: readonly number[], limit: number): Promise<number[]> {
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

async function authorsOfArticle(db: Db, articleId: number): Promise<RefDocAuthor[]> {
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

/** `article`: the article itself (the page for articles without the quota checks it was not refereed). */
export const articleRefDocSource: RefDocSource = {
  kind: 'article',
  async load({ db, actor, id }) {
    const access = createAccessRepository({ db });
    await requireAccess({ access, user: actor, permission: 'referees.rank' });
    const article = await db.kysely
      .selectFrom('articles')
      .select(['id', 'title', 'abstract'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!article) throw refereesErrors.documentNotFound('Article');
    const licensed = await hasAccess({ access, user: actor, permission: 'referees.refereed_articles' });
    if (!licensed && (await isArticleAlreadyRefereed({ db, articleId: id })))
      throw new AppError({ code: 'referees.already_refereed' });
    const doc: RefDoc = {
      kind: 'article',
      id,
      title: article.title,
      abstract: article.abstract ?? '',
      conceptIds: await conceptIdsOf(db, [id], DOCUMENT_CONCEPTS),
      authors: await authorsOfArticle(db, id),
      corpusArticleIds: [id],
      header: {},
    };
    return { doc, rights: NO_RIGHTS };
  },
};

/** Articles of an author that stand for them (newest first, at most this many). */
const AUTHOR_DOCUMENT_ARTICLES = 200;

/** `author`: wide experts for an author, from their articles (quota author_report). */
export const authorRefDocSource: RefDocSource = {
  kind: 'author',
  async load({ db, actor, id }) {
    const access = createAccessRepository({ db });
    await requireAccess({ access, user: actor, permission: 'referees.author_document' });
    const author = await db.kysely
      .selectFrom('authors')
      .select(['id', 'name', 'orcid'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!author) throw refereesErrors.documentNotFound('Author');
    const articleIds = (await authorDocumentArticles({ db, authorId: id })).map((a) => a.id);
    const doc: RefDoc = {
      kind: 'author',
      id,
      title: author.name,
      abstract: '',
      conceptIds: await conceptIdsOf(db, articleIds, DOCUMENT_CONCEPTS),
      authors: [{ name: author.name, affiliations: [], authorId: Number(author.id), orcid: author.orcid }],
      corpusArticleIds: articleIds,
      header: {},
    };
    return { doc, rights: NO_RIGHTS };
  },
};

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
