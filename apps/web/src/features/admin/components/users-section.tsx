import { ADMIN_PAGE_SIZE, MESSAGES, isQuotaName, type AdminUser, type QuotaName } from '@sciscope/contracts';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  Pagination,
  Skeleton,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorState } from '../../../components/ui/error-state';
import { formatDate } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import {
  useAdminUsers,
  useRevokeQuota,
  useSetCanManageCollections,
  useSetShowChangelogLink,
} from '../queries/use-superadmin';
import { GrantQuotaModal } from './grant-quota-modal';
import { roleLabel } from './member-form';
import { readOffset } from '../../../app/offset-param';

/** What a user stops having when a quota is revoked, as the revoke question says it. */
const QUOTA_LOSSES: Record<QuotaName, string> = {
  monitoring: 'their saved monitorings close to them and their digest e-mails stop',
  panel_composer: 'the panel composer closes to them',
  authors_group: 'their authors groups close to them',
  ontology_moderator: 'they can no longer moderate the ontology',
  gender_info: 'gender indicators are no longer shown to them',
  author_positions: 'author positions are no longer shown to them',
  journals_impact_factor: 'journal impact factors are no longer shown to them',
  referees_export: 'they can no longer export referee lists',
  referee_finder: 'the referee finder closes to them',
  author_report: 'author reports close to them',
};

/** The revoke question's text: the quota, the user, and what stops for them at once. */
export function revokeQuotaText({ quota, email }: { quota: string; email: string }): string {
  const loss = isQuotaName(quota) ? QUOTA_LOSSES[quota] : 'what it opened closes to them';
  return `${email} loses the ${quota} quota: ${loss}, at once. You can grant it again later.`;
}

/** The message after a quota was revoked. */
export function quotaRevokedText({ quota, email }: { quota: string; email: string }): string {
  return `Revoked ${quota} from ${email}.`;
}

/** Columns of the user table (the skeleton and empty rows span them all). */
const USER_COLUMNS = 7;

/** The paged user table of /superadmin/; search text and offset live in the URL. */
export function UsersSection() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const offset = readOffset(params.get('offset'));
  const [draft, setDraft] = useState(query);
  const [grantTo, setGrantTo] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ offset, query });

  const update = (next: { query?: string; offset?: number }) => {
    const merged = new URLSearchParams(params);
    const nextQuery = next.query ?? query;
    const nextOffset = next.offset ?? offset;
    if (nextQuery) merged.set('query', nextQuery);
    else merged.delete('query');
    if (nextOffset > 0) merged.set('offset', String(nextOffset));
    else merged.delete('offset');
    setParams(merged);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ query: draft.trim(), offset: 0 });
  };

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <section aria-labelledby="users-heading">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={2} size="h3" id="users-heading">
          Users
        </Title>
        <form onSubmit={search} role="search">
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Search users"
              placeholder="E-mail"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
      </Group>

      {users.isError ? (
        <ErrorState message={users.error.message} />
      ) : (
        <Table.ScrollContainer minWidth={840}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="users-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Organizations</Table.Th>
                <Table.Th>Quotas</Table.Th>
                <Table.Th title="May create and manage labels (the 'Manage labels' menu link)">Labels</Table.Th>
                <Table.Th title="Shows the Changelog link in the user menu">Changelog</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.isPending
                ? Array.from({ length: 5 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={USER_COLUMNS}>
                        <Skeleton height={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : users.data.users.map((user) => (
                    <UserRow key={user.id} user={user} onGrant={() => setGrantTo(user)} />
                  ))}
              {users.data?.users.length === 0 && (
                <TableEmptyRow colSpan={USER_COLUMNS}>{MESSAGES.noResults}</TableEmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {total > 0 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {offset + 1}–{Math.min(offset + ADMIN_PAGE_SIZE, total)} of {total}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.floor(offset / ADMIN_PAGE_SIZE) + 1}
              onChange={(page) => update({ offset: (page - 1) * ADMIN_PAGE_SIZE })}
              size="sm"
            />
          )}
        </Group>
      )}
      <GrantQuotaModal user={grantTo} onClose={() => setGrantTo(null)} />
    </section>
  );
}

function UserRow({ user, onGrant }: { user: AdminUser; onGrant: () => void }) {
  const revoke = useRevokeQuota();
  // The quota stays named while the dialog fades out; `opened` drives the dialog.
  const [revoking, setRevoking] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const closeRevoke = () => {
    setOpened(false);
    revoke.reset();
  };
  const confirmRevoke = () => {
    if (revoking === null) return;
    const asked = { quota: revoking, email: user.email };
    revoke.mutate(
      { userId: user.id, name: revoking },
      {
        onSuccess: () => {
          closeRevoke();
          notifications.show({ message: quotaRevokedText(asked), color: 'teal' });
        },
      },
    );
  };
  const collections = useSetCanManageCollections();
  const changelog = useSetShowChangelogLink();
  return (
    <Table.Tr>
      <Table.Td>
        {/* The badge goes under a long e-mail rather than being squeezed (its label clips). */}
        <Group gap={6}>
          <Text size="sm">{user.email}</Text>
          {user.is_superuser && (
            <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
              superuser
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.date_joined)}</Table.Td>
      <Table.Td>
        {user.organizations.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          user.organizations.map((org) => (
            <Text key={org.id} size="sm">
              {org.name}{' '}
              <Text span size="xs" c="dimmed">
                ({roleLabel(org.role)})
              </Text>
            </Text>
          ))
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {user.quotas.length === 0 && (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
          {user.quotas.map((quota) => (
            <Badge
              key={quota.name}
              variant="light"
              tt="none"
              pr={2}
              title={quota.canBePrivate ? 'Can be private' : undefined}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Revoke ${quota.name} from ${user.email}`}
                  disabled={revoke.isPending}
                  onClick={() => {
                    setRevoking(quota.name);
                    setOpened(true);
                  }}
                />
              }
            >
              {quota.name}
              {quota.canBePrivate ? ' · private' : ''}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          size="sm"
          aria-label={`Manage labels: ${user.email}`}
          checked={
            collections.isPending
              ? (collections.variables?.value ?? user.can_manage_collections)
              : user.can_manage_collections
          }
          disabled={collections.isPending}
          onChange={(event) => collections.mutate({ userId: user.id, value: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          size="sm"
          aria-label={`Changelog link: ${user.email}`}
          checked={
            changelog.isPending ? (changelog.variables?.value ?? user.show_changelog_link) : user.show_changelog_link
          }
          disabled={changelog.isPending}
          onChange={(event) => changelog.mutate({ userId: user.id, value: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Button size="compact-sm" variant="light" onClick={onGrant} aria-label={`Grant quota to ${user.email}`}>
          Grant quota
        </Button>
        <ConfirmModal
          opened={opened}
          title={`Revoke ${revoking ?? 'the quota'} from ${user.email}?`}
          confirmLabel="Revoke quota"
          pending={revoke.isPending}
          error={revoke.error?.message}
          onClose={closeRevoke}
          onConfirm={confirmRevoke}
        >
          {revoking !== null && revokeQuotaText({ quota: revoking, email: user.email })}
        </ConfirmModal>
      </Table.Td>
    </Table.Tr>
  );
}
