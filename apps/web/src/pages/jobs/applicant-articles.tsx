import { useLocation, useSearchParams } from 'react-router';
import type { AuthorTopConcept } from '@sciscope/contracts';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { loginPathFor } from '../../features/auth/next-path';
import { AuthorArticles } from '../../features/authors/components/author-articles';
import {
  authorArticlesApiQuery,
  readAuthorPageQuery,
  writeAuthorPageQuery,
} from '../../features/authors/author-page-query';
import { conceptNameOf, filterAccess } from '../../features/authors/author-rules';
import { useAuthorPage } from '../../features/authors/queries/use-author-page';

/**
 * The applicant's articles on the applicant page (spec 04): newest first or most cited, concept
 * filters kept in the query string (`sort`, `concepts`), further pages by 'Load more'; the same
 * calls and rules as the author page (filtering needs a login and an active trial).
 */
export function ApplicantArticles({ authorId, topConcepts }: { authorId: number; topConcepts: AuthorTopConcept[] }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const access = filterAccess(user);
  const query = readAuthorPageQuery(params);
  const effective = { sort: query.sort, concepts: access === 'allowed' ? query.concepts : [] };
  const page = useAuthorPage({
    authorId,
    query: authorArticlesApiQuery({ query: effective, params }),
    enabled: access !== 'unknown' || query.concepts.length === 0,
  });
  const articles = page.data ? page.articles : [];
  const articleConcepts = articles.flatMap((article) => article.concepts);
  const conceptOptions = [
    ...topConcepts,
    ...effective.concepts
      .filter((id) => !topConcepts.some((concept) => concept.conceptId === id))
      .map((id) => ({ conceptId: id, name: conceptNameOf(id, [articleConcepts]) })),
  ];
  return (
    <AuthorArticles
      authorId={authorId}
      articles={articles}
      sort={effective.sort}
      onSortChange={(sort) =>
        setParams((current) => writeAuthorPageQuery(current, { sort }), { preventScrollReset: true })
      }
      concepts={effective.concepts}
      onConceptsChange={(concepts) =>
        setParams((current) => writeAuthorPageQuery(current, { concepts }), { preventScrollReset: true })
      }
      conceptOptions={conceptOptions}
      access={access}
      loginPath={loginPathFor(`${location.pathname}${location.search}`)}
      loading={page.isPlaceholderData && page.isFetching}
      error={!page.data && page.error ? page.error : null}
      paging={{
        hasMore: page.hasNextPage,
        loadingMore: page.isFetchingNextPage,
        onLoadMore: () => void page.fetchNextPage(),
        error: page.isFetchNextPageError ? page.error : null,
      }}
    />
  );
}
