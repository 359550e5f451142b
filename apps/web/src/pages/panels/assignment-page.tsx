import { assignmentSettingsSchema, type AssignmentSettings } from '@sciscope/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { assignmentExportUrl, runAssignment } from '../../features/panels/api/panels-api';
import { AssignmentDocuments } from '../../features/panels/components/assignment-documents';
import { AssignmentSummary } from '../../features/panels/components/assignment-summary';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { Score } from '../../features/articles/components/score';
import { usePanel } from '../../features/panels/queries/use-panels';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}/compositions/{compositionId}/assignment: members assigned to the documents, and the export. */
export function AssignmentPage() {
  const params = useParams();
  const panelId = routeId(params.id);
  const compositionId = routeId(params.compositionId);
  if (panelId === null || compositionId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <Assignment panelId={panelId} compositionId={compositionId} />
    </RequirePanelsQuota>
  );
}

function Assignment({ panelId, compositionId }: { panelId: number; compositionId: number }) {
  const panel = usePanel(panelId);
  const [form, setForm] = useState({ min_load: 0, max_load: 10, reviewers_per_document: 3, fairness: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useMutation({ mutationFn: (s: AssignmentSettings) => runAssignment(panelId, compositionId, s) });
  if (panel.isError) return <ErrorState message={panel.error.message} />;
  if (!panel.data) return <Skeleton height={200} />;
  const composition = panel.data.compositions.find((c) => c.id === compositionId);
  // A server error answers the settings it was sent: once they change, or a new Assign starts, it is stale.
  const clearStaleError = () => {
    if (run.isError) run.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearStaleError();
    const parsed = assignmentSettingsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    run.mutate(parsed.data);
  };
  const result = run.data;
  const number = (key: 'min_load' | 'max_load' | 'reviewers_per_document', label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowDecimal={false}
      value={form[key]}
      error={errors[key]}
      onChange={(value) => {
        clearStaleError();
        setForm((f) => ({ ...f, [key]: typeof value === 'number' ? value : Number(value) || 0 }));
      }}
      w={180}
    />
  );
  return (
    <Stack gap="md">
      <PanelBreadcrumbs
        panelId={panelId}
        panelName={panel.data.panelName}
        compositionId={compositionId}
        current="Assignment"
      />
      <PageTitle>{`${composition?.name ?? 'Composition'}: assignment`}</PageTitle>
      <Text size="sm" c="dimmed">
        Every document gets the number of reviewers asked, every member reviews between the minimum and the maximum
        load, nobody reviews a document they have a conflict of interest with, and the total affinity is the highest
        possible. Fairness first raises the weakest reviewer–document affinity as high as it can go.
      </Text>
      <Paper withBorder p="sm">
        <form onSubmit={submit} aria-label="Assignment settings">
          <Group align="flex-end">
            {number('reviewers_per_document', 'Reviewers per document')}
            {number('min_load', 'Minimum load')}
            {number('max_load', 'Maximum load')}
            <Checkbox
              label="Fairness"
              checked={form.fairness}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                clearStaleError();
                setForm((f) => ({ ...f, fairness: checked }));
              }}
            />
            <Button type="submit" loading={run.isPending}>
              Assign
            </Button>
          </Group>
        </form>
      </Paper>
      {run.error && (
        <Alert color="red" variant="light" role="alert">
          {run.error.message}
        </Alert>
      )}
      {result && (
        <>
          <Group>
            <AssignmentSummary result={result} />
            <Anchor href={assignmentExportUrl(panelId, compositionId, result.settings, 'xlsx')} download>
              Download xlsx
            </Anchor>
            <Anchor href={assignmentExportUrl(panelId, compositionId, result.settings, 'csv')} download>
              Download CSV
            </Anchor>
          </Group>
          <AssignmentDocuments
            result={result}
            coveragePath={`/panel-composer/${panelId}/compositions/${compositionId}/coverage`}
          />
          <Table aria-label="Loads" fz="sm" maw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th ta="right">Load</Table.Th>
                <Table.Th ta="right">Affinity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.members.map((m) => (
                <Table.Tr key={m.authorId}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td ta="right">{m.load}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    <Score value={m.affinity} similarity />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
