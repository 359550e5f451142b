import { isAutocompleteQuery } from '@sciscope/contracts';
import { ActionIcon, Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAuthorSuggestions } from '../api/referees-api';
import { AUTHOR_NAME_HINT, AUTHOR_SEARCH_MIN_LENGTH, addableAuthorSuggestions } from '../custom-authors';
import { refereeKeys } from '../queries/referee-keys';
import { authorSuggestionOptions } from './author-suggestion-options';

export type CustomListKind = 'authors' | 'coi';

export interface CustomAuthorsSearchProps {
  customAuthors: readonly { id: number; name: string }[];
  customCoiAuthors: readonly { id: number; name: string }[];
  onAdd: (list: CustomListKind, authorId: number) => void;
  onRemove: (list: CustomListKind, authorId: number) => void;
  pending: boolean;
  error: string | null;
}

/** Adds custom authors (ranked beside the list) or custom COI authors (treated as conflicts) by author search. */
export function CustomAuthorsSearch({
  customAuthors,
  customCoiAuthors,
  onAdd,
  onRemove,
  pending,
  error,
}: CustomAuthorsSearchProps) {
  const [list, setList] = useState<CustomListKind>('authors');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const suggestions = useQuery({
    queryKey: refereeKeys.authorSuggestions(debounced),
    queryFn: ({ signal }) => fetchAuthorSuggestions(debounced, signal),
    // Within the lengths the autocomplete takes (2–200 characters): a longer text asks nothing.
    enabled: isAutocompleteQuery(debounced),
    staleTime: 60_000,
  });
  // Namesakes are told apart by their articles, active years and latest affiliation.
  const options = authorSuggestionOptions(
    debounced.length >= AUTHOR_SEARCH_MIN_LENGTH ? addableAuthorSuggestions(suggestions.data ?? []) : [],
  );

  const chips = (kind: CustomListKind, authors: readonly { id: number; name: string }[]) =>
    authors.map((author) => (
      <Badge
        key={`${kind}-${author.id}`}
        variant="light"
        color={kind === 'coi' ? 'red' : 'blue'}
        tt="none"
        rightSection={
          <ActionIcon
            size="xs"
            variant="transparent"
            aria-label={`Remove ${author.name}`}
            onClick={() => onRemove(kind, author.id)}
          >
            ×
          </ActionIcon>
        }
      >
        {kind === 'coi' ? 'COI: ' : ''}
        {author.name}
      </Badge>
    ));

  return (
    <Stack gap={6} component="section" aria-label="Custom authors">
      <Group gap="xs" align="flex-end">
        <SegmentedControl
          size="xs"
          aria-label="Add as"
          value={list}
          data={[
            { value: 'authors', label: 'Custom author' },
            { value: 'coi', label: 'COI author' },
          ]}
          onChange={(value) => setList(value as CustomListKind)}
        />
        <Select
          size="xs"
          style={{ flex: 1, minWidth: 240 }}
          aria-label={list === 'coi' ? 'Add a custom COI author' : 'Add a custom author'}
          placeholder={AUTHOR_NAME_HINT}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options.data}
          renderOption={options.renderOption}
          filter={({ options: all }) => all}
          value={null}
          disabled={pending}
          nothingFoundMessage={
            debounced.length >= AUTHOR_SEARCH_MIN_LENGTH && suggestions.isSuccess ? 'No author found' : undefined
          }
          onChange={(value) => {
            if (value === null || !/^\d+$/.test(value)) return;
            onAdd(list, Number(value));
            setSearch('');
          }}
        />
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {(customAuthors.length > 0 || customCoiAuthors.length > 0) && (
        <Group gap={4}>
          {chips('authors', customAuthors)}
          {chips('coi', customCoiAuthors)}
        </Group>
      )}
    </Stack>
  );
}
