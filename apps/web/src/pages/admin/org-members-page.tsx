import type { OrgMembersResponse } from '@sciscope/contracts';
import { Button, Skeleton, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ForbiddenState } from '../../components/ui/forbidden-state';
import { PageTitle } from '../../components/ui/page-title';
import { MemberForm, roleLabel } from '../../features/admin/components/member-form';
import { useAddOrgMember, useOrgMembers, useRemoveOrgMember } from '../../features/admin/queries/use-org-members';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { NotFoundPage } from '../not-found-page';

/** /orgadmin/{id}/: the members of one organisation, for its admins. */
export function OrgMembersPage() {
  const { id = '' } = useParams();
  const organizationId = /^\d+$/.test(id) ? Number(id) : NaN;
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) return <NotFoundPage />;
  // The server decides for superusers; others must administer this organisation.
  if (!user.is_superuser && !user.orgadmin_organizations_ids.includes(organizationId)) return <ForbiddenState />;
  return <OrgMembers organizationId={organizationId} />;
}

function OrgMembers({ organizationId }: { organizationId: number }) {
  const members = useOrgMembers(organizationId);
  const add = useAddOrgMember(organizationId);

  if (members.isError) return <ErrorState message={members.error.message} />;
  return (
    <Stack gap="lg" maw={880}>
      {members.data ? <PageTitle>{members.data.organization.name}</PageTitle> : <Skeleton height={32} width={280} />}
      <section aria-labelledby="add-member-heading">
        <Title order={2} size="h4" id="add-member-heading" mb="xs">
          Add a member
        </Title>
        <MemberForm pending={add.isPending} error={add.error} onSubmit={(member) => add.mutateAsync(member)} />
      </section>
      <section aria-labelledby="members-heading">
        <Title order={2} size="h4" id="members-heading" mb="xs">
          Members
        </Title>
        {members.data ? (
          <MembersTable organizationId={organizationId} data={members.data} />
        ) : (
          <Skeleton height={120} />
        )}
      </section>
    </Stack>
  );
}

function MembersTable({ organizationId, data }: { organizationId: number; data: OrgMembersResponse }) {
  const remove = useRemoveOrgMember(organizationId);
  if (data.members.length === 0) return <EmptyState>No members yet.</EmptyState>;
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="members-heading">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.members.map((member) => (
          <Table.Tr key={member.userId}>
            <Table.Td>{member.email}</Table.Td>
            <Table.Td>{roleLabel(member.role)}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Remove ${member.email}`}
                loading={remove.isPending && remove.variables === member.userId}
                onClick={() => remove.mutate(member.userId)}
              >
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
