import { Piscina } from 'piscina';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP = fileURLToPath(new URL('./ts-worker.mjs', import.meta.url));

/**
 * A pool of worker threads running the default export of the TypeScript module `entry`
 * (an absolute path). `data` reaches the workers as `workerData.data` (plain values only).
 */
export function createWorkerPool<T, R>({
  entry,
  data,
  threads,
  name,
}: {
  entry: string;
  data: unknown;
  threads: number;
  name: string;
}): Piscina<T, R> {
  return new Piscina<T, R>({
    filename: BOOTSTRAP,
    name: 'default',
    minThreads: 0,
    maxThreads: threads,
    // Workers of long tasks hold a database connection and caches: keep them a while.
    idleTimeout: 60_000,
    workerData: { entry, data, poolName: name },
  });
}
