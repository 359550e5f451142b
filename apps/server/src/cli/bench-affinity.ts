/**
 * Affinity benchmark on the reviewer-paper-match gold standard (development split):
 * loss per draw d_20_1..d_20_10, mean loss, easy/hard pair accuracy, against published
 * algorithms. `npm run bench:affinity` prints the default configuration;
 * `npm run bench:affinity -- --ablation` adds the ablation table; `-- --cv` runs k-fold
 * cross-validation over the development split and the corpus' held-out authors instead;
 * `-- --command` runs `sciscope affinity` itself on each draw (loss and run time).
 * Built corpus models are cached under /tmp (SCISCOPE_BENCH_CACHE) between runs.
 */
import { seededRandom } from '@sciscope/engine';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_AFFINITY_CONFIG,
  DEFAULT_AFFINITY_MODEL_SETTINGS,
  analyzeText,
  computeExpertiseLoss,
  computePairAccuracy,
  documentText,
  loadConceptModel,
  loadLexicalModel,
  scoreAuthor,
  vectorizeDocument,
  type AffinityConfig,
  type AffinityModelSettings,
  type AffinityModels,
  type DocumentVectors,
  type PairAccuracy,
  type SerializedConceptModel,
  type SerializedLexicalModel,
} from '@sciscope/engine';
import type { OntologyConcept } from '@sciscope/engine';
import { createCliProgress } from '../app/progress';
import {
  buildAffinityModels,
  createConceptCounter,
  loadOntologyConcepts,
  readCorpusTexts,
  toAffinityDocument,
  type BuiltAffinityModels,
} from './affinity-models';
import { defaultDataDir } from './affinity.command';
import type { BenchContext, SplitData } from './bench-affinity-context';
import { parseEvaluationsTsv, readArchives, readSubmissions, type ExpertisePaper } from './openreview-expertise';

export type { BenchContext } from './bench-affinity-context';

/** Published losses on this development split (recomputed from released predictions). */
export const PUBLISHED_LOSSES: ReadonlyArray<{ algorithm: string; loss: number }> = [
  { algorithm: 'TPMS', loss: 0.23 },
  { algorithm: 'SPECTER', loss: 0.237 },
  { algorithm: 'SPECTER + MFR', loss: 0.191 },
];

export interface AffinityBenchFigures {
  splits: Array<{ split: string; loss: number; macroLoss: number }>;
  /** Mean over the draws of the pooled loss (the reference figure). */
  meanLoss: number;
  /** Mean over the draws of the per-reviewer loss. */
  meanMacroLoss: number;
  /** Easy/hard pair accuracy pooled over all draws. */
  easy: PairAccuracy;
  hard: PairAccuracy;
  /** Cost and weight per reviewer summed over the draws (for paired bootstrap intervals). */
  perReviewer: Map<string, { cost: number; weight: number }>;
}

/** Where built corpus models are cached between runs (SCISCOPE_BENCH_CACHE; 'none': off). */
export function benchCacheDir(): string | null {
  const raw = process.env['SCISCOPE_BENCH_CACHE'];
  if (raw === 'none') return null;
  return raw ?? '/tmp/sciscope-affinity-bench';
}

function defaultBenchmarkDir(): string {
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return resolve(repoRoot, '../shared/benchmarks/reviewer-paper-match');
}

/** Reads ratings and the ten draws; corpus and ontology are read on first use. */
export async function createBenchContext({
  benchmarkDir = defaultBenchmarkDir(),
  dataDir = defaultDataDir(),
  cacheDir = benchCacheDir(),
}: { benchmarkDir?: string; dataDir?: string | null; cacheDir?: string | null } = {}): Promise<BenchContext> {
  const progress = createCliProgress();
  const ratings = parseEvaluationsTsv(await readFile(join(benchmarkDir, 'evaluations.tsv'), 'utf8'));
  const splits: SplitData[] = [];
  for (let k = 1; k <= 10; k++) {
    const dir = join(benchmarkDir, `d_20_${k}`);
    splits.push({
      name: `d_20_${k}`,
      submissions: await readSubmissions(join(dir, 'submissions.json')),
      archives: await readArchives(join(dir, 'archives')),
    });
  }
  let concepts: Promise<OntologyConcept[] | null> | null = null;
  const loadConcepts = (): Promise<OntologyConcept[] | null> => {
    concepts ??=
      dataDir && existsSync(join(dataDir, 'ontology'))
        ? loadOntologyConcepts(join(dataDir, 'ontology'))
        : Promise.resolve(null);
    return concepts;
  };
  let corpusTexts: string[] | null = null;
  const memo = new Map<string, Promise<BuiltAffinityModels>>();

  const textsOf = (list: readonly SplitData[]): string[] => {
    const seen = new Map<string, string>();
    for (const split of list)
      for (const p of [...split.submissions, ...Array.from(split.archives.values()).flat()])
        seen.set(p.id, documentText(p));
    return Array.from(seen.values());
  };

  const build = async (settings: AffinityModelSettings, split: SplitData): Promise<BuiltAffinityModels> => {
    // Local idf is per draw, as the CLI computes it; pooled with the corpus, the union of
    // the draws is used so the corpus pass runs once (the draws share most texts).
    const localTexts = textsOf(settings.idfSource === 'corpus+local' ? splits : [split]);
    const conceptList = settings.useConcepts ? await loadConcepts() : null;
    const countConcepts = createConceptCounter({ settings, concepts: conceptList })?.countConcepts ?? null;
    // The ontology and matcher are part of the cached model too.
    const conceptPrint = countConcepts
      ? hashText(`${conceptList?.length}:${Array.from(countConcepts(PROBE).conceptIds).join(',')}`)
      : 'none';
    // Only corpus models are worth caching (a local model takes milliseconds to build).
    const cacheFile =
      cacheDir && dataDir && settings.idfSource !== 'local'
        ? join(cacheDir, `${modelKey(settings)}-${conceptPrint}.json`)
        : null;
    if (cacheFile && existsSync(cacheFile)) {
      const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as {
        lexical: SerializedLexicalModel;
        concepts: SerializedConceptModel | null;
      };
      const models: AffinityModels = {
        lexical: loadLexicalModel(cached.lexical),
        concepts: cached.concepts ? loadConceptModel(cached.concepts) : null,
      };
      return { models, countConcepts };
    }
    if (settings.idfSource !== 'local' && corpusTexts === null && dataDir) {
      const texts: string[] = [];
      for await (const text of readCorpusTexts({ dir: join(dataDir, 'corpus'), progress })) texts.push(text);
      corpusTexts = texts;
    }
    const built = await buildAffinityModels({ settings, corpusTexts, localTexts, concepts: conceptList });
    if (cacheFile) {
      await mkdir(cacheDir as string, { recursive: true });
      const serialized = {
        lexical: built.models.lexical.serialize(),
        concepts: built.models.concepts?.serialize() ?? null,
      };
      await writeFile(cacheFile, JSON.stringify(serialized));
    }
    return built;
  };

  return {
    ratings,
    splits,
    concepts: loadConcepts,
    models(settings, split) {
      const key = settings.idfSource === 'local' ? `${modelKey(settings)}-${split.name}` : modelKey(settings);
      let built = memo.get(key);
      if (!built) {
        built = build(settings, split);
        memo.set(key, built);
      }
      return built;
    },
  };
}

// A change to tokenising or stemming changes this fingerprint and so invalidates cached models.
const PROBE = 'Optimizing the Generalization of Convolutional Neural Networks, e.g. CNNs for 3D images.';

function modelKey(s: AffinityModelSettings): string {
  const fingerprint = hashText(analyzeText(PROBE, { bigrams: true, stemmer: s.stemmer }).join('|'));
  return `${s.idfSource}-${s.stemmer}-${s.bigrams ? 'bi' : 'uni'}-${s.useConcepts ? 'c' : 'noc'}-${fingerprint}`;
}

function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Vectors of every submission and profile paper of one draw under one model. */
async function vectorizeSplit(context: BenchContext, settings: AffinityModelSettings, split: SplitData) {
  const { models, countConcepts } = await context.models(settings, split);
  const vectorize = (paper: ExpertisePaper): DocumentVectors =>
    vectorizeDocument({ document: toAffinityDocument(paper, countConcepts), models });
  const papers = new Map(split.submissions.map((p) => [p.id, vectorize(p)]));
  const profiles = new Map(Array.from(split.archives, ([id, list]) => [id, list.map(vectorize)]));
  return { papers, profiles };
}

/**
 * Figures for several scoring configurations sharing one model setting (vectors are
 * computed once per draw). Only rated reviewer–paper pairs are scored.
 */
export async function evaluateConfigs({
  context,
  settings,
  configs,
}: {
  context: BenchContext;
  settings: AffinityModelSettings;
  configs: readonly AffinityConfig[];
}): Promise<AffinityBenchFigures[]> {
  const perConfig = configs.map(() => ({
    splits: [] as AffinityBenchFigures['splits'],
    easy: { correct: 0, total: 0 },
    hard: { correct: 0, total: 0 },
    perReviewer: new Map<string, { cost: number; weight: number }>(),
  }));
  for (const split of context.splits) {
    const { papers, profiles } = await vectorizeSplit(context, settings, split);
    configs.forEach((config, c) => {
      const predictions: Record<string, Record<string, number>> = {};
      for (const [reviewerId, rated] of Object.entries(context.ratings)) {
        const articles = profiles.get(reviewerId) ?? [];
        const row: Record<string, number> = {};
        for (const paperId of Object.keys(rated)) {
          const doc = papers.get(paperId);
          if (!doc) throw new Error(`${split.name}: rated paper ${paperId} is not among the submissions`);
          row[paperId] = scoreAuthor({ doc, articles, config }).score;
        }
        predictions[reviewerId] = row;
      }
      const target = perConfig[c] as (typeof perConfig)[number];
      const loss = computeExpertiseLoss({ ratings: context.ratings, predictions });
      target.splits.push({ split: split.name, loss: loss.loss, macroLoss: loss.macroLoss });
      for (const r of loss.perReviewer) {
        const sum = target.perReviewer.get(r.reviewerId) ?? { cost: 0, weight: 0 };
        target.perReviewer.set(r.reviewerId, { cost: sum.cost + r.cost, weight: sum.weight + r.weight });
      }
      for (const regime of ['easy', 'hard'] as const) {
        const accuracy = computePairAccuracy({ ratings: context.ratings, predictions, regime });
        target[regime].correct += accuracy.correct;
        target[regime].total += accuracy.total;
      }
    });
  }
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const pairAccuracy = ({ correct, total }: { correct: number; total: number }): PairAccuracy => ({
    accuracy: correct / total,
    correct,
    total,
  });
  return perConfig.map((r) => ({
    splits: r.splits,
    meanLoss: mean(r.splits.map((s) => s.loss)),
    meanMacroLoss: mean(r.splits.map((s) => s.macroLoss)),
    easy: pairAccuracy(r.easy),
    hard: pairAccuracy(r.hard),
    perReviewer: r.perReviewer,
  }));
}

/** The term-based engine's default figures (`sciscope affinity` before the corpus representations; compare `--command`). */
export async function runAffinityBenchmark(context?: BenchContext): Promise<AffinityBenchFigures> {
  const ctx = context ?? (await createBenchContext());
  const [figures] = await evaluateConfigs({
    context: ctx,
    settings: DEFAULT_AFFINITY_MODEL_SETTINGS,
    configs: [DEFAULT_AFFINITY_CONFIG],
  });
  return figures as AffinityBenchFigures;
}

const f3 = (x: number): string => x.toFixed(3);

/**
 * 90% paired bootstrap interval of loss(a) − loss(b), resampling reviewers: the 29
 * reviewers, not the draws (which share most profile papers), are the independent units.
 */
export function bootstrapLossDelta({
  a,
  b,
  samples = 2000,
}: {
  a: AffinityBenchFigures;
  b: AffinityBenchFigures;
  samples?: number;
}): [number, number] {
  const ids = Array.from(a.perReviewer.keys()).filter((id) => (a.perReviewer.get(id)?.weight ?? 0) > 0);
  const random = seededRandom(20230917);
  const deltas = new Float64Array(samples);
  for (let s = 0; s < samples; s++) {
    let costA = 0;
    let costB = 0;
    let weight = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[Math.floor(random() * ids.length)] as string;
      const ra = a.perReviewer.get(id) as { cost: number; weight: number };
      costA += ra.cost;
      costB += b.perReviewer.get(id)?.cost ?? 0;
      weight += ra.weight;
    }
    deltas[s] = (costA - costB) / weight;
  }
  deltas.sort();
  return [deltas[Math.floor(samples * 0.05)] as number, deltas[Math.floor(samples * 0.95)] as number];
}

interface AblationRow {
  group: string;
  label: string;
  settings: AffinityModelSettings;
  config: AffinityConfig;
}

function ablationRows(): AblationRow[] {
  const base = DEFAULT_AFFINITY_MODEL_SETTINGS;
  const top3: AffinityConfig['aggregation'] = { kind: 'topMean', k: 3 };
  const lexicalOnly = (aggregation: AffinityConfig['aggregation']): AffinityConfig => ({
    conceptWeight: 0,
    aggregation,
  });
  const lexical = (label: string, patch: Partial<AffinityModelSettings>): AblationRow => ({
    group: 'lexical only (top-3 mean)',
    label,
    settings: { ...base, ...patch },
    config: lexicalOnly(top3),
  });
  const rows: AblationRow[] = [
    lexical('unigrams, plural-only stemming, corpus idf', { bigrams: false }),
    lexical('+ bigrams (the default lexical model)', {}),
    lexical('bigrams, Porter stemming', { stemmer: 'porter' }),
    lexical('bigrams, idf from submissions + archives', { idfSource: 'local' }),
    lexical('bigrams, idf from corpus + local', { idfSource: 'corpus+local' }),
  ];
  const withConcepts = { ...base, useConcepts: true };
  for (const w of [1, 0.3, 0.2, 0.1, 0.05, 0]) {
    rows.push({
      group: 'concepts (top-3 mean)',
      label: w === 1 ? 'concepts only' : w === 0 ? 'lexical only' : `lexical + concepts, w = ${w}`,
      settings: withConcepts,
      config: { conceptWeight: w, aggregation: top3 },
    });
  }
  const aggregations: Array<[string, AffinityConfig['aggregation']]> = [
    ['max', { kind: 'max' }],
    ['mean', { kind: 'mean' }],
    ['top-2 mean', { kind: 'topMean', k: 2 }],
    ['top-3 mean', top3],
    ['top-5 mean', { kind: 'topMean', k: 5 }],
    ['power mean p=2', { kind: 'powerMean', p: 2 }],
    ['power mean p=4', { kind: 'powerMean', p: 4 }],
    ['power mean p=8', { kind: 'powerMean', p: 8 }],
  ];
  for (const [label, aggregation] of aggregations) {
    rows.push({
      group: `aggregation (default model, w = ${DEFAULT_AFFINITY_CONFIG.conceptWeight})`,
      label,
      settings: base,
      config: { ...DEFAULT_AFFINITY_CONFIG, aggregation },
    });
  }
  return rows;
}

/** Runs every ablation row; rows sharing model settings share one vectorisation. */
export async function runAffinityAblation(context: BenchContext): Promise<string> {
  const rows = ablationRows();
  const [reference] = await evaluateConfigs({
    context,
    settings: DEFAULT_AFFINITY_MODEL_SETTINGS,
    configs: [DEFAULT_AFFINITY_CONFIG],
  });
  const figures = new Map<AblationRow, AffinityBenchFigures>();
  const bySettings = new Map<string, AblationRow[]>();
  for (const row of rows)
    bySettings.set(JSON.stringify(row.settings), [...(bySettings.get(JSON.stringify(row.settings)) ?? []), row]);
  for (const group of bySettings.values()) {
    const results = await evaluateConfigs({
      context,
      settings: (group[0] as AblationRow).settings,
      configs: group.map((r) => r.config),
    });
    group.forEach((row, i) => figures.set(row, results[i] as AffinityBenchFigures));
  }
  const lines = ['Ablation (mean loss over d_20_1..10; Δ = loss − default, 90% bootstrap over reviewers)'];
  lines.push(
    `${'configuration'.padEnd(44)} ${'loss'.padStart(6)} ${'per-rev'.padStart(7)} ${'easy'.padStart(6)} ${'hard'.padStart(6)}  Δ vs default [90%]`,
  );
  let group = '';
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      lines.push(`-- ${group}`);
    }
    const f = figures.get(row) as AffinityBenchFigures;
    const [low, high] = bootstrapLossDelta({ a: f, b: reference as AffinityBenchFigures });
    const delta = f.meanLoss - (reference as AffinityBenchFigures).meanLoss;
    const sign = (x: number): string => (x >= 0 ? '+' : '') + f3(x);
    lines.push(
      `  ${row.label.padEnd(42)} ${f3(f.meanLoss).padStart(6)} ${f3(f.meanMacroLoss).padStart(7)} ${f3(f.easy.accuracy).padStart(6)} ${f3(f.hard.accuracy).padStart(6)}  ${sign(delta)} [${sign(low)}, ${sign(high)}]`,
    );
  }
  return lines.join('\n');
}

/** Human-readable report of one figures object. */
export function formatFigures(figures: AffinityBenchFigures): string {
  const lines = figures.splits.map(
    (s) => `  ${s.split.padEnd(8)} loss ${f3(s.loss)}  (per-reviewer mean ${f3(s.macroLoss)})`,
  );
  lines.push(`  mean loss ${f3(figures.meanLoss)}  (per-reviewer mean ${f3(figures.meanMacroLoss)})`);
  lines.push(
    `  easy pairs ${f3(figures.easy.accuracy)} (${figures.easy.correct}/${figures.easy.total}), hard pairs ${f3(figures.hard.accuracy)} (${figures.hard.correct}/${figures.hard.total})`,
  );
  lines.push(
    '  published: ' +
      PUBLISHED_LOSSES.map(
        (p) => `${p.algorithm} ${f3(p.loss)} (ours ${figures.meanLoss <= p.loss ? '<=' : '>'})`,
      ).join(', '),
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const context = await createBenchContext();
  if (process.argv.includes('--cv')) {
    const dataDir = defaultDataDir();
    if (!dataDir) throw new Error('--cv needs the corpus: set SCISCOPE_DATA_DIR');
    const { createCvContext, runCrossValidation } = await import('./bench-affinity-cv');
    const { runRepresentationCv } = await import('./bench-affinity-representations');
    const cv = await createCvContext({ bench: context, dataDir, cacheDir: benchCacheDir() });
    process.stdout.write(`\n${await runCrossValidation(cv)}\n\n${await runRepresentationCv(cv)}\n`);
    return;
  }
  if (process.argv.includes('--command')) {
    const { runCommandBenchmark } = await import('./bench-affinity-command');
    process.stdout.write(`\n${await runCommandBenchmark(context, defaultBenchmarkDir())}\n`);
    return;
  }
  const figures = await runAffinityBenchmark(context);
  process.stdout.write(`\nDefault configuration\n${formatFigures(figures)}\n`);
  if (process.argv.includes('--ablation')) process.stdout.write(`\n${await runAffinityAblation(context)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
