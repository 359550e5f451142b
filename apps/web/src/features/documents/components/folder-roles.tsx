import { FOLDER_ROLES, type FolderMember, type FolderRole } from '@sciscope/contracts';
import { Button, Group, NativeSelect, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useFolderRoles } from '../queries/use-documents';

const ROLE_OPTIONS = FOLDER_ROLES.map((role) => ({ value: role, label: role === 'viewer' ? 'Viewer' : 'Editor' }));

/** Who may view or edit the folder (organization admins manage it; admins are editors anyway). */
export function FolderRoles({ folderId, members }: { folderId: number; members: FolderMember[] }) {
  const { set, remove } = useFolderRoles(folderId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FolderRole>('viewer');
  const fields = fieldErrorsOf(set.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set.mutateAsync({ email, role }).then(
      () => setEmail(''),
      () => undefined,
    );
  };
  return (
    <Stack gap="xs">
      {/* A long e-mail scrolls the table in its own box, not the page (positioned: the hidden header is clipped too). */}
      <Table.ScrollContainer minWidth={420} type="native" pos="relative">
        <Table striped verticalSpacing={4} aria-label="Folder roles">
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
            {members.length === 0 && (
              <TableEmptyRow colSpan={3}>{"Only the organization's admins can see this folder."}</TableEmptyRow>
            )}
            {members.map((m) => (
              <Table.Tr key={m.userId}>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{m.role === 'viewer' ? 'Viewer' : 'Editor'}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove the role of ${m.email}`}
                    onClick={() => remove.mutate(m.userId)}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Member's e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.email ?? (set.error && !fields.email ? set.error.message : undefined)}
            style={{ flex: 1, minWidth: 240 }}
          />
          <NativeSelect
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value === 'editor' ? 'editor' : 'viewer')}
          />
          <Button type="submit" mt={25} loading={set.isPending}>
            Give role
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
