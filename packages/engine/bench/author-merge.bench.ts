// Cross-source author links (one person's OpenReview, IEEE and ACL ids) measured where no
// ground truth exists across sources, by building it:
//  - false merges: pairs of different ids of ONE source in one name block are different
//    people (the source says so); the id–id rule is applied to them as if their sources
//    differed, and every pair it would link is a false merge (an upper bound: a source
//    sometimes gives one person two ids);
//  - recall: ids with many works are split in two artificial ids of different sources, by
//    venue (the id's main venue against the others, as sources follow venues) and at random;
//    every split the rule re-joins is a hit.
// The threshold (options.idThreshold) is chosen by k-fold cross-validation over people, then
// the whole corpus is clustered with it to count what single linkage really does.
// Run: npm run bench:author-merge [-- CORPUS_DIR] [-- --folds=5] [-- --min-works=6] [-- --floors=0,8,16,32,64,128,256]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DISAMBIGUATION_OPTIONS,
  disambiguateAuthors,
  scoreIdPairs,
  type AuthorMention,
  type DisambiguationOptions,
  type IdPairScore,
} from '../src/authors';
import { seededRandom } from '../src/seeded-random';
import { loadBenchCorpus, type BenchCorpus } from './disambiguation.bench';

const DEFAULT_CORPUS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/datasets/corpus');

/** A scored pair, labelled, with the person (or pair of people) that decides its fold. */
interface Labelled {
  a?: string;
  b?: string;
  score: number;
  namePart: number;
  positive: boolean;
  group: number;
}

function truthId(corpus: BenchCorpus, i: number): string | null {
  const t = corpus.truth[i] ?? -1;
  return t < 0 ? null : `${corpus.namespaces[corpus.namespaceOf[i]!]}:${t}`;
}

function idNumber(id: string): number {
  return Number(id.slice(id.lastIndexOf(':') + 1));
}

/** The corpus with its source ids as externalIds (what a real import sees). */
function withIds(corpus: BenchCorpus): AuthorMention[] {
  return corpus.mentions.map((m, i) => ({ ...m, externalId: truthId(corpus, i) }));
}

/** Ids with at least minWorks mentions, split in two ids of two made-up sources. */
function withSplits(
  corpus: BenchCorpus,
  minWorks: number,
  mode: 'venue' | 'random',
): { mentions: AuthorMention[]; split: number } {
  const byId = new Map<number, number[]>();
  corpus.truth.forEach((t, i) => {
    if (t < 0) return;
    const list = byId.get(t);
    if (list) list.push(i);
    else byId.set(t, [i]);
  });
  const side = new Int8Array(corpus.mentions.length).fill(-1);
  const next = seededRandom(7);
  let split = 0;
  for (const list of byId.values()) {
    if (list.length < minWorks) continue;
    if (mode === 'random') {
      const order = list.map((i) => ({ i, r: next() })).sort((x, y) => x.r - y.r);
      order.forEach(({ i }, k) => (side[i] = k % 2));
    } else {
      const venues = new Map<string, number>();
      for (const i of list) {
        const v = corpus.mentions[i]!.venue ?? '';
        venues.set(v, (venues.get(v) ?? 0) + 1);
      }
      const main = [...venues.entries()].sort((x, y) => y[1] - x[1])[0]![0];
      const other = list.filter((i) => (corpus.mentions[i]!.venue ?? '') !== main).length;
      // A person with one venue has nothing to split by venue.
      if (other === 0) continue;
      for (const i of list) side[i] = (corpus.mentions[i]!.venue ?? '') === main ? 0 : 1;
    }
    split++;
  }
  const mentions = corpus.mentions.map((m, i) => {
    const s = side[i]!;
    const id = truthId(corpus, i);
    if (s < 0 || id === null) return { ...m, externalId: id };
    return { ...m, externalId: `${s === 0 ? 'splitA' : 'splitB'}:${corpus.truth[i]}` };
  });
  return { mentions, split };
}

function source(id: string): string {
  return id.slice(0, id.indexOf(':'));
}

interface Rates {
  falseRate: number;
  recall: number;
  negatives: number;
  positives: number;
}

function ratesAt(pairs: readonly Labelled[], threshold: number): Rates {
  let negatives = 0;
  let falseLinks = 0;
  let positives = 0;
  let hits = 0;
  for (const p of pairs) {
    if (p.positive) {
      positives++;
      if (p.score >= threshold) hits++;
    } else {
      negatives++;
      if (p.score >= threshold) falseLinks++;
    }
  }
  return {
    falseRate: negatives ? falseLinks / negatives : 0,
    recall: positives ? hits / positives : 0,
    negatives,
    positives,
  };
}

const GRID = Array.from({ length: 61 }, (_, k) => 1 + k * 0.25);

/**
 * The threshold of the best recall minus false-merge rate on `pairs` (Youden's J: a missed
 * link and a false one weigh alike, per pair of its set); the lowest of equals.
 */
function chooseThreshold(pairs: readonly Labelled[]): number {
  let best = GRID[0]!;
  let bestJ = -Infinity;
  for (const t of GRID) {
    const r = ratesAt(pairs, t);
    if (r.recall - r.falseRate > bestJ + 1e-12) {
      bestJ = r.recall - r.falseRate;
      best = t;
    }
  }
  return best;
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const spread = (xs: number[]): string => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
  return `mean ${pct(mean)} sd ${pct(sd)} min ${pct(Math.min(...xs))} max ${pct(Math.max(...xs))}`;
};

/**
 * Ids merged into a cluster holding another id of the same source, when every id is made
 * its own source (ids of two sources in one cluster may be one person, so they are not counted).
 */
function endToEndFalseMerges(corpus: BenchCorpus, idThreshold: number): { merged: number; ids: number } {
  // Each id its own source: the rule may link any two, so every link between them is false.
  const mentions = corpus.mentions.map((m, i) => {
    const id = truthId(corpus, i);
    return { ...m, externalId: id ? `${id.replace(':', '#')}:x` : null };
  });
  const { clusterIds } = disambiguateAuthors({ mentions, options: { idThreshold } });
  const idsOfCluster = new Map<string, Set<number>>();
  corpus.truth.forEach((t, i) => {
    if (t < 0) return;
    const key = `${clusterIds[i]}|${corpus.namespaceOf[i]}`;
    const set = idsOfCluster.get(key);
    if (set) set.add(t);
    else idsOfCluster.set(key, new Set([t]));
  });
  let merged = 0;
  let ids = 0;
  for (const set of idsOfCluster.values()) {
    ids += set.size;
    merged += set.size - 1;
  }
  return { merged, ids };
}

/** Split ids re-joined by a whole-corpus clustering with the given threshold. */
function endToEndRecall(mentions: AuthorMention[], idThreshold: number): { rejoined: number; split: number } {
  const { clusterIds } = disambiguateAuthors({ mentions, options: { idThreshold } });
  const clusterOfHalf = new Map<string, number>();
  mentions.forEach((m, i) => {
    if (m.externalId?.startsWith('split')) clusterOfHalf.set(m.externalId, clusterIds[i]!);
  });
  let rejoined = 0;
  let split = 0;
  for (const [id, c] of clusterOfHalf) {
    if (!id.startsWith('splitA:')) continue;
    const other = clusterOfHalf.get(`splitB:${id.slice(7)}`);
    if (other === undefined) continue;
    split++;
    if (other === c) rejoined++;
  }
  return { rejoined, split };
}

/**
 * k-fold over people (a pair's fold is fixed by its person, so that no person is both trained
 * and tested on): on the training folds, the best recall minus false-merge rate over every
 * setting and threshold (the first setting, then the lowest threshold, of equals). `bySetting`
 * holds the same pairs, in the same order, scored under each setting (one entry: the threshold
 * alone is chosen).
 */
function crossValidate(bySetting: ReadonlyMap<string, readonly Labelled[]>, folds: number, what: string): void {
  const testFalse: number[] = [];
  const testRecall: number[] = [];
  const chosen: string[] = [];
  const label = (setting: string, t: number) =>
    bySetting.size > 1 ? `${what} ${setting}, threshold ${t.toFixed(2)}` : `threshold ${t.toFixed(2)}`;
  console.log(
    `  ${folds}-fold cross-validation of ${bySetting.size > 1 ? `the ${what} and ` : ''}the threshold (best recall - false-merge rate on the training folds)`,
  );
  for (let f = 0; f < folds; f++) {
    let best = { setting: '', threshold: GRID[0]!, j: -Infinity };
    for (const [setting, pairs] of bySetting) {
      const train = pairs.filter((p) => p.group % folds !== f);
      const t = chooseThreshold(train);
      const r = ratesAt(train, t);
      if (r.recall - r.falseRate > best.j + 1e-12) best = { setting, threshold: t, j: r.recall - r.falseRate };
    }
    const test = bySetting.get(best.setting)!.filter((p) => p.group % folds === f);
    const r = ratesAt(test, best.threshold);
    testFalse.push(r.falseRate);
    testRecall.push(r.recall);
    chosen.push(label(best.setting, best.threshold));
    console.log(
      `  fold ${f + 1}: ${label(best.setting, best.threshold)}  test false-merge ${pct(r.falseRate)} of ${r.negatives}, recall ${pct(r.recall)} of ${r.positives}`,
    );
  }
  console.log(`  test false-merge rate: ${spread(testFalse)}`);
  console.log(`  test recall:           ${spread(testRecall)}`);
  console.log(`  chosen: ${chosen.join('; ')}`);
}

/** Pairs of two ids of one source in one block (different people), scored as if their sources differed. */
function scoreNegatives(mentions: AuthorMention[], options?: Partial<DisambiguationOptions>): Labelled[] {
  return scoreIdPairs({ mentions, options, accept: (a, b) => source(a) === source(b) }).map((p: IdPairScore) => ({
    a: p.a,
    b: p.b,
    score: p.score,
    namePart: p.namePart,
    positive: false,
    group: Math.min(idNumber(p.a), idNumber(p.b)),
  }));
}

/** The two halves of every split id (one person), scored. */
function scorePositives(mentions: AuthorMention[], options?: Partial<DisambiguationOptions>): Labelled[] {
  return scoreIdPairs({
    mentions,
    options,
    accept: (a, b) =>
      source(a) !== source(b) && a.startsWith('split') && b.startsWith('split') && idNumber(a) === idNumber(b),
  }).map((p) => ({ score: p.score, namePart: p.namePart, positive: true, group: idNumber(p.a) }));
}

function run(): void {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number): number =>
    Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const folds = flag('folds', 5);
  const examples = flag('examples', 12);
  const minWorks = flag('min-works', 6);
  const started = performance.now();
  const corpus = loadBenchCorpus(args.find((a) => !a.startsWith('--')) ?? DEFAULT_CORPUS);
  console.log(`read corpus in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const negatives = scoreNegatives(withIds(corpus));
  console.log(`false-merge set: ${negatives.length} pairs of two ids of one source, compatible names, one block`);

  const all: Labelled[] = [...negatives];
  const splitMentions = new Map<string, AuthorMention[]>();
  for (const mode of ['venue', 'random'] as const) {
    const { mentions, split } = withSplits(corpus, minWorks, mode);
    splitMentions.set(mode, mentions);
    const positives = scorePositives(mentions);
    console.log(`recall set (${mode} split): ${split} ids of ${minWorks}+ works split, ${positives.length} scored`);
    if (mode === 'venue') all.push(...positives);
    else {
      const random = [...negatives, ...positives];
      console.log('  random split, threshold: false-merge rate / recall');
      for (const t of [2, 3, 4, 5, 6]) {
        const r = ratesAt(random, t);
        console.log(`  ${t.toFixed(2)}: ${pct(r.falseRate)} / ${pct(r.recall)}`);
      }
    }
  }

  // IEEE and the ACL Anthology give one person several ids (see the examples below), so their
  // one-source pairs hold many true matches; OpenReview ids (~First_Last1, ~First_Last2) are the
  // cleanest "different people", and choose the threshold.
  const positives = all.filter((p) => p.positive);
  const sets: Array<[string, Labelled[]]> = [
    ['OpenReview one-source pairs', [...negatives.filter((p) => p.a?.startsWith('openreview:')), ...positives]],
    ['all one-source pairs', all],
  ];
  for (const [label, set] of sets) {
    console.log(`\nvenue splits against ${label}, threshold: false-merge rate / recall`);
    for (const t of GRID.filter((t) => Number.isInteger(t))) {
      const r = ratesAt(set, t);
      console.log(`  ${t.toFixed(2)}: ${pct(r.falseRate)} / ${pct(r.recall)}`);
    }
    const evidenceOnly = ratesAt(
      set.map((p) => ({ ...p, score: p.score - p.namePart })),
      1e-9,
    );
    console.log(
      `  with no evidence beyond the names (score <= name part): ${pct(1 - evidenceOnly.recall)} of splits, ${pct(1 - evidenceOnly.falseRate)} of one-source pairs`,
    );
    crossValidate(new Map([['', set]]), folds, '');
  }

  // Co-author keys weighed against their corpus rate (options.idCoauthorCorpusFloor): the
  // floor and the threshold are chosen together, by cross-validation over people.
  const floors = (args.find((a) => a.startsWith('--floors='))?.split('=')[1] ?? '0,8,16,32,64,128,256')
    .split(',')
    .map(Number);
  const openReviewByFloor = new Map<string, Labelled[]>();
  const allByFloor = new Map<string, Labelled[]>();
  console.log('\nco-author corpus floor: best threshold on all OpenReview pairs, false-merge / recall (common names)');
  for (const floor of floors) {
    const options = { idCoauthorCorpusFloor: floor };
    const neg = scoreNegatives(withIds(corpus), options);
    const pos = scorePositives(splitMentions.get('venue')!, options);
    const openReviewSet = [...neg.filter((p) => p.a?.startsWith('openreview:')), ...pos];
    openReviewByFloor.set(String(floor), openReviewSet);
    allByFloor.set(String(floor), [...neg, ...pos]);
    const t = chooseThreshold(openReviewSet);
    const r = ratesAt(openReviewSet, t);
    const common = ratesAt(
      openReviewSet.filter((p) => p.namePart < 0),
      t,
    );
    console.log(
      `  floor ${floor}: threshold ${t.toFixed(2)}  ${pct(r.falseRate)} / ${pct(r.recall)}  (common names ${pct(common.falseRate)} / ${pct(common.recall)})`,
    );
  }
  console.log('OpenReview one-source pairs:');
  crossValidate(openReviewByFloor, folds, 'floor');
  console.log('all one-source pairs:');
  crossValidate(allByFloor, folds, 'floor');

  const idThreshold = DEFAULT_DISAMBIGUATION_OPTIONS.idThreshold;
  console.log(`\nidCoauthorCorpusFloor in use ${DEFAULT_DISAMBIGUATION_OPTIONS.idCoauthorCorpusFloor}`);
  const atDefault = ratesAt(all, idThreshold);
  console.log(
    `\nidThreshold in use ${idThreshold}: pairs false-merge ${pct(atDefault.falseRate)}, recall ${pct(atDefault.recall)}`,
  );
  // By how ambiguous the name is (the name part of the score: negative for common names such as "Wei Wang").
  const openReview = [...negatives.filter((p) => p.a?.startsWith('openreview:')), ...positives];
  for (const [label, keep] of [
    ['common names (name part < 0)', (p: Labelled) => p.namePart < 0],
    ['middling (0 <= name part < 1.5)', (p: Labelled) => p.namePart >= 0 && p.namePart < 1.5],
    ['rare names (name part >= 1.5)', (p: Labelled) => p.namePart >= 1.5],
  ] as const) {
    const r = ratesAt(openReview.filter(keep), idThreshold);
    const all = ratesAt(
      negatives.filter((p) => keep(p)),
      idThreshold,
    );
    console.log(
      `  ${label}: OpenReview pairs linked ${pct(r.falseRate)} of ${r.negatives}, all one-source pairs ${pct(all.falseRate)} of ${all.negatives}, splits re-joined ${pct(r.recall)} of ${r.positives}`,
    );
  }
  for (const ns of corpus.namespaces) {
    const r = ratesAt(
      negatives.filter((p) => p.a?.startsWith(`${ns}:`)),
      idThreshold,
    );
    console.log(`  one-source pairs of ${ns}: ${pct(r.falseRate)} of ${r.negatives} linked`);
  }
  // One-source pairs the rule links, to judge by eye whether the source gave one person two ids.
  const name = (id: string): string => {
    const t = idNumber(id);
    const i = corpus.truth.indexOf(t);
    return `${corpus.idNames[t]} "${corpus.mentions[i]?.name}"`;
  };
  const linked = negatives.filter((p) => p.score >= idThreshold);
  const pick = seededRandom(11);
  console.log('  examples of linked one-source pairs (score):');
  for (let k = 0; k < Math.min(examples, linked.length); k++) {
    const p = linked[Math.floor(pick() * linked.length)]!;
    console.log(`    ${p.score.toFixed(1)}  ${name(p.a!)}  ~  ${name(p.b!)}`);
  }
  const t0 = performance.now();
  const fm = endToEndFalseMerges(corpus, idThreshold);
  console.log(
    `whole corpus clustered, every id its own source: ${fm.merged} of ${fm.ids} ids merged into another person (${pct(fm.merged / fm.ids)})`,
  );
  for (const mode of ['venue', 'random'] as const) {
    const rj = endToEndRecall(splitMentions.get(mode)!, idThreshold);
    console.log(
      `whole corpus clustered, ${mode} splits re-joined: ${rj.rejoined} of ${rj.split} (${pct(rj.rejoined / rj.split)})`,
    );
  }
  console.log(`end-to-end runs took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) run();
