/**
 * The corpus document kinds of the referee finder: an article (its own text, concepts and
 * authors; itself left out of the evidence) and an author (wide experts: the author's
 * articles stand for the document; quota author_report).
 */
import { hasAccess, requireAccess } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import { AppError } from '../../app/errors';
import type { RefDoc, RefDocRights, RefDocSource } from './ref-doc.port';
import { refereesErrors } from './referees.errors';
import {
  articleText,
  authorDocumentArticles,
  authorIdentity,
  authorsOfArticle,
  conceptIdsOf,
  isArticleAlreadyRefereed,
} from './corpus-ref-doc.repository';

export { authorDocumentArticles, isArticleAlreadyRefereed };

/** Concepts kept for a document: the most relevant first. */
const DOCUMENT_CONCEPTS = 40;

const NO_RIGHTS: RefDocRights = {
  canMarkAsReferees: false,
  canHideCandidates: true,
  organizationId: null,
  folderId: null,
};

/** `article`: the article itself (the page for articles without the quota checks it was not refereed). */
export const articleRefDocSource: RefDocSource = {
  kind: 'article',
  async load({ db, actor, id }) {
    const access = createAccessRepository({ db });
    await requireAccess({ access, user: actor, permission: 'referees.rank' });
    const article = await articleText(db, id);
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

/** `author`: wide experts for an author, from their articles (quota author_report). */
export const authorRefDocSource: RefDocSource = {
  kind: 'author',
  async load({ db, actor, id }) {
    const access = createAccessRepository({ db });
    await requireAccess({ access, user: actor, permission: 'referees.author_document' });
    const author = await authorIdentity(db, id);
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
