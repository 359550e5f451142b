import type { SavedSearch } from '@sciscope/contracts';
import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useDeleteSavedSearch, useRenameSavedSearch } from '../queries/use-saved-searches';
import { NameDialog } from './name-dialog';

const SORT_TEXT = { relevance: 'Relevance', date: 'Newest', citations: 'Most cited' } as const;

/** The user's saved searches: open, rename, find referees, delete (after a confirmation). */
export function SavedSearchesTable({ savedSearches }: { savedSearches: SavedSearch[] }) {
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const rename = useRenameSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const renameError = rename.error ? (fieldErrorsOf(rename.error).name ?? rename.error.message) : null;
  return (
    <>
      {/* On a narrow window the table scrolls in its own box, not the page, so the actions stay reachable. */}
      <Table.ScrollContainer minWidth={720} type="native" pos="relative">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Saved searches">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Query</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th>Changed</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {savedSearches.length === 0 && <TableEmptyRow colSpan={5}>No saved searches yet.</TableEmptyRow>}
            {savedSearches.map((saved) => (
              <Table.Tr key={saved.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/search/?${saved.queryString}`}>
                    {saved.name}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{saved.q}</Table.Td>
                <Table.Td>{SORT_TEXT[saved.sort]}</Table.Td>
                <Table.Td>{formatDateTime(saved.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" component={Link} to={`/search/?${saved.queryString}`}>
                      Open
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      component={Link}
                      to={`/referees-beam/saved-search/${saved.id}`}
                    >
                      Find referees
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`Rename ${saved.name}`}
                      onClick={() => {
                        rename.reset();
                        setRenaming(saved);
                      }}
                    >
                      Rename
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${saved.name}`}
                      onClick={() => setDeleting(saved)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleting && <DeleteSavedSearchModal saved={deleting} onClose={() => setDeleting(null)} />}
      {renaming && (
        <NameDialog
          opened
          title="Rename saved search"
          initialName={renaming.name}
          submitLabel="Rename"
          pending={rename.isPending}
          error={renameError}
          onClose={() => setRenaming(null)}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
        />
      )}
    </>
  );
}

/**
 * What the delete confirmation says of a saved search (it names it, as the labels' does). The
 * query goes in typographic quotes, as the product quotes user text elsewhere (the monitoring's
 * delete dialog): a query's own straight quotes then stay readable.
 */
export function deleteSavedSearchText(saved: Pick<SavedSearch, 'name' | 'q'>): string {
  return `${saved.name} (the search “${saved.q}”) will be deleted. The articles it finds stay in the corpus.`;
}

/** Deleting a saved search cannot be undone, so it asks first, as deleting a label does. */
function DeleteSavedSearchModal({ saved, onClose }: { saved: SavedSearch; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  return (
    <ConfirmModal
      opened
      title="Delete this saved search?"
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(saved.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      {deleteSavedSearchText(saved)}
    </ConfirmModal>
  );
}
