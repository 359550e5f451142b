import { PANEL_MESSAGES } from '@sciscope/contracts';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { formatDateTime } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { ComputationAlerts } from '../../features/panels/components/computation-alerts';
import { ConfirmDelete } from '../../components/ui/confirm-delete';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import {
  useDeleteComposition,
  useDuplicateComposition,
  usePanel,
  useScheduleComputation,
} from '../../features/panels/queries/use-panels';
import { panelNameProblem } from '../../features/panels/panel-display';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}/compositions (`?duplicate={compositionId}` opens the copy form). */
export function CompositionsPage() {
  const panelId = routeId(useParams().id);
  if (panelId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <Compositions key={panelId} panelId={panelId} />
    </RequirePanelsQuota>
  );
}

function Compositions({ panelId }: { panelId: number }) {
  const panel = usePanel(panelId);
  const [params] = useSearchParams();
  const schedule = useScheduleComputation(panelId);
  const remove = useDeleteComposition(panelId);
  if (panel.isError) return <ErrorState message={panel.error.message} />;
  if (!panel.data) return <Skeleton height={240} />;
  const data = panel.data;
  const duplicate = Number(params.get('duplicate')) || null;
  const source = data.compositions.find((c) => c.id === duplicate) ?? null;
  const computing = data.computation.state === 'queued' || data.computation.state === 'running';
  return (
    <Stack gap="md" maw={1080}>
      <PanelBreadcrumbs panelId={panelId} panelName={data.panelName} current="Compositions" />
      <PageTitle>{`${data.panelName}: compositions`}</PageTitle>
      <ComputationAlerts
        panelId={panelId}
        computation={data.computation}
        cacheMiss={data.computation.state === 'not_computed' || data.computation.stale}
        contactEmail={null}
        refetch={() => void panel.refetch()}
      />
      <Group>
        <Anchor component={Link} to={`/panel-composer/${panelId}`}>
          Edit the panel, its members and subpanels
        </Anchor>
        {data.computation.state === 'done' && !data.computation.stale && (
          <Button
            size="xs"
            variant="default"
            loading={schedule.isPending}
            disabled={computing}
            onClick={() => schedule.mutate()}
          >
            Compute again
          </Button>
        )}
        {data.computation.computedAt && (
          <Text size="xs" c="dimmed">
            Scores computed {formatDateTime(data.computation.computedAt)}.
          </Text>
        )}
      </Group>
      {source && <DuplicateForm panelId={panelId} source={source} />}
      {/* On a narrow window the table scrolls in its own box, not the page. */}
      <Table.ScrollContainer minWidth={560} type="native" pos="relative">
        <Table aria-label="Compositions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Composition</Table.Th>
              <Table.Th ta="right">Members</Table.Th>
              <Table.Th>Screens</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.compositions.map((c) => {
              const base = `/panel-composer/${panelId}/compositions/${c.id}`;
              return (
                <Table.Tr key={c.id} aria-label={c.name}>
                  <Table.Td>
                    <Group gap={6}>
                      <Anchor component={Link} to={`${base}/members`}>
                        {c.name}
                      </Anchor>
                      {!c.isEditable && (
                        <Badge size="xs" variant="light">
                          Base
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{c.membersCount}</Table.Td>
                  <Table.Td>
                    <Group gap="sm">
                      <Anchor component={Link} to={`${base}/candidates`} size="sm">
                        Candidates
                      </Anchor>
                      <Anchor component={Link} to={`${base}/coverage`} size="sm">
                        Coverage
                      </Anchor>
                      <Anchor component={Link} to={`${base}/assignment`} size="sm">
                        Assignment
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button component={Link} to={`?duplicate=${c.id}`} size="compact-xs" variant="default">
                        Duplicate {c.name}
                      </Button>
                      {c.isEditable && (
                        <ConfirmDelete
                          label={`Delete ${c.name}`}
                          question="Delete this composition?"
                          pending={remove.isPending && remove.variables === c.id}
                          onConfirm={() => remove.mutate(c.id)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function DuplicateForm({
  panelId,
  source,
}: {
  panelId: number;
  source: { id: number; name: string; isEditable: boolean };
}) {
  const [name, setName] = useState(`Copy of ${source.name}`);
  const [problem, setProblem] = useState<string | null>(null);
  const duplicate = useDuplicateComposition(panelId);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = panelNameProblem(name);
    setProblem(found);
    if (found !== null) return;
    duplicate.mutate(
      { fromCompositionId: source.id, name },
      { onSuccess: ({ id }) => navigate(`/panel-composer/${panelId}/compositions/${id}/members`) },
    );
  };
  return (
    <Alert color="blue" variant="light" title={`Duplicate ${source.name}`}>
      {!source.isEditable && <Text size="sm">{PANEL_MESSAGES.baseComposition}</Text>}
      <form onSubmit={submit} aria-label="Duplicate the composition">
        <Group align="flex-end" mt="xs">
          <TextInput
            label="Name of the copy"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            w={320}
          />
          <Button type="submit" loading={duplicate.isPending}>
            Create the copy
          </Button>
        </Group>
        {duplicate.error && (
          <Text size="sm" c="red" role="alert">
            {duplicate.error.message}
          </Text>
        )}
      </form>
    </Alert>
  );
}
