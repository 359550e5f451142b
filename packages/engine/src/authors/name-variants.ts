// Misspelt names: one person printed as "Sergey Levine" and "Sergey Levinev", or "Alexander"
// and "Alexnder Schiftner". Blocking by surname + initial puts a surname typo in another block,
// and name compatibility refuses a first-name typo, so the block pass never links them. This
// pass, run on the clusters the block pass made, scores pairs of clusters whose names are one
// edit apart with the block pass's own score (disambiguation-score.ts) and links them when
// the evidence clears options.nameVariantThreshold, a bar above the ordinary one.
import type { MentionIndex } from './disambiguation-index';
import {
  idsConflict,
  mergeProfiles,
  namePrior,
  profileOf,
  scorePair,
  type DisambiguationOptions,
  type Profile,
  type ScoreContext,
} from './disambiguation-score';
import { compareGiven, type ParsedName } from './name-key';
import { intersects } from './sorted-ids';

/**
 * True when `a` and `b` differ by exactly one edit: a letter deleted, inserted or substituted,
 * or two adjacent letters swapped (Damerau–Levenshtein distance 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether two parsed names may be one person's for the name-variant pass: compatible names of one
 * surname, or the misspellings the pass considers (scoreNameVariants) — a surname one edit away
 * with compatible given names, or the same surname with a first given name one edit away and the
 * other given names compatible; edited words have at least `minLength` letters. The import uses
 * it to pick the stored authors a batch may join.
 */
export function mayNameOnePerson(a: ParsedName, b: ParsedName, minLength: number): boolean {
  if (compareGiven(a.given, b.given) !== 'incompatible') {
    return a.last === b.last || (Math.min(a.last.length, b.last.length) >= minLength && withinOneEdit(a.last, b.last));
  }
  const fa = a.given[0] ?? '';
  const fb = b.given[0] ?? '';
  return (
    a.last === b.last &&
    Math.min(fa.length, fb.length) >= minLength &&
    withinOneEdit(fa, fb) &&
    compareGiven(a.given.slice(1), b.given.slice(1)) !== 'incompatible'
  );
}

/**
 * Pairs of indexes of `words` one edit apart (withinOneEdit), both at least `minLength` letters.
 * Found through their deletion neighbourhoods: two words one edit apart share the word or one
 * of its single-letter deletions, so only words sharing such a key are compared.
 */
export function oneEditPairs(words: readonly string[], minLength: number): Array<[number, number]> {
  const byKey = new Map<string, number[]>();
  words.forEach((word, w) => {
    if (word.length < minLength) return;
    for (const key of deletionKeys(word)) {
      const list = byKey.get(key);
      if (list) list.push(w);
      else byKey.set(key, [w]);
    }
  });
  const seen = new Set<string>();
  const pairs: Array<[number, number]> = [];
  for (const list of byKey.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const a = Math.min(list[x]!, list[y]!);
        const b = Math.max(list[x]!, list[y]!);
        const key = `${a},${b}`;
        if (seen.has(key) || !withinOneEdit(words[a]!, words[b]!)) continue;
        seen.add(key);
        pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

/**
 * Words (a corpus' surnames) indexed by their deletion neighbourhoods, to find those one edit
 * from a given word without scanning them all: two words one edit apart share the word or one of
 * its single-letter deletions. Words shorter than `minLength` are neither indexed nor looked up.
 * Built once and grown as words are stored, a lookup costs a few map reads.
 */
export class OneEditIndex {
  private readonly byKey = new Map<string, string[]>();
  private readonly words = new Set<string>();

  constructor(readonly minLength: number) {}

  /** Indexes `words` (repeats and short words are skipped). */
  add(words: Iterable<string>): void {
    for (const word of words) {
      if (word.length < this.minLength || this.words.has(word)) continue;
      this.words.add(word);
      for (const key of deletionKeys(word)) {
        const list = this.byKey.get(key);
        if (list) list.push(word);
        else this.byKey.set(key, [word]);
      }
    }
  }

  /** The indexed words one edit from `word` (withinOneEdit). */
  neighbours(word: string): string[] {
    if (word.length < this.minLength) return [];
    const near = new Set<string>();
    for (const key of deletionKeys(word)) for (const other of this.byKey.get(key) ?? []) near.add(other);
    return [...near].filter((other) => withinOneEdit(word, other));
  }
}

function deletionKeys(word: string): Set<string> {
  const keys = new Set([word]);
  for (let k = 0; k < word.length; k++) keys.add(word.slice(0, k) + word.slice(k + 1));
  return keys;
}

/** What the pass needs of the block pass: blocks, their score contexts and its union-find. */
export interface VariantPassInput {
  index: MentionIndex;
  options: DisambiguationOptions;
  /** Block count and the mentions of block b. */
  blockCount: number;
  membersOf: (b: number) => number[];
  /** Score context of block b with feature weights counted over `weighed` (both blocks of a pair). */
  contextOf: (b: number, weighed: readonly number[]) => ScoreContext;
  find: (i: number) => number;
}

/** A scored pair of clusters whose names are one edit apart. */
export interface NameVariantPair {
  /** A mention of each cluster (a from the block with more mentions). */
  a: number;
  b: number;
  kind: 'surname' | 'given';
  /** The score, as the pass weighs it against options.nameVariantThreshold. */
  score: number;
  /** The part of the score the names alone give. */
  namePart: number;
  /** Interned ids of each cluster (index.idNames), ascending. */
  idsA: Int32Array;
  idsB: Int32Array;
  /** True when the clusters hold two ids of one source, which the pass never links. */
  idsConflict: boolean;
  /**
   * How many people the rarer spelling names in the corpus (NameStatistics.surnameSpread or
   * firstNameSpread): a typo is carried by one, a real name ("Yilin" beside "Yalin") by many.
   */
  variantSpread: number;
}

interface Group {
  root: number;
  profile: Profile;
}

function groupsOf(input: VariantPassInput, members: readonly number[]): Group[] {
  const byRoot = new Map<number, number[]>();
  for (const i of members) {
    const root = input.find(i);
    const list = byRoot.get(root);
    if (list) list.push(i);
    else byRoot.set(root, [i]);
  }
  return [...byRoot].map(([root, list]) => ({ root, profile: profileOf(input.index, list) }));
}

// Pairs of groups worth scoring: all of them when few, else those sharing a co-author key or
// an institution (the evidence a link needs anyway) that is not too common in the blocks.
function candidateGroupPairs(
  a: readonly Group[],
  b: readonly Group[],
  options: DisambiguationOptions,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  if (a.length * b.length <= options.smallBlock * options.smallBlock) {
    for (let x = 0; x < a.length; x++) for (let y = 0; y < b.length; y++) pairs.push([x, y]);
    return pairs;
  }
  const seen = new Set<number>();
  for (const kind of [(p: Profile) => p.coauthors, (p: Profile) => p.institutions]) {
    const postings = new Map<number, number[]>();
    a.forEach((g, x) => {
      for (const f of kind(g.profile)) {
        const list = postings.get(f);
        if (!list) postings.set(f, [x]);
        else if (list.length <= options.postingCap) list.push(x);
      }
    });
    b.forEach((g, y) => {
      for (const f of kind(g.profile)) {
        const list = postings.get(f);
        if (!list || list.length > options.postingCap) continue;
        for (const x of list) {
          if (seen.has(x * b.length + y)) continue;
          seen.add(x * b.length + y);
          pairs.push([x, y]);
        }
      }
    });
  }
  return pairs;
}

// Scores one pair of groups; the b side's first given name is spelt as a's for a given-name variant.
function scoreGroups(
  ctx: ScoreContext,
  kind: NameVariantPair['kind'],
  variantSpread: number,
  ga: Group,
  gb: Group,
): NameVariantPair | null {
  const pa = ga.profile;
  let pb = gb.profile;
  if (ga.root === gb.root || intersects(pa.works, pb.works)) return null;
  if (kind === 'given') pb = { ...pb, given: [pa.given[0] ?? '', ...pb.given.slice(1)] };
  if (compareGiven(pa.given, pb.given) === 'incompatible') return null;
  return {
    a: ga.root,
    b: gb.root,
    kind,
    score: scorePair(ctx, pa, pb, { strict: true }),
    namePart: namePrior(ctx, pa.given, pb.given),
    idsA: pa.ids,
    idsB: pb.ids,
    idsConflict: idsConflict(pa, pb),
    variantSpread,
  };
}

/**
 * Every pair of clusters (as the block pass left them) whose names are one edit apart: a
 * surname typo (same first initial, both surnames at least options.nameVariantMinLength
 * letters, given names compatible) or a first-name typo (same surname, both first names at
 * least that long, other given names compatible), scored with the block pass's score
 * (co-author keys weighed against the corpus, as for id–id links), the features weighed over
 * both blocks and the name judged as the more common spelling.
 */
export function scoreNameVariants(input: VariantPassInput): NameVariantPair[] {
  const { index, options } = input;
  const minLength = options.nameVariantMinLength;
  const out: NameVariantPair[] = [];
  // Surname typos: blocks of one first initial whose surnames are one edit apart.
  const surnamesOfInitial = new Map<string, { surnames: string[]; blocks: number[] }>();
  for (let b = 0; b < input.blockCount; b++) {
    const first = index.blocks.data[index.blocks.start[b] ?? 0];
    const parsed = first === undefined ? undefined : index.parsed[first];
    if (!parsed || parsed.last.length < minLength) continue;
    const initial = parsed.given[0]?.[0] ?? '';
    let entry = surnamesOfInitial.get(initial);
    if (!entry) surnamesOfInitial.set(initial, (entry = { surnames: [], blocks: [] }));
    entry.surnames.push(parsed.last);
    entry.blocks.push(b);
  }
  for (const { surnames, blocks } of surnamesOfInitial.values()) {
    for (const [x, y] of oneEditPairs(surnames, minLength)) {
      let ma = input.membersOf(blocks[x]!);
      let mb = input.membersOf(blocks[y]!);
      let main = blocks[x]!;
      if (mb.length > ma.length) {
        [ma, mb] = [mb, ma];
        main = blocks[y]!;
      }
      const ga = groupsOf(input, ma);
      const gb = groupsOf(input, mb);
      const ctx = input.contextOf(main, [...ma, ...mb]);
      const spread = index.names.surnameSpread(index.parsed[mb[0]!]?.last ?? '');
      for (const [i, j] of candidateGroupPairs(ga, gb, options)) {
        const pair = scoreGroups(ctx, 'surname', spread, ga[i]!, gb[j]!);
        if (pair) out.push(pair);
      }
    }
  }
  // First-name typos: within one block, clusters whose first given names are one edit apart.
  for (let b = 0; b < input.blockCount; b++) {
    const members = input.membersOf(b);
    if (members.length < 2 || (index.parsed[members[0]!]?.last ?? '') === '') continue;
    // A cluster's first name is one of its mentions' (mergeGiven keeps one): when no two of the
    // mentions' first names are one edit apart, no two clusters' are, and no profile is built.
    const mentionFirsts = [...new Set(members.map((i) => index.parsed[i]?.given[0] ?? ''))];
    if (mentionFirsts.length < 2 || oneEditPairs(mentionFirsts, minLength).length === 0) continue;
    const groups = groupsOf(input, members);
    if (groups.length < 2) continue;
    const firsts = [...new Set(groups.map((g) => g.profile.given[0] ?? ''))];
    const pairs = oneEditPairs(firsts, minLength);
    if (pairs.length === 0) continue;
    const byFirst = new Map<string, Group[]>();
    for (const g of groups) {
      const first = g.profile.given[0] ?? '';
      byFirst.set(first, [...(byFirst.get(first) ?? []), g]);
    }
    const ctx = input.contextOf(b, members);
    for (const [x, y] of pairs) {
      let ga = byFirst.get(firsts[x]!)!;
      let gb = byFirst.get(firsts[y]!)!;
      // The spelling with more mentions is taken as the right one.
      const size = (gs: Group[]) => gs.reduce((n, g) => n + g.profile.size, 0);
      if (size(gb) > size(ga)) [ga, gb] = [gb, ga];
      const spread = index.names.firstNameSpread(gb[0]!.profile.given[0] ?? '');
      for (const [i, j] of candidateGroupPairs(ga, gb, options)) {
        const pair = scoreGroups(ctx, 'given', spread, ga[i]!, gb[j]!);
        if (pair) out.push(pair);
      }
    }
  }
  return out;
}

/**
 * Links the clusters of scoreNameVariants whose score reaches options.nameVariantThreshold and
 * whose rarer spelling names at most options.nameVariantMaxSpread people, strongest first, never two ids of one source or two clusters sharing a work (checked on the
 * grown clusters, so a chain cannot do it either). Returns the links made.
 */
export function linkNameVariants(
  input: VariantPassInput & { union: (a: number, b: number) => void },
): NameVariantPair[] {
  const threshold = input.options.nameVariantThreshold;
  if (!Number.isFinite(threshold)) return [];
  const maxSpread = input.options.nameVariantMaxSpread;
  const pairs = scoreNameVariants(input).filter(
    (p) => !p.idsConflict && p.score >= threshold && p.variantSpread <= maxSpread,
  );
  pairs.sort((x, y) => y.score - x.score);
  // Grown clusters by root, for the constraints; profiles are rebuilt from all their mentions.
  const membersOfRoot = new Map<number, number[]>();
  for (const p of pairs) for (const r of [p.a, p.b]) membersOfRoot.set(r, []);
  for (let i = 0; i < input.index.count; i++) membersOfRoot.get(input.find(i))?.push(i);
  const grown = new Map<number, Profile>();
  const profileOfRoot = (root: number): Profile => {
    let p = grown.get(root);
    if (!p) grown.set(root, (p = profileOf(input.index, membersOfRoot.get(root) ?? [root])));
    return p;
  };
  const linked: NameVariantPair[] = [];
  for (const p of pairs) {
    const ra = input.find(p.a);
    const rb = input.find(p.b);
    if (ra === rb) continue;
    const pa = profileOfRoot(ra);
    const pb = profileOfRoot(rb);
    if (idsConflict(pa, pb) || intersects(pa.works, pb.works)) continue;
    input.union(ra, rb);
    const root = input.find(ra);
    const merged: Profile = { ...pa };
    mergeProfiles(merged, pb);
    grown.set(root, merged);
    linked.push(p);
  }
  return linked;
}
