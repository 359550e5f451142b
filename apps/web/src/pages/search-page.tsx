import type { SearchSort } from '@sciscope/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button';
import { SearchBox } from '../features/search/components/search-box';
import { SearchResults } from '../features/search/components/search-results';
import { SearchSyntaxHelp } from '../features/search/components/search-syntax-help';
import { useSearchResults } from '../features/search/queries/use-search-results';
import { checkSearchQuery } from '../features/search/query-validation';
import { searchFailureOf } from '../features/search/search-errors';
import { readSearchUrl, searchUrlParams } from '../features/search/search-url';

/** /search/?q=&sort=: article search. The query and the order live in the URL. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, sort } = readSearchUrl(params);
  // The URL's query is checked as the box would check it: a malformed one, typed or loaded,
  // shows its message under the box and no results (not the previous query's).
  const { problem: queryProblem, hint } = useMemo(() => checkSearchQuery(q), [q]);
  const results = useSearchResults({ q, sort, enabled: queryProblem === null });
  const failure = searchFailureOf({ queryProblem, error: results.error });
  const invalidQuery = failure?.kind === 'invalid-query' ? failure.message : null;
  const user = useCurrentUser();
  // Saving needs an account (spec 01: guests cannot save); a malformed query is not offered.
  const canSave = user.data?.is_authenticated === true && q.trim() !== '' && failure?.kind !== 'invalid-query';

  const go = (next: { q: string; sort: SearchSort }) => setParams(searchUrlParams(next));

  return (
    <>
      <PageTitle>Search</PageTitle>
      <Stack gap="md" maw={980}>
        <Stack gap={6}>
          <SearchBox
            value={q}
            onSubmit={(query) => {
              // Every new query goes to the URL, a malformed one too (the page then shows why it
              // cannot run). The same query again retries a failed search; a shown one stays
              // (each call counts).
              if (query.trim() !== q.trim()) go({ q: query, sort });
              else if (results.isError) void results.refetch();
            }}
            error={invalidQuery}
          />
          {hint && (
            <Text size="sm" c="orange" role="status">
              {hint}
            </Text>
          )}
          <SearchSyntaxHelp />
          {canSave && <SaveSearchButton key={`${q}\u0000${sort}`} q={q} sort={sort} />}
        </Stack>
        {q.trim() !== '' && failure?.kind !== 'invalid-query' && (
          <SearchResults
            data={results.data}
            failure={failure}
            sort={sort}
            onSortChange={(nextSort) => go({ q, sort: nextSort })}
            hasNextPage={results.hasNextPage}
            isFetchingNextPage={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
          />
        )}
      </Stack>
    </>
  );
}
