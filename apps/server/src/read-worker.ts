import { BroadcastChannel, threadId, workerData } from 'node:worker_threads';
import { move } from 'piscina';
import { openDatabaseAt } from './app/database/kysely';
import type { ReadTask, ReadWorkerData } from './app/reads/read-executor';
import { answerRead, createReadScope, type ReadOutcome } from './app/reads/read-operation';
import { READ_OPERATIONS } from './read-registry';

/**
 * A read worker thread (see app/reads/read-executor.ts): opens its own connection to the
 * server's database, warms up (the concept matcher), then answers the reads the pool hands it.
 */
const { source, readyChannel } = (workerData as { data: ReadWorkerData }).data;
const scope = createReadScope({ db: openDatabaseAt(source, { max: 4 }) });

const warming = Promise.allSettled([...READ_OPERATIONS.values()].map((operation) => operation.warm?.(scope)));
// Warm: the executor's `ready` counts this thread (the server listens once every worker is).
void warming.then(() => {
  const channel = new BroadcastChannel(readyChannel);
  channel.postMessage(threadId);
  channel.close();
});

export default async function answerReadInWorker({ name, args }: ReadTask): Promise<ReadOutcome> {
  await warming;
  const operation = READ_OPERATIONS.get(name);
  if (!operation) throw new Error(`unknown read operation "${name}"`);
  const outcome = await answerRead(operation, args as never, scope);
  // The body's bytes move to the main thread instead of being copied.
  return ArrayBuffer.isView(outcome) ? (move(outcome) as Uint8Array) : outcome;
}
