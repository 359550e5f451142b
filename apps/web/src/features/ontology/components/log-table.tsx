import { conceptPagePath, ONTOLOGY_TEXTS, type OntologyLogEntry } from '@sciscope/contracts';
import { Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { truncateConceptLabel } from '../../concepts/concept-links';
import {
  basicChange,
  literalChanges,
  literalChangeText,
  LOG_ROW_COLORS,
  logDate,
  logRowKind,
  namelessActor,
  otherChanges,
  userNote,
} from '../log-format';

/** The full name as a title where the label cuts it. */
function fullNameTitle(name: string): string | undefined {
  return truncateConceptLabel(name) === name ? undefined : name;
}

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'gray' } as const;

/** Why a row names no one: a person whose account is gone, or the platform's own work. */
const NAMELESS_TITLES = {
  account: undefined,
  deleted_account: 'Written by a person whose account was deleted since; the entry stays without their name.',
  system: 'Written by the platform itself, not by a person.',
} as const;

/**
 * A hue's text colour that reads on the rows' light backgrounds (green-1, red-1, blue-1): the
 * theme's light-variant text. The plain hue (green-8 and red-8) reads on white only (3.0:1 and
 * 3.93:1 on green-1).
 */
function onRowColor(hue: 'green' | 'red' | 'orange'): string {
  return `var(--mantine-color-${hue}-light-color)`;
}

/**
 * The moderation log (spec 02 section 2): id, Date, Name, Literals, Basic, User; rows coloured
 * for removed, restored and added concepts; added literals green, removed red, ambiguous muted;
 * the basic flag green or red; category changes named; the creator's e-mail with their
 * organizations as a tooltip. `actions` renders extra controls per entry (the review).
 */
export function LogTable({
  logs,
  loading,
  actions,
  label = 'Moderation log',
}: {
  logs: OntologyLogEntry[] | undefined;
  /** Rows for the page or filter asked are on their way (spec 02: 'Loading...'). */
  loading: boolean;
  actions?: (entry: OntologyLogEntry) => ReactNode;
  label?: string;
}) {
  const columns = actions ? 7 : 6;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>id</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Literals</Table.Th>
            <Table.Th>Basic</Table.Th>
            <Table.Th>User</Table.Th>
            {actions && <Table.Th>Review</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* While another page or filter loads, the previous rows stay below this line. */}
          {loading && (
            <Table.Tr>
              <Table.Td colSpan={columns} role="status">
                {ONTOLOGY_TEXTS.loading}
              </Table.Td>
            </Table.Tr>
          )}
          {!loading && logs?.length === 0 && (
            <TableEmptyRow colSpan={columns}>{ONTOLOGY_TEXTS.noResults}</TableEmptyRow>
          )}
          {logs?.map((entry) => {
            const kind = logRowKind(entry);
            const basic = basicChange(entry.actions);
            const note = userNote(entry);
            return (
              <Table.Tr
                key={entry.id}
                style={kind ? { background: LOG_ROW_COLORS[kind] } : undefined}
                data-kind={kind ?? ''}
              >
                <Table.Td>{entry.id}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} title={entry.dateCreated}>
                  {logDate(entry.dateCreated)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {/* A long name without spaces breaks where it must; a cut one is whole in its title. */}
                    {entry.conceptId !== null ? (
                      <Anchor
                        component={Link}
                        to={conceptPagePath(entry.conceptId, entry.name)}
                        size="sm"
                        title={fullNameTitle(entry.name)}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {truncateConceptLabel(entry.name)}
                      </Anchor>
                    ) : (
                      <Text size="sm" title={fullNameTitle(entry.name)} style={{ overflowWrap: 'anywhere' }}>
                        {truncateConceptLabel(entry.name)}
                      </Text>
                    )}
                    <Group gap={4}>
                      <Badge size="xs" variant="light" color={STATUS_COLORS[entry.status]}>
                        {entry.status}
                      </Badge>
                      {entry.source !== 'form' && (
                        <Badge size="xs" variant="outline" color="gray">
                          {entry.source}
                        </Badge>
                      )}
                    </Group>
                    {entry.reviewReason && (
                      <Text size="xs" c="dimmed">
                        Reason: {entry.reviewReason}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {literalChanges(entry.actions, entry.source).map((change, i) => (
                      <Text
                        key={i}
                        size="sm"
                        c={onRowColor(
                          change.kind === 'ambiguity' ? 'orange' : change.kind === 'added' ? 'green' : 'red',
                        )}
                        opacity={change.ambiguous && change.kind !== 'ambiguity' ? 0.55 : 1}
                        td={change.kind === 'removed' ? 'line-through' : undefined}
                        style={{ overflowWrap: 'anywhere' }}
                        title={
                          change.kind === 'ambiguity'
                            ? 'ambiguity flag changed'
                            : `${change.kind}${change.ambiguous ? ', ambiguous' : ''}`
                        }
                      >
                        {literalChangeText(change)}
                      </Text>
                    ))}
                    {otherChanges(entry.actions).map((text) => (
                      <Text key={text} size="xs" c="dimmed">
                        {text}
                      </Text>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {basic !== null && (
                    <Text size="sm" c={onRowColor(basic ? 'green' : 'red')}>
                      {basic ? 'basic' : 'not basic'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {entry.createdBy ? (
                      <Tooltip label={entry.createdBy.organizations.join(', ') || 'No organization'} disabled={false}>
                        <Text size="sm" tabIndex={0}>
                          {entry.createdBy.email}
                        </Text>
                      </Tooltip>
                    ) : (
                      <Text size="sm" c="dimmed" title={NAMELESS_TITLES[entry.createdByKind]}>
                        {namelessActor(entry.createdByKind)}
                      </Text>
                    )}
                    {note && (
                      <Text size="xs" c="dimmed">
                        {note}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                {actions && <Table.Td>{actions(entry)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
