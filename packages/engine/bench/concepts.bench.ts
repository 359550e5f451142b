/**
 * `npm run bench:concepts`: precision of the concept badges (the first five of an article in
 * badge order, as the search page shows them) on the two judged samples of the default corpus
 * (`concepts-judged.json`, `concepts-judged-2.json`; rules in `concepts-judged.md`), the share
 * of works with an abstract that get at least 3 concepts, the recall of the authors' keywords
 * that name an ontology concept, author concept profiles against their keywords, and a 5-fold
 * cross-validation of the badge-relevance settings.
 *
 *   npm run bench:concepts [-- --to-judge /tmp/to-judge.json]
 *
 * `--to-judge` writes the sampled works that have concepts not judged yet (at any rank), for
 * judging by hand; nothing of the corpus is written into the repository.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_BADGE_RELEVANCE, DEFAULT_CORPUS_AMBIGUITY, type BadgeRelevanceSettings } from '../src/concepts';
import {
  gatherLiteralStats,
  loadCorpusWorks,
  matchCorpus,
  orderCorpus,
  sampleWorks,
  embedCorpus,
  withTypicality,
  type CorpusMatches,
} from './concept-corpus';
import { authorProfilePrecision } from './author-profiles';
import { badgePrecision, keywordRecall, loadJudgments, pairKey, shortWorkId, type Judgment } from './concept-judgments';
import { loadBenchOntology } from './matcher.bench';

const FOLDS = 5;
/**
 * The constants cross-validated: keyphraseness for the keyphrase point × the badge floor ×
 * the typicality weight and centre.
 */
const GRID: BadgeRelevanceSettings[] = [0.02, 0.05, 0.1].flatMap((minKeyphraseness) =>
  [0, 1, 1.5, 2, 3, Infinity].flatMap((floor) =>
    [0, 1, 2, 3].flatMap((typicalityWeight) =>
      [0.1, 0.2, 0.3].map((typicalityCentre) => ({
        ...DEFAULT_BADGE_RELEVANCE,
        minKeyphraseness,
        floor,
        typicalityWeight,
        typicalityCentre,
      })),
    ),
  ),
);

const datasets = resolve(process.env.SCISCOPE_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'));
if (!existsSync(datasets)) {
  console.error(`No datasets at ${datasets}: set SCISCOPE_DATA_DIR.`);
  process.exit(2);
}
const toJudgeAt = process.argv.indexOf('--to-judge');
const judgments = new Map<string, Judgment>();
for (const file of ['concepts-judged.json', 'concepts-judged-2.json']) {
  for (const [key, j] of loadJudgments(resolve(import.meta.dirname, file))) judgments.set(key, j);
}

const started = performance.now();
const concepts = loadBenchOntology(datasets);
const works = loadCorpusWorks(resolve(datasets, 'corpus'));
const stats = gatherLiteralStats(concepts, works);
const set1 = sampleWorks(works, 64, 9);
const set2 = sampleWorks(works, 200, 2026)
  .filter((w) => !set1.includes(w))
  .slice(0, 80);
const sets = [
  { name: 'set 1 (64 works, seed 9)', sample: set1 },
  { name: 'set 2 (80 works, seed 2026)', sample: set2 },
  { name: 'both (144 works)', sample: [...set1, ...set2] },
];
const nameOf = new Map(concepts.map((c) => [c.id, c.name]));
const withAbstract = works.flatMap((work, i) => (work.abstract ? [i] : []));

const trainingStarted = performance.now();
const vectors = embedCorpus(works);
console.log(
  `representation model trained and works embedded in ${((performance.now() - trainingStarted) / 1000).toFixed(0)} s`,
);
const matches = withTypicality(matchCorpus(concepts, works, stats, DEFAULT_CORPUS_AMBIGUITY), vectors);
const runs = [
  { label: 'before: tf-idf order, 5 badges', m: orderCorpus(matches, null) },
  {
    label: 'relevance order, 5 badges',
    m: orderCorpus(matches, { ...DEFAULT_BADGE_RELEVANCE, floor: Infinity, alwaysShown: 5 }),
  },
  {
    label: 'relevance order + floor, no typicality',
    m: orderCorpus(matches, { ...DEFAULT_BADGE_RELEVANCE, typicalityWeight: 0 }),
  },
  { label: 'relevance order + floor (default)', m: matches },
];

if (toJudgeAt > 0) {
  const out = sets[2]!.sample.flatMap((w) => {
    const work = works[w]!;
    const id = shortWorkId(work.sourceId);
    const open = matches.badges[w]!.map((b) => nameOf.get(b.conceptId)!).filter((n) => !judgments.has(pairKey(id, n)));
    return open.length === 0 ? [] : [{ work: id, title: work.title, abstract: work.abstract, concepts: open }];
  });
  writeFileSync(process.argv[toJudgeAt + 1] as string, JSON.stringify(out, null, 1));
  console.log(`${out.length} works with unjudged pairs written`);
}

const precisionOf = (m: CorpusMatches, sample: readonly number[]) =>
  badgePrecision({ sample, works, badges: m.badges, shown: m.shown, judgments, nameOf });
const pct = (x: number): string => x.toFixed(3);
const share = (m: CorpusMatches, pick: (w: number) => number) =>
  withAbstract.filter((w) => pick(w) >= 3).length / withAbstract.length;

console.log(`works ${works.length}, with an abstract ${withAbstract.length}; judged pairs ${judgments.size}`);
const recall = keywordRecall({ works, badges: matches.badges, concepts: matches.concepts });
console.log(
  `>=3 concepts ${pct(share(matches, (w) => matches.badges[w]!.length))}; keyword recall ` +
    `${pct(recall.recall)} (${recall.recalled}/${recall.naming}) (concepts at any rank: the same for every order)\n`,
);
console.log('author profiles, top 10 concepts against the concepts their keywords name (precision@10):');
for (const score of authorProfilePrecision(works, matches))
  console.log(
    `  ${score.label.padEnd(36)} ${pct(score.mean)} (${score.authors} authors; folds ${score.folds.map(pct).join(' ')})`,
  );
console.log();
for (const run of runs) {
  console.log(`${run.label}: >=3 badges shown ${pct(share(run.m, (w) => run.m.shown[w]!))}`);
  for (const set of sets) {
    const p = precisionOf(run.m, set.sample);
    const perWork = set.sample.reduce((a, w) => a + Math.min(5, run.m.shown[w]!), 0) / set.sample.length;
    console.log(
      `  ${set.name.padEnd(28)} precision ${pct(p.precision)} (${p.correct}/${p.judged}, unjudged ${p.unjudged})` +
        `  1st ${pct(p.byRank[0] ?? 0)}  5th ${pct(p.byRank[4] ?? 0)}  badges/work ${perWork.toFixed(2)}`,
    );
  }
}

// Cross-validation over the works of both sets: each fold's settings are the grid point with
// the best precision on the other four folds; the held-out fold scores them.
const union = sets[2]!.sample;
const folds = Array.from({ length: FOLDS }, (_, f) => union.filter((_, i) => i % FOLDS === f));
// Only the judged works need ordering for the folds.
const unionSet = new Set(union);
const judgedOnly: CorpusMatches = {
  ...matches,
  badges: matches.badges.map((list, w) => (unionSet.has(w) ? list : [])),
};
function crossValidate(grid: BadgeRelevanceSettings[]): void {
  const ordered = grid.map((settings) => ({ settings, m: orderCorpus(judgedOnly, settings) }));
  const held: number[] = [];
  const chosen: string[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = folds.filter((_, g) => g !== f).flat();
    let best = ordered[0]!;
    for (const o of ordered) if (precisionOf(o.m, train).precision > precisionOf(best.m, train).precision) best = o;
    const { minKeyphraseness, floor, typicalityWeight, typicalityCentre } = best.settings;
    chosen.push(`${minKeyphraseness}/${floor}/${typicalityWeight}/${typicalityCentre}`);
    held.push(precisionOf(best.m, folds[f]!).precision);
  }
  const mean = held.reduce((a, b) => a + b, 0) / FOLDS;
  const sd = Math.sqrt(held.reduce((a, b) => a + (b - mean) ** 2, 0) / (FOLDS - 1));
  console.log(`  chosen minKeyphraseness/floor/typicality weight/centre ${chosen.join(' ')}`);
  console.log(`  held-out precision ${held.map(pct).join(' ')}  mean ${pct(mean)} ± ${pct(sd)}`);
}
console.log(`\ncross-validation, ${FOLDS} folds of the 144 works, order only (5 badges):`);
crossValidate(GRID.filter((s) => s.floor === Infinity).map((s) => ({ ...s, alwaysShown: 5 })));
console.log(`cross-validation, ${FOLDS} folds, order and badge floor, no typicality:`);
crossValidate(GRID.filter((s) => s.typicalityWeight === 0 && s.typicalityCentre === 0.2));
console.log(`cross-validation, ${FOLDS} folds, order, badge floor and typicality:`);
crossValidate(GRID);
const before = runs[0]!.m;
const heldBefore = folds.map((fold) => precisionOf(before, fold).precision);
const meanBefore = heldBefore.reduce((a, b) => a + b, 0) / FOLDS;
const sdBefore = Math.sqrt(heldBefore.reduce((a, b) => a + (b - meanBefore) ** 2, 0) / (FOLDS - 1));
console.log(
  `  before (nothing tuned), same folds: ${heldBefore.map(pct).join(' ')}  mean ${pct(meanBefore)} ± ${pct(sdBefore)}`,
);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
