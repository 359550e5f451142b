/**
 * Work done in steps: a generator that yields between parts of a long synchronous job, so an
 * async caller can let other work run between them, and a synchronous caller runs them at once.
 */
export type Steps<T> = Generator<void, T, void>;

/** What a stepwise job returns, its steps run at once. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
