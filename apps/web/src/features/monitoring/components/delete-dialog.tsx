import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Delete asks in an alert dialog (a modal dialog that traps focus, Cancel focused first); its
 * errors show there too (spec 01 sections 2 and 8).
 */
export function DeleteDialog({
  opened,
  title,
  onCancel,
  onConfirm,
  pending,
  error,
}: {
  opened: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete monitoring">
      <Stack gap="sm">
        <Text>{`Delete the monitoring “${title}”? Its digests stop too. This cannot be undone.`}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
