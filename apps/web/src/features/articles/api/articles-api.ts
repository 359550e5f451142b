import { articleForPopoverResponseSchema, type Article } from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/**
 * GET /api/articles/{id}/for-popover. Silent: the popover shows a failure itself (spec 01
 * section 8, 'Article popover load failure shows the error text').
 */
export async function fetchArticleForPopover({
  articleId,
  signal,
}: {
  articleId: number;
  signal?: AbortSignal;
}): Promise<Article> {
  const { article } = await api.get(`/api/articles/${articleId}/for-popover`, {
    schema: articleForPopoverResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return article;
}
