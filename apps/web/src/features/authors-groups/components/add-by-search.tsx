import type { AddMembersResponse, Suggestion } from '@sciscope/contracts';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AuthorSuggestionText } from '../../referees/components/author-suggestion-options';
import { addableAuthorSuggestions, authorSuggestionDetails } from '../../referees/custom-authors';
import { AUTHOR_NAME_HINT } from '../../referees/custom-authors';
import {
  AUTHOR_SEARCH_MIN_LENGTH,
  useAddGroupMembers,
  useAuthorSuggestions,
  useGroupMemberAuthorIds,
} from '../queries/use-authors-groups';

/** What a found author who is a member already shows instead of an Add button. */
export const IN_THIS_GROUP = 'In this group';

/**
 * Adds authors found by name (the author search of spec 03: 2+ characters, hint
 * 'John Smith, John Z Smith', or an author id); each suggestion has its own Add button and, as in the other
 * person searches, what tells namesakes apart (articles, active years, latest affiliation).
 * Members of the group are shown as such, not offered again.
 */
export function AddBySearch({ groupId, onResult }: { groupId: number; onResult: (r: AddMembersResponse) => void }) {
  const [text, setText] = useState('');
  const suggestions = useAuthorSuggestions(text);
  const members = useGroupMemberAuthorIds(groupId);
  const add = useAddGroupMembers(groupId);
  const active = text.trim().length >= AUTHOR_SEARCH_MIN_LENGTH;
  // A suggestion with a non-numeric id is ignored (spec 03 section 5).
  const authors = active ? addableAuthorSuggestions(suggestions.data ?? []) : [];

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
      <FoundAuthorsTable
        authors={authors}
        memberIds={members.data ?? new Set()}
        addingId={add.isPending ? (add.variables?.[0] ?? null) : null}
        onAdd={(authorId) => add.mutate([authorId], { onSuccess: onResult })}
      />
      {add.error && (
        <Text size="sm" c="red" role="alert">
          {add.error.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The authors the search found: each with an Add button, or, for a member of the group already,
 * a disabled 'In this group' (until the members are known every author offers Add; adding a
 * member again is answered 'Already a member').
 */
export function FoundAuthorsTable({
  authors,
  memberIds,
  addingId,
  onAdd,
}: {
  authors: readonly Suggestion[];
  memberIds: ReadonlySet<number>;
  /** The author being added, whose button shows it is busy. */
  addingId: number | null;
  onAdd: (authorId: number) => void;
}) {
  if (authors.length === 0) return null;
  return (
    <Table verticalSpacing={4} aria-label="Authors found">
      <Table.Tbody>
        {authors.map((author) => {
          const about = authorSuggestionDetails(author);
          const who = about ? `${author.value} (${about})` : author.value;
          const member = memberIds.has(author.id);
          return (
            <Table.Tr key={author.id}>
              <Table.Td title={author.title}>
                <AuthorSuggestionText name={author.label} details={about} />
              </Table.Td>
              <Table.Td ta="right">
                <Group justify="flex-end">
                  {member ? (
                    <Button size="compact-sm" variant="default" disabled aria-label={`${who}: ${IN_THIS_GROUP}`}>
                      {IN_THIS_GROUP}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Add ${who}`}
                      loading={addingId === author.id}
                      onClick={() => onAdd(author.id)}
                    >
                      Add
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
