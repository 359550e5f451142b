/**
 * bench:referees — the referee finder's full request on the configured corpus: 20 proposals
 * built from real works (title, abstract, authors with their corpus ids and affiliations, the
 * work itself left out of the evidence), ranked with default settings: retrieval, algorithm 3,
 * every filter and the conflicts of interest for every candidate, then the first page shaped
 * and serialised. Prints p50/p95 against the goals (150 ms at the default corpus, 1.5 s at 10×).
 *
 *   SCISCOPE_SQLITE=… SCISCOPE_RUNTIME_DIR=… npm run bench:referees [-- --documents 20 --rounds 3]
 *
 * Needs a trained representation model (the server trains one after the first-start load);
 * builds the article index first when the runtime folder has none.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { articleRefDocSource } from '../modules/referees/corpus-ref-doc.sources';
import { createRefereeCorpusHolder } from '../modules/referees/referee-corpus.repository';
import { createRankingIndexHolder } from '../modules/referees/ranking-index';
import { createRefDocRegistry } from '../modules/referees/ref-doc.registry';
import type { RefDocSource } from '../modules/referees/ref-doc.port';
import { listReferees } from '../modules/referees/referees-list.usecases';
import { createRefereesFactsRepository } from '../modules/referees/referees-facts.repository';
import type { RefereesDeps } from '../modules/referees/referees-prepare.usecases';
import { articleIndexDir, readManifest } from '../modules/retrieval/article-index.files';
import { buildArticleIndex } from '../modules/retrieval/article-index.usecases';

const GOALS_MS: Record<string, number> = { '1x': 150, '10x': 1500 };

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1x' },
  },
});
const documentCount = Number(values.documents);
const rounds = Number(values.rounds);

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const dir = articleIndexDir(config.runtimeDir);
if (config.retrievalIndex === 'hnsw' && !readManifest(dir)) {
  console.log('building the article index first …');
  const report = await buildArticleIndex({ db, dir, progress: createCliProgress() });
  console.log(`built: ${JSON.stringify(report)}`);
}

// Proposals from real works: abstracts of some length, 2 to 12 authors, spread over the ids.
const pool = await createRefereesFactsRepository({ db }).proposalLikeArticles();
if (pool.length < documentCount) {
  console.error(`Only ${pool.length} works qualify as proposals; is the corpus loaded?`);
  process.exit(2);
}
const step = Math.floor(pool.length / documentCount);
const documentIds = Array.from({ length: documentCount }, (_, i) => pool[i * step]!);

/** A proposal that is a real work: the article source's document under the proposal kind. */
const proposalFromWork: RefDocSource = {
  kind: 'proposal',
  async load(input) {
    const { doc, rights } = await articleRefDocSource.load(input);
    return { doc: { ...doc, kind: 'proposal' }, rights };
  },
};
const deps: RefereesDeps = {
  db,
  access: createAccessRepository({ db }),
  holder: createRankingIndexHolder({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex }),
  corpus: createRefereeCorpusHolder({ db }),
  registry: createRefDocRegistry([proposalFromWork]),
  ports: {},
};

async function request(
  id: number,
): Promise<{ ms: number; cpuMs: number; total: number; excluded: number; bytes: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await listReferees({
    deps,
    actor: SYSTEM_ACTOR,
    kind: 'proposal',
    id,
    body: {},
    offset: 0,
    excluded: false,
    includeMarked: false,
    settingsId: null,
    customAuthorIds: [],
    customCoiAuthorIds: [],
  });
  const bytes = JSON.stringify(response).length;
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - started,
    // CPU of the whole process (the SQLite connection runs in it): the cost without the wait for a busy machine.
    cpuMs: (used.user + used.system) / 1000,
    total: response.totalReferees,
    excluded: response.excludedCount,
    bytes,
  };
}

const opened = performance.now();
const index = await deps.holder.get();
if (!index) {
  console.error('No representation model in the database: start the server once on the corpus (it trains one).');
  process.exit(2);
}
const size = await index.opened.index.size();
console.log(
  `index ${index.kind} over ${size.toLocaleString('en')} articles (model ${index.opened.modelId}, ${index.model.dim} dimensions), opened in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
);
await request(documentIds[0]!); // warm-up: statements prepared, caches filled
const times: number[] = [];
const cpuTimes: number[] = [];
let candidates = 0;
let excluded = 0;
let bytes = 0;
for (let round = 0; round < rounds; round++) {
  for (const id of documentIds) {
    const r = await request(id);
    times.push(r.ms);
    cpuTimes.push(r.cpuMs);
    candidates += r.total + r.excluded;
    excluded += r.excluded;
    bytes += r.bytes;
  }
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const pct = (p: number, list = times) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)]!;
const n = times.length;
console.log(
  `${documentCount} proposals × ${rounds} rounds, default settings: ` +
    `${(candidates / n).toFixed(0)} candidates ranked and COI-checked per request (${(excluded / n).toFixed(0)} excluded), ` +
    `first page ${(bytes / n / 1024).toFixed(0)} KB`,
);
const goal = GOALS_MS[values.scale] ?? GOALS_MS['1x']!;
console.log(
  `full request p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times[n - 1]!.toFixed(1)} ms ` +
    `(goal at ${values.scale}: p95 < ${goal} ms: ${pct(95) < goal ? 'met' : 'NOT met'})`,
);
console.log(
  `CPU per request p50 ${pct(50, cpuTimes).toFixed(1)} ms, p95 ${pct(95, cpuTimes).toFixed(1)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
await db.close();
