import { MESSAGES } from '@sciscope/contracts';
import { Alert } from '@mantine/core';

/** What a user sees on a page their role does not open. */
export function ForbiddenState() {
  return (
    <Alert role="alert" color="red" variant="light">
      {MESSAGES.forbidden}
    </Alert>
  );
}
