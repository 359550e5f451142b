import type { ApiToken } from '@sciscope/contracts';
import { Badge, Button, Code, Table, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useRevokeApiToken } from '../queries/use-integrations';

/** An organisation's tokens, newest first, revoked ones marked. */
export function TokensTable({ organizationId, tokens }: { organizationId: number; tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken(organizationId);
  return (
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
                  loading={revoke.isPending && revoke.variables === token.id}
                  onClick={() => revoke.mutate(token.id)}
                >
                  Revoke
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
