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

/** The longest stretch a loop on the server's thread runs before it lets requests in (ms). */
export const TURN_BUDGET_MS = 20;

/**
 * For a long loop on the server's thread whose pieces cost more on a slower machine (a fixed
 * count per turn took 30 ms on one and 120 ms on another): `due` says when `budgetMs` have
 * passed since the last turn, `take` lets the event loop take one.
 */
export function createTurnTaker(budgetMs = TURN_BUDGET_MS): { readonly due: boolean; take(): Promise<void> } {
  let since = performance.now();
  return {
    get due() {
      return performance.now() - since >= budgetMs;
    },
    async take() {
      await nextTurn();
      since = performance.now();
    },
  };
}
