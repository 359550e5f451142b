import { Alert, Anchor, Table } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { administeredOrganizations } from '../../features/auth/user-access';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/**
 * /orgadmin/organizations/: the organisations the user administers. An admin who just removed
 * or demoted themselves lands here, with what happened in `state.notice`.
 */
export function OrgListPage() {
  const { data: user } = useCurrentUser();
  const notice = noticeOf(useLocation().state);
  if (!user) return null;
  const organizations = administeredOrganizations(user);
  return (
    <>
      <PageTitle>Organizations</PageTitle>
      {notice && (
        <Alert role="status" mb="md" maw={640}>
          {notice}
        </Alert>
      )}
      {organizations.length === 0 ? (
        <EmptyState>You do not administer any organization.</EmptyState>
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organizations.map((org) => (
              <Table.Tr key={org.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/orgadmin/${org.id}/`}>
                    {org.name}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
