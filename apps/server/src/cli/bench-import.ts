// The import under a running server, on the default datasets:
// 1. the first-start load (ontologies + the corpus minus three held-out venues) runs as the
//    server's background task while a client keeps calling the server: load time, peak
//    memory, the server's event-loop delay (p50, p99, max) and the client's response times;
//    then the representation training that follows it (task representations.train), the same way;
//    then the referee finder's first opening of the new model's index on the server's thread,
//    while retrieval.build writes the index files beside it, the same way;
// 2. the held-out UAI file (1,139 works) imported as a task into that corpus, measured the same way
//    (with the embedding of its works that the import queues, as in production);
// 3. how import time grows: two more held-out venues (2,072 works) into the full corpus, and
//    UAI into a corpus of half the size (no server).
// 0. (first) `sciscope import defaults` as a command of its own: its time and peak memory.
// Run: npm run bench:import [-- DATA_DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../app/config';
import { LIGHT_MEMORY, openSqlite, READER_MEMORY, type Db } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { silentProgress } from '../app/progress';
import { importWorksPipeline, loadDefaultData } from '../modules/corpus/corpus-pipeline';
import type { WorksImportReport } from '../modules/corpus/works-import.usecases';
import { TRAIN_REPRESENTATIONS_TASK } from '../modules/representations/representations.usecases';
import { DEFAULT_LOAD_TASK } from '../modules/status/status.usecases';
import { createTasksRepository, type TaskRowState } from '../modules/tasks/tasks.repository';
import { rankingIndexLabel, sharedRankingHolders } from '../modules/referees/ranking-index';
import { enqueueTask } from '../modules/tasks/tasks.usecases';
import { createReadExecutor } from '../app/reads/read-executor';
import { READ_OPERATIONS, READ_WORKER_ENTRY } from '../read-registry';
import { buildApp } from '../server';
import { createServerTaskRunner, startBackgroundWork } from '../startup/background-work';
import { benchRequestUrls, measureResponsiveness, type ResponsivenessFigures } from './bench-import.support';

const HELD_OUT = ['works-uai', 'works-kdd', 'works-siggraphasia'];

/** A datasets folder of links to `dataDir`'s files, without the corpus files `skip` names. */
function linkedDataDir(dataDir: string, into: string, keep: (corpusFile: string, index: number) => boolean): string {
  for (const sub of ['ontology', 'names', 'corpus']) {
    const from = join(dataDir, sub);
    mkdirSync(join(into, sub), { recursive: true });
    let index = 0;
    for (const name of readdirSync(from).sort()) {
      if (sub !== 'corpus' || keep(name, index++)) symlinkSync(join(from, name), join(into, sub, name));
    }
  }
  return into;
}

const corpusFile = (dataDir: string, name: string) => join(dataDir, 'corpus', `${name}.jsonl.gz`);

interface PhaseFigures {
  works: number;
  importSeconds: number;
  responsiveness: ResponsivenessFigures;
}

async function serverPhases(dataDir: string, dir: string) {
  const config = loadConfig({
    SCISCOPE_RUNTIME_DIR: join(dir, 'runtime'),
    SCISCOPE_SQLITE: join(dir, 'server.db'),
    SCISCOPE_DATA_DIR: linkedDataDir(dataDir, join(dir, 'data'), (name) => !HELD_OUT.some((h) => name.startsWith(h))),
    SCISCOPE_SERVE_WEB: '0',
    LOG_LEVEL: 'silent',
    // Every request limit lifted (0 = unlimited): the client must measure the server, not its guards.
    SCISCOPE_GUEST_SEARCH_LIMIT: '0',
    SCISCOPE_RATE_LIMIT_PER_MINUTE: '0',
    SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '0',
  });
  const db = openSqlite(config.sqlitePath, config.readWorkers > 0 ? LIGHT_MEMORY : READER_MEMORY);
  await migrateToLatest(db);
  const log = () => {};
  const { runner } = createServerTaskRunner({ config, db, log });
  // As main.ts: reads answered by the read workers, tasks by the task worker.
  const reads = createReadExecutor({
    db,
    threads: config.readWorkers,
    entry: READ_WORKER_ENTRY,
    operations: READ_OPERATIONS,
  });
  const readsStarted = performance.now();
  const app = await buildApp({ config, db, wakeTaskRunner: () => runner.wake(), reads });
  // As main.ts: listening once the read workers are warm (else the first search waits for them).
  if (!(await reads.ready())) throw new Error('the read workers did not start');
  const readsReadySeconds = (performance.now() - readsStarted) / 1000;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tasks = createTasksRepository({ db });
  const urls = benchRequestUrls();
  /**
   * Runs `work` until `until` (by default: the runner is idle, follow-up tasks included); the task
   * of `kind` it ran.
   */
  const runTask = async (kind: string, work: () => Promise<unknown>, until: () => Promise<unknown> = runner.idle) => {
    const { figures } = await measureResponsiveness({
      baseUrl,
      urls,
      work: async () => {
        await work();
        await until();
      },
    });
    const task = (await tasks.latestOfKind(kind))!;
    // A phase may end with a follow-up still running (the training's retrieval.build).
    const failed = (await tasks.list({ offset: 0, limit: 5 })).rows.find(
      (row) => row.state === 'failed' || row.state === 'cancelled',
    );
    if (failed) throw new Error(`task ${failed.id} (${failed.kind}) ${failed.state}: ${failed.error}`);
    return { task, figures };
  };
  try {
    let background: Awaited<ReturnType<typeof startBackgroundWork>> | null = null;
    const load = await runTask(DEFAULT_LOAD_TASK, async () => {
      // The load alone: the representation training that follows it in production is not timed here.
      background = await startBackgroundWork({ config, db, runner, log, followUps: false });
    });
    const loadReport = JSON.parse(load.task.result!) as { works: WorksImportReport; seconds: number };
    // The representation training that follows a first-start load (walk 22 saw a 21.7 s status
    // call while it ran), under the same client; until its model is stored (the retrieval.build it
    // queues is the next phase's).
    const training = await runTask(
      TRAIN_REPRESENTATIONS_TASK,
      () =>
        enqueueTask({
          repository: tasks,
          kind: TRAIN_REPRESENTATIONS_TASK,
          params: {},
          ownerId: null,
          wake: runner.wake,
        }),
      () => taskLeft(tasks, TRAIN_REPRESENTATIONS_TASK, ['queued', 'running']),
    );
    const trainingReport = JSON.parse(training.task.result!) as { seconds: number; articles: number };
    // The referee finder's first opening after it, as the server's warmer makes it (stop 46's
    // walk: one health answer took 49.9 s): the index of the new model is opened on the server's
    // thread while retrieval.build writes its files in the task worker.
    const { holder, corpus } = sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex });
    let opening = { openSeconds: 0, readySeconds: 0, kind: '' };
    const firstRanking = await runTask('retrieval.build', async () => {
      // The warmer's tick comes while the build runs (it ticks every minute; the build takes longer).
      await taskLeft(tasks, 'retrieval.build', ['queued']);
      const started = performance.now();
      const ready = async () => {
        const index = await holder.get();
        await corpus.get();
        if (!index) throw new Error('no ranking index after the training');
        opening = {
          openSeconds: index.openMs / 1000,
          readySeconds: (performance.now() - started) / 1000,
          kind: rankingIndexLabel(index),
        };
      };
      await Promise.all([ready(), runner.idle()]);
    });
    const buildReport = JSON.parse(firstRanking.task.result!) as { seconds?: number; articles?: number };
    const imports: PhaseFigures[] = [];
    for (const names of [['works-uai'], ['works-kdd', 'works-siggraphasia']]) {
      const files = names.map((name) => corpusFile(dataDir, name));
      // Imports into a corpus with a model queue the new articles' embedding, as in production.
      const run = await runTask('corpus.import-works', () =>
        enqueueTask({
          repository: tasks,
          kind: 'corpus.import-works',
          params: { files },
          ownerId: null,
          wake: runner.wake,
        }),
      );
      const report = JSON.parse(run.task.result!) as WorksImportReport;
      imports.push({ works: report.imported, importSeconds: report.seconds, responsiveness: run.figures });
    }
    await (background as { stop(): Promise<void> } | null)?.stop();
    return {
      readsReadySeconds,
      readWorkers: config.readWorkers,
      load: { works: loadReport.works.imported, seconds: loadReport.seconds, responsiveness: load.figures },
      training: {
        articles: trainingReport.articles,
        seconds: trainingReport.seconds,
        responsiveness: training.figures,
      },
      firstRanking: {
        ...opening,
        buildSeconds: buildReport.seconds ?? 0,
        articles: buildReport.articles ?? 0,
        responsiveness: firstRanking.figures,
      },
      imports,
      databaseMb: statSync(config.sqlitePath).size / 1024 / 1024,
    };
  } finally {
    await app.close();
    await reads.close();
    await db.close();
  }
}

/** Resolves once the newest task of `kind` has left the states `from` (polled every 100 ms). */
async function taskLeft(
  tasks: ReturnType<typeof createTasksRepository>,
  kind: string,
  from: readonly TaskRowState[],
): Promise<void> {
  for (;;) {
    const state = (await tasks.latestOfKind(kind))?.state;
    if (state && !from.includes(state as TaskRowState)) return;
    await sleep(100);
  }
}

/** The first-start data as `sciscope import defaults` loads it, in a process of its own: its time and peak memory. */
function commandImport(
  dataDir: string,
  dir: string,
): { seconds: number; works: number; rssMb: number; phases: string } {
  const runtime = join(dir, 'command');
  const command = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../../bin/sciscope.js', import.meta.url)), 'import', 'defaults'],
    {
      env: {
        ...process.env,
        SCISCOPE_RUNTIME_DIR: runtime,
        SCISCOPE_SQLITE: join(runtime, 'command.db'),
        SCISCOPE_DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const loaded = /default data loaded in [\d.]+ s: (\d+) works in ([\d.]+) s/.exec(command.stdout);
  const rss = /peak memory \(RSS\) of the command: (\d+) MB/.exec(command.stdout);
  if (command.status !== 0 || !loaded || !rss)
    throw new Error(`sciscope import defaults failed:\n${command.stdout}${command.stderr}`);
  const phases = /time by phase: (.*)/.exec(command.stdout)?.[1] ?? 'not reported';
  return { works: Number(loaded[1]), seconds: Number(loaded[2]), rssMb: Number(rss[1]), phases };
}

/** UAI into a corpus of about half the size, without a server. */
async function halfCorpusImport(dataDir: string, dir: string): Promise<{ corpus: number; uai: WorksImportReport }> {
  const half = linkedDataDir(
    dataDir,
    join(dir, 'half'),
    (name, index) => !HELD_OUT.some((h) => name.startsWith(h)) && index % 2 === 0,
  );
  const db: Db = openSqlite(join(dir, 'half.db'));
  try {
    await migrateToLatest(db);
    const loaded = await loadDefaultData({ db, dataDir: half, progress: silentProgress });
    const uai = await importWorksPipeline({
      db,
      files: [corpusFile(dataDir, 'works-uai')],
      progress: silentProgress,
      dataDir,
    });
    return { corpus: loaded.works?.imported ?? 0, uai };
  } finally {
    await db.close();
  }
}

function printResponsiveness(label: string, f: ResponsivenessFigures): void {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} event loop p50 ${ms(f.eventLoop.p50)}, p99 ${ms(f.eventLoop.p99)}, max ${ms(f.eventLoop.max)}` +
      ` | ${f.requests.count} requests p50 ${ms(f.requests.p50)}, p99 ${ms(f.requests.p99)}, max ${ms(f.requests.max)}, ${f.requests.failures.length} failed`,
  );
  const slow = f.requests.slowest.filter((r) => r.ms >= 200);
  if (slow.length) {
    console.log(
      `${''.padEnd(44)} slowest requests: ${slow.map((r) => `${r.ms.toFixed(0)} ms ${r.url} at ${r.at.toFixed(1)} s`).join(', ')}`,
    );
  }
  if (f.eventLoop.stalls.length) {
    console.log(
      `${''.padEnd(44)} longest stalls: ${f.eventLoop.stalls.map((s) => `${s.ms.toFixed(0)} ms at ${s.at.toFixed(1)} s`).join(', ')}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dataDir = process.argv[2] ? resolve(process.argv[2]) : loadConfig().dataDir;
  if (!dataDir) {
    console.error('No datasets folder: pass one, or set SCISCOPE_DATA_DIR.');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-bench-import-'));
  try {
    const command = commandImport(dataDir, dir);
    const server = await serverPhases(dataDir, dir);
    const rssAfterServer = process.resourceUsage().maxRSS / 1024;
    const half = await halfCorpusImport(dataDir, dir);
    console.log(
      `\nsciscope import defaults: ${command.works} works in ${command.seconds.toFixed(1)} s, peak RSS of the command ${command.rssMb} MB`,
    );
    console.log(`  time by phase (prepare.* are parts of prepare, authors.* of prepare.authors): ${command.phases}`);
    console.log(
      `first-start load in the server: ${server.load.works} works in ${server.load.seconds.toFixed(1)} s (database ${server.databaseMb.toFixed(0)} MB, peak RSS of the server process with its read workers ${rssAfterServer.toFixed(0)} MB)`,
    );
    console.log(
      `  (the server listened once its ${server.readWorkers} read workers were warm, ${server.readsReadySeconds.toFixed(1)} s after they started)`,
    );
    printResponsiveness('  while the first-start load ran', server.load.responsiveness);
    console.log(
      `representation training (task representations.train) on ${server.training.articles} articles: ${server.training.seconds.toFixed(1)} s`,
    );
    printResponsiveness('  while it ran', server.training.responsiveness);
    const first = server.firstRanking;
    console.log(
      `the referee finder's first opening after it: ${first.kind} index opened in ${first.openSeconds.toFixed(1)} s, index and corpus copy ready after ${first.readySeconds.toFixed(1)} s; retrieval.build beside it (${first.articles} articles) ${first.buildSeconds.toFixed(1)} s`,
    );
    printResponsiveness('  while they ran', first.responsiveness);
    for (const run of server.imports) {
      console.log(
        `import of ${run.works} new works into the ${server.load.works}-work corpus: ${run.importSeconds.toFixed(2)} s (${((run.importSeconds / run.works) * 1000).toFixed(2)} s per 1,000)`,
      );
      printResponsiveness('  while it ran', run.responsiveness);
    }
    console.log(
      `import of ${half.uai.imported} new works into a ${half.corpus}-work corpus: ${half.uai.seconds.toFixed(2)} s`,
    );
    const goals = server.imports[0]!;
    const loop = [
      server.load.responsiveness,
      server.training.responsiveness,
      server.firstRanking.responsiveness,
      ...server.imports.map((i) => i.responsiveness),
    ];
    console.log(
      `\ngoals: 1,000-work import < 5 s: ${goals.importSeconds < 5 ? 'met' : 'NOT met'}; event loop p99 < 20 ms: ${loop.every((f) => f.eventLoop.p99 < 20) ? 'met' : 'NOT met'}; max < 100 ms: ${loop.every((f) => f.eventLoop.max < 100) ? 'met' : 'NOT met'}; importer peak RSS < 1 GB: ${command.rssMb < 1024 ? 'met' : 'NOT met'}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
