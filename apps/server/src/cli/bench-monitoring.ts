/**
 * bench:monitoring — the monitoring query as `POST /api/monitoring/query` answers it (tree
 * evaluation, ranking, the first page of 50 with what each matched, the result's top concepts
 * named, the page's article rows read and serialised) for five realistic trees over the whole
 * corpus: 3–5 topics of 2–6 real concepts each, with BOOST, NOT and NEGATE. Prints the index
 * build and, per tree and overall, p50/p95 of the whole request and of the evaluation alone,
 * against the goals (p95 under 50 ms at the default corpus, 500 ms at 10×).
 *
 *   npm run bench:monitoring [-- --db PATH|postgres://… --rounds 30 --date all --scale 1x]
 *
 * Figures and ratios, not a pass/fail test. `--db` defaults to `SCISCOPE_SQLITE` (or
 * `DATABASE_URL`); the database is migrated first (work on a copy of a shared one).
 * `--replicate K` also times the evaluation alone on an in-memory index of K copies of the
 * corpus (each article's concepts again under new ids): the engine's share of a K× corpus
 * when no K× database is at hand (the request adds reading one page of rows, which does not
 * grow with the corpus).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { MONITORING_LIMITS, MONITORING_PAGE_SIZE } from '@sciscope/contracts';
import {
  buildMonitoringIndex,
  parseMonitoringQuery,
  runMonitoringQuery,
  type MonitoringIndex,
  type MonitoringTreeItem,
} from '@sciscope/engine';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { createMonitoringCorpusRepository } from '../modules/monitoring/monitoring-corpus.repository';
import { createMonitoringIndexHolder } from '../modules/monitoring/monitoring-index-holder';
import { engineQuery } from '../modules/monitoring/monitoring-query-input';
import { queryMonitoring, type MonitoringQueryDeps } from '../modules/monitoring/monitoring-query.usecases';
import { createMonitoringRepository } from '../modules/monitoring/monitoring.repository';
import { createBenchMonitoringRepository } from './bench-monitoring.repository';

const GOALS_MS: Record<string, number> = { '1x': 50, '10x': 500 };

/** Five monitorings a researcher of the corpus' fields could keep: topics of real concepts, and the tree's text form. */
const TREES: Array<{ name: string; topics: Record<string, string[]>; text: string }> = [
  {
    name: 'robot learning',
    topics: {
      Learning: ['Reinforcement learning', 'Deep learning', 'Neural networks', 'Machine learning'],
      Robots: ['Robots', 'Mobile robots', 'Manipulators', 'Humanoid robots', 'Legged locomotion'],
      Grasping: ['Grasping', 'End effectors', 'Fingers'],
      Simulation: ['Simulation', 'Modeling and simulation'],
    },
    text: '(Learning AND Robots) OR (BOOST Grasping AND NOT Simulation)',
  },
  {
    name: 'visual recognition',
    topics: {
      Detection: ['Object detection', 'Image segmentation', 'Semantic segmentation', 'Pose estimation'],
      Deep: ['Convolutional neural networks', 'Deep learning', 'Representation learning'],
      Video: ['Videos', 'Tracking', 'Cameras'],
      Faces: ['Faces', 'Head'],
    },
    text: 'Detection AND BOOST Deep AND NEGATE Video AND NOT Faces',
  },
  {
    name: 'language models',
    topics: {
      Language: ['Language models', 'Natural languages', 'Semantics', 'Recurrent neural networks'],
      Learning: ['Supervised learning', 'Representation learning', 'Training data'],
      Generative: ['Generative adversarial networks', 'Decoding', 'Encoding'],
      Vision: ['Computer vision', 'Image classification'],
    },
    text: 'Language AND (Learning OR BOOST Generative) AND NOT Vision',
  },
  {
    name: 'autonomous navigation',
    topics: {
      Driving: ['Autonomous vehicles', 'Autonomous driving', 'Vehicles', 'Navigation', 'Collision avoidance'],
      Mapping: ['Simultaneous localization and mapping', 'Laser radar', 'Location awareness', 'Kalman filters'],
      Planning: ['Motion path planning', 'Path planning', 'Motion planning', 'Trajectory'],
      Aerial: ['Autonomous aerial vehicles', 'Drives'],
      Learning: ['Reinforcement learning', 'Deep learning'],
    },
    text: '(Driving AND (Mapping OR Planning) AND NEGATE Aerial) OR (BOOST Learning AND Driving)',
  },
  {
    name: 'optimisation under uncertainty',
    topics: {
      Optimisation: ['Optimization', 'Mathematical optimization', 'Convex functions', 'Minimization'],
      Probabilistic: ['Gaussian processes', 'Bayes methods', 'Probability', 'Uncertainty'],
      Bounds: ['Upper bound', 'Complexity theory', 'Computational complexity'],
      Games: ['Games', 'Decision making'],
    },
    text: '(Optimisation AND BOOST Probabilistic) OR (Bounds AND NOT Games)',
  },
];

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '30' },
    date: { type: 'string', default: 'all' },
    scale: { type: 'string', default: '1x' },
    replicate: { type: 'string', default: '0' },
  },
});
const rounds = Number(values.rounds);
const replicate = Number(values.replicate);
const env = { ...process.env };
if (values.db) {
  if (/^postgres(ql)?:\/\//.test(values.db)) env.DATABASE_URL = values.db;
  else {
    env.SCISCOPE_SQLITE = values.db;
    env.DATABASE_URL = '';
  }
}
const config = loadConfig(env);
const db = openDatabase(config);
await migrateToLatest(db);

const bench = createBenchMonitoringRepository({ db });
const corpus = createMonitoringCorpusRepository({ db });
const deps: MonitoringQueryDeps = {
  access: createAccessRepository({ db }),
  monitorings: createMonitoringRepository({ db }),
  corpus,
  articles: createArticlesRepository({ db }),
  holder: createMonitoringIndexHolder({ corpus }),
};

const names = await bench.conceptsByName(TREES.flatMap((t) => Object.values(t.topics).flat()));
const queries = TREES.map((tree) => {
  const titles = Object.keys(tree.topics);
  const topics = Object.entries(tree.topics).map(([title, conceptNames], i) => ({
    title,
    color: '#1c7ed6',
    disabled: false,
    required: false,
    concepts: conceptNames
      .map((name) => ({ name, found: names.get(name.toLowerCase()) }))
      .filter((c) => {
        if (!c.found) console.warn(`  (tree "${tree.name}", topic ${i}: no concept "${c.name}" in this corpus)`);
        return c.found !== undefined;
      })
      .map((c) => ({ conceptId: c.found!.id, name: c.name, selected: true })),
  }));
  const parsed = parseMonitoringQuery(tree.text, titles);
  if (!parsed.ok) throw new Error(`${tree.name}: ${parsed.errors.map((e) => e.message).join(' ')}`);
  return { name: tree.name, text: tree.text, topics, tree: parsed.tree as MonitoringTreeItem };
});

const started = performance.now();
const rss = process.memoryUsage().rss;
const index = await deps.holder.get();
const buildSeconds = (performance.now() - started) / 1000;
const indexBytes = [
  index.present,
  index.articleOffsets,
  index.conceptIds,
  index.articleWeights,
  index.conceptOffsets,
  index.articleIds,
  index.conceptWeights,
  index.importedAt,
  index.publishedDay,
  index.year,
].reduce((sum, array) => sum + array.byteLength, 0);
console.log(
  `index: ${index.articleCount.toLocaleString('en')} articles, ${index.conceptIds.length.toLocaleString('en')} article-concept pairs, ` +
    `${(indexBytes / 1e6).toFixed(1)} MB of typed arrays, built in ${buildSeconds.toFixed(1)} s ` +
    `(process RSS +${((process.memoryUsage().rss - rss) / 1e6).toFixed(0)} MB)`,
);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const line = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(46)} p50 ${quantile(sorted, 0.5).toFixed(2).padStart(7)} ms   p95 ${quantile(sorted, 0.95).toFixed(2).padStart(7)} ms   max ${sorted.at(-1)!.toFixed(2).padStart(7)} ms`;
};

const all: number[] = [];
const allEngine: number[] = [];
/** CPU time of the process per request: the cost without the wait for a busy machine. */
const allCpu: number[] = [];
const samples = new Map(queries.map((q) => [q.name, { request: [] as number[], evaluation: [] as number[] }]));
console.log(
  `\n${rounds} rounds of each tree, date "${values.date}", first page (${MONITORING_PAGE_SIZE}) with top concepts:`,
);
for (let round = -1; round < rounds; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    const cpu = process.cpuUsage();
    const response = await queryMonitoring({
      deps,
      user: SYSTEM_ACTOR,
      args: { topics: q.topics, tree: q.tree, useTree: true, date: values.date, page: 1 },
    });
    JSON.stringify(response);
    const t1 = performance.now();
    const used = process.cpuUsage(cpu);
    runMonitoringQuery(
      index,
      engineQuery({ topics: q.topics, tree: q.tree, useTree: true, date: values.date, now: new Date() }),
      { page: 1, pageSize: MONITORING_PAGE_SIZE, topConceptsLimit: MONITORING_LIMITS.topConcepts },
    );
    const t2 = performance.now();
    // Round -1 warms up (JIT, SQLite page cache); it is not counted.
    if (round < 0) {
      console.log(`  ${q.name}: ${response.result.total.toLocaleString('en')} results — ${q.text}`);
      continue;
    }
    samples.get(q.name)!.request.push(t1 - t0);
    samples.get(q.name)!.evaluation.push(t2 - t1);
    all.push(t1 - t0);
    allCpu.push((used.user + used.system) / 1000);
    allEngine.push(t2 - t1);
  }
}
console.log('');
for (const q of queries) {
  console.log(line(`${q.name} (request)`, samples.get(q.name)!.request));
  console.log(line(`${q.name} (evaluation)`, samples.get(q.name)!.evaluation));
}
const goal = GOALS_MS[values.scale] ?? GOALS_MS['1x']!;
const p95 = quantile(
  [...all].sort((a, b) => a - b),
  0.95,
);
console.log(`\n${line('all trees (request)', all)}`);
console.log(line('all trees (evaluation)', allEngine));
console.log(line('all trees (request, CPU time)', allCpu));
console.log(
  `goal at ${values.scale}: p95 < ${goal} ms; measured ${p95.toFixed(1)} ms (${(p95 / goal).toFixed(2)} of the goal); ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
);
if (replicate > 1) {
  const loaded = await corpus.load();
  const n = loaded.pairs.articleIds.length;
  const offset = index.articleSlots;
  const articleIds = new Int32Array(n * replicate);
  const conceptIds = new Int32Array(n * replicate);
  const tfs = new Int32Array(n * replicate);
  const articles = [];
  for (let copy = 0; copy < replicate; copy++) {
    for (let i = 0; i < n; i++) {
      articleIds[copy * n + i] = loaded.pairs.articleIds[i]! + copy * offset;
      conceptIds[copy * n + i] = loaded.pairs.conceptIds[i]!;
      tfs[copy * n + i] = loaded.pairs.tfs[i]!;
    }
    for (const a of loaded.articles) articles.push({ ...a, id: a.id + copy * offset });
  }
  const t0 = performance.now();
  const big: MonitoringIndex = buildMonitoringIndex({ articles, pairs: { articleIds, conceptIds, tfs } });
  console.log(
    `\nreplica ×${replicate}: ${big.articleCount.toLocaleString('en')} articles, ${big.conceptIds.length.toLocaleString('en')} pairs, built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let round = -1; round < rounds; round++) {
    for (const q of queries) {
      const t1 = performance.now();
      const cpu = process.cpuUsage();
      const page = runMonitoringQuery(
        big,
        engineQuery({ topics: q.topics, tree: q.tree, useTree: true, date: values.date, now: new Date() }),
        { page: 1, pageSize: MONITORING_PAGE_SIZE, topConceptsLimit: MONITORING_LIMITS.topConcepts },
      );
      const used = process.cpuUsage(cpu);
      if (round >= 0) {
        times.push(performance.now() - t1);
        cpuTimes.push((used.user + used.system) / 1000);
      } else console.log(`  ${q.name}: ${page.total.toLocaleString('en')} results`);
    }
  }
  console.log(line(`all trees (evaluation, ×${replicate})`, times));
  console.log(line(`all trees (evaluation, ×${replicate}, CPU)`, cpuTimes));
}
await db.close();
