import { Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

/**
 * The page's one h1, also used as the browser tab title. A long name without spaces (a folder,
 * a vacancy) breaks where it must rather than making the page wider than a phone's window.
 */
export function PageTitle({ children }: { children: string }) {
  usePageTitle(children);
  return (
    <Title order={1} size="h2" mb="md" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}
