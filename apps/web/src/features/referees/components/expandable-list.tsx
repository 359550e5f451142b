import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { expandableVisibleCount } from '../referees-display';

/** A list shown 5 items at a time (a remainder of 2 or fewer at once), spec 03 section 9. */
export function ExpandableList<T>({
  items,
  render,
  label,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const [steps, setSteps] = useState(0);
  const visible = expandableVisibleCount(items.length, steps);
  return (
    <Stack gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.slice(0, visible).map((item, index) => (
        <li key={index}>{render(item, index)}</li>
      ))}
      {visible < items.length && (
        <li>
          <Button size="compact-xs" variant="subtle" onClick={() => setSteps((s) => s + 1)}>
            Show more ({items.length - visible})
          </Button>
        </li>
      )}
    </Stack>
  );
}
