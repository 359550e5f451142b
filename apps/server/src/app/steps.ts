import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '@sciscope/engine';

/**
 * Runs one of the engine's stepwise jobs (`conceptMatcherSteps`, `representationModelLoader`)
 * on the server's thread, letting the event loop take a turn between its steps so that
 * requests are answered while it runs.
 */
export async function runStepsYielding<T>(steps: Steps<T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}
