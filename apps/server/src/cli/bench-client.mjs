// A request client for the import bench, run in a worker thread so that its own work never
// shows in the measured server's event loop. It calls `urls` in turn, one request every
// `intervalMs`, and on 'stop' posts back the latencies (ms), the failures and the slowest requests
// (which URL, how long, when: seconds since the client started).
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, urls, intervalMs } = workerData;
const latencies = [];
const failures = [];
/** The slowest requests so far, longest first. */
const slowest = [];
const SLOWEST = 5;
const clientStarted = performance.now();
let running = true;
let i = 0;

parentPort.on('message', (message) => {
  if (message === 'stop') running = false;
});

while (running) {
  const url = urls[i++ % urls.length];
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`);
    await response.arrayBuffer();
    if (response.status >= 500) failures.push(`${url}: ${response.status}`);
  } catch (error) {
    failures.push(`${url}: ${error.message}`);
  }
  const ms = performance.now() - started;
  latencies.push(ms);
  if (slowest.length < SLOWEST || ms > slowest[slowest.length - 1].ms) {
    slowest.push({ url, ms, at: (started - clientStarted) / 1000 });
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, SLOWEST);
  }
  const wait = intervalMs - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
parentPort.postMessage({ latencies, failures, slowest });
