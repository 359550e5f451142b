/**
 * The article-concept index monitoring queries run on: every article's concepts and every
 * concept's articles in typed arrays (CSR, both sides sorted by id), with each pair's weight,
 * and the date facts of each article, indexed by article id. Built once from three flat
 * columns (the caller reads them from the database); queries then touch arrays only.
 *
 * Weight of a pair = tf-idf, `(1 + ln tf) · ln((N + 1) / (df + 1))` (the engine's concept
 * weighting; N articles, df of the concept), so a rare concept named often counts most.
 */

/** `publishedDay` of an article without a known publication day. */
export const NO_DAY = -2_147_483_648;

export interface MonitoringIndex {
  /** Highest article id + 1 (the length of the per-article arrays). */
  articleSlots: number;
  /** Highest concept id + 1. */
  conceptSlots: number;
  /** Articles present (with or without concepts). */
  articleCount: number;
  /** 1 where an article with that id exists. */
  present: Uint8Array;
  /** Concepts of each article: `conceptIds[articleOffsets[a] … articleOffsets[a + 1])`, ascending. */
  articleOffsets: Int32Array;
  conceptIds: Int32Array;
  articleWeights: Float32Array;
  /** Articles of each concept: `articleIds[conceptOffsets[c] … conceptOffsets[c + 1])`, ascending. */
  conceptOffsets: Int32Array;
  articleIds: Int32Array;
  conceptWeights: Float32Array;
  /** When each article was first imported, in seconds since 1970 (NaN: no such article). */
  importedAt: Float64Array;
  /** Publication day (days since 1970) where the source gives one; `NO_DAY` otherwise. */
  publishedDay: Int32Array;
  /** Publication year; 0 when unknown. */
  year: Int16Array;
}

/** One article's facts for the builder. */
export interface MonitoringArticleFacts {
  id: number;
  importedAt: number;
  publishedDay: number | null;
  year: number | null;
}

/** The article-concept pairs, as three columns of the same length (any order). */
export interface MonitoringPairColumns {
  articleIds: ArrayLike<number>;
  conceptIds: ArrayLike<number>;
  tfs: ArrayLike<number>;
}

/** tf-idf of one pair (see the module comment). */
export function monitoringPairWeight(tf: number, df: number, articleTotal: number): number {
  return (1 + Math.log(Math.max(1, tf))) * Math.log((articleTotal + 1) / (df + 1));
}

/**
 * Builds the index. `df` and `articleTotal` default to what the pairs and articles given say
 * (the whole corpus); an index of part of the corpus (the new articles of a digest) passes the
 * corpus' own so its weights equal the full index's.
 */
export function buildMonitoringIndex({
  articles,
  pairs,
  df,
  articleTotal,
}: {
  articles: readonly MonitoringArticleFacts[];
  pairs: MonitoringPairColumns;
  df?: (conceptId: number) => number;
  articleTotal?: number;
}): MonitoringIndex {
  let maxArticle = -1;
  for (const a of articles) if (a.id > maxArticle) maxArticle = a.id;
  const n = pairs.articleIds.length;
  let maxConcept = -1;
  for (let i = 0; i < n; i++) {
    const a = pairs.articleIds[i]!;
    const c = pairs.conceptIds[i]!;
    if (a > maxArticle) maxArticle = a;
    if (c > maxConcept) maxConcept = c;
  }
  const articleSlots = maxArticle + 1;
  const conceptSlots = maxConcept + 1;

  const present = new Uint8Array(articleSlots);
  const importedAt = new Float64Array(articleSlots).fill(Number.NaN);
  const publishedDay = new Int32Array(articleSlots).fill(NO_DAY);
  const year = new Int16Array(articleSlots);
  for (const a of articles) {
    present[a.id] = 1;
    importedAt[a.id] = a.importedAt;
    if (a.publishedDay !== null) publishedDay[a.id] = a.publishedDay;
    if (a.year !== null) year[a.id] = a.year;
  }

  // Counting sort by article, then by concept (stable, so each side ends sorted by the other id).
  const articleOffsets = offsetsOf(pairs.articleIds, articleSlots);
  const byArticle = new Int32Array(n);
  {
    const fill = articleOffsets.slice(0, articleSlots);
    for (let i = 0; i < n; i++) byArticle[fill[pairs.articleIds[i]!]!++] = i;
    // Within an article, concepts ascending.
    for (let a = 0; a < articleSlots; a++) {
      const from = articleOffsets[a]!;
      const to = articleOffsets[a + 1]!;
      if (to - from < 2) continue;
      let sorted = true;
      for (let k = from + 1; k < to && sorted; k++) {
        sorted = pairs.conceptIds[byArticle[k - 1]!]! < pairs.conceptIds[byArticle[k]!]!;
      }
      if (!sorted) byArticle.subarray(from, to).sort((x, y) => pairs.conceptIds[x]! - pairs.conceptIds[y]!);
    }
  }
  const conceptOffsets = offsetsOf(pairs.conceptIds, conceptSlots);
  const conceptDf = (c: number) => conceptOffsets[c + 1]! - conceptOffsets[c]!;
  const total = articleTotal ?? articles.length;
  const dfOf = df ?? conceptDf;

  const conceptIds = new Int32Array(n);
  const articleWeights = new Float32Array(n);
  const articleIds = new Int32Array(n);
  const conceptWeights = new Float32Array(n);
  const fill = conceptOffsets.slice(0, conceptSlots);
  // Walking pairs in article order fills each concept's list in ascending article order.
  for (let k = 0; k < n; k++) {
    const i = byArticle[k]!;
    const a = pairs.articleIds[i]!;
    const c = pairs.conceptIds[i]!;
    const weight = monitoringPairWeight(pairs.tfs[i]!, dfOf(c), total);
    conceptIds[k] = c;
    articleWeights[k] = weight;
    const slot = fill[c]!++;
    articleIds[slot] = a;
    conceptWeights[slot] = weight;
  }
  let articleCount = 0;
  for (let a = 0; a < articleSlots; a++) {
    if (articleOffsets[a + 1]! > articleOffsets[a]!) present[a] = 1;
    articleCount += present[a]!;
  }
  return {
    articleSlots,
    conceptSlots,
    articleCount,
    present,
    articleOffsets,
    conceptIds,
    articleWeights,
    conceptOffsets,
    articleIds,
    conceptWeights,
    importedAt,
    publishedDay,
    year,
  };
}

function offsetsOf(keys: ArrayLike<number>, slots: number): Int32Array {
  const offsets = new Int32Array(slots + 1);
  for (let i = 0; i < keys.length; i++) offsets[keys[i]! + 1]! += 1;
  for (let i = 1; i <= slots; i++) offsets[i]! += offsets[i - 1]!;
  return offsets;
}

/** Articles holding a concept (its df in the index). */
export function conceptArticleCount(index: MonitoringIndex, conceptId: number): number {
  if (conceptId < 0 || conceptId >= index.conceptSlots) return 0;
  return index.conceptOffsets[conceptId + 1]! - index.conceptOffsets[conceptId]!;
}
