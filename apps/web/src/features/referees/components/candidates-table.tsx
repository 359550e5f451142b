import { authorPath, type Referee } from '@sciscope/contracts';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Count } from '../../articles/components/count';
import { AuthorMetricCells } from '../../articles/components/author-metric-cells';
import { Score } from '../../articles/components/score';
import { authorGenderDisplay } from '../../authors/author-rules';
import { excludeReasonsText } from '../exclude-reasons';
import { AuthorsGroupBadges } from './authors-group-badges';
import { CandidateExplanation } from './candidate-explanation';
import { CoiFlags } from './coi-flags';

export type RowSize = 'normal' | 'condensed';

export interface CandidatesTableProps {
  referees: readonly Referee[];
  selected: ReadonlySet<number>;
  onToggle: (authorId: number) => void;
  onToggleAll: (authorIds: number[], select: boolean) => void;
  marked: ReadonlySet<number>;
  showOwnWorks: boolean;
  showGender: boolean;
  selectable: boolean;
  rowSize: RowSize;
  onShowCoauthors: (author: { id: number; name: string }) => void;
  /** The proposal's folder: a marked candidate's badge links to its marks in the folder. */
  marksFolderId?: number | null;
}

const HIDE_REASON_TEXT: Record<string, string> = {
  died_retired: 'Died or retired',
  conflict_of_interest: 'Conflict of interest',
  not_relevant: 'Not relevant',
  not_suitable_by_judgment: 'Not suitable by judgment',
  other: 'Other',
};

/** The candidate table (spec 03 sections 2 and 3): one row per candidate, each expanding to its explanation. */
export function CandidatesTable({
  referees,
  selected,
  onToggle,
  onToggleAll,
  marked,
  showOwnWorks,
  showGender,
  selectable,
  rowSize,
  onShowCoauthors,
  marksFolderId = null,
}: CandidatesTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const ids = referees.map((r) => r.author.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const columns = 9 + (showOwnWorks ? 1 : 0) + (showGender ? 1 : 0);
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    // The table scrolls sideways inside its own container on a narrow screen, not the page
    // (positioned, so that the visually hidden header text is clipped with the rest).
    <Table.ScrollContainer minWidth={720} type="native" pos="relative">
      <Table
        aria-label="Candidates"
        verticalSpacing={rowSize === 'condensed' ? 2 : 'xs'}
        fz={rowSize === 'condensed' ? 'xs' : 'sm'}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>
              {selectable && (
                <Checkbox
                  aria-label="Select all candidates"
                  checked={allSelected}
                  indeterminate={!allSelected && ids.some((id) => selected.has(id))}
                  onChange={() => onToggleAll(ids, !allSelected)}
                />
              )}
            </Table.Th>
            <Table.Th ta="right">#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th ta="right">Articles</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              h-index
            </Table.Th>
            <Table.Th ta="right">Citations</Table.Th>
            {showOwnWorks && <Table.Th ta="right">Own works</Table.Th>}
            {showGender && <Table.Th>Gender</Table.Th>}
            <Table.Th>Conflicts of interest</Table.Th>
            <Table.Th w={32}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {referees.map((referee) => {
            const id = referee.author.id;
            const open = expanded.has(id);
            return (
              <Fragment key={id}>
                <Table.Tr
                  data-author-id={id}
                  aria-label={referee.author.name}
                  bg={referee.authorFromGroupList.length > 0 ? 'var(--mantine-color-yellow-light)' : undefined}
                >
                  <Table.Td>
                    {selectable && (
                      <Checkbox
                        aria-label={`Select ${referee.author.name}`}
                        checked={selected.has(id)}
                        onChange={() => onToggle(id)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{referee.position ?? '–'}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap={4} wrap="wrap">
                        <Anchor component={Link} to={authorPath(id, referee.author.name)}>
                          {referee.author.name}
                        </Anchor>
                        {referee.labels.includes('custom') && (
                          <Badge size="xs" variant="outline">
                            Custom
                          </Badge>
                        )}
                        {marked.has(id) &&
                          (marksFolderId !== null ? (
                            <Anchor
                              component={Link}
                              to={`/folder/${marksFolderId}/marks?author_id=${id}`}
                              aria-label={`Proposals of the folder where ${referee.author.name} is marked`}
                            >
                              <Badge size="xs" color="teal" style={{ cursor: 'pointer' }}>
                                Referee
                              </Badge>
                            </Anchor>
                          ) : (
                            <Badge size="xs" color="teal">
                              Referee
                            </Badge>
                          ))}
                        <AuthorsGroupBadges groups={referee.authorFromGroupList} />
                      </Group>
                      {rowSize === 'normal' && referee.author.datedAffiliations[0] && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {referee.author.datedAffiliations[0].value}
                        </Text>
                      )}
                      {referee.hideReasons.map((hide) => (
                        <Text key={hide.hiddenAt} size="xs" c="dimmed">
                          Hidden: {HIDE_REASON_TEXT[hide.reason] ?? hide.reason}
                          {hide.comment ? ` (${hide.comment})` : ''}
                        </Text>
                      ))}
                      {referee.excludeReasons.length > 0 && (
                        <Text size="xs" c="dimmed">
                          Left out: {excludeReasonsText(referee.excludeReasons)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    <Score value={referee.score} similarity />
                  </Table.Td>
                  <AuthorMetricCells {...referee} />
                  {showOwnWorks && (
                    <Table.Td ta="right">
                      {referee.ownWorksCount === null ? '–' : <Count value={referee.ownWorksCount} />}
                    </Table.Td>
                  )}
                  {showGender && <Table.Td>{authorGenderDisplay(referee.author).label}</Table.Td>}
                  <Table.Td>
                    <CoiFlags referee={referee} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={open ? 'Hide explanation' : 'Why this candidate'} withArrow>
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={open}
                        aria-label={`${open ? 'Hide' : 'Explain'} ${referee.author.name}`}
                        onClick={() => toggleExpanded(id)}
                      >
                        {open ? '▴' : '▾'}
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <CandidateExplanation
                        referee={referee}
                        onShowCoauthors={() => onShowCoauthors({ id, name: referee.author.name })}
                      />
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
