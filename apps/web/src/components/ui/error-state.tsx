import { Alert } from '@mantine/core';

/** A failed load (spec 01 section 8): the heading 'Error' and the message. */
export function ErrorState({ message }: { message: string }) {
  return (
    <Alert role="alert" color="red" variant="light" title="Error">
      {message}
    </Alert>
  );
}
