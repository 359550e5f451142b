// Evidence profiles of partial clusters inside one name block, and the score that
// decides whether two of them are one person. Scores are additive log-odds-like
// points: name agreement minus name ambiguity, plus shared co-authors, institutions,
// venue and topics, minus a penalty for careers far apart in time.
import type { FeatureRows, MentionIndex } from './disambiguation-index';
import { compareGiven, mergeGiven } from './name-key';
import { intersects, sharedWeight, sortedUnique, unionSorted } from './sorted-ids';

/** Weights and limits of the disambiguation; DEFAULT_DISAMBIGUATION_OPTIONS holds tuned values. */
export interface DisambiguationOptions {
  /** Two partial clusters merge when their score reaches this. */
  threshold: number;
  /**
   * Two clusters that both carry source ids (of different sources: one person's OpenReview
   * and IEEE ids) merge only when their score reaches this. Chosen by 5-fold cross-validation
   * in `npm run bench:author-merge` (best recall minus false-merge rate; 3.25 in every fold,
   * alone and with idCoauthorCorpusFloor): venue splits of one id re-joined 96.3%, OpenReview
   * pairs of one name (different people) linked 2.9% (an upper bound: some are one person
   * with two profiles); 89.3% and 1.0% for common names (the name alone scoring below 0).
   */
  idThreshold: number;
  /** Points for the same full first name before its ambiguity (log of the estimated people so named) is subtracted. */
  fullNameBonus: number;
  /** Points when one side has only an initial, before the block's ambiguity is subtracted. */
  initialBonus: number;
  /** Points taken per unit of log(estimated people sharing the name). */
  ambiguityWeight: number;
  /** Scale of the independence estimate of how many people share a full name. */
  nameAmbiguityScale: number;
  /** Mentions one person typically contributes under one name (caps the ambiguity estimate of a name). */
  mentionsPerPerson: number;
  /**
   * A shared feature is worth log(sameRate / differentRate), where differentRate is how often
   * other mentions of the block carry it, smoothed toward its corpus rate with this many pseudo-mentions.
   */
  smoothing: number;
  /** sameRate of a shared co-author key: how often one person's two mentions share it. */
  coauthorSameRate: number;
  /** Most points one shared co-author key can give. */
  coauthorCap: number;
  /**
   * For links between two id-carrying clusters only: a different person of the same name is
   * taken to carry a co-author key at least this many times as often as a mention of the
   * corpus does (its df / mentions). Co-author keys are surname + initial, so a common one
   * ("wang_z") names many people and turns up among the co-authors of many same-name people;
   * the block's own rate undercounts that, and one shared common key then outweighs a common
   * name. In effect a key gives at most log(coauthorSameRate * mentions / (floor * df)) points:
   * an idf. 0 weighs id links like any other. Chosen with idThreshold by 5-fold cross-validation
   * over people in `npm run bench:author-merge` (grid 0-512; folds chose 16, 32, 32, 32, 64,
   * the threshold stayed 3.25): held-out OpenReview pairs of one name linked 2.9% ± 0.9%
   * (5.4% ± 1.4% with 0), venue splits re-joined 96.2% ± 0.3% (96.6% ± 0.4%).
   */
  idCoauthorCorpusFloor: number;
  /** sameRate of a shared institution. */
  institutionSameRate: number;
  /** Most points one shared institution can give. */
  institutionCap: number;
  /** sameRate of a shared venue. */
  venueSameRate: number;
  /** Most points a shared venue can give. */
  venueCap: number;
  /** Points for topic agreement, times the tf-idf cosine of the profiles. */
  topicWeight: number;
  /** Year gap between two careers that costs nothing. */
  yearGapFree: number;
  /** Points taken per year of gap beyond yearGapFree. */
  yearGapPenalty: number;
  /**
   * Two clusters whose names are one edit apart ("Levine" / "Levinev", "Alexander" /
   * "Alexnder") link when their score (co-author keys weighed as for id links) reaches this;
   * Infinity turns the pass off. See name-variants.ts and `npm run bench:name-variants`.
   */
  nameVariantThreshold: number;
  /** Surnames and first names shorter than this are never taken for typos ("Wang" / "Wan", "Li" / "Lin"). */
  nameVariantMinLength: number;
  /**
   * A spelling is taken for a typo only when the corpus knows it for at most this many people
   * (distinct first names seen with the surname, or surnames with the first name): "Yilin"
   * beside "Yalin" is a name of its own, "Levinev" beside "Levine" is not.
   */
  nameVariantMaxSpread: number;
  /** Blocks with at most this many partial clusters compare all pairs. */
  smallBlock: number;
  /** Evidence features held by more partial clusters than this in a block generate no candidate pairs. */
  postingCap: number;
}

/**
 * Defaults tuned on the identified venues of the default corpus (see
 * bench/disambiguation.bench.ts); F1 is flat (within 0.001) around these values.
 */
export const DEFAULT_DISAMBIGUATION_OPTIONS: DisambiguationOptions = {
  threshold: 1,
  idThreshold: 3.25,
  fullNameBonus: 2,
  initialBonus: 2,
  ambiguityWeight: 1.5,
  nameAmbiguityScale: 25,
  mentionsPerPerson: 5,
  smoothing: 20,
  coauthorSameRate: 0.5,
  coauthorCap: 5,
  idCoauthorCorpusFloor: 32,
  institutionSameRate: 0.3,
  institutionCap: 4,
  venueSameRate: 0.3,
  venueCap: 1,
  topicWeight: 3,
  yearGapFree: 8,
  yearGapPenalty: 0.1,
  nameVariantThreshold: 9.25,
  nameVariantMinLength: 5,
  nameVariantMaxSpread: 5,
  smallBlock: 24,
  postingCap: 60,
};

/** Evidence of a partial cluster, restricted to its mentions in the current block; id sets are ascending. */
export interface Profile {
  given: string[];
  /** Interned source ids of the cluster, ascending, and the source of each (aligned). */
  ids: Int32Array;
  idSources: Int32Array;
  works: Int32Array;
  coauthors: Int32Array;
  institutions: Int32Array;
  topics: Int32Array;
  venues: Int32Array;
  /** Euclidean norm of the idf-weighted topic set; -1 when stale. */
  topicNorm: number;
  size: number;
  yearMin: number;
  yearMax: number;
}

function rowOf(rows: FeatureRows, i: number): Int32Array {
  return rows.data.subarray(rows.start[i] ?? 0, rows.start[i + 1] ?? 0);
}

/** Profile of one mention; its id sets are views of the index rows. */
export function mentionProfile(index: MentionIndex, i: number): Profile {
  const work = index.workOf[i] ?? -1;
  const year = index.year[i] ?? 0;
  const ids = rowOf(index.ids, i);
  return {
    given: index.parsed[i]?.given ?? [],
    ids,
    idSources: ids.map((id) => index.sourceOfId[id] ?? -1),
    works: work >= 0 ? Int32Array.of(work) : new Int32Array(0),
    coauthors: rowOf(index.coauthors, i),
    institutions: rowOf(index.institutions, i),
    topics: rowOf(index.topics, i),
    venues: rowOf(index.venues, i),
    topicNorm: -1,
    size: 1,
    yearMin: year,
    yearMax: year,
  };
}

/**
 * Profile of a group of mentions of one block: the same as folding their mention profiles with
 * mergeProfiles, but each id set is gathered once and sorted once, so a cluster of n mentions
 * costs O(n log n) instead of the fold's O(n²) copying.
 */
export function profileOf(index: MentionIndex, members: readonly number[]): Profile {
  if (members.length <= 1) return mentionProfile(index, members[0] ?? 0);
  let given: string[] = [];
  let yearMin = 0;
  let yearMax = 0;
  const works: number[] = [];
  for (const i of members) {
    given = mergeGiven(given, index.parsed[i]?.given ?? []);
    const work = index.workOf[i] ?? -1;
    if (work >= 0) works.push(work);
    const year = index.year[i] ?? 0;
    if (year > 0) yearMin = yearMin === 0 ? year : Math.min(yearMin, year);
    yearMax = Math.max(yearMax, year);
  }
  const ids = unionOfRows(index.ids, members);
  return {
    given,
    ids,
    idSources: ids.map((id) => index.sourceOfId[id] ?? -1),
    works: sortedUnique(Int32Array.from(works)),
    coauthors: unionOfRows(index.coauthors, members),
    institutions: unionOfRows(index.institutions, members),
    topics: unionOfRows(index.topics, members),
    venues: unionOfRows(index.venues, members),
    topicNorm: -1,
    size: members.length,
    yearMin,
    yearMax,
  };
}

/** Ascending union of the members' rows. */
function unionOfRows(rows: FeatureRows, members: readonly number[]): Int32Array {
  let total = 0;
  for (const i of members) total += (rows.start[i + 1] ?? 0) - (rows.start[i] ?? 0);
  const out = new Int32Array(total);
  let n = 0;
  for (const i of members) {
    const row = rowOf(rows, i);
    out.set(row, n);
    n += row.length;
  }
  return sortedUnique(out);
}

/** Folds profile b into a (a is kept, b must be discarded). */
export function mergeProfiles(a: Profile, b: Profile): void {
  a.given = mergeGiven(a.given, b.given);
  if (b.ids.length > 0) {
    const sourceOf = new Map<number, number>();
    a.ids.forEach((id, k) => sourceOf.set(id, a.idSources[k]!));
    b.ids.forEach((id, k) => sourceOf.set(id, b.idSources[k]!));
    a.ids = unionSorted(a.ids, b.ids);
    a.idSources = a.ids.map((id) => sourceOf.get(id) ?? -1);
  }
  a.works = unionSorted(a.works, b.works);
  a.coauthors = unionSorted(a.coauthors, b.coauthors);
  a.institutions = unionSorted(a.institutions, b.institutions);
  a.topics = unionSorted(a.topics, b.topics);
  a.venues = unionSorted(a.venues, b.venues);
  a.topicNorm = -1;
  a.size += b.size;
  if (b.yearMin > 0) {
    a.yearMin = a.yearMin === 0 ? b.yearMin : Math.min(a.yearMin, b.yearMin);
    a.yearMax = Math.max(a.yearMax, b.yearMax);
  }
}

/**
 * True when the clusters hold two different ids of one source: that source tells two
 * people apart (`openreview:~Wei_Wang1`, `openreview:~Wei_Wang2`), so they never merge.
 */
export function idsConflict(a: Profile, b: Profile): boolean {
  for (let i = 0; i < a.ids.length; i++) {
    for (let j = 0; j < b.ids.length; j++) {
      if (a.idSources[i] === b.idSources[j] && a.ids[i] !== b.ids[j]) return true;
    }
  }
  return false;
}

/** True when both clusters carry source ids, none shared: a link between them needs options.idThreshold. */
export function isIdLink(a: Profile, b: Profile): boolean {
  return a.ids.length > 0 && b.ids.length > 0 && !intersects(a.ids, b.ids);
}

/** Whatever the ids say: a shared work or incompatible names are never one person. */
export function evidenceAllows(a: Profile, b: Profile): boolean {
  if (intersects(a.works, b.works)) return false;
  return compareGiven(a.given, b.given) !== 'incompatible';
}

/** Hard constraints: two ids of one source, a shared work or incompatible names never merge. */
export function canMerge(a: Profile, b: Profile): boolean {
  return !idsConflict(a, b) && evidenceAllows(a, b);
}

/**
 * Estimated number of people called `first last`: the independence estimate
 * (scale * surname spread * first-name spread / distinct names), capped by how many
 * mentions the name has, since every person contributes at least a few.
 */
export function nameAmbiguity({
  index,
  options,
  first,
  last,
}: {
  index: MentionIndex;
  options: DisambiguationOptions;
  first: string;
  last: string;
}): number {
  const names = index.names;
  const independent =
    (options.nameAmbiguityScale * names.surnameSpread(last) * names.firstNameSpread(first)) / names.distinctFullNames;
  const byMentions = names.fullNameMentions(first, last) / options.mentionsPerPerson;
  return Math.max(1, Math.min(independent, byMentions));
}

/**
 * Points of each evidence feature within the block being clustered, in arrays indexed by
 * feature id over the whole corpus; weigh() fills them for one block and clears the previous one.
 */
export class BlockWeights {
  readonly coauthors: Float64Array;
  /** Co-author points of a link between two id-carrying clusters (see options.idCoauthorCorpusFloor). */
  readonly idCoauthors: Float64Array;
  /**
   * Co-author points of a name-variant link: as idCoauthors, but against the whole corpus's rates
   * when the mentions are a sample of it (MentionIndex.coauthorCorpusRate), else idCoauthors itself.
   * An import weighs id–id links against its batch: with corpus rates they linked 392 more
   * authorships of the default corpus, 8 of a random 29 wrongly ("Kevin Lin" of Berkeley NLP with
   * "Kevin Lin" of Microsoft vision through "chen_c"), so only the name-variant pass, whose
   * threshold is high, reads the corpus.
   */
  readonly variantCoauthors: Float64Array;
  readonly institutions: Float64Array;
  readonly venues: Float64Array;
  private readonly counts: Int32Array;
  private touched: { rows: FeatureRows; weights: Float64Array; members: readonly number[] }[] = [];

  constructor(
    private readonly index: MentionIndex,
    private readonly options: DisambiguationOptions,
  ) {
    this.coauthors = new Float64Array(index.coauthors.df.length);
    this.idCoauthors = options.idCoauthorCorpusFloor > 0 ? new Float64Array(index.coauthors.df.length) : this.coauthors;
    this.variantCoauthors =
      options.idCoauthorCorpusFloor > 0 && index.coauthorCorpusRate
        ? new Float64Array(index.coauthors.df.length)
        : this.idCoauthors;
    this.institutions = new Float64Array(index.institutions.df.length);
    this.venues = new Float64Array(index.venues.df.length);
    this.counts = new Int32Array(Math.max(this.coauthors.length, this.institutions.length, this.venues.length));
  }

  /** Weighs the features of `members` by how rare they are among the block's mentions. */
  weigh(members: readonly number[]): void {
    for (const { rows, weights, members: previous } of this.touched) {
      for (const i of previous) for (let k = rows.start[i]!; k < rows.start[i + 1]!; k++) weights[rows.data[k]!] = 0;
    }
    const o = this.options;
    const { coauthors, institutions, venues } = this.index;
    this.touched = [
      { rows: coauthors, weights: this.coauthors, members },
      { rows: institutions, weights: this.institutions, members },
      { rows: venues, weights: this.venues, members },
    ];
    if (this.idCoauthors !== this.coauthors) {
      this.touched.push({ rows: coauthors, weights: this.idCoauthors, members });
      this.fill(coauthors, this.idCoauthors, members, o.coauthorSameRate, o.coauthorCap, o.idCoauthorCorpusFloor);
    }
    if (this.variantCoauthors !== this.idCoauthors) {
      this.touched.push({ rows: coauthors, weights: this.variantCoauthors, members });
      this.fill(
        coauthors,
        this.variantCoauthors,
        members,
        o.coauthorSameRate,
        o.coauthorCap,
        o.idCoauthorCorpusFloor,
        this.index.coauthorCorpusRate,
      );
    }
    this.fill(coauthors, this.coauthors, members, o.coauthorSameRate, o.coauthorCap, 0);
    this.fill(institutions, this.institutions, members, o.institutionSameRate, o.institutionCap, 0);
    this.fill(venues, this.venues, members, o.venueSameRate, o.venueCap, 0);
  }

  // A feature's points: log(sameRate / differentRate), differentRate being how often the
  // block's other mentions carry it (smoothed toward its corpus rate), at least corpusFloor
  // times its corpus rate: its df among the mentions, or `corpusRates` when they are a sample.
  private fill(
    rows: FeatureRows,
    weights: Float64Array,
    members: readonly number[],
    sameRate: number,
    cap: number,
    corpusFloor: number,
    /** Per feature, its rate in the whole corpus when the mentions are a sample of it. */
    corpusRates: Float64Array | null = null,
  ): void {
    const counts = this.counts;
    for (const i of members) for (let k = rows.start[i]!; k < rows.start[i + 1]!; k++) counts[rows.data[k]!]! += 1;
    // The two mentions that share a feature are left out of "how often do others have it".
    const others = Math.max(0, members.length - 2);
    const smoothing = this.options.smoothing;
    for (const i of members) {
      for (let k = rows.start[i]!; k < rows.start[i + 1]!; k++) {
        const f = rows.data[k]!;
        const n = counts[f]!;
        if (n === 0) continue;
        counts[f] = 0;
        const corpusRate = corpusRates ? corpusRates[f]! : (rows.df[f] ?? 0) / this.index.count;
        const blockRate = (Math.max(0, n - 2) + smoothing * corpusRate) / (others + smoothing);
        const differentRate = Math.max(1e-9, blockRate, corpusFloor * corpusRate);
        weights[f] = Math.min(cap, Math.max(0, Math.log(sameRate / differentRate)));
      }
    }
  }
}

function topicNorm(index: MentionIndex, p: Profile): number {
  if (p.topicNorm < 0) {
    let sum = 0;
    for (const t of p.topics) sum += index.topicIdfSquared[t] ?? 0;
    p.topicNorm = Math.sqrt(sum);
  }
  return p.topicNorm;
}

/** Context of scoring within one block. */
export interface ScoreContext {
  index: MentionIndex;
  options: DisambiguationOptions;
  /** Surname of the block. */
  last: string;
  /** Estimated people in the block (sum of name ambiguities of its full first names, at least 1). */
  blockPeople: number;
  /** Mentions of the block per exact given-name form ("h jin"), for forms with initials. */
  formMentions: ReadonlyMap<string, number>;
  weights: BlockWeights;
  /** nameAmbiguity per full first name of the block, filled on demand. */
  ambiguity: Map<string, number>;
}

function firstNameAmbiguity(ctx: ScoreContext, first: string): number {
  let value = ctx.ambiguity.get(first);
  if (value === undefined) {
    value = nameAmbiguity({ index: ctx.index, options: ctx.options, first, last: ctx.last });
    ctx.ambiguity.set(first, value);
  }
  return value;
}

/** Points the names alone give a pair: agreement minus how many people could carry them. */
export function namePrior(ctx: ScoreContext, a: readonly string[], b: readonly string[]): number {
  const fa = a[0] ?? '';
  const fb = b[0] ?? '';
  const o = ctx.options;
  if (fa.length > 1 && fb.length > 1)
    return o.fullNameBonus - o.ambiguityWeight * Math.log(firstNameAmbiguity(ctx, fa));
  // An initial may stand for anyone in the block; but when both sides use one form, a form
  // such as "H. Jin" written m times is used by at most about m / mentionsPerPerson people.
  let people = ctx.blockPeople;
  const form = a.join(' ');
  if (form === b.join(' ')) people = Math.min(people, (ctx.formMentions.get(form) ?? Infinity) / o.mentionsPerPerson);
  return o.initialBonus - o.ambiguityWeight * Math.log(Math.max(1, people));
}

/**
 * Score of merging two profiles of one block (assumes canMerge). `strict` (the name-variant pass)
 * weighs co-author keys against their corpus rate (options.idCoauthorCorpusFloor), as for a link
 * between two ids, and against the whole corpus when the mentions are a sample of it.
 */
export function scorePair(ctx: ScoreContext, a: Profile, b: Profile, { strict = false } = {}): number {
  const { index, options: o, weights } = ctx;
  let score = namePrior(ctx, a.given, b.given);
  const coauthorWeights = strict ? weights.variantCoauthors : isIdLink(a, b) ? weights.idCoauthors : weights.coauthors;
  score += sharedWeight(a.coauthors, b.coauthors, coauthorWeights);
  score += sharedWeight(a.institutions, b.institutions, weights.institutions);
  score += sharedWeight(a.venues, b.venues, weights.venues);
  const na = topicNorm(index, a);
  const nb = topicNorm(index, b);
  if (na > 0 && nb > 0) score += (o.topicWeight * sharedWeight(a.topics, b.topics, index.topicIdfSquared)) / (na * nb);
  if (a.yearMin > 0 && b.yearMin > 0) {
    const gap = Math.max(0, a.yearMin - b.yearMax, b.yearMin - a.yearMax);
    score -= o.yearGapPenalty * Math.max(0, gap - o.yearGapFree);
  }
  return score;
}
