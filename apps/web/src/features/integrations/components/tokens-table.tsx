import type { ApiToken } from '@sciscope/contracts';
import { Badge, Button, Code, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useRevokeApiToken } from '../queries/use-integrations';

/** What the revoke confirmation says: it names the token, and revoking cannot be undone. */
export function revokeTokenText(token: Pick<ApiToken, 'name' | 'prefix'>): string {
  return `${token.name} (${token.prefix}…) will stop working at once: every script that sends it gets 401. This cannot be undone.`;
}

/** An organization's tokens, newest first, revoked ones marked; revoking asks first. */
export function TokensTable({ organizationId, tokens }: { organizationId: number; tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken(organizationId);
  // The token stays named while the dialog fades out; `opened` drives the dialog.
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpened(false);
    revoke.reset();
  };
  return (
    <>
      {/* Seven columns do not fit a phone: the table scrolls in its own box, not the page. The box is
          positioned so the hidden "Actions" header (absolutely placed) cannot widen the page. */}
      <Table.ScrollContainer minWidth={720} type="native" pos="relative">
        <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="tokens-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Created by</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.length === 0 && <TableEmptyRow colSpan={7}>No API tokens yet.</TableEmptyRow>}
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>
                  <Code>{token.prefix}…</Code>
                </Table.Td>
                <Table.Td>{token.createdBy.email}</Table.Td>
                <Table.Td>{formatDateTime(token.createdAt)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</Table.Td>
                <Table.Td>
                  {token.revokedAt ? (
                    <Badge color="gray" variant="light" title={`Revoked ${formatDateTime(token.revokedAt)}`}>
                      Revoked {formatDateTime(token.revokedAt)}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      Active
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {!token.revokedAt && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => {
                        setRevoking(token);
                        setOpened(true);
                      }}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={opened}
        title="Revoke this token?"
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onClose={close}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: close });
        }}
      >
        {revoking && revokeTokenText(revoking)}
      </ConfirmModal>
    </>
  );
}
