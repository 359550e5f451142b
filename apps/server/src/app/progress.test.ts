import { describe, expect, it } from 'vitest';
import { createLogProgress, formatBytes } from './progress';

describe('progress as log lines', () => {
  it('shows a step counting bytes as sizes read, not as a count of the things its label names', () => {
    const lines: string[] = [];
    const progress = createLogProgress(
      (line) => lines.push(line),
      () => 0,
    );
    progress.start('importing works', 4971, 'bytes');
    progress.increment(4971);
    expect(lines).toEqual(['importing works: 100% (5.0 kB of 5.0 kB read, 0.0 s)']);
  });

  it('counts items as n/N', () => {
    const lines: string[] = [];
    const progress = createLogProgress(
      (line) => lines.push(line),
      () => 0,
    );
    progress.start('finding concepts', 20);
    for (let i = 0; i < 20; i++) progress.increment();
    expect(lines[0]).toBe('finding concepts: 0% (1/20, 0.0 s)');
    expect(lines.at(-1)).toBe('finding concepts: 100% (20/20, 0.0 s)');
  });

  it('shows a step without a known total as a count, never as 100% of 0, and its last count when it stops', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = createLogProgress(
      (line) => lines.push(line),
      () => clock,
    );
    progress.start('sending recommendation requests', 0);
    progress.increment();
    clock = 200;
    progress.increment();
    progress.increment();
    progress.stop();
    expect(lines).toEqual(['sending recommendation requests: 1 (0.0 s)', 'sending recommendation requests: 3 (0.2 s)']);
    expect(lines.join('\n')).not.toContain('/0');
  });
});

describe('formatBytes', () => {
  it('reads as a size', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(4971)).toBe('5.0 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(250_000_000)).toBe('250.0 MB');
  });
});
