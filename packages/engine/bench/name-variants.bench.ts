// The name-variant pass (one person printed as "Sergey Levine" and "Sergey Levinev") measured
// without a list of known typos, by building the truth:
//  - false links: pairs of clusters holding two different ids of one source (the source says
//    they are different people), both ids with many works, whose names are one edit apart; the
//    pass is scored on them as if the ids did not forbid it, and every pair it would link is a
//    false link (an upper bound: a source sometimes gives one person two ids, one per spelling);
//  - recall: for a seeded sample of prolific ids, one letter of the surname is deleted,
//    inserted, swapped or substituted in every mention of a random half of their works (the
//    half carrying an id of a made-up source, as a second profile would); every typo half
//    linked back is a hit.
// The threshold (options.nameVariantThreshold) is chosen by k-fold cross-validation over
// people, then the whole corpus is clustered with it: links counted, a seeded sample printed.
// The most people the rarer spelling may name (options.nameVariantMaxSpread) is chosen with it.
// Run: npm run bench:name-variants [-- CORPUS_DIR] [-- --folds=5] [-- --min-works=6] [-- --negative-min-works=3]
//   [-- --authors=3000] [-- --spreads=1,2,3,5,1000000]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DISAMBIGUATION_OPTIONS,
  nameBlockKey,
  parseAuthorName,
  scoreNameVariantPairs,
  withinOneEdit,
  type AuthorMention,
  type NameVariantPair,
} from '../src/authors';
import { seededRandom } from '../src/seeded-random';
import { loadBenchCorpus, measureDisambiguation, type BenchCorpus } from './disambiguation.bench';

const DEFAULT_CORPUS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/datasets/corpus');
const GRID = Array.from({ length: 57 }, (_, k) => 2 + k * 0.25);
/** Most false links per negative pair a threshold may make on the training folds. */
const FALSE_RATE_BOUND = 0.01;

interface Labelled {
  score: number;
  positive: boolean;
  group: number;
  kind: string;
}

/** A labelled pair before a spread limit is set: its scores, each with the spread of its rarer spelling. */
interface Scored {
  scores: Array<{ score: number; spread: number }>;
  positive: boolean;
  group: number;
  kind: string;
}

/** The pairs as the pass sees them when the rarer spelling may name at most maxSpread people. */
function atSpread(set: readonly Scored[], maxSpread: number): Labelled[] {
  return set.map(({ scores, ...rest }) => ({
    ...rest,
    score: Math.max(-Infinity, ...scores.filter((s) => s.spread <= maxSpread).map((s) => s.score)),
  }));
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: number[]): number => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

/** The corpus with its source ids as externalIds (what a real import sees). */
function withIds(corpus: BenchCorpus): AuthorMention[] {
  return corpus.mentions.map((m, i) => {
    const t = corpus.truth[i] ?? -1;
    return { ...m, externalId: t < 0 ? null : corpus.idNames[t]! };
  });
}

function worksPerId(mentions: readonly AuthorMention[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mentions) if (m.externalId) counts.set(m.externalId, (counts.get(m.externalId) ?? 0) + 1);
  return counts;
}

const sourceOf = (id: string): string => id.slice(0, id.indexOf(':'));

/** Per pair: ids of one source, one on each side, different, both with minWorks works or more. */
function conflictingIds(
  idNames: readonly string[],
  p: NameVariantPair,
  works: ReadonlyMap<string, number>,
  minWorks: number,
): [string, string] | null {
  for (const x of p.idsA) {
    for (const y of p.idsB) {
      const a = idNames[x]!;
      const b = idNames[y]!;
      if (a === b || sourceOf(a) !== sourceOf(b)) continue;
      if ((works.get(a) ?? 0) >= minWorks && (works.get(b) ?? 0) >= minWorks) return [a, b];
    }
  }
  return null;
}

// One letter edit of `word` (lower-case letters only), drawn with `next`; null when none applies.
function typo(word: string, next: () => number): string | null {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const at = Math.floor(next() * word.length);
  const letter = letters[Math.floor(next() * 26)]!;
  const kinds = ['delete', 'insert', 'swap', 'substitute'];
  const kind = kinds[Math.floor(next() * kinds.length)]!;
  let out: string;
  if (kind === 'delete') out = word.slice(0, at) + word.slice(at + 1);
  else if (kind === 'insert') out = word.slice(0, at) + letter + word.slice(at);
  else if (kind === 'swap')
    out = at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
  else out = word.slice(0, at) + letter + word.slice(at + 1);
  return out === word ? null : out;
}

/**
 * A seeded sample of ids with minWorks works or more, each with a surname typo in every
 * mention of a random half of its works (co-authors' keys updated to match); the typo half
 * carries the id `typo:<id>`.
 */
function withTypos(
  corpus: BenchCorpus,
  minWorks: number,
  sample: number,
): { mentions: AuthorMention[]; ids: string[]; eligible: Set<string> } {
  const mentions = withIds(corpus);
  const byId = new Map<string, number[]>();
  mentions.forEach((m, i) => {
    if (!m.externalId) return;
    const list = byId.get(m.externalId);
    if (list) list.push(i);
    else byId.set(m.externalId, [i]);
  });
  const byWork = new Map<number, number[]>();
  mentions.forEach((m, i) => byWork.set(m.workId ?? -1, [...(byWork.get(m.workId ?? -1) ?? []), i]));
  const next = seededRandom(23);
  const prolific = [...byId.keys()].filter((id) => byId.get(id)!.length >= minWorks);
  const order = prolific.map((id) => ({ id, r: next() })).sort((x, y) => x.r - y.r);
  const ids: string[] = [];
  const eligible = new Set<string>();
  const minLength = DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantMinLength;
  for (const { id } of order) {
    if (ids.length >= sample) break;
    const list = byId.get(id)!;
    const name = mentions[list[0]!]!.name;
    const words = name.split(' ');
    const last = words[words.length - 1] ?? '';
    if (!/^[a-z]+$/i.test(last)) continue;
    const changed = typo(last.toLowerCase(), next);
    if (!changed) continue;
    const spelt = last[0] === last[0]!.toUpperCase() ? changed[0]!.toUpperCase() + changed.slice(1) : changed;
    const newName = [...words.slice(0, -1), spelt].join(' ');
    const before = parseAuthorName(name);
    const after = parseAuthorName(newName);
    if (!withinOneEdit(before.last, after.last)) continue;
    ids.push(id);
    if (Math.min(before.last.length, after.last.length) >= minLength) eligible.add(id);
    const half = list.map((i) => ({ i, r: next() })).sort((x, y) => x.r - y.r);
    const oldKey = before.blockKey;
    const newKey = nameBlockKey(newName);
    for (const { i } of half.slice(0, Math.floor(half.length / 2))) {
      const m = mentions[i]!;
      if (m.name !== name) continue;
      mentions[i] = { ...m, name: newName, externalId: `typo:${id}` };
      for (const j of byWork.get(m.workId ?? -1) ?? []) {
        if (j === i) continue;
        const o = mentions[j]!;
        mentions[j] = { ...o, coauthorKeys: o.coauthorKeys.map((k) => (k === oldKey ? newKey : k)) };
      }
    }
  }
  return { mentions, ids, eligible };
}

function rates(set: readonly Labelled[], t: number): { falseRate: number; recall: number; neg: number; pos: number } {
  let neg = 0;
  let pos = 0;
  let falseLinks = 0;
  let hits = 0;
  for (const p of set) {
    if (p.positive) {
      pos++;
      if (p.score >= t) hits++;
    } else {
      neg++;
      if (p.score >= t) falseLinks++;
    }
  }
  return { falseRate: neg ? falseLinks / neg : 0, recall: pos ? hits / pos : 0, neg, pos };
}

/** The lowest threshold whose false-link rate is at most FALSE_RATE_BOUND (the best recall under it). */
function chooseThreshold(set: readonly Labelled[]): number {
  return GRID.find((t) => rates(set, t).falseRate <= FALSE_RATE_BOUND) ?? GRID[GRID.length - 1]!;
}

/** k-fold over people: on the training folds, per spread the lowest threshold within the bound, then the spread of best recall. */
function crossValidate(bySpread: ReadonlyMap<number, readonly Labelled[]>, folds: number): void {
  const falseRates: number[] = [];
  const recalls: number[] = [];
  const chosen: string[] = [];
  for (let f = 0; f < folds; f++) {
    let best = { spread: 0, threshold: 0, recall: -1 };
    for (const [spread, set] of bySpread) {
      const train = set.filter((p) => p.group % folds !== f);
      const t = chooseThreshold(train);
      const r = rates(train, t);
      if (r.falseRate <= FALSE_RATE_BOUND && r.recall > best.recall + 1e-12)
        best = { spread, threshold: t, recall: r.recall };
    }
    const r = rates(
      bySpread.get(best.spread)!.filter((p) => p.group % folds === f),
      best.threshold,
    );
    chosen.push(`spread ${best.spread} threshold ${best.threshold.toFixed(2)}`);
    falseRates.push(r.falseRate);
    recalls.push(r.recall);
    console.log(
      `  fold ${f + 1}: spread ${best.spread}, threshold ${best.threshold.toFixed(2)}  test false links ${pct(r.falseRate)} of ${r.neg}, recall ${pct(r.recall)} of ${r.pos}`,
    );
  }
  console.log(`  test false-link rate ${pct(mean(falseRates))} ± ${pct(sd(falseRates))} (mean ± sd over folds)`);
  console.log(`  test recall          ${pct(mean(recalls))} ± ${pct(sd(recalls))}`);
}

function run(): void {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number): number =>
    Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const folds = flag('folds', 5);
  const minWorks = flag('min-works', 6);
  const sample = flag('authors', 3000);
  const negativeMinWorks = flag('negative-min-works', 3);
  const spreads = (args.find((a) => a.startsWith('--spreads='))?.split('=')[1] ?? '1,2,3,5,1000000')
    .split(',')
    .map(Number);
  const started = performance.now();
  const corpus = loadBenchCorpus(args.find((a) => !a.startsWith('--')) ?? DEFAULT_CORPUS);
  console.log(`read corpus in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const real = withIds(corpus);
  const works = worksPerId(real);
  const t0 = performance.now();
  const scored = scoreNameVariantPairs({ mentions: real });
  console.log(
    `clustered and scored ${scored.pairs.length} cluster pairs one edit apart in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const groupOf = new Map<string, number>();
  const group = (id: string): number => {
    let g = groupOf.get(id);
    if (g === undefined) groupOf.set(id, (g = groupOf.size));
    return g;
  };
  const negatives: Scored[] = [];
  for (const p of scored.pairs) {
    const ids = conflictingIds(scored.index.idNames, p, works, negativeMinWorks);
    if (!ids) continue;
    const scores = [{ score: p.score, spread: p.variantSpread }];
    negatives.push({ scores, positive: false, group: group([...ids].sort()[0]!), kind: p.kind });
  }
  console.log(`false-link set: ids of ${negativeMinWorks}+ works each`);
  for (const kind of ['surname', 'given'])
    console.log(`false-link set (${kind}): ${negatives.filter((p) => p.kind === kind).length} pairs of ids`);

  const typos = withTypos(corpus, minWorks, sample);
  const typoScored = scoreNameVariantPairs({ mentions: typos.mentions });
  const best = new Map<string, Array<{ score: number; spread: number }>>();
  for (const p of typoScored.pairs) {
    const a = [...p.idsA].map((x) => typoScored.index.idNames[x]!);
    const b = [...p.idsB].map((x) => typoScored.index.idNames[x]!);
    for (const id of a.concat(b)) {
      if (!id.startsWith('typo:')) continue;
      const original = id.slice(5);
      if (!(a.includes(original) || b.includes(original))) continue;
      best.set(original, [...(best.get(original) ?? []), { score: p.score, spread: p.variantSpread }]);
    }
  }
  // A typo half never scored against its other half counts as missed.
  const positives: Scored[] = [...typos.eligible].map((id) => ({
    scores: best.get(id) ?? [],
    positive: true,
    group: group(id),
    kind: 'surname',
  }));
  console.log(
    `recall set: ${typos.ids.length} prolific ids (${minWorks}+ works) given a surname typo in half their works; ` +
      `${typos.eligible.size} with both spellings of ${DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantMinLength}+ letters, ${best.size} of them scored`,
  );

  const bySpread = new Map<number, Labelled[]>();
  for (const spread of spreads) {
    const set = atSpread([...negatives, ...positives], spread);
    bySpread.set(spread, set);
    console.log(
      `\nrarer spelling names at most ${spread} people; threshold: false-link rate (surname, given) / recall`,
    );
    for (const t of GRID.filter((t) => Number.isInteger(t))) {
      const sur = rates(
        set.filter((p) => p.kind === 'surname'),
        t,
      );
      const giv = rates(
        set.filter((p) => p.kind === 'given'),
        t,
      );
      const neg = rates(
        set.filter((p) => !p.positive),
        t,
      );
      console.log(
        `  ${t.toFixed(2)}: ${pct(neg.falseRate)} (${pct(sur.falseRate)} of ${sur.neg}, ${pct(giv.falseRate)} of ${giv.neg}) / ${pct(sur.recall)}`,
      );
    }
  }
  console.log(
    `\n${folds}-fold cross-validation over people (per spread the lowest threshold with at most ${pct(FALSE_RATE_BOUND)} false links on the training folds, then the spread of best training recall)`,
  );
  crossValidate(bySpread, folds);
  const o = DEFAULT_DISAMBIGUATION_OPTIONS;
  const threshold = o.nameVariantThreshold;
  const inUse = atSpread([...negatives, ...positives], o.nameVariantMaxSpread);
  const r = rates(inUse, threshold);
  const hits = inUse.filter((p) => p.positive && p.score >= threshold).length;
  console.log(
    `in use: spread ${o.nameVariantMaxSpread}, threshold ${threshold}: false links ${pct(r.falseRate)} (${Math.round(r.falseRate * r.neg)} of ${r.neg}), ` +
      `recall ${pct(r.recall)} (${pct(hits / Math.max(1, typos.ids.length))} of all ${typos.ids.length} typos, short surnames included)`,
  );
  reportCorpus(corpus, real);
}

/** Links on the whole corpus with the options in use, with a seeded sample to judge by eye, and the disambiguation scores. */
function reportCorpus(corpus: BenchCorpus, real: AuthorMention[]): void {
  const { links } = scoreNameVariantPairs({ mentions: real });
  const kinds = links.reduce((n, p) => n + (p.kind === 'surname' ? 1 : 0), 0);
  console.log(`\nwhole corpus, real ids: ${links.length} links (${kinds} surname, ${links.length - kinds} first name)`);
  const pick = seededRandom(31);
  const shown = new Set<number>();
  const describe = (i: number): string => {
    const m = real[i]!;
    return `"${m.name}" ${m.externalId ?? '(no id)'} [${m.venue ?? '?'} ${m.year ?? '?'}; ${(m.institutions[0] ?? '').slice(0, 30)}]`;
  };
  // The evidence to judge by: co-author keys and venues the two spellings share across the corpus.
  const evidence = (a: string, b: string): string => {
    const of = (name: string) => real.filter((m) => m.name === name);
    const ma = of(a);
    const mb = of(b);
    const coA = new Set(ma.flatMap((m) => m.coauthorKeys));
    const shared = [...new Set(mb.flatMap((m) => m.coauthorKeys))].filter((k) => coA.has(k));
    const venues = new Set(ma.map((m) => m.venue));
    const sharedVenues = [...new Set(mb.map((m) => m.venue))].filter((v) => v && venues.has(v));
    return `${ma.length}/${mb.length} mentions; shared co-authors ${shared.slice(0, 5).join(' ') || '-'}; shared venues ${sharedVenues.slice(0, 3).join(', ') || '-'}`;
  };
  while (shown.size < Math.min(20, links.length)) shown.add(Math.floor(pick() * links.length));
  for (const k of shown) {
    const p = links[k]!;
    console.log(`  ${p.score.toFixed(1)} ${p.kind}  ${describe(p.a)}  ~  ${describe(p.b)}`);
    console.log(`      ${evidence(real[p.a]!.name, real[p.b]!.name)}`);
  }
  for (const nameVariantThreshold of [Infinity, DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantThreshold]) {
    const f = measureDisambiguation({ corpus, options: { nameVariantThreshold } });
    const { pairwise: p, bcubed: b } = f.disambiguation.overall;
    console.log(
      `ids hidden, nameVariantThreshold ${nameVariantThreshold}: pairwise P ${p.precision.toFixed(4)} R ${p.recall.toFixed(4)} F1 ${p.f1.toFixed(4)}, ` +
        `B3 P ${b.precision.toFixed(4)} R ${b.recall.toFixed(4)} F1 ${b.f1.toFixed(4)}, ${f.clusters} clusters, ${(f.milliseconds / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) run();
