import type { HiddenCandidate } from '@sciscope/contracts';
import { Alert, Button, Checkbox, Group, Modal, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { HIDE_REASON_LABELS } from './hide-modal';

/** "Hidden candidates (3)": the label of the button that opens the list. */
export function hiddenCandidatesLabel(count: number): string {
  return `Hidden candidates (${count.toLocaleString('en-US')})`;
}

/**
 * The hidden candidates of a document or a panel, with why and when each was hidden, and
 * "Unhide" per candidate and for the selection (those who may hide may unhide; others read).
 */
export function HiddenCandidatesModal({
  opened,
  onClose,
  hidden,
  loadError,
  canUnhide,
  onUnhide,
  pending,
  error,
  scopeNote,
}: {
  opened: boolean;
  onClose: () => void;
  /** Undefined while loading. */
  hidden: readonly HiddenCandidate[] | undefined;
  loadError: string | null;
  canUnhide: boolean;
  onUnhide: (authorsIds: number[]) => void;
  pending: boolean;
  /** The failed unhide's text. */
  error: string | null;
  /** Who the hides hold for ("for everyone in the folder"). */
  scopeNote: string;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = hidden ?? [];
  const chosen = rows.map((h) => h.author.id).filter((id) => selected.has(id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const unhide = (ids: number[]) => {
    onUnhide(ids);
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={hiddenCandidatesLabel(rows.length)} size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        Hidden candidates are left out of the ranking {scopeNote}. Unhide one to put them back in their place.
      </Text>
      {loadError && (
        <Alert color="red" role="alert" mb="sm">
          {loadError}
        </Alert>
      )}
      {!hidden && !loadError && <Skeleton height={120} />}
      {hidden && rows.length === 0 && <Text size="sm">No candidate is hidden.</Text>}
      {rows.length > 0 && (
        <>
          {canUnhide && (
            <Group gap="xs" mb="xs">
              <Text size="sm" c="dimmed">
                {chosen.length} selected
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={chosen.length === 0}
                loading={pending}
                onClick={() => unhide(chosen)}
              >
                Unhide selected
              </Button>
            </Group>
          )}
          {/* On a narrow window the table scrolls in its own box, not the page. */}
          <Table.ScrollContainer minWidth={520} type="native" pos="relative">
            <Table aria-label="Hidden candidates" fz="sm" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {canUnhide && (
                    <Table.Th w={32}>
                      <Checkbox
                        aria-label="Select all hidden candidates"
                        checked={allChosen}
                        indeterminate={chosen.length > 0 && !allChosen}
                        onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((h) => h.author.id)))}
                      />
                    </Table.Th>
                  )}
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Hidden on</Table.Th>
                  {canUnhide && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((h) => (
                  <Table.Tr key={h.author.id} aria-label={h.author.name}>
                    {canUnhide && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select hidden ${h.author.name}`}
                          checked={selected.has(h.author.id)}
                          onChange={() => toggle(h.author.id)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>{h.author.name}</Table.Td>
                    <Table.Td>
                      {HIDE_REASON_LABELS[h.reason]}
                      {h.comment && (
                        <Text size="xs" c="dimmed">
                          {h.comment}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{h.hiddenAt.slice(0, 10)}</Table.Td>
                    {canUnhide && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Unhide ${h.author.name}`}
                          disabled={pending}
                          onClick={() => unhide([h.author.id])}
                        >
                          Unhide
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
