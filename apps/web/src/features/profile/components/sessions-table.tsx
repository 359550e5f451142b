import { Badge, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../queries/use-profile';

/** The account's active sessions, this one marked, with sign-out of one or all others. */
export function SessionsTable() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();

  if (sessions.isError) return <ErrorState message={sessions.error.message} />;
  if (!sessions.data) return <Skeleton height={120} />;
  const others = sessions.data.sessions.filter((session) => !session.current).length;

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          Every browser where you are logged in. Sign out the ones you do not recognise.
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
      </Group>
      <Table striped verticalSpacing="xs" aria-labelledby="sessions-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Browser</Table.Th>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.data.sessions.length === 0 && <TableEmptyRow colSpan={4}>No active sessions.</TableEmptyRow>}
          {sessions.data.sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                {session.browser}{' '}
                {session.current && (
                  <Badge size="sm" variant="light" ml="xs">
                    This session
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastSeenAt)}</Table.Td>
              <Table.Td ta="right">
                {!session.current && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Sign out ${session.browser}, last seen ${formatDateTime(session.lastSeenAt)}`}
                    loading={signOut.isPending && signOut.variables === session.id}
                    onClick={() => signOut.mutate(session.id)}
                  >
                    Sign out
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
