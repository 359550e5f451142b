import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * A delete that asks first, inline: the first click only shows the question ('Delete this
 * proposal?') with 'Yes, delete' and 'Keep it'. Proposals and the panel composer use it.
 */
export function ConfirmDelete({
  label,
  question,
  pending,
  onConfirm,
  size = 'compact-xs',
}: {
  /** The button's text, e.g. 'Delete PE8'. */
  label: string;
  /** The question, e.g. 'Delete this subpanel?'. */
  question: string;
  pending: boolean;
  onConfirm: () => void;
  size?: 'compact-xs' | 'compact-sm' | 'xs' | 'sm';
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button size={size} variant="subtle" color="red" onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Text size="sm">{question}</Text>
      <Button color="red" size={size} loading={pending} onClick={onConfirm}>
        Yes, delete
      </Button>
      <Button variant="default" size={size} disabled={pending} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </Group>
  );
}
