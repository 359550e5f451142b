import { authorPath, type ScoredPanelMember } from '@sciscope/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { AuthorMetricCells } from '../../articles/components/author-metric-cells';
import { Score } from '../../articles/components/score';
import { authorGenderDisplay } from '../../authors/author-rules';
import { HIDE_REASON_LABELS } from '../../referees/components/hide-modal';
import { AuthorsGroupBadges } from '../../referees/components/authors-group-badges';
import { conflictText, conflictsSentence, conflictsSummary } from '../conflict-text';
import { documentPath } from '../panel-display';
import { SubpanelBars } from './subpanel-bars';
import classes from './people-table.module.css';

const STATUS_LABELS: Record<string, string> = { '': 'Member', candidate: 'Added', leaves: 'Leaves' };

export interface PeopleTableProps {
  label: string;
  people: readonly ScoredPanelMember[];
  selected: ReadonlySet<number>;
  onToggle: (authorId: number) => void;
  onToggleAll: (authorIds: number[], select: boolean) => void;
  showGender: boolean;
  /** The highest subpanel score on the page (the bars' scale). */
  max: number;
  sortedBy: readonly string[];
  onSort: (code: string, combine: boolean) => void;
  /** The open row (the `author` query parameter). */
  openAuthor: number | null;
  onOpen: (authorId: number | null) => void;
  /** Add or remove: shown for editable compositions. */
  onChange: ((action: 'add' | 'remove', authorId: number) => void) | null;
  pendingAuthor: number | null;
  emptyText: string;
}

/**
 * The people table (spec 03): selection, id, position, name, gender, score, the detailed score
 * by subpanel, articles, h-index, citations and details; each row expands to the most relevant
 * documents, the conflicts of interest with their evidence and the affiliations.
 */
export function PeopleTable({
  label,
  people,
  selected,
  onToggle,
  onToggleAll,
  showGender,
  max,
  sortedBy,
  onSort,
  openAuthor,
  onOpen,
  onChange,
  pendingAuthor,
  emptyText,
}: PeopleTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set(openAuthor === null ? [] : [openAuthor]));
  const tableId = useId();
  const ids = people.map((p) => p.author.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const columns = 11 + (onChange ? 1 : 0);
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
        onOpen(null);
      } else {
        next.add(id);
        onOpen(id);
      }
      return next;
    });

  return (
    // On a narrow window the table scrolls in its own box, not the page (Remove and Add stay reachable).
    <Table.ScrollContainer minWidth={760} type="native" pos="relative">
      <Table aria-label={label} verticalSpacing="xs" fz="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>
              <Checkbox
                aria-label="Select all people"
                checked={allSelected}
                indeterminate={!allSelected && ids.some((id) => selected.has(id))}
                onChange={() => onToggleAll(ids, !allSelected)}
              />
            </Table.Th>
            <Table.Th ta="right">Id</Table.Th>
            <Table.Th ta="right">#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th>By subpanel</Table.Th>
            <Table.Th ta="right">Articles</Table.Th>
            <Table.Th ta="right">h-index</Table.Th>
            <Table.Th ta="right">Citations</Table.Th>
            {onChange && <Table.Th>Composition</Table.Th>}
            <Table.Th w={32}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.length === 0 && <TableEmptyRow colSpan={columns}>{emptyText}</TableEmptyRow>}
          {people.map((person) => {
            const id = person.author.id;
            const open = expanded.has(id);
            const inComposition = person.status === '' || person.status === 'candidate';
            const coiDescription = `${tableId}-coi-${id}`;
            return (
              <Fragment key={id}>
                <Table.Tr
                  aria-label={person.name}
                  data-author-id={id}
                  bg={person.authorFromGroupList.length > 0 ? 'var(--mantine-color-yellow-light)' : undefined}
                  style={person.status === 'leaves' ? { opacity: 0.6 } : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${person.name}`}
                      checked={selected.has(id)}
                      onChange={() => onToggle(id)}
                    />
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {id}
                  </Table.Td>
                  <Table.Td ta="right">{person.position}</Table.Td>
                  <Table.Td>
                    {/* Wide enough for a name and an affiliation to read on a phone, where the table scrolls. */}
                    <Stack gap={2} miw={180}>
                      <Group gap={4} className={classes.nameLine}>
                        <Anchor component={Link} to={authorPath(id, person.name)}>
                          {person.name}
                        </Anchor>
                        {person.status !== null && (
                          <Badge size="xs" variant="light" color={person.status === 'leaves' ? 'gray' : 'teal'}>
                            {STATUS_LABELS[person.status]}
                          </Badge>
                        )}
                        {person.isCustom && (
                          <Badge size="xs" variant="outline">
                            Custom
                          </Badge>
                        )}
                        {person.conflicts.length > 0 && (
                          <ConflictBadge person={person} descriptionId={coiDescription} />
                        )}
                        <AuthorsGroupBadges groups={person.authorFromGroupList} />
                      </Group>
                      {person.affiliations[0] && (
                        // Wraps rather than cut: one long word in a narrow column would read "Tsinghu…".
                        <Text size="xs" c="dimmed">
                          {person.affiliations[0].name}
                        </Text>
                      )}
                      {person.topSubpanelsCodes.length > 0 && (
                        <Text size="xs" c="dimmed">
                          Top: {person.topSubpanelsCodes.join(', ')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{showGender ? authorGenderDisplay(person.author).label : '–'}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    <Score value={person.score} similarity />
                  </Table.Td>
                  <Table.Td>
                    <SubpanelBars person={person} max={max} sortedBy={sortedBy} onSort={onSort} />
                  </Table.Td>
                  <AuthorMetricCells
                    articlesCount={person.totalArticlesCount}
                    hIndex={person.hIndex}
                    citationsCount={person.citationsCount}
                  />
                  {onChange && (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant={inComposition ? 'default' : 'light'}
                        loading={pendingAuthor === id}
                        onClick={() => onChange(inComposition ? 'remove' : 'add', id)}
                        aria-label={`${inComposition ? 'Remove' : 'Add'} ${person.name}`}
                      >
                        {inComposition ? 'Remove' : 'Add'}
                      </Button>
                    </Table.Td>
                  )}
                  <Table.Td>
                    {person.conflicts.length > 0 && (
                      // The badge's description, kept out of the name cell whose texts must all show.
                      <VisuallyHidden id={coiDescription}>{conflictsSentence(person.conflicts)}</VisuallyHidden>
                    )}
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open}
                      aria-label={`${open ? 'Hide details of' : 'Details of'} ${person.name}`}
                      onClick={() => toggle(id)}
                    >
                      {open ? '▴' : '▾'}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <PersonDetails person={person} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'COI: N', explained on hover and focus (a tooltip) and to screen readers (described by the
 * same words, visually hidden at `descriptionId`): each conflict as the row's details give it.
 */
function ConflictBadge({ person, descriptionId }: { person: ScoredPanelMember; descriptionId: string }) {
  const label = (
    <Stack gap={4}>
      {conflictsSummary(person.conflicts).map((lines, i) => (
        <div key={i}>
          {lines.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
  return (
    <Tooltip label={label} multiline w={360} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge size="xs" color="red" variant="light" tabIndex={0} aria-describedby={descriptionId}>
        COI: {person.conflicts.length}
      </Badge>
    </Tooltip>
  );
}

function PersonDetails({ person }: { person: ScoredPanelMember }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" p="xs">
      <section aria-label={`Most relevant documents of ${person.name}`}>
        <Title order={3} size="h6">
          Most relevant documents
        </Title>
        {person.mostRelevantDocuments.length === 0 ? (
          <Text size="xs" c="dimmed">
            No affinity to any document.
          </Text>
        ) : (
          <List size="xs" spacing={2}>
            {person.mostRelevantDocuments.map((d) => (
              <List.Item key={`${d.docKind}-${d.docId}`}>
                <Anchor href={documentPath(d)} target="_blank" rel="noopener noreferrer" size="xs">
                  {d.title}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {d.subpanelCode} · <Score value={d.score} similarity />
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-label={`Conflicts of interest of ${person.name}`}>
        <Title order={3} size="h6">
          Conflicts of interest
        </Title>
        {person.conflicts.length === 0 ? (
          <Text size="xs" c="dimmed">
            None with the subpanel documents.
          </Text>
        ) : (
          <List size="xs" spacing={4}>
            {person.conflicts.map((c) => {
              const { reasons, evidence } = conflictText(c);
              return (
                <List.Item key={`${c.docKind}-${c.docId}`}>
                  <Anchor href={documentPath(c)} target="_blank" rel="noopener noreferrer" size="xs">
                    {c.title}
                  </Anchor>{' '}
                  {reasons}
                  {evidence.map((line) => (
                    <Text key={line} size="xs" c="dimmed">
                      {line}
                    </Text>
                  ))}
                </List.Item>
              );
            })}
          </List>
        )}
      </section>
      <section aria-label={`Affiliations of ${person.name}`}>
        <Title order={3} size="h6">
          Affiliations
        </Title>
        <List size="xs" spacing={2}>
          {person.affiliations.map((a) => (
            <List.Item key={a.name}>
              {a.name}
              {a.countryCode ? ` (${a.countryCode})` : ''}
              {a.startYear !== null ? ` ${a.startYear}–${a.endYear ?? ''}` : ''}
            </List.Item>
          ))}
        </List>
        {person.hideReasons.map((h) => (
          <Text key={h.hiddenAt} size="xs" c="dimmed">
            Hidden: {HIDE_REASON_LABELS[h.reason]}
            {h.comment ? ` (${h.comment})` : ''}
          </Text>
        ))}
      </section>
    </SimpleGrid>
  );
}
