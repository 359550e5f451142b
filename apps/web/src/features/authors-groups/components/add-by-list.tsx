import { AUTHORS_GROUP_LIMITS, type AddMembersResponse } from '@sciscope/contracts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useImportGroupMembers } from '../queries/use-authors-groups';

/** Adds a pasted list of ORCIDs and author ids; the result of each entry shows below. */
export function AddByList({ groupId, onResult }: { groupId: number; onResult: (r: AddMembersResponse) => void }) {
  const [text, setText] = useState('');
  const importList = useImportGroupMembers(groupId);
  const error = importList.error ? (fieldErrorsOf(importList.error).text ?? importList.error.message) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    importList.mutate(text, {
      onSuccess: (response) => {
        setText('');
        onResult(response);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Paste ORCIDs or author ids"
          description={`One per line, or separated by commas or spaces; at most ${AUTHORS_GROUP_LIMITS.maxItemsPerRequest} at once. ORCID links and author page links work too.`}
          placeholder={'0000-0002-1825-0097\n12345'}
          autosize
          minRows={3}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <Group>
          <Button type="submit" variant="light" loading={importList.isPending} disabled={text.trim() === ''}>
            Add from list
          </Button>
          <Text size="xs" c="dimmed">
            Entries already in the group are reported, not added twice.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
