import type { ArticleForPopoverResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { articlesErrors } from './articles.errors';
import type { ArticlesRepository } from './articles.repository';

/**
 * The article shown in a popover. Articles are public (anonymous visitors see them on author
 * pages and in search); an unknown id is `articles.not_found`.
 */
export async function getArticleForPopover({
  articles,
  access,
  user,
  articleId,
}: {
  articles: ArticlesRepository;
  access: AccessRepository;
  user: Actor;
  articleId: number;
}): Promise<ArticleForPopoverResponse> {
  await requireAccess({ access, user, permission: 'article.read' });
  const article = await articles.findArticle({ articleId });
  if (!article) throw articlesErrors.notFound();
  return { article };
}
