/**
 * `npm run bench:affinity -- --command`: `sciscope affinity` as it stands, run on each draw
 * of the development split (in this process, against the database of SCISCOPE_RUNTIME_DIR /
 * DATABASE_URL), with the time of each run and the loss of what it wrote.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeExpertiseLoss, computePairAccuracy } from '@sciscope/engine';
import { runAffinityCommand } from './affinity.command';
import type { BenchContext } from './bench-affinity-context';

/** Runs the command per draw and reports loss, pair accuracy and run times. */
export async function runCommandBenchmark(context: BenchContext, benchmarkDir: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'sciscope-affinity-command-'));
  const lines = ['sciscope affinity per draw (stored model when the database has one)'];
  const losses: number[] = [];
  const seconds: number[] = [];
  const pairs = { easy: { correct: 0, total: 0 }, hard: { correct: 0, total: 0 } };
  try {
    for (const split of context.splits) {
      const file = join(out, `${split.name}.json`);
      const started = performance.now();
      const code = await runAffinityCommand([
        '--submissions',
        join(benchmarkDir, split.name, 'submissions.json'),
        '--archives',
        join(benchmarkDir, split.name, 'archives'),
        '--out',
        file,
      ]);
      seconds.push((performance.now() - started) / 1000);
      if (code !== 0) throw new Error(`sciscope affinity failed on ${split.name} (exit ${code})`);
      const predictions = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, number>>;
      const loss = computeExpertiseLoss({ ratings: context.ratings, predictions });
      losses.push(loss.loss);
      for (const regime of ['easy', 'hard'] as const) {
        const accuracy = computePairAccuracy({ ratings: context.ratings, predictions, regime });
        pairs[regime].correct += accuracy.correct;
        pairs[regime].total += accuracy.total;
      }
      lines.push(`  ${split.name.padEnd(8)} loss ${loss.loss.toFixed(3)}  ${(seconds.at(-1) as number).toFixed(1)} s`);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  lines.push(
    `  mean loss ${mean(losses).toFixed(3)}, easy pairs ${(pairs.easy.correct / pairs.easy.total).toFixed(3)}, hard pairs ${(pairs.hard.correct / pairs.hard.total).toFixed(3)}; ` +
      `per run ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s`,
  );
  return lines.join('\n');
}
