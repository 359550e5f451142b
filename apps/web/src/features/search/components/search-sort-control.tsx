import type { SearchSort } from '@sciscope/contracts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

const SORT_OPTIONS: Array<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date', label: 'Date' },
  { value: 'citations', label: 'Citations' },
];

function isSort(value: string): value is SearchSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** The order of the results: best match, newest first, most cited first. */
export function SearchSortControl({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" id={labelId}>
        Sort by
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => {
          if (isSort(next)) onChange(next);
        }}
        data={SORT_OPTIONS}
      />
    </Group>
  );
}
