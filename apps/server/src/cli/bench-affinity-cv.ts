/**
 * `npm run bench:affinity -- --cv`: k-fold cross-validation of the affinity engine over the
 * reviewers of the gold standard's development split and over the corpus' held-out authors
 * (packages/engine/src/affinity/held-out-authors.ts). Prints per-fold losses, their mean and
 * spread, easy/hard pair accuracy, and the held-out figures of choosing among candidate
 * configurations on the other folds.
 */
import { join } from 'node:path';
import {
  DEFAULT_AFFINITY_CONFIG,
  DEFAULT_AFFINITY_MODEL_SETTINGS,
  assignFolds,
  crossValidateSelection,
  documentText,
  foldLosses,
  loadConceptModel,
  loadLexicalModel,
  scoreAuthor,
  stableHash,
  vectorizeDocument,
  type AffinityConfig,
  type AffinityModels,
  type DocumentVectors,
  type FoldSummary,
  type HeldOutAuthorSet,
  type SerializedConceptModel,
  type SerializedLexicalModel,
} from '@sciscope/engine';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createCliProgress } from '../app/progress';
import { buildAffinityModels, createConceptCounter, type BuiltAffinityModels } from './affinity.command';
import { readBenchCorpus, type BenchCorpusWork } from './bench-affinity-corpus';
import {
  DEV_SET,
  OWN_SET,
  devCases,
  evaluateScorer,
  heldOutCases,
  type CaseScorer,
  type EvalCase,
  type EvalPaper,
  type SetFigures,
} from './bench-affinity-cases';
import type { BenchContext } from './bench-affinity';

export const CV_FOLDS = 5;

export interface CvContext {
  bench: BenchContext;
  works: BenchCorpusWork[];
  heldOut: HeldOutAuthorSet;
  cases: EvalCase[];
  folds: Record<string, string[][]>;
  /** Corpus works a model may be trained on: all but the held-out authors' rated works. */
  trainingWorks: BenchCorpusWork[];
  cacheDir: string | null;
}

/** Reads the corpus, builds the held-out author set and the folds of both sets. */
export async function createCvContext({
  bench,
  dataDir,
  cacheDir,
}: {
  bench: BenchContext;
  dataDir: string;
  cacheDir: string | null;
}): Promise<CvContext> {
  const works = await readBenchCorpus({ dir: join(dataDir, 'corpus'), cacheDir, progress: createCliProgress() });
  const { set: heldOut, cases: ownCases } = heldOutCases(works);
  const cases = [...devCases({ ratings: bench.ratings, splits: bench.splits }), ...ownCases];
  const folds = {
    [DEV_SET]: assignFolds(Object.keys(bench.ratings), CV_FOLDS),
    [OWN_SET]: assignFolds(
      heldOut.reviewers.map((r) => r.id),
      CV_FOLDS,
    ),
  };
  const trainingWorks = works.filter((w) => !heldOut.heldOutWorkIds.has(w.id));
  return { bench, works, heldOut, cases, folds, trainingWorks, cacheDir };
}

/** A fingerprint of the training set, so cached models follow a change of the held-out set. */
export function trainingFingerprint(context: CvContext): string {
  return stableHash(Array.from(context.heldOut.heldOutWorkIds).sort().join('|')).toString(36);
}

/**
 * Today's engine (lexical tf-idf + concepts, top-3 mean), with its corpus models trained on
 * the training works only; `config` varies the scoring.
 */
export async function createTodayScorer(context: CvContext): Promise<(config: AffinityConfig) => CaseScorer> {
  const settings = DEFAULT_AFFINITY_MODEL_SETTINGS;
  const conceptList = settings.useConcepts ? await context.bench.concepts() : null;
  const counter = createConceptCounter({ settings, concepts: conceptList });
  const cacheFile = context.cacheDir
    ? join(context.cacheDir, `cv-today-${trainingFingerprint(context)}-${conceptList?.length ?? 0}.json`)
    : null;
  let models: AffinityModels;
  if (cacheFile && existsSync(cacheFile)) {
    const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as {
      lexical: SerializedLexicalModel;
      concepts: SerializedConceptModel | null;
    };
    models = {
      lexical: loadLexicalModel(cached.lexical),
      concepts: cached.concepts ? loadConceptModel(cached.concepts) : null,
    };
  } else {
    const built: BuiltAffinityModels = await buildAffinityModels({
      settings,
      corpusTexts: context.trainingWorks.map((w) => documentText(w)),
      localTexts: [],
      concepts: conceptList,
    });
    models = built.models;
    if (cacheFile && context.cacheDir) {
      await mkdir(context.cacheDir, { recursive: true });
      await writeFile(
        cacheFile,
        JSON.stringify({ lexical: models.lexical.serialize(), concepts: models.concepts?.serialize() ?? null }),
      );
    }
  }
  const memo = new Map<string, DocumentVectors>();
  const vectors = (paper: EvalPaper): DocumentVectors => {
    let v = memo.get(paper.key);
    if (!v) {
      const concepts = counter ? counter.countConcepts(documentText(paper)) : null;
      v = vectorizeDocument({ document: { ...paper, concepts }, models });
      memo.set(paper.key, v);
    }
    return v;
  };
  return (config) => (evalCase) => {
    const articles = evalCase.profile.map((entry) => vectors(entry.paper));
    return evalCase.rated.map(({ paper }) => scoreAuthor({ doc: vectors(paper), articles, config }).score);
  };
}

/** A named scorer to report. */
export interface CvMethod {
  name: string;
  scorer: CaseScorer;
}

export interface CvFigures {
  name: string;
  sets: Record<string, SetFigures>;
  folds: Record<string, FoldSummary>;
}

/** Evaluates methods on every case and splits their reviewer costs into the folds. */
export function evaluateMethods(context: CvContext, methods: readonly CvMethod[]): CvFigures[] {
  return methods.map(({ name, scorer }) => {
    const sets = evaluateScorer(context.cases, scorer);
    const folds: Record<string, FoldSummary> = {};
    for (const [set, setFolds] of Object.entries(context.folds))
      folds[set] = foldLosses((sets[set] as SetFigures).costs, setFolds);
    return { name, sets, folds };
  });
}

const f3 = (x: number): string => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));
const accuracy = ({ correct, total }: { correct: number; total: number }): number =>
  total > 0 ? correct / total : Number.NaN;

/** Table: per-fold losses, mean ± spread per set, easy/hard accuracy. */
export function formatCvTable(context: CvContext, figures: readonly CvFigures[]): string {
  const sets = Object.keys(context.folds);
  const lines = [
    `Cross-validation, ${CV_FOLDS} folds of reviewers: ${DEV_SET} = development split (${
      Object.keys(context.bench.ratings).length
    } reviewers, pooled over d_20_1..10), ${OWN_SET} = corpus held-out authors (${context.heldOut.reviewers.length} reviewers)`,
  ];
  for (const f of figures) {
    lines.push(f.name);
    for (const set of sets) {
      const summary = f.folds[set] as FoldSummary;
      const setFigures = f.sets[set] as SetFigures;
      lines.push(
        `  ${set.padEnd(8)} folds ${summary.losses.map(f3).join(' ')}  mean ${f3(summary.mean)} ± ${f3(summary.spread)}` +
          `  easy ${f3(accuracy(setFigures.easy))} hard ${f3(accuracy(setFigures.hard))}`,
      );
    }
  }
  return lines.join('\n');
}

/** Held-out figures of choosing among `figures` on the other folds (see crossValidateSelection). */
export function formatCvSelection(context: CvContext, label: string, figures: readonly CvFigures[]): string {
  const selection = crossValidateSelection({
    candidates: figures.map((f) => ({
      name: f.name,
      costs: Object.fromEntries(Object.entries(f.sets).map(([set, s]) => [set, s.costs])),
    })),
    folds: context.folds,
  });
  const lines = [`Chosen by CV among ${figures.length} ${label}:`];
  selection.folds.forEach((fold, i) =>
    lines.push(
      `  fold ${i + 1}: ${fold.chosen}  ${Object.entries(fold.losses)
        .map(([set, loss]) => `${set} ${f3(loss)}`)
        .join('  ')}`,
    ),
  );
  for (const [set, summary] of Object.entries(selection.sets))
    lines.push(`  ${set.padEnd(8)} held-out folds mean ${f3(summary.mean)} ± ${f3(summary.spread)}`);
  return lines.join('\n');
}

/** The cross-validation report of today's engine and its scoring variants. */
export async function runCrossValidation(context: CvContext): Promise<string> {
  const today = await createTodayScorer(context);
  const figures = evaluateMethods(context, [
    { name: "today's engine (tf-idf uni+bigrams, concepts w=0.1, top-3 mean)", scorer: today(DEFAULT_AFFINITY_CONFIG) },
  ]);
  return formatCvTable(context, figures);
}
