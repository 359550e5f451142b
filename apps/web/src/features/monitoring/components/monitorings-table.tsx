import { monitoringPath, type MonitoringSummary } from '@sciscope/contracts';
import { Anchor, Badge, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { dateText } from './date-filter';

/** Saved monitorings: title, topics (colour and title), date, who sees it, digest, last change. */
export function MonitoringsTable({ monitorings }: { monitorings: MonitoringSummary[] }) {
  return (
    // Scrolls sideways in its own box on a narrow screen, not the page.
    <Table.ScrollContainer minWidth={760} type="native" pos="relative">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Saved monitorings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Topics</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Shared with</Table.Th>
            <Table.Th>Digest</Table.Th>
            <Table.Th>Changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monitorings.length === 0 && <TableEmptyRow colSpan={6}>No saved monitorings yet.</TableEmptyRow>}
          {monitorings.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Anchor component={Link} to={monitoringPath(m.id)}>
                  {m.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={8}>
                  {(m.topics ?? []).map((topic, i) => (
                    <Group key={i} gap={4} wrap="nowrap">
                      <ColorSwatch color={topic.color} size={10} aria-hidden />
                      <Text size="sm" c={topic.disabled ? 'dimmed' : undefined}>
                        {topic.title}
                      </Text>
                    </Group>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{dateText(m.date)}</Table.Td>
              <Table.Td>
                {m.organization ? (
                  <Badge variant="light" color="teal">
                    {m.organization.name}
                  </Badge>
                ) : (
                  <Text size="sm">Only me</Text>
                )}
                {!m.isOwner && (
                  <Text size="xs" c="dimmed">
                    a colleague&apos;s
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.digestEnabled ? 'Daily' : 'Off'}</Table.Td>
              <Table.Td>{formatDateTime(m.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
