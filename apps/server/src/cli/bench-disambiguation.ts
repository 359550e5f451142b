// Author disambiguation as the importer does it — streamed in batches, each batch clustered
// with the stored authors of its name blocks as anchors — measured against the author ids the
// corpus publishes (ACL Anthology, OpenReview, IEEE): the ids are stripped from the input,
// the corpus is imported into a fresh SQLite database, and the stored authorships are
// compared with the hidden ids (pairwise and B-cubed precision, recall, F1).
// Run: npm run bench:disambiguation [-- --batch-size=N[,M...]] [-- CORPUS_DIR]
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { once } from 'node:events';
import { clusteringScores, parseOpenAlexWork, readLines, type ClusteringScores } from '@sciscope/engine';
import { openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { silentProgress } from '../app/progress';
import { importWorks } from '../modules/corpus/works-import.usecases';
import { createBenchRepository } from './bench.repository';

/** Hidden author id of each (source id, authorship position) pair, positions after repeated lines are merged. */
type Truth = Map<string, Array<string | null>>;

/** Writes `corpusDir`'s work files without author ids into `outDir`; returns the hidden ids. */
async function stripAuthorIds(corpusDir: string, outDir: string): Promise<{ files: string[]; truth: Truth }> {
  const truth: Truth = new Map();
  const files: string[] = [];
  for (const name of readdirSync(corpusDir)
    .filter((f) => /^works-.*\.jsonl\.gz$/.test(f))
    .sort()) {
    const out = join(outDir, name);
    const gzip = createGzip();
    const done = once(gzip.pipe(createWriteStream(out)), 'finish');
    for await (const { line } of readLines(join(corpusDir, name))) {
      if (!line.trim()) continue;
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) continue;
      truth.set(
        parsed.work.sourceId,
        parsed.work.authorships.map((a) => a.externalId),
      );
      const raw = JSON.parse(line) as { authorships?: Array<{ author?: { id?: string } }> };
      for (const a of raw.authorships ?? []) if (a.author) delete a.author.id;
      if (!gzip.write(`${JSON.stringify(raw)}\n`)) await once(gzip, 'drain');
    }
    gzip.end();
    await done;
    files.push(out);
  }
  return { files, truth };
}

/** Scores the stored authorships against the hidden ids, within each id source. */
async function score(
  file: string,
  truth: Truth,
): Promise<{ overall: ClusteringScores; authors: number; seconds: number }> {
  const db = openSqlite(file);
  try {
    const rows = await createBenchRepository({ db }).authorshipsBySource();
    const namespaces: string[] = [];
    const ids = new Map<string, number>();
    const predicted: number[] = [];
    const expected: number[] = [];
    for (const r of rows) {
      const id = truth.get(r.sourceId)?.[r.position];
      if (!id) continue;
      const ns = id.slice(0, Math.max(0, id.indexOf(':')));
      let n = namespaces.indexOf(ns);
      if (n < 0) n = namespaces.push(ns) - 1;
      let t = ids.get(id);
      if (t === undefined) ids.set(id, (t = ids.size));
      // Each source numbers people on its own: predicted clusters are split by source.
      predicted.push(r.authorId * 8 + n);
      expected.push(t);
    }
    return {
      overall: clusteringScores({ predicted, truth: expected }),
      authors: new Set(rows.map((r) => r.authorId)).size,
      seconds: 0,
    };
  } finally {
    await db.close();
  }
}

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const sizes = (args.find((a) => a.startsWith('--batch-size='))?.split('=')[1] ?? '1000')
    .split(',')
    .map((s) => Number(s));
  const defaultCorpus = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../shared/datasets/corpus');
  const corpusDir = resolve(args.find((a) => !a.startsWith('--')) ?? defaultCorpus);
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-bench-disamb-'));
  try {
    const started = Date.now();
    const { files, truth } = await stripAuthorIds(corpusDir, dir);
    console.log(`stripped author ids of ${truth.size} works in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log('batch size   authors   pair-P pair-R pair-F1   B3-P   B3-R   B3-F1   import s');
    for (const batchSize of sizes) {
      const file = join(dir, `bench-${batchSize}.db`);
      const db = openSqlite(file);
      await migrateToLatest(db);
      const t = Date.now();
      await importWorks({ db, files, progress: silentProgress, gender: null, batchSize });
      const seconds = (Date.now() - t) / 1000;
      await db.close();
      const s = await score(file, truth);
      const f = (x: number) => x.toFixed(4);
      const { pairwise: p, bcubed: b } = s.overall;
      console.log(
        `${String(batchSize).padStart(10)} ${String(s.authors).padStart(9)}   ${f(p.precision)} ${f(p.recall)} ${f(p.f1)}   ${f(b.precision)} ${f(b.recall)} ${f(b.f1)}   ${seconds.toFixed(1)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await run();
