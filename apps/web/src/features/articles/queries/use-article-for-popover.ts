import { useQuery } from '@tanstack/react-query';
import { fetchArticleForPopover } from '../api/articles-api';
import { articleKeys } from './article-keys';

/** Articles change rarely; a popover opened twice in a session asks the server once. */
const POPOVER_STALE_MS = 10 * 60_000;

/** The article of a popover, fetched the first time the popover opens (`enabled`) and cached. */
export function useArticleForPopover({ articleId, enabled }: { articleId: number; enabled: boolean }) {
  return useQuery({
    queryKey: articleKeys.popover(articleId),
    queryFn: ({ signal }) => fetchArticleForPopover({ articleId, signal }),
    enabled,
    staleTime: POPOVER_STALE_MS,
  });
}
