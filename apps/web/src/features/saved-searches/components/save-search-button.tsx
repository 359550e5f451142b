import type { SearchSort } from '@sciscope/contracts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { useCreateSavedSearch } from '../queries/use-saved-searches';
import { NameDialog } from './name-dialog';

/** 'Save search' on the search page (logged-in users): keeps the query and order under a name. */
export function SaveSearchButton({ q, sort }: { q: string; sort: SearchSort }) {
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const error = create.error ? (Object.values(fieldErrorsOf(create.error))[0] ?? create.error.message) : null;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        Save search
      </Button>
      {savedName && (
        <Text size="sm" role="status">
          Saved as {savedName}.{' '}
          <Anchor component={Link} to="/saved-searches/">
            Saved searches
          </Anchor>
        </Text>
      )}
      {open && (
        <NameDialog
          opened
          title="Save this search"
          initialName={q.trim().slice(0, 200)}
          submitLabel="Save"
          pending={create.isPending}
          error={error}
          onClose={() => setOpen(false)}
          onSubmit={(name) =>
            create.mutate(
              { name, q, sort },
              {
                onSuccess: (saved) => {
                  setSavedName(saved.name);
                  setOpen(false);
                },
              },
            )
          }
        />
      )}
    </Group>
  );
}
