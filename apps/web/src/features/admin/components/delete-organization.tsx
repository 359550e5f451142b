import type { OrganizationDeletion } from '@sciscope/contracts';
import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRestoreFocus } from '../../../components/ui/use-restore-focus';
import { useDeleteOrganization, useOrganizationDeletion } from '../queries/use-organization-lifecycle';

/** "3 memberships", "1 membership". */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** The lines of the confirmation: what goes with the organisation. */
export function removedLines({ removes }: OrganizationDeletion): string[] {
  return [
    countOf(removes.memberships, 'membership'),
    `the link of ${countOf(removes.quotaGrants, 'quota grant')} to it (the quotas stay with their holders)`,
    countOf(removes.apiTokens, 'API token'),
    countOf(removes.emptyFolders, 'empty folder'),
  ];
}

/** What stays with its owner, no longer shared; null when nothing is shared with it. */
export function detachedText({ detaches }: OrganizationDeletion): string | null {
  const parts = [
    detaches.monitorings > 0 ? countOf(detaches.monitorings, 'monitoring') : null,
    detaches.labels > 0 ? countOf(detaches.labels, 'label') : null,
    detaches.authorsGroups > 0 ? countOf(detaches.authorsGroups, 'authors group') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return `Shared with it and kept by their owners, private from now on: ${parts.join(', ')}.`;
}

/** Why the deletion is refused, or null: the organisation's panels and proposals. */
export function blockedText({ organization, blockers }: OrganizationDeletion): string | null {
  const held = [
    blockers.panels > 0 ? countOf(blockers.panels, 'panel') : null,
    blockers.proposals > 0
      ? `${countOf(blockers.proposals, 'proposal')} in ${countOf(blockers.foldersWithProposals, 'folder')}`
      : null,
  ].filter((part): part is string => part !== null);
  if (held.length === 0) return null;
  return `${organization.name} still holds ${held.join(' and ')}. They are its members' work: delete them first, then the organization.`;
}

/**
 * Superusers: "Delete organization…" opens a confirmation that reads what would go (fresh from
 * the server), says what blocks it, and asks for the organisation's name to be typed.
 */
export function DeleteOrganization({
  organizationId,
  name,
  onDeleted,
}: {
  organizationId: number;
  name: string;
  onDeleted: (deleted: OrganizationDeletion) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          Delete organization…
        </Button>
      </Group>
      {opened && (
        <DeleteOrganizationDialog
          organizationId={organizationId}
          name={name}
          onClose={() => setOpened(false)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}

function DeleteOrganizationDialog({
  organizationId,
  name,
  onClose,
  onDeleted,
}: {
  organizationId: number;
  name: string;
  onClose: () => void;
  onDeleted: (deleted: OrganizationDeletion) => void;
}) {
  useRestoreFocus(true);
  const impact = useOrganizationDeletion(organizationId, true);
  const remove = useDeleteOrganization(organizationId);
  const [typed, setTyped] = useState('');
  const blocked = impact.data ? blockedText(impact.data) : null;
  const detached = impact.data ? detachedText(impact.data) : null;
  const confirmed = typed.trim() === name;

  return (
    <Modal opened onClose={onClose} title="Delete this organization?">
      <Stack>
        {impact.isError ? (
          <Alert role="alert" color="red" variant="light">
            {impact.error.message}
          </Alert>
        ) : !impact.data ? (
          <Skeleton height={120} />
        ) : blocked ? (
          <Alert role="alert" color="orange" variant="light" title="This organization cannot be deleted yet">
            {blocked}
          </Alert>
        ) : (
          <>
            <Text size="sm">Deleting {name} cannot be undone. It removes:</Text>
            <List size="sm" spacing={2} aria-label="Removed with the organization">
              {removedLines(impact.data).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {detached && <Text size="sm">{detached}</Text>}
            <TextInput
              label="Type the organization's name to confirm"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
            />
          </>
        )}
        {remove.error && (
          <Alert role="alert" color="red" variant="light">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            {blocked ? 'Close' : 'Cancel'}
          </Button>
          {!blocked && (
            <Button
              color="red"
              loading={remove.isPending}
              disabled={!impact.data || !confirmed}
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
            >
              Delete organization
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
