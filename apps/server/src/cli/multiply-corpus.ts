// Writes the synthetic copies that make the default corpus k times larger (see the engine's
// corpus-multiplier.ts), one `works-x<copy>.jsonl.gz` per copy, for benchmarks at scale:
//   npm run corpus:multiply -- --factor 10 --out DIR [--data DATA_DIR]
// DIR/corpus then holds copies 1 … k−1; with the real files that is the k× corpus.
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { createCorpusMultiplier, parseOpenAlexWork, readLines, type SeedWork } from '@sciscope/engine';
import { loadConfig } from '../app/config';

/** The real corpus files of a datasets folder. */
export function corpusFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'corpus');
  return readdirSync(dir)
    .filter((f) => /^works-.*\.jsonl(\.gz)?$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/** Reads the real corpus as seed works. */
export async function readSeedWorks(files: string[]): Promise<SeedWork[]> {
  const seeds: SeedWork[] = [];
  for (const file of files) {
    for await (const { line } of readLines(file)) {
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) continue;
      const w = parsed.work;
      seeds.push({
        title: w.title,
        abstract: w.abstract,
        year: w.year,
        venue: w.venue?.name ?? null,
        venueType: w.venue?.type ?? null,
        citations: w.citationsCount,
        authors: w.authorships.map((a) => ({
          name: a.displayName,
          institutions: a.institutions.map((i) => ({ name: i.name, countryCode: i.countryCode })),
        })),
      });
    }
  }
  return seeds;
}

/**
 * Writes copies 1 … factor−1 of the corpus of `dataDir` into `outDir`, one gzip file per copy;
 * returns the files. The same arguments write the same files.
 */
export async function multiplyCorpus({
  dataDir,
  factor,
  outDir,
  log = () => {},
}: {
  dataDir: string;
  factor: number;
  outDir: string;
  log?: (line: string) => void;
}): Promise<string[]> {
  const seeds = await readSeedWorks(corpusFiles(dataDir));
  const multiplier = createCorpusMultiplier({ seeds });
  mkdirSync(outDir, { recursive: true });
  const files: string[] = [];
  for (let copy = 1; copy < factor; copy++) {
    const file = join(outDir, `works-x${String(copy).padStart(2, '0')}.jsonl.gz`);
    const gzip = createGzip();
    const done = once(gzip.pipe(createWriteStream(file)), 'finish');
    for (let i = 0; i < seeds.length; i++) {
      if (!gzip.write(`${JSON.stringify(multiplier.work(copy, i))}\n`)) await once(gzip, 'drain');
    }
    gzip.end();
    await done;
    files.push(file);
    log(`copy ${copy} of ${factor - 1}: ${seeds.length} works → ${file}`);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const factor = Number(option('--factor') ?? 10);
  const out = option('--out');
  const dataDir = option('--data') ? resolve(option('--data')!) : loadConfig().dataDir;
  if (!out || !dataDir || !Number.isInteger(factor) || factor < 2) {
    console.error('Usage: npm run corpus:multiply -- --factor K --out DIR [--data DATA_DIR]  (K ≥ 2)');
    process.exit(2);
  }
  await multiplyCorpus({ dataDir, factor, outDir: resolve(out), log: console.log });
}
