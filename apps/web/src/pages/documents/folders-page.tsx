import { createFolderSchema, type FoldersResponse } from '@sciscope/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { useCreateFolder, useFolders, useOpenPersonalFolder } from '../../features/documents/queries/use-documents';

const ROLE_LABELS = { viewer: 'Viewer', editor: 'Editor' } as const;

/** /folders/: the folders of proposals the user works in; organization admins create them. */
export function FoldersPage() {
  const folders = useFolders();
  if (folders.isError) return <ErrorState message={folders.error.message} />;
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>Folders</PageTitle>
      {folders.data ? <FoldersContent data={folders.data} /> : <Skeleton height={160} />}
    </Stack>
  );
}

function FoldersContent({ data }: { data: FoldersResponse }) {
  const navigate = useNavigate();
  const personal = useOpenPersonalFolder();
  const hasPersonal = data.folders.some((f) => f.personal);
  return (
    <>
      {data.canUsePersonalFolder && !hasPersonal && (
        <Group>
          <Button
            loading={personal.isPending}
            onClick={() => personal.mutateAsync().then((f) => navigate(`/folder/${f.id}/`))}
          >
            Open my personal folder
          </Button>
          {personal.error && (
            <Text c="red" size="sm" role="alert">
              {personal.error.message}
            </Text>
          )}
        </Group>
      )}
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Folders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Folder</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Your role</Table.Th>
            <Table.Th ta="right">Proposals</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.folders.length === 0 && <TableEmptyRow colSpan={4}>No folders yet.</TableEmptyRow>}
          {data.folders.map((folder) => (
            <Table.Tr key={folder.id}>
              <Table.Td>
                <Anchor component={Link} to={`/folder/${folder.id}/`}>
                  {folder.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{folder.personal ? 'Personal' : (folder.organizationName ?? '')}</Table.Td>
              <Table.Td>{ROLE_LABELS[folder.role]}</Table.Td>
              <Table.Td ta="right">{folder.proposalsCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.organizations.length > 0 && <CreateFolderForm organizations={data.organizations} />}
    </>
  );
}

/**
 * Why the server would refuse this folder name (its own rule: required, at most 200 characters
 * once trimmed), or null: checked before sending, so the message shows under the field.
 */
export function folderNameProblem(name: string): string | null {
  const check = createFolderSchema.shape.name.safeParse(name);
  return check.success ? null : (check.error.issues[0]?.message ?? 'This field is required.');
}

function CreateFolderForm({ organizations }: { organizations: FoldersResponse['organizations'] }) {
  const navigate = useNavigate();
  const create = useCreateFolder();
  const [name, setName] = useState('');
  const [organizationId, setOrganizationId] = useState(String(organizations[0]!.id));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const fields = fieldErrorsOf(create.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = folderNameProblem(name);
    setNameProblem(problem);
    if (problem) return;
    create.mutateAsync({ name, organizationId: Number(organizationId) }).then(
      (folder) => navigate(`/folder/${folder.id}/`),
      () => undefined,
    );
  };
  return (
    <section aria-labelledby="new-folder-heading">
      <Title order={2} size="h4" id="new-folder-heading" mb="xs">
        New folder
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameProblem(null);
            }}
            error={nameProblem ?? fields.name}
            style={{ flex: 1, minWidth: 240 }}
          />
          <NativeSelect
            label="Organization"
            data={organizations.map((o) => ({ value: String(o.id), label: o.name }))}
            value={organizationId}
            onChange={(e) => setOrganizationId(e.currentTarget.value)}
          />
          <Button type="submit" loading={create.isPending}>
            Create folder
          </Button>
        </Group>
        {create.error && !fields.name && (
          <Alert color="red" mt="xs" role="alert">
            {create.error.message}
          </Alert>
        )}
      </form>
    </section>
  );
}
