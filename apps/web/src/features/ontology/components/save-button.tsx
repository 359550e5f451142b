import { ONTOLOGY_CONSTANTS } from '@sciscope/contracts';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'loading' | 'done';

/** The save button's cycle (spec 02 section 2): idle, 'Saving' or 'Loading', 'Done!' for 1.5 s. */
export function SaveButton({
  state,
  label,
  onIdle,
  disabled,
}: {
  state: SaveState;
  label: string;
  onIdle: () => void;
  disabled?: boolean;
}) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => {
      onIdle();
      tick((n) => n + 1);
    }, ONTOLOGY_CONSTANTS.doneMs);
    return () => clearTimeout(timer);
  }, [state, onIdle]);
  const text = state === 'saving' ? 'Saving' : state === 'loading' ? 'Loading' : state === 'done' ? 'Done!' : label;
  return (
    <Button
      type="submit"
      disabled={disabled || state === 'saving' || state === 'loading'}
      color={state === 'done' ? 'green' : undefined}
    >
      {text}
    </Button>
  );
}
