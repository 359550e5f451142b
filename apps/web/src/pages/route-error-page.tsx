import { Container } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

/** Shown when a page fails to load or render, e.g. after a deployment replaced its chunk. */
export function RouteErrorPage() {
  const error = useRouteError();
  let message = 'Unknown error happened during loading the page.';
  if (isRouteErrorResponse(error)) message = `Unknown error happened during loading the page: ${error.statusText}`;
  else if (error instanceof Error && error.message) message = error.message;
  return (
    <Container size="sm" py="xl">
      <ErrorState message={message} />
    </Container>
  );
}
