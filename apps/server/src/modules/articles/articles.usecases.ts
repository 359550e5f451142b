import type { ArticleForPopoverResponse } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { articlesErrors } from './articles.errors';
import { createArticlesRepository } from './articles.repository';

/**
 * The article shown in a popover. Articles are public (anonymous visitors see them on author
 * pages and in search), so there is no permission to check; an unknown id is
 * `articles.not_found`.
 */
export async function getArticleForPopover({
  db,
  articleId,
}: {
  db: Db;
  articleId: number;
}): Promise<ArticleForPopoverResponse> {
  const article = await createArticlesRepository({ db }).findArticle({ articleId });
  if (!article) throw articlesErrors.notFound();
  return { article };
}
