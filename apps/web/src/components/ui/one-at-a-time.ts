import { useState } from 'react';

/**
 * A gate that lets one piece of work run at a time: `run` starts `work` unless one started
 * before is still on its way, and answers whether it started it. The work's failure is not
 * rethrown (the mutation that failed shows its error); `onBusy` hears when the gate closes and
 * opens again.
 */
export function createOneAtATime(onBusy: (busy: boolean) => void = () => {}) {
  let running = false;
  return {
    run(work: () => Promise<unknown>): boolean {
      if (running) return false;
      running = true;
      onBusy(true);
      void (async () => {
        try {
          await work();
        } catch {
          // Shown by whoever owns the work (the mutation's `error`).
        } finally {
          running = false;
          onBusy(false);
        }
      })();
      return true;
    },
    get running() {
      return running;
    },
  };
}

/**
 * A submit that sends one request at a time. A mutation's `isPending` (and so a button's
 * disabled state) shows only at a render after the click, when a double click's second click has
 * already been taken: this gate closes at the first click, at once. `busy` is for the buttons.
 */
export function useOneAtATime(): {
  busy: boolean;
  run: (work: () => Promise<unknown>) => boolean;
  /** Whether work is on its way now (`busy` is the same a render later). */
  running: () => boolean;
} {
  const [busy, setBusy] = useState(false);
  const [gate] = useState(() => createOneAtATime(setBusy));
  return { busy, run: gate.run, running: () => gate.running };
}
