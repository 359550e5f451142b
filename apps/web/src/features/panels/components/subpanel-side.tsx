import { PANEL_MESSAGES, type PanelSubpanel } from '@sciscope/contracts';
import { Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Score } from '../../articles/components/score';
import { formatSimilarity } from '../../articles/format';
import { documentPath, scoreAxisTicks } from '../panel-display';

/**
 * The side area (spec 03 "People table"): the composition's subpanel totals — a bar chart
 * scaled from 0 to the highest subpanel score, and the same figures as a table for reading —
 * then each subpanel's code, name, document count and a preview of its documents, opening in a
 * new tab, with 'View all →' when there are more.
 */
export function SubpanelSide({ panelId, subpanels }: { panelId: number; subpanels: readonly PanelSubpanel[] }) {
  const max = Math.max(0, ...subpanels.map((s) => s.score));
  return (
    <Stack gap="sm" component="aside" aria-label="Subpanels">
      <Paper withBorder p="sm">
        <Title order={2} size="h6" mb="xs">
          Subpanel scores of the composition
        </Title>
        {subpanels.length > 0 && max > 0 && (
          <div style={{ width: '100%', height: 160 }} aria-hidden>
            <ResponsiveContainer>
              {/* The table below reads the same figures; the hidden chart takes no focus either. */}
              <BarChart accessibilityLayer={false} data={subpanels.map((s) => ({ code: s.code, score: s.score }))}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="code"
                  fontSize={11}
                  label={{ value: 'Subpanel', position: 'insideBottom', offset: -2, fontSize: 11 }}
                />
                {/* Wide enough for the ticks ("0.60") and, left of them, the rotated title. */}
                <YAxis
                  domain={[0, max]}
                  ticks={scoreAxisTicks(max)}
                  tickFormatter={formatSimilarity}
                  fontSize={11}
                  width={58}
                  label={{ value: 'Score', angle: -90, position: 'insideLeft', offset: 4, fontSize: 11 }}
                />
                <Tooltip formatter={(value) => formatSimilarity(Number(value))} />
                <Bar dataKey="score" fill="var(--mantine-color-blue-5)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
        <Table aria-label="Subpanel totals" fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subpanel</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subpanels.map((s) => (
              <Table.Tr key={s.id} aria-label={s.code}>
                <Table.Td>{s.code}</Table.Td>
                <Table.Td ta="right" ff="monospace" data-testid={`total-${s.code}`}>
                  <Score value={s.score} similarity />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {subpanels.map((s) => (
        <Paper key={s.id} withBorder p="sm" component="section" aria-label={`Subpanel ${s.code}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {s.code} · {s.name}
            </Text>
            <Text size="xs" c="dimmed">
              {s.documents.total} {s.documents.total === 1 ? 'document' : 'documents'}
            </Text>
          </Group>
          {s.documents.total === 0 ? (
            <Text size="xs" c="dimmed">
              {PANEL_MESSAGES.noDocuments}
            </Text>
          ) : (
            <List size="xs" spacing={2} mt={4}>
              {s.documents.preview.map((d) => (
                <List.Item key={`${d.docKind}-${d.docId}`}>
                  <Anchor href={documentPath(d)} target="_blank" rel="noopener noreferrer" size="xs">
                    {d.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          {s.documents.total > s.documents.preview.length && (
            <Anchor
              component={Link}
              to={`/panel-composer/${panelId}/subpanels/${encodeURIComponent(s.code)}/documents`}
              size="xs"
            >
              {PANEL_MESSAGES.viewAll}
            </Anchor>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
