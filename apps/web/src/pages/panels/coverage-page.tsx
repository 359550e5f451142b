import { authorPath, type PanelCoverageResponse, type PanelMemberStatus } from '@sciscope/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { ComputationAlerts } from '../../features/panels/components/computation-alerts';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { Score } from '../../features/articles/components/score';
import { UncoveredDocuments } from '../../features/panels/components/uncovered-documents';
import { coverageLabel } from '../../features/panels/panel-display';
import { useChangeCandidate, useCoverage, usePanel } from '../../features/panels/queries/use-panels';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}/compositions/{compositionId}/coverage: the heatmap and each subpanel's concept coverage. */
export function CoveragePage() {
  const params = useParams();
  const panelId = routeId(params.id);
  const compositionId = routeId(params.compositionId);
  if (panelId === null || compositionId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <Coverage panelId={panelId} compositionId={compositionId} />
    </RequirePanelsQuota>
  );
}

function Coverage({ panelId, compositionId }: { panelId: number; compositionId: number }) {
  const coverage = useCoverage(panelId, compositionId);
  const change = useChangeCandidate(panelId, compositionId);
  if (coverage.isError) {
    if (coverage.error instanceof ApiError && coverage.error.code === 'panels.not_computed')
      return <CoverageNotComputed panelId={panelId} compositionId={compositionId} refetch={coverage.refetch} />;
    return <ErrorState message={coverage.error.message} />;
  }
  if (!coverage.data) return <Skeleton height={320} />;
  const data = coverage.data;
  /** Added already, else Add (an editable composition) or a link to the person's candidate row. */
  const addOrSee = (author: { id: number; name: string; status: PanelMemberStatus }) =>
    author.status === 'candidate' || author.status === '' ? (
      <Badge size="xs" color="teal" variant="light">
        Added
      </Badge>
    ) : data.isEditable ? (
      <Button
        size="compact-xs"
        variant="light"
        loading={change.isPending && change.variables?.authorId === author.id}
        onClick={() => change.mutate({ action: 'add', authorId: author.id })}
        aria-label={`Add ${author.name}`}
      >
        Add
      </Button>
    ) : (
      <Anchor
        component={Link}
        size="xs"
        to={`/panel-composer/${panelId}/compositions/${compositionId}/candidates?author=${author.id}`}
      >
        See
      </Anchor>
    );
  return (
    <Stack gap="md">
      <PanelBreadcrumbs panelId={panelId} panelName={data.panelName} compositionId={compositionId} current="Coverage" />
      <PageTitle>{`${data.composition.name}: coverage`}</PageTitle>
      <Heatmap heatmap={data.heatmap} />
      <Title order={2} size="h4">
        Concepts covered per subpanel
      </Title>
      <Text size="sm" c="dimmed">
        A concept of a subpanel&apos;s documents is covered when a member wrote on it in the last ten years; a document
        is covered when a member without a conflict of interest has an affinity above 0 to it.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.subpanels.map((s) => (
          <Paper key={s.id} withBorder p="sm" component="section" aria-label={`Coverage of ${s.code}`}>
            <Group justify="space-between">
              <Text fw={600}>
                {s.code} · {s.name}
              </Text>
              <Text size="sm" c={s.share === null ? 'dimmed' : undefined}>
                {coverageLabel(s)}
              </Text>
            </Group>
            {s.share !== null && (
              <Progress value={s.share * 100} size="sm" mt={4} aria-label={`Share of ${s.code} covered`} />
            )}
            <UncoveredDocuments subpanel={s} action={addOrSee} />
            {s.gaps.length > 0 && (
              <Text size="xs" mt="xs">
                Not covered:{' '}
                {s.gaps
                  .slice(0, 12)
                  .map((g) => g.name)
                  .join(', ')}
                {s.gaps.length > 12 ? ` and ${s.gaps.length - 12} more` : ''}
              </Text>
            )}
            {s.fillers.length > 0 && (
              <Table fz="xs" mt="xs" aria-label={`Candidates filling the gaps of ${s.code}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Best candidates for the gaps</Table.Th>
                    <Table.Th ta="right">Score</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.fillers.map((f) => (
                    <Table.Tr key={f.author.id}>
                      <Table.Td>
                        <Anchor component={Link} to={authorPath(f.author.id, f.author.name)} size="xs">
                          {f.author.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          covers {f.concepts.map((c) => c.name).join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        <Score value={f.subpanelScore} similarity />
                      </Table.Td>
                      <Table.Td>{addOrSee({ ...f.author, status: f.status })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Coverage needs the panel's scores: without them (never computed, changed since, computing or
 * failed) the screen shows what Members and Candidates show, the computation's alert with
 * 'Schedule computation' (spec 03 section 2), under the panel's breadcrumb.
 */
function CoverageNotComputed({
  panelId,
  compositionId,
  refetch,
}: {
  panelId: number;
  compositionId: number;
  refetch: () => unknown;
}) {
  const panel = usePanel(panelId);
  if (panel.isError) return <ErrorState message={panel.error.message} />;
  if (!panel.data) return <Skeleton height={120} />;
  const data = panel.data;
  const composition = data.compositions.find((c) => c.id === compositionId);
  return (
    <Stack gap="md">
      <PanelBreadcrumbs panelId={panelId} panelName={data.panelName} compositionId={compositionId} current="Coverage" />
      <PageTitle>{`${composition?.name ?? data.panelName}: coverage`}</PageTitle>
      <ComputationAlerts
        panelId={panelId}
        computation={data.computation}
        cacheMiss
        contactEmail={null}
        refetch={() => {
          void refetch();
          void panel.refetch();
        }}
      />
    </Stack>
  );
}

/**
 * The heatmap: members × subpanels, each cell's colour from its score over the highest score of
 * the map; an HTML table, so screen readers read the numbers the colours show.
 */
function Heatmap({ heatmap }: { heatmap: PanelCoverageResponse['heatmap'] }) {
  const shade = (value: number) => {
    const t = heatmap.max > 0 ? value / heatmap.max : 0;
    return `rgba(34, 139, 230, ${(0.08 + 0.82 * t).toFixed(2)})`;
  };
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="heatmap-heading">
      <Title order={2} size="h4" id="heatmap-heading" mb="xs">
        Members × subpanels
      </Title>
      {heatmap.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          The composition has no members.
        </Text>
      ) : (
        <Table aria-label="Heatmap of members by subpanel" fz="xs" withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              {heatmap.subpanels.map((s) => (
                <Table.Th key={s.id} ta="center" title={s.name}>
                  {s.code}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {heatmap.members.map((m, i) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  {m.name}
                  {m.status === 'candidate' ? ' (added)' : ''}
                </Table.Td>
                {heatmap.subpanels.map((s, j) => {
                  const value = heatmap.scores[i]?.[j] ?? 0;
                  return (
                    <Table.Td key={s.id} ta="center" ff="monospace" style={{ background: shade(value) }}>
                      <Score value={value} similarity />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
