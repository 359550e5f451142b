import type { AddMembersResponse } from '@sciscope/contracts';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AuthorSuggestionText } from '../../referees/components/author-suggestion-options';
import { addableAuthorSuggestions, authorSuggestionDetails } from '../../referees/custom-authors';
import { AUTHOR_NAME_HINT } from '../../referees/custom-authors';
import { AUTHOR_SEARCH_MIN_LENGTH, useAddGroupMembers, useAuthorSuggestions } from '../queries/use-authors-groups';

/**
 * Adds authors found by name (the author search of spec 03: 2+ characters, hint
 * 'John Smith, John Z Smith', or an author id); each suggestion has its own Add button and, as in the other
 * person searches, what tells namesakes apart (articles, active years, latest affiliation).
 */
export function AddBySearch({ groupId, onResult }: { groupId: number; onResult: (r: AddMembersResponse) => void }) {
  const [text, setText] = useState('');
  const suggestions = useAuthorSuggestions(text);
  const add = useAddGroupMembers(groupId);
  const active = text.trim().length >= AUTHOR_SEARCH_MIN_LENGTH;
  // A suggestion with a non-numeric id is ignored (spec 03 section 5).
  const authors = active
    ? addableAuthorSuggestions(suggestions.data ?? []).map((s) => ({ ...s, about: authorSuggestionDetails(s) }))
    : [];

  return (
    <Stack gap="xs">
      <TextInput
        label="Find authors by name"
        placeholder={AUTHOR_NAME_HINT}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {active && suggestions.isSuccess && authors.length === 0 && (
        <Text size="sm" c="dimmed">
          No authors found.
        </Text>
      )}
      {authors.length > 0 && (
        <Table verticalSpacing={4} aria-label="Authors found">
          <Table.Tbody>
            {authors.map((author) => (
              <Table.Tr key={author.id}>
                <Table.Td title={author.title}>
                  <AuthorSuggestionText name={author.label} details={author.about} />
                </Table.Td>
                <Table.Td ta="right">
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={author.about ? `Add ${author.value} (${author.about})` : `Add ${author.value}`}
                      loading={add.isPending && add.variables?.[0] === author.id}
                      onClick={() => add.mutate([author.id], { onSuccess: onResult })}
                    >
                      Add
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {add.error && (
        <Text size="sm" c="red" role="alert">
          {add.error.message}
        </Text>
      )}
    </Stack>
  );
}
