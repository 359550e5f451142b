import cliProgress from 'cli-progress';

/** Reports progress of long work: a bar on a terminal, periodic lines in logs. */
export interface Progress {
  start(label: string, total: number): void;
  increment(by?: number): void;
  stop(): void;
  log(line: string): void;
}

/** A progress bar on stderr when it is a terminal, else a line every 10%. */
export function createCliProgress(): Progress {
  if (!process.stderr.isTTY) return createLogProgress((line) => process.stderr.write(`${line}\n`));
  let bar: cliProgress.SingleBar | null = null;
  return {
    start(label, total) {
      bar = new cliProgress.SingleBar(
        {
          format: `${label.padEnd(22)} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`,
          stream: process.stderr,
          hideCursor: true,
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

/** Progress as log lines: the label with percentage at every 10% step. */
export function createLogProgress(write: (line: string) => void): Progress {
  let label = '';
  let total = 0;
  let value = 0;
  let lastStep = -1;
  let started = 0;
  return {
    start(l, t) {
      label = l;
      total = t;
      value = 0;
      lastStep = -1;
      started = Date.now();
    },
    increment(by = 1) {
      value += by;
      const step = total > 0 ? Math.floor((value / total) * 10) : 10;
      if (step !== lastStep) {
        lastStep = step;
        write(
          `${label}: ${Math.min(100, step * 10)}% (${value}/${total}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    },
    stop() {},
    log: write,
  };
}

/** Progress that reports nothing (tests). */
export const silentProgress: Progress = { start() {}, increment() {}, stop() {}, log() {} };
