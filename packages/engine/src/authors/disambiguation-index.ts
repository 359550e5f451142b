// Turns author mentions into flat typed arrays (interned features, blocks, statistics)
// so that block clustering never touches strings in its inner loops.
import { foldNameText, parseAuthorName, type ParsedName } from './name-key';

/** One authorship to disambiguate: a name on one work plus the evidence around it. */
export interface AuthorMention {
  /** The name as printed on the work. */
  name: string;
  /**
   * Identifier the source assigns to the person (ORCID, venue author id), `source:id`; null
   * when the name is all we have. Mentions with one id are one person; two ids of one source
   * (the text before the first ':') are two people, ids of different sources may be linked on evidence.
   */
  externalId?: string | null;
  /** Ids of other sources already known to belong to the same person (an earlier cross-source link). */
  linkedIds?: readonly string[];
  /** The work the authorship belongs to: two different names on one work are never the same person. */
  workId?: number | null;
  /** Publication year, null when unknown. */
  year: number | null;
  /** nameBlockKey() of every other author of the work. */
  coauthorKeys: readonly string[];
  /** Affiliation names of this authorship (any spelling; compared after case and diacritic folding). */
  institutions: readonly string[];
  /** Venue (journal or conference) name, null when unknown. */
  venue: string | null;
  /** Topic evidence: concept ids, keywords or title words, already normalised by the caller. */
  topicTokens?: readonly string[];
}

/** Compressed sparse rows: the features of mention i are data[start[i]] .. data[start[i + 1] - 1], ascending. */
export interface FeatureRows {
  start: Int32Array;
  data: Int32Array;
  /** Per feature: how many mentions carry it. */
  df: Int32Array;
}

/** Mentions with interned features and the corpus statistics the scorer needs. */
export interface MentionIndex {
  count: number;
  parsed: ParsedName[];
  /** Block of each mention and the members of each block (CSR, df unused). */
  blockOf: Int32Array;
  blocks: FeatureRows;
  coauthors: FeatureRows;
  institutions: FeatureRows;
  topics: FeatureRows;
  /** One venue per mention at most, stored as rows for uniform handling. */
  venues: FeatureRows;
  /** Per topic feature: the square of its inverse document frequency scaled to 0..1. */
  topicIdfSquared: Float64Array;
  /** Year, 0 when unknown. */
  year: Int32Array;
  /** Interned workId, -1 when absent. */
  workOf: Int32Array;
  /** Interned externalId, -1 when absent. */
  anchorOf: Int32Array;
  /** Interned ids of each mention: its externalId and linkedIds (ascending). */
  ids: FeatureRows;
  /** Per interned id: its interned source (the prefix before the first ':'). */
  sourceOfId: Int32Array;
  /** Per interned id: the id itself. */
  idNames: string[];
  /** How common names are in the corpus (see NameStatistics). */
  names: NameStatistics;
  /**
   * Per co-author feature: the share of the whole corpus' mentions that carry it, when the
   * mentions are a sample of the corpus and the population knows it (NamePopulation.coauthorRate);
   * null when the mentions are the corpus (the rate is then df / count).
   */
  coauthorCorpusRate: Float64Array | null;
}

/**
 * How common names are in the corpus the mentions come from, for name ambiguity: by default
 * counted over the mentions themselves; an importer that clusters one batch with the stored
 * authors it may join passes the counts of its whole corpus instead, so that a name is judged
 * as common as it really is, not as common as it is in the sample.
 */
export interface NameStatistics {
  /** Distinct full first names (two letters or more) seen with the surname. */
  surnameSpread(last: string): number;
  /** Distinct surnames seen with the full first name. */
  firstNameSpread(first: string): number;
  /** Mentions of the full name (first given name and surname). */
  fullNameMentions(first: string, last: string): number;
  /** Distinct (full first name, surname) pairs. */
  distinctFullNames: number;
}

/** NameStatistics plus what the block-level estimates read, for a whole-corpus population. */
export interface NamePopulation extends NameStatistics {
  /** Full first names (two letters or more) seen in the block. */
  blockFirstNames(blockKey: string): readonly string[];
  /** Mentions per exact given-name form ("h jin": "h") in the block. */
  formMentions(blockKey: string): ReadonlyMap<string, number>;
  /**
   * The share of the corpus' mentions that have a co-author of this name block (nameBlockKey),
   * for an importer clustering a batch with a sample of stored works: the name-variant pass then
   * weighs a co-author key against the corpus (options.idCoauthorCorpusFloor), as a clustering of
   * the whole corpus weighs it, not against the sample, where a stored author's frequent co-author
   * looks common (BlockWeights.variantCoauthors). Absent: the rate among the mentions clustered.
   */
  coauthorRate?(coauthorKey: string): number;
}

/** NameStatistics over name counts. */
export function nameStatisticsOf(counts: Iterable<{ parsed: ParsedName; mentions: number }>): NameStatistics {
  const fullNames = new Set<string>();
  const surnameSpread = new Map<string, number>();
  const firstNameSpread = new Map<string, number>();
  const fullNameMentions = new Map<string, number>();
  for (const { parsed: p, mentions } of counts) {
    const first = p.given[0] ?? '';
    if (first.length < 2 || p.last === '') continue;
    const key = `${first} ${p.last}`;
    fullNameMentions.set(key, (fullNameMentions.get(key) ?? 0) + mentions);
    if (fullNames.has(key)) continue;
    fullNames.add(key);
    surnameSpread.set(p.last, (surnameSpread.get(p.last) ?? 0) + 1);
    firstNameSpread.set(first, (firstNameSpread.get(first) ?? 0) + 1);
  }
  return {
    surnameSpread: (last) => surnameSpread.get(last) ?? 1,
    firstNameSpread: (first) => firstNameSpread.get(first) ?? 1,
    fullNameMentions: (first, last) => fullNameMentions.get(`${first} ${last}`) ?? 1,
    distinctFullNames: Math.max(1, fullNames.size),
  };
}

/** Source of an external id: the text before its first ':' (the whole id when it has none). */
export function sourceOfExternalId(id: string): string {
  const colon = id.indexOf(':');
  return colon < 0 ? id : id.slice(0, colon);
}

class Interner {
  readonly ids = new Map<string, number>();
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }
}

// Rows are short (a few co-authors, affiliations, title words), so duplicates are found by scanning the row.
function buildRows(count: number, rowOf: (i: number, push: (id: number) => void) => void): FeatureRows {
  const start = new Int32Array(count + 1);
  let data = new Int32Array(Math.max(16, count * 4));
  let size = 0;
  let rowStart = 0;
  let maxId = -1;
  const push = (id: number): void => {
    for (let k = rowStart; k < size; k++) if (data[k] === id) return;
    if (size === data.length) {
      const grown = new Int32Array(data.length * 2);
      grown.set(data);
      data = grown;
    }
    data[size++] = id;
    if (id > maxId) maxId = id;
  };
  for (let i = 0; i < count; i++) {
    start[i] = rowStart = size;
    rowOf(i, push);
  }
  start[count] = size;
  // Sorted rows let profiles intersect and merge by a linear walk.
  for (let i = 0; i < count; i++) if (start[i + 1]! - start[i]! > 1) data.subarray(start[i], start[i + 1]).sort();
  const df = new Int32Array(maxId + 1);
  for (let k = 0; k < size; k++) df[data[k]!]! += 1;
  return { start, data: data.slice(0, size), df };
}

/** Interns the mentions' evidence and gathers the name statistics used for ambiguity estimates. */
export function indexMentions(
  mentions: readonly AuthorMention[],
  population?: NameStatistics & Partial<Pick<NamePopulation, 'coauthorRate'>>,
): MentionIndex {
  const count = mentions.length;
  // Work per distinct name, not per mention: a corpus repeats names a lot.
  const nameIds = new Map<string, number>();
  const names: ParsedName[] = [];
  const nameOf = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const name = mentions[i]?.name ?? '';
    let id = nameIds.get(name);
    if (id === undefined) {
      id = names.length;
      nameIds.set(name, id);
      names.push(parseAuthorName(name));
    }
    nameOf[i] = id;
  }
  const parsed: ParsedName[] = Array.from(nameOf, (id) => names[id]!);

  const blockIds = new Interner();
  const blockOfName = names.map((p) => (p.last === '' ? -1 : blockIds.id(p.blockKey)));
  let blockCount = blockIds.ids.size;
  const blockOf = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    // Empty names get a block each: nothing says two of them are one person.
    const b = blockOfName[nameOf[i]!] ?? -1;
    blockOf[i] = b >= 0 ? b : blockCount++;
  }
  const starts = new Int32Array(blockCount + 1);
  for (let i = 0; i < count; i++) starts[blockOf[i]! + 1]! += 1;
  for (let b = 0; b < blockCount; b++) starts[b + 1]! += starts[b]!;
  const fill = starts.slice(0, blockCount);
  const members = new Int32Array(count);
  for (let i = 0; i < count; i++) members[fill[blockOf[i]!]!++] = i;
  const blocks: FeatureRows = { start: starts, data: members, df: new Int32Array(0) };

  // Name statistics over distinct (first name, surname) pairs: people, not papers.
  const mentionsPerName = new Int32Array(names.length);
  for (let i = 0; i < count; i++) mentionsPerName[nameOf[i]!]! += 1;
  const nameStats =
    population ?? nameStatisticsOf(names.map((parsed, id) => ({ parsed, mentions: mentionsPerName[id]! })));

  const coauthorIds = new Interner();
  const coauthors = buildRows(count, (i, push) => {
    for (const key of mentions[i]?.coauthorKeys ?? []) push(coauthorIds.id(key));
  });
  const coauthorRate = population?.coauthorRate;
  let coauthorCorpusRate: Float64Array | null = null;
  if (coauthorRate) {
    coauthorCorpusRate = new Float64Array(coauthors.df.length);
    for (const [key, id] of coauthorIds.ids) coauthorCorpusRate[id] = coauthorRate(key);
  }
  const institutionIds = new Interner();
  const institutionKeys = new Map<string, number>();
  const institutions = buildRows(count, (i, push) => {
    for (const name of mentions[i]?.institutions ?? []) {
      let id = institutionKeys.get(name);
      if (id === undefined) {
        const key = foldNameText(name)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim();
        id = key === '' ? -1 : institutionIds.id(key);
        institutionKeys.set(name, id);
      }
      if (id >= 0) push(id);
    }
  });
  const topicIds = new Interner();
  // Authors of one work usually share one topic array: intern it once.
  let lastTokens: readonly string[] | undefined;
  let lastIds: number[] = [];
  const topics = buildRows(count, (i, push) => {
    const tokens = mentions[i]?.topicTokens;
    if (tokens !== lastTokens) {
      lastTokens = tokens;
      lastIds = (tokens ?? []).map((token) => topicIds.id(token));
    }
    for (const id of lastIds) push(id);
  });
  const venueIds = new Interner();
  const venues = buildRows(count, (i, push) => {
    const venue = mentions[i]?.venue;
    if (venue) push(venueIds.id(venue));
  });
  const topicIdfSquared = new Float64Array(topics.df.length);
  const maxIdf = Math.log(count + 1);
  topics.df.forEach((df, t) => {
    topicIdfSquared[t] = (Math.log((count + 1) / (df + 1)) / maxIdf) ** 2;
  });

  const workIds = new Map<number, number>();
  const anchorIds = new Interner();
  const sourceIds = new Interner();
  const sourceOf: number[] = [];
  const idOf = (id: string): number => {
    const n = anchorIds.id(id);
    if (n === sourceOf.length) sourceOf.push(sourceIds.id(sourceOfExternalId(id)));
    return n;
  };
  const year = new Int32Array(count);
  const workOf = new Int32Array(count);
  const anchorOf = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const m = mentions[i];
    year[i] = m?.year ?? 0;
    const work = m?.workId;
    if (work === undefined || work === null) workOf[i] = -1;
    else {
      let id = workIds.get(work);
      if (id === undefined) {
        id = workIds.size;
        workIds.set(work, id);
      }
      workOf[i] = id;
    }
    anchorOf[i] = m?.externalId ? idOf(m.externalId) : -1;
  }
  const ids = buildRows(count, (i, push) => {
    const m = mentions[i];
    if (m?.externalId) push(anchorOf[i]!);
    for (const id of m?.linkedIds ?? []) if (id) push(idOf(id));
  });

  return {
    count,
    parsed,
    blockOf,
    blocks,
    coauthors,
    institutions,
    topics,
    venues,
    topicIdfSquared,
    year,
    workOf,
    anchorOf,
    ids,
    sourceOfId: Int32Array.from(sourceOf),
    idNames: [...anchorIds.ids.keys()],
    names: nameStats,
    coauthorCorpusRate,
  };
}
