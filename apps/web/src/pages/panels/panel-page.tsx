import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { ComputationAlerts } from '../../features/panels/components/computation-alerts';
import { ConfirmDelete } from '../../components/ui/confirm-delete';
import { MembersEditor } from '../../features/panels/components/members-editor';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { PanelImportForm } from '../../features/panels/components/panel-import-form';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { SubpanelForm } from '../../features/panels/components/subpanel-form';
import {
  useDeletePanel,
  useDeleteSubpanel,
  usePanel,
  useSubpanelDocuments,
  useUpdatePanel,
} from '../../features/panels/queries/use-panels';
import { panelNameProblem } from '../../features/panels/panel-display';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}: the panel's name, current members, subpanels and their documents. */
export function PanelPage() {
  const panelId = routeId(useParams().id);
  if (panelId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <PanelEditor key={panelId} panelId={panelId} />
    </RequirePanelsQuota>
  );
}

function PanelEditor({ panelId }: { panelId: number }) {
  const panel = usePanel(panelId);
  const remove = useDeleteSubpanel(panelId);
  const [editing, setEditing] = useState<string | null>(null);
  if (panel.isError) return <ErrorState message={panel.error.message} />;
  if (!panel.data) return <Skeleton height={320} />;
  const data = panel.data;
  return (
    <Stack gap="lg" maw={1080}>
      <PanelBreadcrumbs panelId={panelId} panelName={data.panelName} current="Panel" />
      <PageTitle>{data.panelName}</PageTitle>
      <Text size="sm" c="dimmed">
        Organization {data.organization.name}.{' '}
        {/* Underlined: in a line of dimmed text, colour alone does not tell the link (axe link-in-text-block). */}
        <Anchor component={Link} to={`/panel-composer/${panelId}/compositions`} underline="always">
          Compositions and scores
        </Anchor>
      </Text>
      <ComputationAlerts
        panelId={panelId}
        computation={data.computation}
        cacheMiss={data.computation.state === 'not_computed' || data.computation.stale}
        contactEmail={null}
        refetch={() => void panel.refetch()}
      />
      <RenameForm panelId={panelId} name={data.panelName} />
      <section aria-labelledby="members-heading">
        <Title order={2} size="h4" id="members-heading" mb="xs">
          Current members
        </Title>
        <MembersEditor panelId={panelId} members={data.members} />
      </section>
      <section aria-labelledby="subpanels-heading">
        <Title order={2} size="h4" id="subpanels-heading" mb="xs">
          Subpanels
        </Title>
        <Table aria-label="Subpanels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Documents</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.subpanels.length === 0 && <TableEmptyRow colSpan={4}>No subpanels yet.</TableEmptyRow>}
            {data.subpanels.map((s) => (
              <Table.Tr key={s.id} aria-label={s.code}>
                <Table.Td>{s.code}</Table.Td>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={`/panel-composer/${panelId}/subpanels/${encodeURIComponent(s.code)}/documents`}
                  >
                    {s.documents.total}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="compact-xs" variant="default" onClick={() => setEditing(s.code)}>
                      Edit {s.code}
                    </Button>
                    <ConfirmDelete
                      label={`Delete ${s.code}`}
                      question="Delete this subpanel?"
                      pending={remove.isPending && remove.variables === s.code}
                      onConfirm={() => remove.mutate(s.code)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {editing !== null && <EditSubpanel panelId={panelId} code={editing} onDone={() => setEditing(null)} />}
      </section>
      {editing === null && (
        <Paper withBorder p="md" component="section" aria-labelledby="add-subpanel-heading">
          <Title order={2} size="h5" id="add-subpanel-heading" mb="xs">
            Add a subpanel
          </Title>
          <SubpanelForm key={data.subpanels.length} panelId={panelId} existing={null} onDone={() => {}} />
        </Paper>
      )}
      <Paper withBorder p="md" component="section" aria-label="Import subpanels">
        <Title order={2} size="h5" mb="xs">
          Import subpanels
        </Title>
        <PanelImportForm panelId={panelId} />
      </Paper>
      <DeletePanel panelId={panelId} />
    </Stack>
  );
}

/** Deletes the panel with its subpanels, compositions and scores, then opens the panels list. */
function DeletePanel({ panelId }: { panelId: number }) {
  const navigate = useNavigate();
  const remove = useDeletePanel(panelId, () => navigate('/panel-composer/'));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="delete-panel-heading">
      <Title order={2} size="h5" id="delete-panel-heading" mb="xs">
        Delete the panel
      </Title>
      <Text size="sm" mb="xs">
        Its subpanels, compositions and scores are deleted with it. This cannot be undone.
      </Text>
      <ConfirmDelete
        label="Delete the panel"
        question="Delete this panel?"
        size="compact-sm"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}

function EditSubpanel({ panelId, code, onDone }: { panelId: number; code: string; onDone: () => void }) {
  const documents = useSubpanelDocuments(panelId, code);
  if (documents.isError) return <ErrorState message={documents.error.message} />;
  if (!documents.data) return <Skeleton height={120} />;
  return (
    <Paper withBorder p="md" mt="sm">
      <SubpanelForm
        panelId={panelId}
        existing={{ code, name: documents.data.subpanel.name, documents: documents.data.documents }}
        onDone={onDone}
      />
    </Paper>
  );
}

function RenameForm({ panelId, name }: { panelId: number; name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePanel(panelId);
  return (
    <form
      aria-label="Rename the panel"
      onSubmit={(event) => {
        event.preventDefault();
        const found = panelNameProblem(value);
        setProblem(found);
        if (found === null) update.mutate({ name: value });
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Panel name"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem ?? update.error?.message}
          w={420}
        />
        <Button type="submit" variant="default" loading={update.isPending} disabled={value.trim() === name}>
          Rename
        </Button>
      </Group>
    </form>
  );
}
