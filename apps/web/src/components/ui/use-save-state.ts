import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Done!' stays on a save button (spec 01 section 9, spec 02 section 9). */
export const DONE_MESSAGE_MS = 1500;

export type SaveState = 'idle' | 'working' | 'done';

/**
 * A save button's states, the same for every save button the specs describe (the monitoring's,
 * spec 01 section 4; the concept form's, spec 02 section 2): idle, working ('Saving' or
 * 'Loading'), done ('Done!' for 1.5 s, then idle). `run` wraps the work; a failure goes back to
 * idle and is rethrown. The state lives in the component that calls this hook, so that component
 * must stay mounted through the save for 'Done!' to show.
 */
export function useSaveState(): [SaveState, <T>(work: () => Promise<T>) => Promise<T>] {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    clearTimeout(timer.current);
    setState('working');
    try {
      const result = await work();
      setState('done');
      timer.current = setTimeout(() => setState('idle'), DONE_MESSAGE_MS);
      return result;
    } catch (error) {
      setState('idle');
      throw error;
    }
  }, []);
  return [state, run];
}

/** The label of a button in `state`: its idle label, the working label, or 'Done!'. */
export function saveLabel(state: SaveState, idle: string, working = 'Saving'): string {
  return state === 'working' ? working : state === 'done' ? 'Done!' : idle;
}
