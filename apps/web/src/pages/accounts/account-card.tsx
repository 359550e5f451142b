import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/ui/use-page-title';

/** The narrow card the account pages share. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Paper withBorder radius="md" p="xl" maw={420} mx="auto" mt="xl">
      <Title order={1} size="h3" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
