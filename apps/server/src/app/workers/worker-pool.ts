import { Piscina } from 'piscina';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP = fileURLToPath(new URL('./ts-worker.mjs', import.meta.url));

/**
 * A pool of worker threads running the default export of the TypeScript module `entry`
 * (an absolute path). `data` reaches the workers as `workerData.data` (plain values only).
 * With `keepAlive` all `threads` start at once and never idle out (request-serving pools);
 * otherwise they start on demand and stop after a minute without work (background tasks).
 * `heapMb` bounds each worker's heap (V8's old generation); a worker that needs more dies
 * with `ERR_WORKER_OUT_OF_MEMORY` and its task's promise rejects.
 */
export function createWorkerPool<T, R>({
  entry,
  data,
  threads,
  name,
  keepAlive = false,
  concurrentTasksPerWorker = 1,
  heapMb = 0,
}: {
  entry: string;
  data: unknown;
  threads: number;
  name: string;
  keepAlive?: boolean;
  concurrentTasksPerWorker?: number;
  heapMb?: number;
}): Piscina<T, R> {
  return new Piscina<T, R>({
    filename: BOOTSTRAP,
    name: 'default',
    minThreads: keepAlive ? threads : 0,
    maxThreads: threads,
    // Workers hold a database connection and caches: keep them a while, or for good.
    idleTimeout: keepAlive ? Number.POSITIVE_INFINITY : 60_000,
    concurrentTasksPerWorker,
    // Idle workers wait for tasks without blocking their event loop, so work they started in
    // the background (a cache rebuild) goes on between tasks.
    atomics: keepAlive ? 'async' : 'sync',
    workerData: { entry, data, poolName: name },
    ...(heapMb > 0 ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
  });
}
