/**
 * A task worker entry for tests of the task workers' heap bound: it keeps allocating objects
 * that stay reachable until the worker runs out of heap, or, for a task id of 0, answers at once.
 */
export default function heapHungryTask({ taskId }: { taskId: number }): string {
  if (taskId === 0) return 'done';
  const kept: { id: number; text: string }[][] = [];
  for (let round = 0; ; round++) {
    kept.push(Array.from({ length: 100_000 }, (_, id) => ({ id, text: `object ${round}:${id}` })));
  }
}
