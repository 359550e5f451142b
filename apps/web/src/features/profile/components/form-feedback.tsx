import { Alert, Text } from '@mantine/core';

/** Under a form: the error that belongs to no field, or the passing success message. */
export function FormFeedback({ error, success }: { error: string | null; success: string | null }) {
  if (error) {
    return (
      <Alert role="alert" color="red" variant="light">
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Text role="status" size="sm" c="teal.8">
        {success}
      </Text>
    );
  }
  return null;
}
