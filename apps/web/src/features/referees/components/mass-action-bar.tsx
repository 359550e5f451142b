import { Anchor, Button, Group, SegmentedControl, Text } from '@mantine/core';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { RowSize } from './candidates-table';

export interface MassActionBarProps {
  selectedCount: number;
  canHide: boolean;
  /** Proposals whose folder role allows marking. */
  canMark: boolean;
  /** All selected candidates are marked already: the button unmarks. */
  allMarked: boolean;
  canExport: boolean;
  onHide: () => void;
  onMark: () => void;
  onExport: () => void;
  markPending: boolean;
  rowSize: RowSize;
  onRowSize: (size: RowSize) => void;
  /** The vacancy the candidates are found for (`forJob`): offers adding them as applicants. */
  forJob: number | null;
  onAddApplicants: () => void;
  /** Adds every candidate listed, selected or not (spec 04: "singly or in bulk"). */
  onAddAllApplicants: () => void;
  /** Candidates listed: none, nothing to add in bulk. */
  listedCount: number;
  applicantsPending: boolean;
  /** The toolbar itself (focusable from script): where focus goes back after the hide dialog. */
  toolbarRef?: Ref<HTMLDivElement>;
}

/** Actions on the selected candidates (spec 03 sections 4 and 6). */
export function MassActionBar({
  selectedCount,
  canHide,
  canMark,
  allMarked,
  canExport,
  onHide,
  onMark,
  onExport,
  markPending,
  rowSize,
  onRowSize,
  forJob,
  onAddApplicants,
  onAddAllApplicants,
  listedCount,
  applicantsPending,
  toolbarRef,
}: MassActionBarProps) {
  const none = selectedCount === 0;
  return (
    <Group
      ref={toolbarRef}
      tabIndex={-1}
      justify="space-between"
      role="toolbar"
      aria-label="Actions on selected candidates"
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {selectedCount} selected
        </Text>
        {canHide && (
          <Button size="xs" variant="default" disabled={none} onClick={onHide}>
            Hide
          </Button>
        )}
        {canMark && (
          <Button size="xs" variant="default" disabled={none} loading={markPending} onClick={onMark}>
            {allMarked && !none ? 'Unmark as referee' : 'Mark as referee'}
          </Button>
        )}
        {forJob !== null && (
          <>
            <Button size="xs" variant="default" disabled={none} loading={applicantsPending} onClick={onAddApplicants}>
              Add as preliminary applicants
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={listedCount === 0}
              loading={applicantsPending}
              onClick={onAddAllApplicants}
            >
              Add all as preliminary applicants
            </Button>
            <Anchor component={Link} to={`/jobs/${forJob}/applicants/preliminary`} size="xs">
              Preliminary applicants
            </Anchor>
          </>
        )}
        {canExport && (
          <Button size="xs" variant="default" onClick={onExport}>
            Export
          </Button>
        )}
      </Group>
      <SegmentedControl
        size="xs"
        aria-label="Row size"
        value={rowSize}
        data={[
          { value: 'normal', label: 'Normal' },
          { value: 'condensed', label: 'Condensed' },
        ]}
        onChange={(value) => onRowSize(value as RowSize)}
      />
    </Group>
  );
}
