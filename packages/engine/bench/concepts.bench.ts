/**
 * `npm run bench:concepts`: precision of the top-5 concept badges on the judged sample of the
 * default corpus (`concepts-judged.json`, rules in `concepts-judged.md`), the share of works
 * with an abstract that get at least 3 concepts, and the recall of the authors' keywords that
 * name an ontology concept; then a 5-fold cross-validation of the corpus-ambiguity threshold.
 *
 *   npm run bench:concepts [-- --to-judge /tmp/to-judge.json]
 *
 * `--to-judge` writes the sampled works whose badges (under any threshold of the grid) are not
 * judged yet, for judging by hand; nothing of the corpus is written into the repository.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CORPUS_AMBIGUITY, type CorpusAmbiguityThresholds } from '../src/concepts';
import { gatherLiteralStats, loadCorpusWorks, matchCorpus, sampleWorks, type CorpusMatches } from './concept-corpus';
import { badgePrecision, keywordRecall, loadJudgments, pairKey, shortWorkId } from './concept-judgments';
import { loadBenchOntology } from './matcher.bench';

const SAMPLE_SIZE = 64;
const SAMPLE_SEED = 9;
const FOLDS = 5;
/** Candidate thresholds: `maxEvidenceShare` × `minLift`; both 0 flags nothing (the static rules alone). */
const GRID = [0, 0.005, 0.01].flatMap((maxEvidenceShare) =>
  [0, 2, 3].map((minLift) => ({ maxEvidenceShare, minLift })),
);

const datasets = resolve(process.env.SCISCOPE_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'));
if (!existsSync(datasets)) {
  console.error(`No datasets at ${datasets}: set SCISCOPE_DATA_DIR.`);
  process.exit(2);
}
const toJudgeAt = process.argv.indexOf('--to-judge');
const judgedPath = resolve(import.meta.dirname, 'concepts-judged.json');
const judgments = existsSync(judgedPath) ? loadJudgments(judgedPath) : new Map();

const started = performance.now();
const concepts = loadBenchOntology(datasets);
const works = loadCorpusWorks(resolve(datasets, 'corpus'));
const stats = gatherLiteralStats(concepts, works);
const sample = sampleWorks(works, SAMPLE_SIZE, SAMPLE_SEED);
const nameOf = new Map(concepts.map((c) => [c.id, c.name]));
const withAbstract = works.flatMap((work, i) => (work.abstract ? [i] : []));

const runs = GRID.map((grid) => {
  const thresholds: CorpusAmbiguityThresholds = { ...DEFAULT_CORPUS_AMBIGUITY, ...grid };
  const share = `${grid.maxEvidenceShare.toFixed(3)}/${grid.minLift}`;
  const matches = matchCorpus(concepts, works, stats, thresholds);
  const atLeast3 =
    withAbstract.filter((i) => (matches.badges[i] as unknown[]).length >= 3).length / withAbstract.length;
  return { share, matches, atLeast3 };
});

if (toJudgeAt > 0) {
  const out = sample.flatMap((w) => {
    const work = works[w]!;
    const id = shortWorkId(work.sourceId);
    const names = new Set<string>();
    for (const run of runs) for (const b of run.matches.badges[w]!.slice(0, 5)) names.add(nameOf.get(b.conceptId)!);
    const open = [...names].filter((name) => !judgments.has(pairKey(id, name)));
    return open.length === 0 ? [] : [{ work: id, title: work.title, abstract: work.abstract, concepts: open }];
  });
  writeFileSync(process.argv[toJudgeAt + 1] as string, JSON.stringify(out, null, 1));
  console.log(`${out.length} works with unjudged pairs written`);
}

function precisionOf(matches: CorpusMatches, subset: readonly number[]) {
  return badgePrecision({ sample: subset, works, badges: matches.badges, judgments, nameOf });
}

const pct = (x: number): string => x.toFixed(3);
console.log(`works ${works.length}, with an abstract ${withAbstract.length}; judged pairs ${judgments.size}`);
console.log(`sample: ${sample.length} random works with an abstract (seed ${SAMPLE_SEED})\n`);
console.log('share/lift        precision@5 (judged/unjudged)  1st    5th    >=3 concepts  keyword recall');
for (const run of runs) {
  const p = precisionOf(run.matches, sample);
  const recall = keywordRecall({ works, badges: run.matches.badges, concepts: run.matches.concepts });
  console.log(
    `${run.share.padStart(16)}  ${pct(p.precision)} (${p.judged}/${p.unjudged})`.padEnd(48) +
      `${pct(p.byRank[0] ?? 0)}  ${pct(p.byRank[4] ?? 0)}  ${pct(run.atLeast3)}         ` +
      `${pct(recall.recall)} (${recall.recalled}/${recall.naming})`,
  );
}

// Cross-validation: folds of the sample; each fold's threshold is the grid value with the best
// precision on the other folds among those keeping >= 90% of abstracts at 3+ concepts.
const eligible = runs.filter((run) => run.atLeast3 >= 0.9);
const folds = Array.from({ length: FOLDS }, (_, f) => sample.filter((_, i) => i % FOLDS === f));
const chosen: string[] = [];
const held: number[] = [];
for (let f = 0; f < FOLDS; f++) {
  const train = folds.filter((_, g) => g !== f).flat();
  let best = eligible[0] ?? runs[0]!;
  for (const run of eligible)
    if (precisionOf(run.matches, train).precision > precisionOf(best.matches, train).precision) best = run;
  chosen.push(best.share);
  held.push(precisionOf(best.matches, folds[f]!).precision);
}
const mean = held.reduce((a, b) => a + b, 0) / FOLDS;
const sd = Math.sqrt(held.reduce((a, b) => a + (b - mean) ** 2, 0) / (FOLDS - 1));
console.log(`\ncross-validation (${FOLDS} folds of the sample): chosen maxEvidenceShare/minLift ${chosen.join(' ')}`);
console.log(`  held-out precision@5 ${held.map(pct).join(' ')}  mean ${pct(mean)} ± ${pct(sd)}`);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
