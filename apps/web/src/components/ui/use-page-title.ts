import { useDocumentTitle } from '@mantine/hooks';

/** Sets the browser tab title to "{title} · sciscope". */
export function usePageTitle(title: string): void {
  useDocumentTitle(title ? `${title} · sciscope` : 'sciscope');
}
