import {
  AUTHOR_ARTICLES_PAGE_SIZE,
  type ArticleRow,
  type Author,
  type AuthorArticlesResponse,
  type AuthorFullResponse,
} from '@sciscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchAuthorArticles, fetchAuthorFull } from '../api/authors-api';
import { authorKeys } from './author-keys';

type AuthorPagePage = AuthorFullResponse | AuthorArticlesResponse;

/**
 * The author page as one infinite query per sort and filter: the first page comes from
 * `GET /api/authors/{id}/full` (the author with the first articles), further pages from
 * `GET /api/authors/{id}/articles?offset=`. While a new sort or filter loads, the previous
 * answer of the same author stays (`isPlaceholderData`), so the header does not flicker;
 * another author's answer is never shown in its place.
 */
export function useAuthorPage({
  authorId,
  query,
  enabled = true,
}: {
  authorId: number;
  query: Record<string, string>;
  /** False holds the calls back (e.g. until it is known whether the viewer may filter). */
  enabled?: boolean;
}) {
  const result = useInfiniteQuery({
    queryKey: authorKeys.page(authorId, query),
    queryFn: ({ pageParam, signal }): Promise<AuthorPagePage> =>
      pageParam === 0
        ? fetchAuthorFull({ authorId, query, signal })
        : fetchAuthorArticles({ authorId, query, offset: pageParam, signal }),
    initialPageParam: 0,
    enabled,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.authorArticles.hasMoreArticles ? lastOffset + AUTHOR_ARTICLES_PAGE_SIZE : undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey[1] === authorId ? previous : undefined,
  });

  const first = result.data?.pages[0];
  const author: Author | undefined = first && 'author' in first ? first.author : undefined;
  const articles: ArticleRow[] = result.data?.pages.flatMap((page) => page.articles) ?? [];
  return { ...result, author, articles };
}
