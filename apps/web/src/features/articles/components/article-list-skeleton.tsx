import { Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder rows shaped like `ArticleListItem`, while a page of articles loads. */
export function ArticleListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap={0} aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} gap={8} py="sm">
          <Skeleton height={16} width={`${70 - (i % 3) * 10}%`} />
          <Skeleton height={12} width="45%" />
          <Skeleton height={12} width="60%" />
          <Group gap={6}>
            <Skeleton height={18} width={90} radius="sm" />
            <Skeleton height={18} width={120} radius="sm" />
            <Skeleton height={18} width={70} radius="sm" />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
