import { ORGANIZATION_NAME_MAX_LENGTH, createOrganizationSchema, type Organization } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { ErrorState } from '../../../components/ui/error-state';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useAddOrganizationMember, useCreateOrganization } from '../queries/use-superadmin';
import { addMemberOutcome } from '../member-changes';
import { MemberForm } from './member-form';

interface OrganizationsSectionProps {
  organizations: Organization[] | undefined;
  error: Error | null;
}

/**
 * The organizations of /superadmin/: list, create, add a member. Each name opens the
 * organization's own page (/orgadmin/{id}/), where members are removed and roles changed.
 */
export function OrganizationsSection({ organizations, error }: OrganizationsSectionProps) {
  const [addTo, setAddTo] = useState<Organization | null>(null);

  return (
    <section aria-labelledby="organizations-heading">
      <Title order={2} size="h3" id="organizations-heading" mb="sm">
        Organizations
      </Title>
      <CreateOrganizationForm />
      {error ? (
        <ErrorState message={error.message} />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs" mt="md" maw={800} aria-labelledby="organizations-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Members</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organizations === undefined ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            ) : organizations.length === 0 ? (
              <TableEmptyRow colSpan={3}>No organizations yet.</TableEmptyRow>
            ) : (
              organizations.map((org) => (
                <Table.Tr key={org.id}>
                  {/* A long name without spaces wraps rather than pushing the other columns off-screen. */}
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/orgadmin/${org.id}/`} inherit>
                      {org.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {org.membersCount}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setAddTo(org)}
                      aria-label={`Add member to ${org.name}`}
                    >
                      Add member
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={addTo !== null} onClose={() => setAddTo(null)} title={addTo ? `Add member to ${addTo.name}` : ''}>
        {addTo && <AddMember key={addTo.id} organization={addTo} onDone={() => setAddTo(null)} />}
      </Modal>
    </section>
  );
}

function AddMember({ organization, onDone }: { organization: Organization; onDone: () => void }) {
  const add = useAddOrganizationMember();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <MemberForm
      layout="stacked"
      pending={add.isPending}
      error={add.error}
      notice={notice}
      onSubmit={(member) => {
        setNotice(null);
        return add.mutateAsync({ organizationId: organization.id, member }).then((result) => {
          const outcome = addMemberOutcome({ result, organizationName: organization.name });
          // Someone who already has the role: the dialog stays and says so, with the e-mail kept.
          if (!outcome.close) {
            setNotice(outcome.message);
            return false;
          }
          onDone();
          // A role change through "Add member" is said as one, not passed over in silence.
          notifications.show({ message: outcome.message, color: 'teal' });
          return true;
        });
      }}
    />
  );
}

function CreateOrganizationForm() {
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const create = useCreateOrganization();
  const serverError = fieldErrorsOf(create.error).name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createOrganizationSchema.safeParse({ name });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New organization"
          placeholder="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={localError ?? serverError}
          maxLength={ORGANIZATION_NAME_MAX_LENGTH}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Button type="submit" loading={create.isPending} mt={25}>
          Create organization
        </Button>
      </Group>
      {create.error && !serverError && (
        <Alert role="alert" color="red" variant="light" mt="sm">
          {create.error.message}
        </Alert>
      )}
    </form>
  );
}
