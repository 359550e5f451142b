import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A question before a step that cannot be undone (revoking a token, removing a member):
 * the title asks, the text says what will happen, and only the confirm button acts. Keep it
 * mounted and drive `opened`, so Mantine puts focus back on the button that opened it.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  /** The question, e.g. 'Revoke this token?'. */
  title: string;
  /** What will happen, naming the object. */
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        {error && (
          <Alert role="alert" color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
