import { Alert } from '@mantine/core';
import { ApiError, fieldErrorsOf } from '../../app/api-client';
import { NotFoundPage } from '../not-found-page';

/**
 * What the server said of a bad attorney-token link, or null for any other failure: a malformed
 * token is a 400 whose `token` field reads 'This link is not valid.'; an unknown, expired or
 * revoked one a 404 'This link is not valid or has expired.' (README "Author claiming").
 */
export function badAttorneyLinkMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400) return fieldErrorsOf(error).token ?? null;
  if (error.status === 404) return error.serverMessage || null;
  return null;
}

/**
 * A recommender's link that failed to open: a bad link reads as the server's text on the
 * not-found page with a way back, anything else (server down, 500) as an error alert.
 */
export function AttorneyLinkError({ error }: { error: Error }) {
  const badLink = badAttorneyLinkMessage(error);
  if (badLink !== null) return <NotFoundPage message={badLink} />;
  return (
    <Alert color="red" role="alert" title="Error">
      {error.message}
    </Alert>
  );
}
