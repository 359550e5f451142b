import type { CollectionSummary } from '@sciscope/contracts';
import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { collectionExportUrl } from '../api/collections-api';
import { useDeleteCollection } from '../queries/use-collections';
import { EditLabelModal } from './edit-label-modal';
import { LabelSwatch } from './label-chip';

const COUNT = new Intl.NumberFormat('en-US');

/** BibTeX and CSV downloads of a label: plain links, so the browser saves the file. */
export function ExportLinks({ label }: { label: Pick<CollectionSummary, 'id' | 'name'> }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor href={collectionExportUrl(label.id, 'bibtex')} size="sm" aria-label={`Export ${label.name} as BibTeX`}>
        BibTeX
      </Anchor>
      <Anchor href={collectionExportUrl(label.id, 'csv')} size="sm" aria-label={`Export ${label.name} as CSV`}>
        CSV
      </Anchor>
    </Group>
  );
}

function LabelName({ label }: { label: CollectionSummary }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LabelSwatch color={label.color} />
      <Anchor component={Link} to={`/collections/${label.id}/`}>
        {label.name}
      </Anchor>
    </Group>
  );
}

/**
 * Labels as a table. `own`: the user's labels, with edit (name, colour, sharing), delete and
 * export; otherwise the labels shared with the user, with their owner and export.
 */
export function LabelsTable({
  labels,
  own,
  organizations,
  caption,
}: {
  labels: CollectionSummary[];
  own: boolean;
  organizations: Array<{ id: number; name: string }>;
  caption: string;
}) {
  const [editing, setEditing] = useState<CollectionSummary | null>(null);
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th ta="right">Articles</Table.Th>
              <Table.Th>{own ? 'Shared with' : 'Owner'}</Table.Th>
              <Table.Th>{own ? 'Changed' : 'Shared with'}</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.length === 0 && (
              <TableEmptyRow colSpan={5}>{own ? 'No labels yet.' : 'No labels are shared with you.'}</TableEmptyRow>
            )}
            {labels.map((label) => (
              <Table.Tr key={label.id}>
                <Table.Td>
                  <LabelName label={label} />
                </Table.Td>
                <Table.Td ta="right">{COUNT.format(label.articlesCount)}</Table.Td>
                <Table.Td>{own ? (label.organization?.name ?? 'Only me') : label.owner.name}</Table.Td>
                <Table.Td>{own ? formatDateTime(label.updatedAt) : label.organization?.name}</Table.Td>
                <Table.Td>
                  <Group gap="sm" justify="flex-end" wrap="nowrap">
                    <ExportLinks label={label} />
                    {label.canManage && (
                      <>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setEditing(label)}
                          aria-label={`Edit ${label.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(label)}
                          aria-label={`Delete ${label.name}`}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <EditLabelModal
          key={editing.id}
          label={editing}
          organizations={organizations}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteLabelModal label={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteLabelModal({ label, onClose }: { label: CollectionSummary; onClose: () => void }) {
  const remove = useDeleteCollection();
  return (
    <ConfirmModal
      opened
      title="Delete this label?"
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(label.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      {label.name} and its list of {COUNT.format(label.articlesCount)}{' '}
      {label.articlesCount === 1 ? 'article' : 'articles'} will be deleted
      {label.organization ? `, also for ${label.organization.name}` : ''}. The articles stay in the corpus.
    </ConfirmModal>
  );
}
