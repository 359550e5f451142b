import { authorPath, type Author, type AuthorArticlesSort, type AuthorTopConcept } from '@sciscope/contracts';
import { Grid, Paper, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { notFoundText } from '../app/api-client';
import { ErrorState } from '../components/ui/error-state';
import { NotFoundPage } from './not-found-page';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { loginPathFor } from '../features/auth/next-path';
import { hasQuota } from '../features/auth/user-access';
import { AuthorArticles } from '../features/authors/components/author-articles';
import { AuthorHeader } from '../features/authors/components/author-header';
import { AuthorMetrics } from '../features/authors/components/author-metrics';
import { AuthorPageSkeleton } from '../features/authors/components/author-page-skeleton';
import { TopConceptsChart } from '../features/authors/components/top-concepts-chart';
import {
  addConceptFilter,
  authorArticlesApiQuery,
  parseAuthorIdSlug,
  readAuthorPageQuery,
  removeConceptFilter,
  writeAuthorPageQuery,
} from '../features/authors/author-page-query';
import { conceptNameOf, filterAccess, filterAccessMessage } from '../features/authors/author-rules';
import { useAuthorPage } from '../features/authors/queries/use-author-page';
import { AuthorClaims } from '../features/claims/components/author-claims';

/** /author/{authorId}[/name-slug] (or the earlier [-name-slug]): metrics, top concepts and articles of one author. */
export function AuthorPage() {
  const { authorIdSlug } = useParams();
  const authorId = parseAuthorIdSlug(authorIdSlug);
  if (authorId === null) return <NotFoundPage what="author" />;
  // A new author starts from a clean state (chart steps, expanded lists).
  return <AuthorPageContent key={authorId} authorId={authorId} />;
}

function AuthorPageContent({ authorId }: { authorId: number }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const access = filterAccess(user);
  const query = readAuthorPageQuery(params);
  // Filters in a shared URL are not sent for viewers who may not filter: the page still loads.
  const effective = { sort: query.sort, concepts: access === 'allowed' ? query.concepts : [] };
  const page = useAuthorPage({
    authorId,
    query: authorArticlesApiQuery({ query: effective, params }),
    enabled: access !== 'unknown' || query.concepts.length === 0,
  });
  // When a new sort or filter fails there is no answer at all; the header stays with the last one.
  const [lastAuthor, setLastAuthor] = useState<Author | undefined>(undefined);
  if (page.author && page.author !== lastAuthor) setLastAuthor(page.author);
  const author = page.author ?? lastAuthor;
  const articles = page.data ? page.articles : [];

  const update = (change: { sort?: AuthorArticlesSort; concepts?: number[] }) =>
    setParams((current) => writeAuthorPageQuery(current, change), { preventScrollReset: true });
  // Every form of the address (no slug, the earlier `{id}-{slug}`, a slug typed wrong or an old
  // name) becomes the one the site links to, keeping the query and the history entry.
  const canonical = author ? authorPath(author.id, author.name) : null;
  useEffect(() => {
    if (canonical === null || safeDecode(location.pathname) === canonical) return;
    void navigate({ pathname: canonical, search: location.search, hash: location.hash }, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);
  // A chart concept toggles: chosen again, it leaves the filter.
  const toggleConcept = ({ conceptId }: AuthorTopConcept) =>
    update({
      concepts: effective.concepts.includes(conceptId)
        ? removeConceptFilter(effective.concepts, conceptId)
        : addConceptFilter(effective.concepts, conceptId),
    });

  if (!author) {
    if (notFoundText(page.error) !== undefined) return <NotFoundPage what="author" />;
    if (page.error) return <ErrorState message={page.error.message} />;
    return <AuthorPageSkeleton />;
  }

  const articleConcepts = articles.flatMap((article) => article.concepts);
  const conceptOptions = [
    ...author.topConcepts,
    ...effective.concepts
      .filter((id) => !author.topConcepts.some((concept) => concept.conceptId === id))
      .map((id) => ({ conceptId: id, name: conceptNameOf(id, [articleConcepts]) })),
  ];
  const listError = !page.data && page.error ? page.error : null;

  return (
    <>
      <AuthorHeader author={author} showGender={user ? hasQuota(user, 'gender_info') : false} />
      <AuthorClaims authorId={authorId} />
      <AuthorMetrics author={author} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <AuthorArticles
            authorId={authorId}
            articles={articles}
            sort={effective.sort}
            onSortChange={(sort) => update({ sort })}
            concepts={effective.concepts}
            onConceptsChange={(concepts) => update({ concepts })}
            conceptOptions={conceptOptions}
            access={access}
            loginPath={loginPathFor(`${location.pathname}${location.search}`)}
            loading={page.isPlaceholderData && page.isFetching}
            error={listError}
            paging={{
              hasMore: page.hasNextPage,
              loadingMore: page.isFetchingNextPage,
              onLoadMore: () => void page.fetchNextPage(),
              error: page.isFetchNextPageError ? page.error : null,
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="top-concepts-heading">
            <Title order={2} size="h4" id="top-concepts-heading" mb="xs">
              Top concepts
            </Title>
            <TopConceptsChart
              concepts={author.topConcepts}
              selectedConceptIds={effective.concepts}
              onSelectConcept={access === 'allowed' ? toggleConcept : undefined}
              disabledReason={filterAccessMessage(access)}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** A path as written, with its percent-escapes read (a name slug may hold any letter). */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
