import { ORG_ROLES, type OrgMembersResponse, type OrgRole } from '@sciscope/contracts';
import { Alert, Button, NativeSelect, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { useFlashMessage } from '../../components/ui/use-flash-message';
import { notFoundText } from '../../app/api-client';
import { RefusedPage } from '../../components/ui/refused-page';
import { DeleteOrganization } from '../../features/admin/components/delete-organization';
import { MemberForm, roleLabel } from '../../features/admin/components/member-form';
import { RenameOrganizationForm } from '../../features/admin/components/rename-organization-form';
import {
  alreadyMemberText,
  classifyAddition,
  confirmationOf,
  doneMessageOf,
  losesAccess,
  ORGANIZATIONS_PATH,
  type OrgMember,
  type PendingMemberChange,
} from '../../features/admin/member-changes';
import { useAddOrgMember, useChangeOrgMember, useOrgMembers } from '../../features/admin/queries/use-org-members';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { NotFoundPage } from '../not-found-page';

/** Where a missing organization's page leads back to. */
const BACK_TO_ORGANIZATIONS = { to: ORGANIZATIONS_PATH, label: 'Go to organizations' };

/** /orgadmin/{id}/: one organization's members and name, for its admins; superusers may also delete it. */
export function OrgMembersPage() {
  const { id = '' } = useParams();
  const organizationId = /^\d+$/.test(id) ? Number(id) : NaN;
  const { data: user } = useCurrentUser();
  // Set once the admin gave up their own rights here: shown instead of a refusal while the page moves on.
  const [leftNotice, setLeftNotice] = useState<string | null>(null);
  if (!user) return null;
  if (leftNotice) return <Alert role="status">{leftNotice}</Alert>;
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) return <NotFoundPage />;
  // The server decides for superusers; others must administer this organization.
  if (!user.is_superuser && !user.orgadmin_organizations_ids.includes(organizationId)) {
    return <RefusedPage title="Organization" />;
  }
  return (
    <OrgMembers
      organizationId={organizationId}
      userId={user.id}
      isSuperuser={user.is_superuser}
      onLeft={setLeftNotice}
    />
  );
}

function OrgMembers({
  organizationId,
  userId,
  isSuperuser,
  onLeft,
}: {
  organizationId: number;
  userId: number | null;
  isSuperuser: boolean;
  onLeft: (notice: string) => void;
}) {
  const members = useOrgMembers(organizationId);
  const add = useAddOrgMember(organizationId);
  const change = useChangeOrgMember(organizationId);
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingMemberChange | null>(null);
  const [opened, setOpened] = useState(false);
  const [message, flash] = useFlashMessage();

  if (members.isError) {
    // The server's own words ('Organization not found.') on the not-found page, not "Error / Not Found".
    const missing = notFoundText(members.error);
    if (missing !== undefined) return <NotFoundPage message={missing} back={BACK_TO_ORGANIZATIONS} />;
    return <ErrorState message={members.error.message} />;
  }
  const organizationName = members.data?.organization.name ?? '';
  const ask = (next: PendingMemberChange) => {
    change.reset();
    setPending(next);
    setOpened(true);
  };
  const confirm = () => {
    if (!pending) return;
    const self = pending.member.userId === userId;
    const leaving = losesAccess({ change: pending, userId, isSuperuser });
    const done = doneMessageOf({ change: pending, organizationName, self });
    change.mutate(
      { change: pending, leaving },
      {
        onSuccess: () => {
          setOpened(false);
          if (!leaving) return flash(done);
          onLeft(done);
          void navigate(ORGANIZATIONS_PATH, { state: { notice: done } });
        },
      },
    );
  };
  const submitAddition = async (member: { email: string; role: OrgRole }) => {
    const addition = classifyAddition(members.data?.members ?? [], member.email, member.role);
    if (addition.kind === 'same') return flash(alreadyMemberText({ email: addition.member.email, role: member.role }));
    // Re-adding a member with another role is a role change: it asks, like the role select.
    if (addition.kind === 'role') return ask({ kind: 'role', member: addition.member, role: member.role });
    await add.mutateAsync(member);
    flash(`${member.email} was added as ${roleLabel(member.role)}.`);
  };
  const question = pending
    ? confirmationOf({
        change: pending,
        organizationName,
        self: pending.member.userId === userId,
        leaving: losesAccess({ change: pending, userId, isSuperuser }),
      })
    : null;

  return (
    <Stack gap="lg" maw={880}>
      {members.data ? <PageTitle>{organizationName}</PageTitle> : <Skeleton height={32} width={280} />}
      <section aria-labelledby="add-member-heading">
        <Title order={2} size="h4" id="add-member-heading" mb="xs">
          Add a member
        </Title>
        <MemberForm pending={add.isPending} error={add.error} onSubmit={submitAddition} />
      </section>
      {message && (
        <Text role="status" size="sm" c="teal.8">
          {message}
        </Text>
      )}
      <section aria-labelledby="members-heading">
        <Title order={2} size="h4" id="members-heading" mb="xs">
          Members
        </Title>
        {members.data ? <MembersTable data={members.data} userId={userId} onChange={ask} /> : <Skeleton height={120} />}
      </section>
      <section aria-labelledby="organization-name-heading">
        <Title order={2} size="h4" id="organization-name-heading" mb="xs">
          Name
        </Title>
        {members.data ? (
          <RenameOrganizationForm organizationId={organizationId} name={organizationName} />
        ) : (
          <Skeleton height={60} />
        )}
      </section>
      {isSuperuser && members.data && (
        <section aria-labelledby="delete-organization-heading">
          <Title order={2} size="h4" id="delete-organization-heading" mb="xs">
            Delete organization
          </Title>
          <Text size="sm" mb="sm">
            Its memberships, API tokens and empty folders go with it; what members shared with it stays with them.
            Panels and proposals must be deleted first.
          </Text>
          <DeleteOrganization
            organizationId={organizationId}
            name={organizationName}
            onDeleted={() => {
              const notice = `${organizationName} was deleted.`;
              onLeft(notice);
              void navigate(ORGANIZATIONS_PATH, { state: { notice } });
            }}
          />
        </section>
      )}
      <ConfirmModal
        opened={opened}
        title={question?.title ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        color={pending?.kind === 'role' ? 'blue' : 'red'}
        pending={change.isPending}
        error={change.error?.message}
        onClose={() => setOpened(false)}
        onConfirm={confirm}
      >
        {question?.text}
      </ConfirmModal>
    </Stack>
  );
}

const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** The members with a role select and a Remove button each; both ask before they act. */
export function MembersTable({
  data,
  userId,
  onChange,
}: {
  data: OrgMembersResponse;
  userId: number | null;
  onChange: (change: PendingMemberChange) => void;
}) {
  if (data.members.length === 0) return <EmptyState>No members yet.</EmptyState>;
  const label = (member: OrgMember) => (member.userId === userId ? `${member.email} (you)` : member.email);
  return (
    <Table.ScrollContainer minWidth={420} type="native" pos="relative">
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
              <Table.Td>{label(member)}</Table.Td>
              <Table.Td>
                <NativeSelect
                  size="xs"
                  aria-label={`Role of ${member.email}`}
                  data={ROLE_OPTIONS}
                  value={member.role}
                  onChange={(event) => {
                    const role = ORG_ROLES.find((r) => r === event.currentTarget.value);
                    if (role && role !== member.role) onChange({ kind: 'role', member, role });
                  }}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${member.email}`}
                  onClick={() => onChange({ kind: 'remove', member })}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
