import { authorPath, isAutocompleteQuery } from '@sciscope/contracts';
import { ActionIcon, Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchAuthorSuggestions } from '../../referees/api/referees-api';
import { AUTHOR_NAME_HINT, AUTHOR_SEARCH_MIN_LENGTH, addableAuthorSuggestions } from '../../referees/custom-authors';
import { authorSuggestionOptions } from '../../referees/components/author-suggestion-options';
import { refereeKeys } from '../../referees/queries/referee-keys';
import { useUpdatePanel } from '../queries/use-panels';

/** The panel's current members (its base composition): found by name, removed with ×. */
export function MembersEditor({ panelId, members }: { panelId: number; members: Array<{ id: number; name: string }> }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const update = useUpdatePanel(panelId);
  const suggestions = useQuery({
    queryKey: refereeKeys.authorSuggestions(debounced),
    queryFn: ({ signal }) => fetchAuthorSuggestions(debounced, signal),
    // Within the lengths the autocomplete takes (2–200 characters): a longer text asks nothing.
    enabled: isAutocompleteQuery(debounced),
    staleTime: 60_000,
  });
  const ids = members.map((m) => m.id);
  const options = authorSuggestionOptions(
    debounced.length >= AUTHOR_SEARCH_MIN_LENGTH
      ? addableAuthorSuggestions(suggestions.data ?? []).filter((s) => !ids.includes(s.id))
      : [],
  );
  return (
    <Stack gap="xs">
      <Group gap={4}>
        {members.length === 0 && (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        )}
        {members.map((m) => (
          <Badge
            key={m.id}
            variant="light"
            tt="none"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={`Remove ${m.name} from the members`}
                onClick={() => update.mutate({ memberAuthorIds: ids.filter((id) => id !== m.id) })}
              >
                ×
              </ActionIcon>
            }
          >
            {/* The badge's own text colour: the link colour is 4.46:1 on the light badge. */}
            <Anchor component={Link} to={authorPath(m.id, m.name)} inherit c="inherit">
              {m.name}
            </Anchor>
          </Badge>
        ))}
      </Group>
      <Select
        aria-label="Add a member"
        placeholder={AUTHOR_NAME_HINT}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options.data}
        renderOption={options.renderOption}
        filter={({ options: all }) => all}
        value={null}
        disabled={update.isPending}
        maw={420}
        onChange={(value) => {
          if (value === null || !/^\d+$/.test(value)) return;
          update.mutate({ memberAuthorIds: [...ids, Number(value)] });
          setSearch('');
        }}
      />
      {update.error && (
        <Text size="xs" c="red" role="alert">
          {update.error.message}
        </Text>
      )}
    </Stack>
  );
}
