import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

/** Nearest-rank percentile of `samples`. */
export function percentileOf(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The server's event-loop delay and its clients' response times while some work ran. */
export interface ResponsivenessFigures {
  seconds: number;
  eventLoop: { p50: number; p99: number; max: number; stalls: Array<{ at: number; ms: number }> };
  requests: {
    count: number;
    p50: number;
    p99: number;
    max: number;
    failures: string[];
    /** The slowest requests: which URL, how long (ms), when (seconds into the work). */
    slowest: SlowRequest[];
  };
}

export interface SlowRequest {
  url: string;
  ms: number;
  at: number;
}

/**
 * Runs `work` while the event-loop delay of this process (perf_hooks, 1 ms resolution) is
 * recorded and a client in a worker thread calls `urls` on the server at `baseUrl`.
 */
export async function measureResponsiveness<R>({
  baseUrl,
  urls,
  intervalMs = 100,
  work,
}: {
  baseUrl: string;
  urls: string[];
  intervalMs?: number;
  work: () => Promise<R>;
}): Promise<{ result: R; figures: ResponsivenessFigures }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const client = new Worker(fileURLToPath(new URL('./bench-client.mjs', import.meta.url)), {
    workerData: { baseUrl, urls, intervalMs },
  });
  const done = new Promise<{ latencies: number[]; failures: string[]; slowest: SlowRequest[] }>((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  });
  const started = performance.now();
  // When the longest delays happen (seconds into the work), to tell start-up from steady state.
  const stalls: Array<{ at: number; ms: number }> = [];
  let last = performance.now();
  const watchdog = setInterval(() => {
    const now = performance.now();
    if (now - last > 60) stalls.push({ at: (last - started) / 1000, ms: now - last - 10 });
    last = now;
  }, 10);
  histogram.enable();
  let result: R;
  try {
    result = await work();
  } finally {
    histogram.disable();
    clearInterval(watchdog);
    client.postMessage('stop');
  }
  const seconds = (performance.now() - started) / 1000;
  const { latencies, failures, slowest } = await done;
  await client.terminate();
  const ms = (ns: number) => ns / 1e6;
  return {
    result,
    figures: {
      seconds,
      eventLoop: {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        stalls: stalls.sort((a, b) => b.ms - a.ms).slice(0, 5),
      },
      requests: {
        count: latencies.length,
        p50: percentileOf(latencies, 50),
        p99: percentileOf(latencies, 99),
        max: Math.max(0, ...latencies),
        failures,
        slowest,
      },
    },
  };
}

/** Requests a user of the server would make while it loads: status, search, autocomplete, health. */
export function benchRequestUrls(): string[] {
  const words = [
    'learning',
    'robot',
    'graph',
    'neural',
    'vision',
    'language',
    'planning',
    'segmentation',
    'reinforcement',
    'kernel',
  ];
  const urls: string[] = [];
  words.forEach((word, i) => {
    urls.push(
      '/api/status',
      `/api/search?q=${word}`,
      '/api/health',
      `/api/autocomplete/concepts?query=${word.slice(0, 3 + (i % 3))}`,
    );
  });
  return urls;
}
