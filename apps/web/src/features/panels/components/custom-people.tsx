import { isAutocompleteQuery } from '@sciscope/contracts';
import type { ScoredPanelMember } from '@sciscope/contracts';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchAuthorSuggestions } from '../../referees/api/referees-api';
import { AUTHOR_NAME_HINT, AUTHOR_SEARCH_MIN_LENGTH, addableAuthorSuggestions } from '../../referees/custom-authors';
import { authorSuggestionOptions } from '../../referees/components/author-suggestion-options';
import { refereeKeys } from '../../referees/queries/referee-keys';
import { fetchCustomPeople } from '../api/panels-api';

/**
 * People added by author id (spec 03: custom people): found by name, scored for the panel by
 * the custom call, shown with their bars so the chair can add them to the composition.
 */
export function CustomPeople({
  panelId,
  compositionId,
  refreshKey,
  children,
}: {
  panelId: number;
  compositionId: number;
  /** When it changes, the people shown are scored again (their status in the composition changed). */
  refreshKey: unknown;
  children: (people: ScoredPanelMember[]) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const suggestions = useQuery({
    queryKey: refereeKeys.authorSuggestions(debounced),
    queryFn: ({ signal }) => fetchAuthorSuggestions(debounced, signal),
    // Within the lengths the autocomplete takes (2–200 characters): a longer text asks nothing.
    enabled: isAutocompleteQuery(debounced),
    staleTime: 60_000,
  });
  const scored = useMutation({
    mutationFn: (authorIds: number[]) => fetchCustomPeople(panelId, compositionId, authorIds),
  });
  const { mutate } = scored;
  useEffect(() => {
    if (ids.length > 0) mutate(ids);
    // Only a change of the composition's people asks again; `ids` changes already ask on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey, mutate]);
  const options = authorSuggestionOptions(
    debounced.length >= AUTHOR_SEARCH_MIN_LENGTH ? addableAuthorSuggestions(suggestions.data ?? []) : [],
  );
  return (
    <Paper withBorder p="sm" component="section" aria-label="Custom people">
      <Stack gap="xs">
        <Title order={2} size="h6">
          Add a person by name
        </Title>
        <Select
          size="xs"
          aria-label="Find a person"
          placeholder={AUTHOR_NAME_HINT}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options.data}
          renderOption={options.renderOption}
          filter={({ options: all }) => all}
          value={null}
          nothingFoundMessage={
            debounced.length >= AUTHOR_SEARCH_MIN_LENGTH && suggestions.isSuccess ? 'No author found' : undefined
          }
          onChange={(value) => {
            if (value === null || !/^\d+$/.test(value)) return;
            const next = ids.includes(Number(value)) ? ids : [...ids, Number(value)];
            setIds(next);
            setSearch('');
            scored.mutate(next);
          }}
        />
        {scored.error && (
          <Text size="xs" c="red" role="alert">
            {scored.error.message}
          </Text>
        )}
        {scored.data && children(scored.data.scoredPanelMembers)}
      </Stack>
    </Paper>
  );
}
