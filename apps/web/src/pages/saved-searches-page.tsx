import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../components/ui/error-state';
import { PageTitle } from '../components/ui/page-title';
import { SavedSearchesTable } from '../features/saved-searches/components/saved-searches-table';
import { useSavedSearches } from '../features/saved-searches/queries/use-saved-searches';

/** /saved-searches/: the user's saved search queries. */
export function SavedSearchesPage() {
  const saved = useSavedSearches();
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>Saved searches</PageTitle>
      <Text size="sm">
        Searches you saved from the search page. Open one to run it again, or find referees for the articles it finds.
      </Text>
      {saved.isError ? (
        <ErrorState message={saved.error.message} />
      ) : !saved.data ? (
        <Skeleton height={160} />
      ) : (
        <SavedSearchesTable savedSearches={saved.data} />
      )}
    </Stack>
  );
}
