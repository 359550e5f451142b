import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { administeredOrganizations } from '../../features/auth/user-access';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/** /orgadmin/organizations/: the organisations the user administers. */
export function OrgListPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const organizations = administeredOrganizations(user);
  return (
    <>
      <PageTitle>Organizations</PageTitle>
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
