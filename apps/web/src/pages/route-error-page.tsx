import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

/** What a page whose code is gone after a redeploy says instead of the browser's error. */
export const NEW_VERSION_MESSAGE = 'A new version of sciscope is available.';

/**
 * Whether `error` is a failed load of a page's code (a dynamic import): after a redeploy an open
 * tab asks for chunks the new build no longer has. The browsers word it differently (Chromium
 * "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed"); Vite's preload adds "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

/** Shown when a page fails to load or render, e.g. after a deployment replaced its chunk. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <NewVersionAlert />;
  let message = 'Unknown error happened during loading the page.';
  if (isRouteErrorResponse(error)) message = `Unknown error happened during loading the page: ${error.statusText}`;
  else if (error instanceof Error && error.message) message = error.message;
  return (
    <Container size="sm" py="xl">
      <ErrorState message={message} />
    </Container>
  );
}

/** A reload fetches the new build's index.html, which names the new chunks. */
function NewVersionAlert() {
  return (
    <Container size="sm" py="xl">
      <Alert role="alert" color="blue" variant="light" title={NEW_VERSION_MESSAGE}>
        <Stack gap="sm">
          <Text size="sm">This page belongs to the new version: reload to open it.</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>Reload</Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}
