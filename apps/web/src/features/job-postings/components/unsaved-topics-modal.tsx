import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { JOB_MESSAGES } from '@sciscope/contracts';

/**
 * The question before leaving the hiring topics editor with unsaved changes (spec 04 section 4):
 * save and continue, discard, or cancel. The editor asks it for both ways out, its Close button
 * and leaving the page. Cancel has the focus first, so Enter alone neither saves nor discards.
 */
export function UnsavedTopicsModal({
  opened,
  ...choices
}: {
  opened: boolean;
} & ChoicesProps) {
  return (
    <Modal opened={opened} onClose={choices.onCancel} title="Unsaved topics">
      <UnsavedTopicsChoices {...choices} />
    </Modal>
  );
}

interface ChoicesProps {
  /** Saves, then continues or, when saving failed, stays (the editor shows why). */
  onSave: () => Promise<void>;
  onDiscard: () => void;
  onCancel: () => void;
}

/** The dialog's text and its three choices. */
export function UnsavedTopicsChoices({ onSave, onDiscard, onCancel }: ChoicesProps) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Text mb="md">{JOB_MESSAGES.unsavedTopics}</Text>
      <Group>
        <Button loading={saving} onClick={save}>
          Save and continue
        </Button>
        <Button variant="default" color="red" disabled={saving} onClick={onDiscard}>
          Discard
        </Button>
        <Button variant="subtle" disabled={saving} onClick={onCancel} data-autofocus>
          Cancel
        </Button>
      </Group>
    </>
  );
}
