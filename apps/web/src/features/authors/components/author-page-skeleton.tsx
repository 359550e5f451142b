import { Grid, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ArticleListSkeleton } from '../../articles/components/article-list-skeleton';

/** The author page's shape while the author loads. */
export function AuthorPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading author">
      <Stack gap={8}>
        <Skeleton height={30} width={280} />
        <Group gap="xl">
          <Skeleton height={12} width={140} />
          <Skeleton height={12} width={140} />
          <Skeleton height={12} width={180} />
        </Group>
        <Skeleton height={12} width="50%" />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={82} radius="sm" />
        ))}
      </SimpleGrid>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ArticleListSkeleton rows={4} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={340} radius="sm" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
