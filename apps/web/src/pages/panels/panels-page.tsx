import { createPanelBodySchema } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { EmptyState } from '../../components/ui/empty-state';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { computationLabel, truncatePanelTitle } from '../../features/panels/panel-display';
import { useCreatePanel, usePanels } from '../../features/panels/queries/use-panels';

/** /panel-composer/: the panels of the user's organizations, and a new one. */
export function PanelsPage() {
  return (
    <Stack gap="lg" maw={1080}>
      <PageTitle>Panel composer</PageTitle>
      <RequirePanelsQuota>
        <PanelsList />
      </RequirePanelsQuota>
    </Stack>
  );
}

function PanelsList() {
  const [params, setParams] = useSearchParams();
  const offset = Number(params.get('offset')) || 0;
  const panels = usePanels(offset);
  if (panels.isError) return <ErrorState message={panels.error.message} />;
  if (!panels.data) return <Skeleton height={160} />;
  const { data } = panels;
  return (
    <>
      <Text size="sm">
        A panel reviews the documents of its subpanels. The composer scores its members and candidates per subpanel,
        shows what the members cover and assigns them to the documents.
      </Text>
      {/* Outside the table: inside its scrolling area a phone would show "No panels ye". */}
      {data.panels.length === 0 && <EmptyState>No panels yet.</EmptyState>}
      {/* A narrow window scrolls the table, not the page. */}
      {data.panels.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Panels" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Panel</Table.Th>
                <Table.Th>Organization</Table.Th>
                <Table.Th ta="right">Subpanels</Table.Th>
                <Table.Th ta="right">Documents</Table.Th>
                <Table.Th ta="right">Members</Table.Th>
                <Table.Th>Scores</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.panels.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/panel-composer/${p.id}/compositions`} title={p.panelName}>
                      {truncatePanelTitle(p.panelName)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.organization.name}</Table.Td>
                  <Table.Td ta="right">{p.subpanelsCount}</Table.Td>
                  <Table.Td ta="right">{p.documentsCount}</Table.Td>
                  <Table.Td ta="right">{p.membersCount}</Table.Td>
                  <Table.Td>{computationLabel(p.computation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(data.offset > 0 || data.nextOffset !== null) && (
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={data.offset === 0}
            onClick={() => setParams({ offset: String(Math.max(0, data.offset - 50)) })}
          >
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={data.nextOffset === null}
            onClick={() => setParams({ offset: String(data.nextOffset) })}
          >
            Next
          </Button>
        </Group>
      )}
      <section aria-labelledby="create-panel-heading">
        <Title order={2} size="h4" id="create-panel-heading" mb="xs">
          Create a panel
        </Title>
        {data.organizations.length === 0 ? (
          <Text size="sm" c="dimmed">
            A panel belongs to an organization: ask an administrator to add you to one.
          </Text>
        ) : (
          <CreatePanelForm organizations={data.organizations} />
        )}
      </section>
    </>
  );
}

function CreatePanelForm({ organizations }: { organizations: Array<{ id: number; name: string }> }) {
  const [name, setName] = useState('');
  const [organization, setOrganization] = useState<string | null>(
    organizations.length === 1 ? String(organizations[0]!.id) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePanel();
  const navigate = useNavigate();
  const serverErrors = fieldErrorsOf(create.error);
  const shown = { ...serverErrors, ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createPanelBodySchema.safeParse({ name, organizationId: organization ?? '' });
    if (!body.success) {
      setErrors(Object.fromEntries(body.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(body.data, { onSuccess: ({ id }) => navigate(`/panel-composer/${id}`) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create a panel">
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={shown.name}
          withAsterisk
        />
        <Select
          label="Organization"
          data={organizations.map((o) => ({ value: String(o.id), label: o.name }))}
          value={organization}
          onChange={setOrganization}
          // A required choice: picking the chosen organization again keeps it (Mantine would clear it).
          allowDeselect={false}
          error={shown.organizationId}
          withAsterisk
        />
        {create.error && Object.keys(serverErrors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {create.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create panel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
