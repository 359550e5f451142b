/**
 * The corpus as the affinity benchmark needs it: per work its text, year, venue file and
 * authors, read once from the corpus files and cached as JSON (keyed by the files' sizes
 * and modification times), so cross-validation runs do not parse 95,000 works each time.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseOpenAlexWork, readLines, stableHash, type HeldOutWork } from '@sciscope/engine';
import { silentProgress, type Progress } from '../app/progress';

/** A corpus work for evaluation. */
export interface BenchCorpusWork extends HeldOutWork {
  title: string;
  abstract: string;
}

const CACHE_VERSION = 1;

function countWords(text: string): number {
  const matches = text.match(/\S+/g);
  return matches ? matches.length : 0;
}

/** Reads every work of the corpus folder (cached under `cacheDir` when given). */
export async function readBenchCorpus({
  dir,
  cacheDir,
  progress = silentProgress,
}: {
  dir: string;
  cacheDir: string | null;
  progress?: Progress;
}): Promise<BenchCorpusWork[]> {
  const files = (await readdir(dir)).filter((name) => /\.jsonl(\.gz)?$/.test(name)).sort();
  const stamps = await Promise.all(
    files.map(async (name) => {
      const info = await stat(join(dir, name));
      return `${name}:${info.size}:${info.mtimeMs}`;
    }),
  );
  const key = stableHash(`${CACHE_VERSION}|${stamps.join('|')}`).toString(36);
  const cacheFile = cacheDir ? join(cacheDir, `corpus-works-${key}.json`) : null;
  if (cacheFile && existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as BenchCorpusWork[];
  const works: BenchCorpusWork[] = [];
  progress.start('reading corpus files', files.length);
  for (const name of files) {
    const venue = name.replace(/^works-/, '').replace(/\.jsonl(\.gz)?$/, '');
    for await (const { line } of readLines(join(dir, name))) {
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) continue;
      const work = parsed.work;
      const abstract = work.abstract ?? '';
      works.push({
        id: work.sourceId,
        title: work.title,
        abstract,
        year: work.year,
        venue,
        abstractWords: countWords(abstract),
        authors: work.authorships.map((a) => ({ externalId: a.externalId, name: a.displayName })),
      });
    }
    progress.increment();
  }
  progress.stop();
  if (cacheFile && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(works));
  }
  return works;
}
