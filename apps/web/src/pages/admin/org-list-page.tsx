import { Alert, Anchor, Skeleton, Table } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { useOrganizations } from '../../features/admin/queries/use-superadmin';
import { administeredOrganizations } from '../../features/auth/user-access';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/**
 * /orgadmin/organizations/: the organizations the user administers, or every organization for
 * a superuser (who manages them all, and would otherwise find no way to their pages). An admin
 * who just removed or demoted themselves lands here, with what happened in `state.notice`.
 */
export function OrgListPage() {
  const { data: user } = useCurrentUser();
  const notice = noticeOf(useLocation().state);
  if (!user) return null;
  return (
    <>
      <PageTitle>Organizations</PageTitle>
      {notice && (
        <Alert role="status" mb="md" maw={640}>
          {notice}
        </Alert>
      )}
      {user.is_superuser ? (
        <EveryOrganization />
      ) : (
        <OrganizationsTable organizations={administeredOrganizations(user)} />
      )}
    </>
  );
}

function EveryOrganization() {
  const organizations = useOrganizations();
  if (organizations.isError) return <ErrorState message={organizations.error.message} />;
  if (!organizations.data) return <Skeleton height={120} maw={640} />;
  return <OrganizationsTable organizations={organizations.data} superuser />;
}

/** The organizations, each name linking to its members page. */
export function OrganizationsTable({
  organizations,
  superuser = false,
}: {
  organizations: ReadonlyArray<{ id: number; name: string }>;
  superuser?: boolean;
}) {
  if (organizations.length === 0) {
    return <EmptyState>{superuser ? 'No organizations yet.' : 'You do not administer any organization.'}</EmptyState>;
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {organizations.map((org) => (
          <Table.Tr key={org.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/orgadmin/${org.id}/`}>
                {org.name}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
