/**
 * Cross-validation of the corpus representations (packages/engine/src/representations):
 * one LSA model trained on the training works (every corpus work but the held-out authors'
 * rated ones), its dimension and σ-scaling varied without retraining, and a grid of scoring
 * constants (dense/lexical/concept blend, aggregation, recency and authorship weighting).
 * The component cosines of every case are computed once, so the grid costs little.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_EXPERTISE_SCORE_CONFIG,
  DEFAULT_REPRESENTATION_SETTINGS,
  adjustRepresentationModel,
  denseDot,
  documentText,
  loadRepresentationModel,
  projectSparse,
  representationText,
  serializeRepresentationModel,
  sparseDot,
  trainRepresentationModel,
  weightedAuthorScore,
  type Aggregation,
  type ExpertiseScoreConfig,
  type ExpertiseWeighting,
  type RepresentationModel,
  type RepresentationSettings,
  type SparseWeights,
  type StoredRepresentationModel,
} from '@sciscope/engine';
import type { CaseScorer, EvalCase, EvalPaper } from './bench-affinity-cases';
import type { BenchCorpusWork } from './bench-affinity-corpus';
import {
  evaluateMethods,
  formatCvSelection,
  formatCvTable,
  todayModels,
  trainingFingerprint,
  type CvContext,
  type CvFigures,
} from './bench-affinity-cv';

function settingsKey(settings: RepresentationSettings): string {
  return [
    settings.stemmer,
    settings.bigrams ? 'bi' : 'uni',
    settings.dim,
    settings.minDocumentFrequency,
    settings.maxProjectedTerms,
    settings.whitening,
    settings.seed,
  ].join('-');
}

/** Trains the model on the training works, or reads it from the bench cache. */
export async function trainedRepresentation(
  context: CvContext,
  settings: RepresentationSettings,
): Promise<{ model: RepresentationModel; seconds: number | null }> {
  const base = context.cacheDir
    ? join(context.cacheDir, `rep-${trainingFingerprint(context)}-${settingsKey(settings)}`)
    : null;
  if (base && existsSync(`${base}.json`)) {
    const header = JSON.parse(await readFile(`${base}.json`, 'utf8')) as StoredRepresentationModel['header'];
    const stored: StoredRepresentationModel = {
      header,
      vocabulary: await readFile(`${base}.vocabulary.tsv`, 'utf8'),
      projection: new Uint8Array(await readFile(`${base}.projection.bin`)),
      singularValues: new Uint8Array(await readFile(`${base}.sigma.bin`)),
    };
    return { model: loadRepresentationModel(stored), seconds: null };
  }
  const started = performance.now();
  const model = trainRepresentationModel({
    documents: context.trainingWorks.map((w) => representationText(w)),
    settings,
    onStep: (step) => process.stderr.write(`  representations: ${step}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  if (base && context.cacheDir) {
    await mkdir(context.cacheDir, { recursive: true });
    const stored = serializeRepresentationModel(model);
    await writeFile(`${base}.vocabulary.tsv`, stored.vocabulary);
    await writeFile(`${base}.projection.bin`, stored.projection);
    await writeFile(`${base}.sigma.bin`, stored.singularValues);
    await writeFile(`${base}.json`, JSON.stringify(stored.header));
  }
  return { model, seconds };
}

/**
 * A scoring configuration plus the share of a document's similarity to the corpus centroid
 * that is subtracted from every author's score for it (a generic document is close to every
 * profile). Measured here only: it did not help, so the engine has no such constant.
 */
type BenchScoreConfig = ExpertiseScoreConfig & { backgroundWeight: number };

/** A dense space to evaluate: the trained model at a dimension and σ-scaling. */
interface SpaceVariant {
  key: string;
  model: RepresentationModel;
}

/** Per case: the component cosines of every rated paper with every profile paper. */
interface CaseCosines {
  lexical: Float32Array[];
  concepts: Array<Float32Array | null>;
  dense: Map<string, Float32Array[]>;
}

/** Builds a scorer factory over precomputed cosines: (space, config) → CaseScorer. */
async function createCosineScorer(
  context: CvContext,
  base: RepresentationModel,
  spaces: readonly SpaceVariant[],
): Promise<(space: string, config: BenchScoreConfig) => CaseScorer> {
  const { models, counter } = await todayModels(context);
  // Corpus centroids from every tenth training work: the background a document is compared to.
  const lexicalSum = new Map<number, number>();
  const denseSums = new Map(spaces.map((s) => [s.key, new Float64Array(s.model.dim)]));
  let sampled = 0;
  for (let i = 0; i < context.trainingWorks.length; i += 10) {
    const lexical = base.lexical.vectorize(representationText(context.trainingWorks[i] as BenchCorpusWork));
    for (let k = 0; k < lexical.ids.length; k++) {
      const id = lexical.ids[k] as number;
      lexicalSum.set(id, (lexicalSum.get(id) ?? 0) + (lexical.weights[k] as number));
    }
    for (const s of spaces) {
      const dense = projectSparse(s.model, lexical);
      const sum = denseSums.get(s.key) as Float64Array;
      for (let j = 0; j < dense.length; j++) sum[j] = (sum[j] as number) + (dense[j] as number);
    }
    sampled++;
  }
  const centroidIds = Int32Array.from([...lexicalSum.keys()].sort((a, b) => a - b));
  const lexicalCentroid: SparseWeights = {
    ids: centroidIds,
    weights: Float32Array.from(centroidIds, (id) => (lexicalSum.get(id) as number) / sampled),
  };
  const denseCentroids = new Map(
    spaces.map((s) => [s.key, Float32Array.from(denseSums.get(s.key) as Float64Array, (x) => x / sampled)]),
  );
  type PaperVectors = {
    lexical: SparseWeights;
    concepts: SparseWeights | null;
    dense: Map<string, Float32Array>;
    background: { lexical: number; dense: Map<string, number> };
  };
  const memo = new Map<string, PaperVectors>();
  const vectors = (paper: EvalPaper): PaperVectors => {
    let v = memo.get(paper.key);
    if (!v) {
      const lexical = base.lexical.vectorize(representationText(paper));
      const counts = counter && models.concepts ? counter.countConcepts(documentText(paper)) : null;
      const dense = new Map(spaces.map((s) => [s.key, projectSparse(s.model, lexical)]));
      v = {
        lexical,
        concepts: counts && models.concepts ? models.concepts.vectorize(counts) : null,
        dense,
        background: {
          lexical: sparseDot(lexical, lexicalCentroid),
          dense: new Map(
            spaces.map((s) => [
              s.key,
              denseDot(dense.get(s.key) as Float32Array, denseCentroids.get(s.key) as Float32Array),
            ]),
          ),
        },
      };
      memo.set(paper.key, v);
    }
    return v;
  };
  const cosines = new WeakMap<EvalCase, CaseCosines>();
  const caseCosines = (evalCase: EvalCase): CaseCosines => {
    let c = cosines.get(evalCase);
    if (c) return c;
    const profile = evalCase.profile.map((entry) => vectors(entry.paper));
    c = { lexical: [], concepts: [], dense: new Map(spaces.map((s) => [s.key, []])) };
    for (const { paper } of evalCase.rated) {
      const doc = vectors(paper);
      c.lexical.push(Float32Array.from(profile, (a) => sparseDot(doc.lexical, a.lexical)));
      c.concepts.push(
        doc.concepts && doc.concepts.ids.length > 0
          ? Float32Array.from(profile, (a) => (a.concepts ? sparseDot(doc.concepts as SparseWeights, a.concepts) : 0))
          : null,
      );
      for (const s of spaces)
        (c.dense.get(s.key) as Float32Array[]).push(
          Float32Array.from(profile, (a) =>
            denseDot(doc.dense.get(s.key) as Float32Array, a.dense.get(s.key) as Float32Array),
          ),
        );
    }
    cosines.set(evalCase, c);
    return c;
  };
  return (space, config) => (evalCase) => {
    const c = caseCosines(evalCase);
    const facts = evalCase.profile.map((entry) => ({
      year: entry.paper.year,
      position: entry.position,
      authorsCount: entry.authorsCount,
    }));
    const dense = c.dense.get(space) as Float32Array[];
    return evalCase.rated.map(({ paper }, r) => {
      const lexical = c.lexical[r] as Float32Array;
      const concepts = c.concepts[r] ?? null;
      const cw = concepts ? config.conceptWeight : 0;
      const d = config.denseWeight;
      const bg = vectors(paper).background;
      const background = config.backgroundWeight * ((1 - d - cw) * bg.lexical + d * (bg.dense.get(space) as number));
      const scores = new Float32Array(lexical.length);
      for (let i = 0; i < scores.length; i++)
        scores[i] =
          (1 - d - cw) * (lexical[i] as number) +
          d * ((dense[r] as Float32Array)[i] as number) +
          (concepts ? cw * (concepts[i] as number) : 0);
      return (
        weightedAuthorScore({
          scores,
          articles: facts,
          referenceYear: paper.year,
          weighting: config.weighting,
          aggregation: config.aggregation,
        }) - background
      );
    });
  };
}

const DIMS = [128, 256];
const WHITENINGS = [0, 0.5, 1];
const DENSE_WEIGHTS = [0, 0.25, 0.5, 0.75, 1];
const CONCEPT_WEIGHTS = [0, 0.1];
const BACKGROUND_WEIGHTS = [0, 0.5, 1];
const AGGREGATIONS: Array<{ label: string; aggregation: Aggregation }> = [
  { label: 'top-3 mean', aggregation: { kind: 'topMean', k: 3 } },
  { label: 'max', aggregation: { kind: 'max' } },
  { label: 'top-5 mean', aggregation: { kind: 'topMean', k: 5 } },
];
const WEIGHTINGS: Array<{ label: string; weighting: ExpertiseWeighting }> = [
  { label: 'unweighted', weighting: { halfLifeYears: null, middleAuthorWeight: 1 } },
  { label: 'middle author 0.5', weighting: { halfLifeYears: null, middleAuthorWeight: 0.5 } },
  { label: 'half-life 10 y', weighting: { halfLifeYears: 10, middleAuthorWeight: 1 } },
  { label: 'middle 0.5 + half-life 10 y', weighting: { halfLifeYears: 10, middleAuthorWeight: 0.5 } },
];

function describe(space: string, config: BenchScoreConfig): string {
  const agg = AGGREGATIONS.find((a) => JSON.stringify(a.aggregation) === JSON.stringify(config.aggregation));
  const weighting = WEIGHTINGS.find((w) => JSON.stringify(w.weighting) === JSON.stringify(config.weighting));
  return `LSA ${space}, dense ${config.denseWeight}, concepts ${config.conceptWeight}, ${agg?.label ?? '?'}, ${weighting?.label ?? '?'}, background ${config.backgroundWeight}`;
}

/** The representations' cross-validation report: one-at-a-time variations, then the nested choice. */
export async function runRepresentationCv(context: CvContext): Promise<string> {
  const settings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: Math.max(...DIMS), whitening: 0 };
  const { model, seconds } = await trainedRepresentation(context, settings);
  const spaces: SpaceVariant[] = [];
  for (const dim of DIMS)
    for (const whitening of WHITENINGS)
      spaces.push({ key: `d${dim} γ${whitening}`, model: adjustRepresentationModel(model, { dim, whitening }) });
  const score = await createCosineScorer(context, model, spaces);
  const defaultSpace = `d${DEFAULT_REPRESENTATION_SETTINGS.dim} γ${DEFAULT_REPRESENTATION_SETTINGS.whitening}`;
  const def: BenchScoreConfig = { ...DEFAULT_EXPERTISE_SCORE_CONFIG, backgroundWeight: 0 };
  const row = (space: string, config: BenchScoreConfig) => ({
    name: describe(space, config),
    scorer: score(space, config),
  });
  const table: CvFigures[] = evaluateMethods(context, [
    row(defaultSpace, def),
    row(defaultSpace, { ...def, denseWeight: 0 }),
    row(defaultSpace, { ...def, denseWeight: 1 }),
    ...spaces.filter((s) => s.key !== defaultSpace).map((s) => row(s.key, def)),
    ...DENSE_WEIGHTS.filter((d) => d !== def.denseWeight && d !== 0 && d !== 1).map((d) =>
      row(defaultSpace, { ...def, denseWeight: d }),
    ),
    ...CONCEPT_WEIGHTS.filter((c) => c !== def.conceptWeight).map((c) =>
      row(defaultSpace, { ...def, conceptWeight: c }),
    ),
    ...AGGREGATIONS.filter((a) => JSON.stringify(a.aggregation) !== JSON.stringify(def.aggregation)).map((a) =>
      row(defaultSpace, { ...def, aggregation: a.aggregation }),
    ),
    ...WEIGHTINGS.filter((w) => JSON.stringify(w.weighting) !== JSON.stringify(def.weighting)).map((w) =>
      row(defaultSpace, { ...def, weighting: w.weighting }),
    ),
    ...BACKGROUND_WEIGHTS.filter((b) => b !== def.backgroundWeight).flatMap((b) => [
      row(defaultSpace, { ...def, backgroundWeight: b }),
      row(defaultSpace, { ...def, denseWeight: 0, backgroundWeight: b }),
    ]),
  ]);
  const grid = [];
  for (const space of spaces)
    for (const denseWeight of DENSE_WEIGHTS)
      for (const conceptWeight of CONCEPT_WEIGHTS)
        for (const { aggregation } of AGGREGATIONS)
          for (const { weighting } of WEIGHTINGS)
            for (const backgroundWeight of BACKGROUND_WEIGHTS)
              grid.push(row(space.key, { denseWeight, conceptWeight, aggregation, weighting, backgroundWeight }));
  const gridFigures = evaluateMethods(context, grid);
  const best = [...gridFigures].sort((a, b) => meanOfFoldMeans(a) - meanOfFoldMeans(b))[0] as CvFigures;
  return [
    `Corpus representations: LSA trained on ${context.trainingWorks.length} works` +
      (seconds === null ? ' (cached model)' : ` in ${seconds.toFixed(0)} s`) +
      `, vocabulary ${model.lexical.vocabularySize} terms, ${model.projectedTerms} projected`,
    formatCvTable(context, table),
    '',
    formatCvSelection(context, `grid configurations (${grid.length})`, gridFigures),
    `Best on all folds (the engine default should be this): ${best.name}`,
  ].join('\n');
}

function meanOfFoldMeans(figures: CvFigures): number {
  const sets = Object.values(figures.folds);
  return sets.reduce((sum, s) => sum + s.mean, 0) / sets.length;
}
