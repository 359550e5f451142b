import { Button, Group, Text } from '@mantine/core';

/** First / Prev / Next with 'Page x / y' (spec 02 section 2): Prev below one page is disabled, Next at the end. */
export function Pager({
  offset,
  total,
  pageSize,
  onOffset,
}: {
  offset: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group gap="xs" aria-label="Pages">
      <Button size="compact-sm" variant="default" disabled={offset === 0} onClick={() => onOffset(0)}>
        First
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={offset < pageSize}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Prev
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </Button>
      <Text size="sm">
        Page {page} / {pages}
      </Text>
    </Group>
  );
}
