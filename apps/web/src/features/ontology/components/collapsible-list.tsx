import { Anchor, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A long list of concepts collapses (spec 02 sections 2 and 9): past `threshold` items only
 * `shown` are listed, with 'show N more →' and '← collapse'.
 */
export function CollapsibleList<T>({
  items,
  render,
  threshold = 20,
  shown = 15,
  empty = null,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  threshold?: number;
  shown?: number;
  empty?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return <>{empty}</>;
  const collapses = items.length > threshold;
  const visible = collapses && !open ? items.slice(0, shown) : items;
  return (
    <Group gap={6} wrap="wrap">
      {visible.map(render)}
      {collapses && (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen((o) => !o)}>
          {open ? '← collapse' : `show ${items.length - shown} more →`}
        </Anchor>
      )}
    </Group>
  );
}
