import { Button, Group, Select, TextInput } from '@mantine/core';
import { formatDateRange, rangeErrors, splitDateRange } from '@sciscope/engine/monitoring';
import { useState } from 'react';

/**
 * The date choices in words. Day, week and month go by the day an article came into sciscope
 * (most works carry only a publication year), so they say "Added"; the others go by publication.
 */
export const DATE_CHOICES = [
  { value: 'day', label: 'Added today (last 24 hours)', short: 'Added today' },
  { value: 'week', label: 'Added this week', short: 'Added this week' },
  { value: 'month', label: 'Added this month', short: 'Added this month' },
  { value: '1year', label: 'Published in the last year', short: 'Last year' },
  { value: '5years', label: 'Published in the last 5 years', short: 'Last 5 years' },
  { value: 'all', label: 'All time', short: 'All time' },
  { value: 'range', label: 'Published between…', short: 'Published between' },
];

/** The date choice of a monitoring in a few words; a range as "YYYY/MM/DD – YYYY/MM/DD". */
export function dateText(date: string): string {
  return DATE_CHOICES.find((c) => c.value === date)?.short ?? date.replace('-', ' – ');
}

/**
 * The date of the results (spec 01 sections 3-5): a choice, or a range of two YYYY/MM/DD days
 * (both checked: mask, digits, month 1-12, day 1-31). Apply stays disabled until something
 * changed, and while a range is not valid.
 */
export function DateFilter({ applied, onApply }: { applied: string; onApply: (date: string) => void }) {
  const appliedRange = splitDateRange(applied);
  const [choice, setChoice] = useState(appliedRange ? 'range' : applied);
  const [start, setStart] = useState(appliedRange?.start ?? '');
  const [end, setEnd] = useState(appliedRange?.end ?? '');
  const errors = choice === 'range' ? rangeErrors(start, end) : { start: null, end: null };
  const next = choice === 'range' ? formatDateRange(start, end) : choice;
  const valid = errors.start === null && errors.end === null;
  return (
    <Group gap="xs" align="flex-start" component="section" aria-label="Date">
      <Select
        size="xs"
        w={230}
        aria-label="Date"
        data={DATE_CHOICES}
        value={choice}
        allowDeselect={false}
        onChange={(value) => value && setChoice(value)}
      />
      {choice === 'range' && (
        <>
          <TextInput
            size="xs"
            w={130}
            aria-label="Start (YYYY/MM/DD)"
            placeholder="YYYY/MM/DD"
            value={start}
            error={start !== '' || end !== '' ? errors.start : null}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
          <TextInput
            size="xs"
            w={130}
            aria-label="End (YYYY/MM/DD)"
            placeholder="YYYY/MM/DD"
            value={end}
            error={start !== '' || end !== '' ? errors.end : null}
            onChange={(event) => setEnd(event.currentTarget.value)}
          />
        </>
      )}
      <Button size="xs" variant="default" disabled={!valid || next === applied} onClick={() => onApply(next)}>
        Apply
      </Button>
    </Group>
  );
}
