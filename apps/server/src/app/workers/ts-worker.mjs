// Entry of every worker thread (task workers, read workers). Worker threads do not inherit the
// main thread's tsx loader, so this plain module registers it, then loads the TypeScript
// module named in `workerData.entry` and hands its default export to the pool.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const entry = await import(workerData.entry);
export default entry.default;
