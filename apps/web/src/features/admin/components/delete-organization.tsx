import { confirmsOrganizationName, type OrganizationDeletion } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, List, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRestoreFocus } from '../../../components/ui/use-restore-focus';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { isLoggedInWithQuota } from '../../auth/user-access';
import { useDeleteOrganization, useOrganizationDeletion } from '../queries/use-organization-lifecycle';

/** "3 memberships", "1 membership". */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** The lines of the confirmation: what goes with the organization. */
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

/** Why the deletion is refused, or null: the organization's panels and proposals. */
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

/** One blocker to open: where it is, its name, and what the line adds (its proposals, its creator). */
export interface BlockerLink {
  to: string;
  name: string;
  note: string;
}

/** The folders holding proposals, then the panels, each linked to its page. */
export function blockerLinks({ blocking }: OrganizationDeletion): BlockerLink[] {
  return [
    ...blocking.folders.map((folder) => ({
      to: `/folder/${folder.id}/`,
      name: folder.name,
      note: `folder, ${countOf(folder.proposals, 'proposal')}`,
    })),
    ...blocking.panels.map((panel) => ({
      to: `/panel-composer/${panel.id}/`,
      name: panel.name,
      note: `panel, created by ${panel.createdByEmail ?? 'a deleted account'}`,
    })),
  ];
}

/** "and 3 more folders": the blockers the list leaves out, or null. */
export function moreBlockersText({ blockers, blocking }: OrganizationDeletion): string | null {
  const folders = blockers.foldersWithProposals - blocking.folders.length;
  const panels = blockers.panels - blocking.panels.length;
  const parts = [
    folders > 0 ? countOf(folders, 'more folder') : null,
    panels > 0 ? countOf(panels, 'more panel') : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : `And ${parts.join(' and ')}.`;
}

/**
 * A superuser is an editor of every organization folder, so the folders open for them; the
 * panel composer opens only with its quota (superusers included), so without it the list says
 * how to get it or whom to ask.
 */
export const PANEL_QUOTA_HINT =
  'Opening a panel needs the panel_composer quota: grant it to yourself on the Superadmin page, or ask its creator to delete it.';

/** The blockers of a refused deletion, each a link to the page where it is deleted. */
export function BlockerList({ impact, canOpenPanels }: { impact: OrganizationDeletion; canOpenPanels: boolean }) {
  const links = blockerLinks(impact);
  if (links.length === 0) return null;
  const more = moreBlockersText(impact);
  return (
    <Stack gap={4}>
      <List size="sm" spacing={2} aria-label="Still held by the organization">
        {links.map((link) => (
          <List.Item key={link.to}>
            <Anchor component={Link} to={link.to} inherit>
              {link.name}
            </Anchor>{' '}
            ({link.note})
          </List.Item>
        ))}
      </List>
      {more && <Text size="sm">{more}</Text>}
      {impact.blockers.panels > 0 && !canOpenPanels && (
        <Text size="sm" c="dimmed">
          {PANEL_QUOTA_HINT}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Superusers: "Delete organization…" opens a confirmation that reads what would go (fresh from
 * the server), says what blocks it, and asks for the organization's name to be typed.
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
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const blocked = impact.data ? blockedText(impact.data) : null;
  const detached = impact.data ? detachedText(impact.data) : null;
  // Trimmed and ignoring case, as the account deletion's phrase.
  const confirmed = confirmsOrganizationName(typed, name);
  const canOpenPanels = user.data ? isLoggedInWithQuota(user.data, 'panel_composer') : false;

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
            <Stack gap="xs">
              <Text size="sm">{blocked}</Text>
              <BlockerList impact={impact.data} canOpenPanels={canOpenPanels} />
            </Stack>
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
              description="Case and surrounding spaces do not matter."
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
            />
          </>
        )}
        {remove.error && !blocked && (
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
              // A refusal (something was added meanwhile) reads the blockers again, to list and link them.
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted, onError: () => void impact.refetch() })}
            >
              Delete organization
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
