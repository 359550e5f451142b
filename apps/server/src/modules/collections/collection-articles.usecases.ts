import {
  COLLECTION_LIMITS,
  type ArticleLabelsResponse,
  type CollectionArticlesChangeResponse,
  type CollectionArticlesResponse,
} from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import type { ArticlesRepository } from '../articles/articles.repository';
import { collectionsErrors } from './collections.errors';
import { openLabel, toSummary, type CollectionsCaller } from './collections.usecases';

/*
 * The articles of a label: a page of them, adding and removing several at once (both
 * idempotent: an article already there, or already gone, changes nothing), and the labels of a
 * list of articles (the chips on search results, monitoring results and author pages).
 * Rights: see collections.usecases.ts.
 */

/** `GET /api/collections/{id}/articles?page=`: 50 a page, the latest added first. */
export async function listCollectionArticles({
  labelId,
  page,
  articles,
  ...caller
}: CollectionsCaller & {
  labelId: number;
  page: number;
  articles: ArticlesRepository;
}): Promise<CollectionArticlesResponse> {
  const { label } = await openLabel(caller, labelId, 'collections.read');
  const pageSize = COLLECTION_LIMITS.pageSize;
  const entries = await caller.collections.pageArticles({ labelId, offset: (page - 1) * pageSize, limit: pageSize });
  const rows = await articles.buildArticleRows({ articleIds: entries.map((e) => e.articleId) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = entries.flatMap((entry) => {
    const article = byId.get(entry.articleId);
    return article ? [{ article, addedAt: entry.addedAt }] : [];
  });
  return { items, total: label.articlesCount, page, pageSize };
}

/** `POST /api/collections/{id}/articles`: adds the articles not in the label yet; unknown ids add nothing (400). */
export async function addCollectionArticles({
  labelId,
  articleIds,
  ...caller
}: CollectionsCaller & { labelId: number; articleIds: number[] }): Promise<CollectionArticlesChangeResponse> {
  const { label, current, rights } = await openLabel(caller, labelId, 'collections.edit');
  const wanted = [...new Set(articleIds)];
  const existing = await caller.collections.existingArticleIds({ ids: wanted });
  const unknown = wanted.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw collectionsErrors.unknownArticles(unknown);
  const already = await caller.collections.articlesInLabel({ labelId, articleIds: wanted });
  if (label.articlesCount + wanted.length - already.size > COLLECTION_LIMITS.articlesPerCollection) {
    throw collectionsErrors.tooManyArticles();
  }
  const now = nowIso();
  const changed = await caller.collections.insertArticles({
    labelId,
    articleIds: wanted.filter((id) => !already.has(id)),
    addedBy: current?.id ?? null,
    now,
  });
  if (changed > 0) await caller.collections.touchLabel({ labelId, now });
  const updated = await caller.collections.findLabel({ labelId });
  if (!updated) throw collectionsErrors.labelNotFound();
  return { changed, collection: toSummary(updated, rights) };
}

/** `POST /api/collections/{id}/articles/remove`: removes the articles; ids not in the label are ignored. */
export async function removeCollectionArticles({
  labelId,
  articleIds,
  ...caller
}: CollectionsCaller & { labelId: number; articleIds: number[] }): Promise<CollectionArticlesChangeResponse> {
  const { rights } = await openLabel(caller, labelId, 'collections.edit');
  const changed = await caller.collections.deleteArticles({ labelId, articleIds });
  if (changed > 0) await caller.collections.touchLabel({ labelId, now: nowIso() });
  const updated = await caller.collections.findLabel({ labelId });
  if (!updated) throw collectionsErrors.labelNotFound();
  return { changed, collection: toSummary(updated, rights) };
}

/**
 * `GET /api/collections/article-labels?articleIds=`: for every article asked about (in the
 * order asked, once each), the labels the caller reads it in, by name. Unknown ids get none.
 */
export async function labelsOfArticles({
  articleIds,
  ...caller
}: CollectionsCaller & { articleIds: number[] }): Promise<ArticleLabelsResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'collections.read' });
  const wanted = [...new Set(articleIds)];
  const rows = await caller.collections.labelsOfArticles({ userId: grant.user?.id ?? null, articleIds: wanted });
  const byArticle = new Map<number, ArticleLabelsResponse['articles'][number]['labels']>();
  for (const row of rows) {
    const list = byArticle.get(row.articleId) ?? [];
    list.push({ id: row.id, name: row.name, color: row.color });
    byArticle.set(row.articleId, list);
  }
  return { articles: wanted.map((articleId) => ({ articleId, labels: byArticle.get(articleId) ?? [] })) };
}
