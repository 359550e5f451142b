import { Text } from '@mantine/core';

/** The text of an empty list, in place of its rows. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" py="md" ta="center">
      {children}
    </Text>
  );
}
