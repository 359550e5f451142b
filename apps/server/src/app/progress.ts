import cliProgress from 'cli-progress';

/**
 * Reports progress of long work and lets it be cancelled. Long work (imports, rescans,
 * digests) receives one: run as a background task it is backed by the task's row (see
 * modules/tasks); run directly it draws a bar or writes log lines.
 */
export interface Progress {
  /**
   * Starts a step of `total` units (0: not known); the label is the step shown to users.
   * `unit` says what a unit is when it is not one of the things the label names: a display
   * shows bytes as sizes (kB, MB), not as a count of works.
   */
  start(label: string, total: number, unit?: ProgressUnit): void;
  increment(by?: number): void;
  stop(): void;
  log(line: string): void;
  /** Named counters of the work so far (works imported, pairs written, ...); merged by name. */
  count(counts: Record<string, number>): void;
  /**
   * Throws `TaskCancelledError` once cancellation was requested. Work calls it between
   * units it can stop after (an import between committed batches), never inside one.
   */
  checkpoint(): Promise<void>;
}

/** What the done/total of a step count: the things its label names, or bytes of its input. */
export type ProgressUnit = 'items' | 'bytes';

/** `bytes` as a size a person reads at a glance: '812 B', '4.9 kB', '1.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index++;
  }
  return `${value.toFixed(1)} ${units[index]}`;
}

/** Done of total in the step's unit: '250/1000' items, '4.9 kB of 9.8 kB' read. */
export function formatAmount(done: number, total: number, unit: ProgressUnit = 'items'): string {
  return unit === 'bytes' ? `${formatBytes(done)} of ${formatBytes(total)} read` : `${done}/${total}`;
}

/** Thrown by `Progress.checkpoint()` when the user cancelled the work. */
export class TaskCancelledError extends Error {
  constructor() {
    super('Cancelled by a user.');
    this.name = 'TaskCancelledError';
  }
}

const notCancellable = { count() {}, checkpoint: async () => {} };

/** A progress bar on stderr when it is a terminal, else a line every 10%. */
export function createCliProgress(): Progress {
  if (!process.stderr.isTTY) return createLogProgress((line) => process.stderr.write(`${line}\n`));
  let bar: cliProgress.SingleBar | null = null;
  return {
    ...notCancellable,
    start(label, total, unit = 'items') {
      bar?.stop();
      // Without a known total, a bar would sit at 100% from the first unit: the count alone.
      const amount = total > 0 ? '[{bar}] {percentage}% | {value}/{total}' : '{value}';
      bar = new cliProgress.SingleBar(
        {
          format: `${label.padEnd(22)} ${amount} | {duration_formatted}`,
          stream: process.stderr,
          hideCursor: true,
          formatValue: (value, options, type) =>
            unit === 'bytes' && (type === 'value' || type === 'total')
              ? formatBytes(value)
              : cliProgress.Format.ValueFormat(value, options, type),
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    increment(by = 1) {
      bar?.increment(by);
    },
    stop() {
      bar?.stop();
      bar = null;
    },
    log(line) {
      process.stderr.write(`${line}\n`);
    },
  };
}

/** How often a step without a known total writes its count. */
const UNKNOWN_TOTAL_LINE_MS = 1000;

/**
 * Progress as log lines: the label with percentage at every 10% step; a step without a known
 * total writes its count instead (at most once a second, and its last count when it stops).
 */
export function createLogProgress(write: (line: string) => void, now: () => number = Date.now): Progress {
  let label = '';
  let total = 0;
  let unit: ProgressUnit = 'items';
  let value = 0;
  let lastStep = -1;
  let started = 0;
  let lastLine = { at: 0, value: 0 };
  const seconds = () => `${((now() - started) / 1000).toFixed(1)} s`;
  const writeCount = () => {
    lastLine = { at: now(), value };
    write(`${label}: ${unit === 'bytes' ? `${formatBytes(value)} read` : value} (${seconds()})`);
  };
  return {
    ...notCancellable,
    start(l, t, u = 'items') {
      label = l;
      total = t;
      unit = u;
      value = 0;
      lastStep = -1;
      started = now();
      lastLine = { at: 0, value: 0 };
    },
    increment(by = 1) {
      value += by;
      if (total <= 0) {
        if (lastLine.value === 0 || now() - lastLine.at >= UNKNOWN_TOTAL_LINE_MS) writeCount();
        return;
      }
      const step = Math.floor((value / total) * 10);
      if (step !== lastStep) {
        lastStep = step;
        write(`${label}: ${Math.min(100, step * 10)}% (${formatAmount(value, total, unit)}, ${seconds()})`);
      }
    },
    stop() {
      if (total <= 0 && value > lastLine.value) writeCount();
    },
    log: write,
  };
}

/** Progress that reports nothing and is never cancelled (tests, nested work). */
export const silentProgress: Progress = { ...notCancellable, start() {}, increment() {}, stop() {}, log() {} };
