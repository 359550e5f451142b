import { SAVED_SEARCH_LIMITS } from '@sciscope/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useRestoreFocus } from '../../../components/ui/use-restore-focus';

/** Asks for a saved search's name; Enter submits. Closing puts focus back on the button that opened it. */
export function NameDialog({
  opened,
  title,
  initialName,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  useRestoreFocus();
  const [name, setName] = useState(initialName);
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setLocalError('Name is required.');
      return;
    }
    setLocalError(null);
    onSubmit(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            data-autofocus
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
            onChange={(event) => setName(event.currentTarget.value)}
            error={localError ?? error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
