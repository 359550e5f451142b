import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRestoreFocus } from './use-restore-focus';

/**
 * A question before a step that cannot be undone (revoking a token, removing a member,
 * deleting): the title asks, the text says what will happen, and only the confirm button acts.
 * Cancel has the focus first, so Enter alone never confirms. Focus goes back to the opener on
 * close, whether the dialog is kept mounted (`opened` driven: Mantine does it) or rendered only
 * while open.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
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
  /** What not confirming keeps, when 'Cancel' says too little ('Keep the claim'). */
  cancelLabel?: string;
  color?: string;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  useRestoreFocus(opened);
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
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
