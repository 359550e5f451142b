import type { Referee } from '@sciscope/contracts';
import { ActionIcon, Checkbox, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Count } from '../../articles/components/count';
import { AuthorMetricCells } from '../../articles/components/author-metric-cells';
import { Score } from '../../articles/components/score';
import { authorGenderDisplay } from '../../authors/author-rules';
import { CandidateExplanation } from './candidate-explanation';
import { CandidateNameCell } from './candidate-name-cell';
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
  /**
   * A phone-sized screen (`useNarrowScreen`): the figures and the conflicts go under the name
   * instead of into columns, so the name, score, conflicts and details fit the width without
   * sideways scrolling, and an explanation opens within the screen (walk 20).
   */
  narrow?: boolean;
}

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
  narrow = false,
}: CandidatesTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const ids = referees.map((r) => r.author.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const columns = narrow ? 5 : 9 + (showOwnWorks ? 1 : 0) + (showGender ? 1 : 0);
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    // On a wide screen too narrow for every column the table scrolls sideways inside its own
    // container, not the page (positioned, so that the visually hidden header text is clipped
    // with the rest); a narrow screen's layout fits without.
    <Table.ScrollContainer minWidth={narrow ? 0 : 720} type="native" pos="relative">
      <Table
        aria-label="Candidates"
        verticalSpacing={rowSize === 'condensed' ? 2 : 'xs'}
        horizontalSpacing={narrow ? 6 : 'xs'}
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
            {!narrow && (
              <>
                <Table.Th ta="right">Articles</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  h-index
                </Table.Th>
                <Table.Th ta="right">Citations</Table.Th>
                {showOwnWorks && <Table.Th ta="right">Own works</Table.Th>}
                {showGender && <Table.Th>Gender</Table.Th>}
                <Table.Th>Conflicts of interest</Table.Th>
              </>
            )}
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
                    <CandidateNameCell
                      referee={referee}
                      marked={marked.has(id)}
                      marksFolderId={marksFolderId}
                      condensed={rowSize === 'condensed'}
                      narrow={narrow}
                      showOwnWorks={showOwnWorks}
                      showGender={showGender}
                    />
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    <Score value={referee.score} similarity />
                  </Table.Td>
                  {!narrow && (
                    <>
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
                    </>
                  )}
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
                    {/* Long titles and words break inside the cell rather than widen the table. */}
                    <Table.Td colSpan={columns} style={{ overflowWrap: 'anywhere' }}>
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
