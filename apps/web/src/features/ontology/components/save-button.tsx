import { Button } from '@mantine/core';
import { saveLabel, type SaveState } from '../../../components/ui/use-save-state';

/**
 * The concept form's save button (spec 02 section 2): idle, 'Saving', 'Done!' for 1.5 s. The
 * cycle is the shared `useSaveState` of every save button; this only draws it.
 */
export function SaveButton({ state, label, disabled }: { state: SaveState; label: string; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={disabled || state === 'working'} color={state === 'done' ? 'green' : undefined}>
      {saveLabel(state, label)}
    </Button>
  );
}
