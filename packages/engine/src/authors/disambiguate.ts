// Author name disambiguation: block mentions by name key, then merge partial clusters
// inside each block while the evidence (co-authors, institutions, topics, venues, years)
// outweighs how ambiguous the name is. See disambiguation-score.ts for the score.
import { indexMentions, type AuthorMention, type MentionIndex, type NamePopulation } from './disambiguation-index';
import {
  DEFAULT_DISAMBIGUATION_OPTIONS,
  BlockWeights,
  canMerge,
  evidenceAllows,
  isIdLink,
  mergeProfiles,
  nameAmbiguity,
  namePrior,
  profileOf,
  scorePair,
  type DisambiguationOptions,
  type Profile,
  type ScoreContext,
} from './disambiguation-score';
import { nameFullKey } from './name-key';
import { linkNameVariants, scoreNameVariants, type NameVariantPair } from './name-variants';

/** Cluster of every mention, aligned with the input order; ids run 0 .. clusterCount - 1 in order of first appearance. */
export interface DisambiguationResult {
  clusterIds: Int32Array;
  clusterCount: number;
}

class UnionFind {
  readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r]!;
    while (this.parent[i] !== r) {
      const next = this.parent[i]!;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }
  union(a: number, b: number): number {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[rb] = ra;
    return ra;
  }
}

// True when mentions i and j carry two different ids of one source.
function mentionIdsConflict(index: MentionIndex, i: number, j: number): boolean {
  const { ids, sourceOfId } = index;
  for (let x = ids.start[i]!; x < ids.start[i + 1]!; x++) {
    for (let y = ids.start[j]!; y < ids.start[j + 1]!; y++) {
      const a = ids.data[x]!;
      const b = ids.data[y]!;
      if (a !== b && sourceOfId[a] === sourceOfId[b]) return true;
    }
  }
  return false;
}

// Mentions sharing an id (externalId or linked id) and repeated lines of one work under one
// name are one person before any evidence is weighed.
function seedUnions(index: MentionIndex, uf: UnionFind): void {
  const firstOfId = new Map<number, number>();
  const firstOfWorkName = new Map<string, number>();
  for (let i = 0; i < index.count; i++) {
    for (let k = index.ids.start[i]!; k < index.ids.start[i + 1]!; k++) {
      const id = index.ids.data[k]!;
      const first = firstOfId.get(id);
      if (first === undefined) firstOfId.set(id, i);
      else uf.union(first, i);
    }
    const work = index.workOf[i] ?? -1;
    const parsed = index.parsed[i];
    if (work >= 0 && parsed && parsed.last !== '') {
      const key = `${work}|${nameFullKey(parsed)}`;
      const first = firstOfWorkName.get(key);
      if (first === undefined) firstOfWorkName.set(key, i);
      else if (!mentionIdsConflict(index, first, i)) uf.union(first, i);
    }
  }
}

// Estimated number of people in each block: the ambiguity of each distinct full first name, summed.
function blockPeopleEstimates(
  index: MentionIndex,
  options: DisambiguationOptions,
  population?: NamePopulation,
): Float64Array {
  const blockCount = index.blocks.start.length - 1;
  const people = new Float64Array(blockCount);
  const seen = new Set<string>();
  for (let b = 0; b < blockCount; b++) {
    seen.clear();
    let sum = 0;
    const first = index.parsed[index.blocks.data[index.blocks.start[b] ?? 0]!];
    if (population && first && first.last !== '') {
      for (const name of population.blockFirstNames(first.blockKey))
        sum += nameAmbiguity({ index, options, first: name, last: first.last });
    } else {
      for (let k = index.blocks.start[b] ?? 0; k < (index.blocks.start[b + 1] ?? 0); k++) {
        const p = index.parsed[index.blocks.data[k]!];
        const given = p?.given[0] ?? '';
        if (!p || given.length < 2 || seen.has(given)) continue;
        seen.add(given);
        sum += nameAmbiguity({ index, options, first: given, last: p.last });
      }
    }
    people[b] = Math.max(1, sum);
  }
  return people;
}

function formMentionsOf(
  index: MentionIndex,
  members: readonly number[],
  population?: NamePopulation,
): ReadonlyMap<string, number> {
  const block = index.parsed[members[0]!];
  if (population && block && block.last !== '') return population.formMentions(block.blockKey);
  const counts = new Map<string, number>();
  for (const i of members) {
    const key = index.parsed[i]?.given.join(' ') ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Groups author mentions into people. Mentions are blocked by nameBlockKey (surname +
 * first initial); within a block, pairs of mentions are scored (name agreement minus name
 * ambiguity, plus shared co-authors, affiliations, venue and topics, minus a career-gap
 * penalty) and linked best first while the score reaches options.threshold (single
 * linkage). Clusters that both carry ids link only at options.idThreshold, a common co-author
 * key counting less between them (options.idCoauthorCorpusFloor), and never when
 * the grown cluster would hold two ids of one source; links are refused for
 * incompatible names ("John A." / "John B.") or two different names of one work; mentions
 * with the same externalId, and repeated lines of one name on one work, start as one
 * cluster. Candidate pairs come from inverted indexes on evidence (capped per feature),
 * so large blocks ("Y. Wang", 1,600 mentions) stay far from quadratic.
 */
export function disambiguateAuthors({
  mentions,
  options,
  population,
}: {
  mentions: readonly AuthorMention[];
  options?: Partial<DisambiguationOptions>;
  /**
   * How common names are in the whole corpus, when `mentions` are only part of it (an import
   * batch with the stored authors it may join); by default counted over `mentions`.
   */
  population?: NamePopulation;
}): DisambiguationResult {
  const { index, uf, variants } = clusterBlocks({ mentions, options, population });
  linkNameVariants(variants);
  const clusterIds = new Int32Array(index.count);
  const idOfRoot = new Map<number, number>();
  for (let i = 0; i < index.count; i++) {
    const root = uf.find(i);
    let id = idOfRoot.get(root);
    if (id === undefined) {
      id = idOfRoot.size;
      idOfRoot.set(root, id);
    }
    clusterIds[i] = id;
  }
  return { clusterIds, clusterCount: idOfRoot.size };
}

/** Blocks of the index and the score context of each (see VariantPassInput). */
interface Blocks {
  count: number;
  membersOf: (b: number) => number[];
  contextOf: (b: number, weighed: readonly number[]) => ScoreContext;
}

// Score contexts share one BlockWeights: a context is valid until the next one is made.
function blocksOf({
  index,
  options,
  population,
}: {
  index: MentionIndex;
  options: DisambiguationOptions;
  population?: NamePopulation;
}): Blocks {
  const blockPeople = blockPeopleEstimates(index, options, population);
  const weights = new BlockWeights(index, options);
  const membersOf = (b: number): number[] =>
    Array.from(index.blocks.data.subarray(index.blocks.start[b] ?? 0, index.blocks.start[b + 1] ?? 0));
  return {
    count: blockPeople.length,
    membersOf,
    contextOf: (b, weighed) => {
      const members = membersOf(b);
      weights.weigh(weighed);
      return {
        index,
        options,
        last: index.parsed[members[0]!]?.last ?? '',
        blockPeople: blockPeople[b] ?? 1,
        formMentions: formMentionsOf(index, members, population),
        weights,
        ambiguity: new Map(),
      };
    },
  };
}

// Calls `visit` for every block of two mentions or more, with the block's feature weights set.
function forEachBlock(blocks: Blocks, visit: (ctx: ScoreContext, members: number[]) => void): void {
  for (let b = 0; b < blocks.count; b++) {
    const members = blocks.membersOf(b);
    if (members.length < 2) continue;
    visit(blocks.contextOf(b, members), members);
  }
}

// The name-variant pass's view of a clustering in progress.
function variantInput(index: MentionIndex, options: DisambiguationOptions, blocks: Blocks, uf: UnionFind) {
  return {
    index,
    options,
    blockCount: blocks.count,
    membersOf: blocks.membersOf,
    contextOf: blocks.contextOf,
    find: (i: number) => uf.find(i),
    union: (a: number, b: number) => void uf.union(a, b),
  };
}

/**
 * Clusters like disambiguateAuthors, then scores every pair of clusters whose names are one
 * edit apart (see scoreNameVariants), linked or not, for measuring the name-variant pass
 * (`npm run bench:name-variants`); `links` are the pairs the pass links at options.nameVariantThreshold.
 */
export function scoreNameVariantPairs({
  mentions,
  options,
  population,
}: {
  mentions: readonly AuthorMention[];
  options?: Partial<DisambiguationOptions>;
  population?: NamePopulation;
}): { pairs: NameVariantPair[]; links: NameVariantPair[]; index: MentionIndex } {
  const { index, variants } = clusterBlocks({ mentions, options, population });
  const pairs = scoreNameVariants(variants);
  return { pairs, links: linkNameVariants(variants), index };
}

// The block pass: mentions indexed, seeded by shared ids and clustered block by block, with the
// name-variant pass's view of the result.
function clusterBlocks({
  mentions,
  options,
  population,
}: {
  mentions: readonly AuthorMention[];
  options?: Partial<DisambiguationOptions>;
  population?: NamePopulation;
}) {
  const o: DisambiguationOptions = { ...DEFAULT_DISAMBIGUATION_OPTIONS, ...options };
  const index = indexMentions(mentions, population);
  const uf = new UnionFind(index.count);
  seedUnions(index, uf);
  const blocks = blocksOf({ index, options: o, population });
  forEachBlock(blocks, (ctx, members) => clusterBlock({ ctx, members, uf }));
  return { index, uf, variants: variantInput(index, o, blocks, uf) };
}

/** Score of two id-carrying clusters of one name block (see scoreIdPairs). */
export interface IdPairScore {
  /** The externalIds of the two clusters. */
  a: string;
  b: string;
  /** The pair score, as disambiguateAuthors weighs it against options.idThreshold. */
  score: number;
  /** The part of the score the names alone give (agreement minus ambiguity). */
  namePart: number;
}

/**
 * Scores every pair of id-carrying clusters of one name block that `accept` lets through,
 * whatever their sources (so that pairs of one source, known to be different people, can be
 * scored as if they came from two): works in common and incompatible names are left out, as
 * they never merge. This is the decision disambiguateAuthors makes for id–id links, exposed
 * for measuring it (`npm run bench:author-merge`).
 */
export function scoreIdPairs({
  mentions,
  options,
  population,
  accept,
}: {
  mentions: readonly AuthorMention[];
  options?: Partial<DisambiguationOptions>;
  population?: NamePopulation;
  accept: (a: string, b: string) => boolean;
}): IdPairScore[] {
  const o: DisambiguationOptions = { ...DEFAULT_DISAMBIGUATION_OPTIONS, ...options };
  const index = indexMentions(mentions, population);
  const uf = new UnionFind(index.count);
  seedUnions(index, uf);
  const out: IdPairScore[] = [];
  forEachBlock(blocksOf({ index, options: o, population }), (ctx, members) => {
    const groups = new Map<number, number[]>();
    for (const i of members) {
      if (index.ids.start[i + 1]! === index.ids.start[i]!) continue;
      const root = uf.find(i);
      const group = groups.get(root);
      if (group) group.push(i);
      else groups.set(root, [i]);
    }
    if (groups.size < 2) return;
    const profiles = [...groups.values()].map((group) => profileOf(index, group));
    for (let x = 0; x < profiles.length; x++) {
      for (let y = x + 1; y < profiles.length; y++) {
        const pa = profiles[x]!;
        const pb = profiles[y]!;
        const a = index.idNames[pa.ids[0]!]!;
        const b = index.idNames[pb.ids[0]!]!;
        if (!accept(a, b) || !evidenceAllows(pa, pb)) continue;
        out.push({ a, b, score: scorePair(ctx, pa, pb), namePart: namePrior(ctx, pa.given, pb.given) });
      }
    }
  });
  return out;
}

function clusterBlock({ ctx, members, uf }: { ctx: ScoreContext; members: number[]; uf: UnionFind }): void {
  const groups = new Map<number, number[]>();
  for (const i of members) {
    const root = uf.find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  }
  if (groups.size < 2) return;
  const reps: number[] = [];
  const profiles: Profile[] = [];
  for (const [root, group] of groups) {
    reps.push(root);
    profiles.push(profileOf(ctx.index, group));
  }
  // One pass of mention-level links: re-scoring merged clusters as wholes (pooled
  // co-authors, affiliations, topics) was measured and gained nothing on the corpus.
  linkPass({
    ctx,
    profiles,
    local: new UnionFind(profiles.length),
    onMerge: (keep, drop) => uf.union(reps[keep]!, reps[drop]!),
  });
}

// Single linkage, strongest links first; the constraints are checked on the grown clusters,
// so a chain cannot join two ids of one source, two names on one work or "John A." with "John B.".
function linkPass({
  ctx,
  profiles,
  local,
  onMerge,
}: {
  ctx: ScoreContext;
  profiles: Profile[];
  local: UnionFind;
  onMerge: (keep: number, drop: number) => void;
}): void {
  const threshold = ctx.options.threshold;
  const idThreshold = Math.max(threshold, ctx.options.idThreshold);
  const scored: { a: number; b: number; score: number }[] = [];
  for (const key of candidatePairs({ ctx, profiles })) {
    const a = Math.floor(key / profiles.length);
    const b = key % profiles.length;
    const pa = profiles[a]!;
    const pb = profiles[b]!;
    if (!canMerge(pa, pb)) continue;
    const score = scorePair(ctx, pa, pb);
    if (score >= (isIdLink(pa, pb) ? idThreshold : threshold)) scored.push({ a, b, score });
  }
  scored.sort((x, y) => y.score - x.score);
  for (const { a, b } of scored) {
    const ra = local.find(a);
    const rb = local.find(b);
    if (ra === rb) continue;
    const pa = profiles[ra]!;
    const pb = profiles[rb]!;
    if (!canMerge(pa, pb)) continue;
    // Clusters grown by name-only mentions may both hold ids now: a link between two ids is
    // weighed on the grown clusters, never made by a chain of weaker links.
    if (isIdLink(pa, pb) && scorePair(ctx, pa, pb) < idThreshold) continue;
    const [keep, drop] = pa.size >= pb.size ? [ra, rb] : [rb, ra];
    mergeProfiles(profiles[keep]!, profiles[drop]!);
    local.parent[drop] = keep;
    onMerge(keep, drop);
  }
}

// Pairs (as a * unitCount + b, a < b) worth scoring: all pairs in small blocks; otherwise
// pairs sharing a not-too-common evidence feature, pairs of an unambiguous full name, and
// every partial cluster against the block's largest ones.
function candidatePairs({ ctx, profiles }: { ctx: ScoreContext; profiles: Profile[] }): Set<number> {
  const n = profiles.length;
  const pairs = new Set<number>();
  const add = (a: number, b: number): void => {
    if (a !== b) pairs.add(a < b ? a * n + b : b * n + a);
  };
  const o = ctx.options;
  if (n <= o.smallBlock) {
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) add(a, b);
    return pairs;
  }
  const postings = new Map<number, number[]>();
  const kinds: ((p: Profile) => Int32Array)[] = [(p) => p.coauthors, (p) => p.institutions, (p) => p.topics];
  for (const kind of kinds) {
    postings.clear();
    for (let u = 0; u < n; u++) {
      for (const f of kind(profiles[u]!)) {
        const list = postings.get(f);
        if (!list) postings.set(f, [u]);
        else if (list.length <= o.postingCap) list.push(u);
      }
    }
    for (const list of postings.values()) {
      if (list.length < 2 || list.length > o.postingCap) continue;
      for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) add(list[x]!, list[y]!);
    }
  }
  const byFirst = new Map<string, number[]>();
  for (let u = 0; u < n; u++) {
    const first = profiles[u]!.given[0] ?? '';
    if (first.length < 2) continue;
    const list = byFirst.get(first);
    if (list) list.push(u);
    else byFirst.set(first, [u]);
  }
  for (const [first, list] of byFirst) {
    if (namePrior(ctx, [first], [first]) < o.threshold) continue;
    for (let x = 1; x < list.length; x++) add(list[0]!, list[x]!);
  }
  const largest = profiles
    .map((_, u) => u)
    .sort((x, y) => profiles[y]!.size - profiles[x]!.size)
    .slice(0, 3);
  for (const big of largest) for (let u = 0; u < n; u++) add(big, u);
  return pairs;
}
