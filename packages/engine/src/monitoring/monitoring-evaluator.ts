import type { MonitoringDateWindow } from './monitoring-dates';
import { NO_DAY, type MonitoringIndex } from './monitoring-index';
import {
  EMPTY_SET,
  intersectSets,
  lowerScores,
  scaleScores,
  setHas,
  subtractSets,
  unionSets,
  type ScoredSet,
} from './monitoring-sets';
import { flatOrTree, pruneTree } from './monitoring-tree';
import {
  isMonitoringNode,
  MONITORING_BOOST_FACTOR,
  type MonitoringNode,
  type MonitoringTopicQuery,
  type MonitoringTreeItem,
} from './monitoring.types';

/**
 * Evaluates a monitoring query on the index (semantics, as the help page states them):
 *
 * - A topic **matches** an article that holds any of its concepts; its **score** there is the
 *   sum of the weights (tf-idf) of those concepts. Disabled topics, and topics without
 *   concepts, are left out of everything, as if the tree did not name them.
 * - Without the advanced tree, the query is every topic under one OR.
 * - A node's plain and BOOST children decide what it matches: all of them (AND) or any (OR);
 *   its score is the sum of the scores of its children that match. BOOST multiplies a child's
 *   score by 2. NOT excludes: an article matching a NOT child never matches the node, whatever
 *   its operator. NEGATE subtracts a child's score from the node's without changing what it
 *   matches. A node with NOT and NEGATE children only matches every article the NOTs leave.
 * - A **required** topic must match, whatever the tree says.
 * - Only articles in the date window take part.
 *
 * Results are ordered by score, then newest year, then newest id.
 */

export interface MonitoringQueryInput {
  topics: readonly MonitoringTopicQuery[];
  /** The advanced tree (`useTree`), or null for the flat OR of every topic. */
  tree: MonitoringTreeItem | null;
  useTree: boolean;
  window: MonitoringDateWindow;
}

/** Why one article matched: the topics it matched, each with the concepts found. */
export interface MonitoringMatch {
  articleId: number;
  score: number;
  topics: Array<{ topicId: number; conceptIds: number[] }>;
}

export interface MonitoringConceptCount {
  conceptId: number;
  /** Result articles holding the concept. */
  count: number;
}

/** The article ids of the result, ranked (best first), with their scores. */
export interface MonitoringResultSet {
  ids: Int32Array;
  scores: Float64Array;
}

interface Scratch {
  mark: Uint8Array;
  score: Float64Array;
  touched: Int32Array;
  conceptCount: Int32Array;
}

const scratches = new WeakMap<MonitoringIndex, Scratch>();

/** Reusable per-index work arrays (queries run one at a time per thread: evaluation is synchronous). */
function scratchOf(index: MonitoringIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = {
      mark: new Uint8Array(index.articleSlots),
      score: new Float64Array(index.articleSlots),
      touched: new Int32Array(index.articleSlots),
      conceptCount: new Int32Array(index.conceptSlots),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * Whether article `a` is in the window (see monitoring-dates.ts for the rule); null for `all`,
 * where every posting qualifies (postings only name articles that exist), so the hot loops skip
 * the test.
 */
function windowTest(index: MonitoringIndex, window: MonitoringDateWindow): ((a: number) => boolean) | null {
  if (window.basis === 'all') return null;
  if (window.basis === 'imported') {
    const importedAt = index.importedAt;
    const from = window.fromSecond;
    return (a) => importedAt[a]! >= from;
  }
  const { publishedDay, year } = index;
  const { fromDay, toDay, fromYear, toYear } = window;
  return (a) => {
    const day = publishedDay[a]!;
    if (day !== NO_DAY) return day >= fromDay && day <= toDay;
    const y = year[a]!;
    return y !== 0 && y >= fromYear && y <= toYear;
  };
}

/** Articles in the window holding any of `conceptIds`, each scored by the sum of their weights. */
function conceptsSet(
  index: MonitoringIndex,
  conceptIds: readonly number[],
  inWindow: ((a: number) => boolean) | null,
  scratch: Scratch,
): ScoredSet {
  const { conceptOffsets, articleIds, conceptWeights } = index;
  const unique = [...new Set(conceptIds)].filter((c) => c >= 0 && c < index.conceptSlots);
  if (unique.length === 0) return EMPTY_SET;
  if (unique.length === 1) {
    // One concept: its list is already sorted and unique.
    const c = unique[0]!;
    const from = conceptOffsets[c]!;
    const to = conceptOffsets[c + 1]!;
    if (!inWindow) {
      return { ids: articleIds.subarray(from, to), scores: Float64Array.from(conceptWeights.subarray(from, to)) };
    }
    const ids = new Int32Array(to - from);
    const scores = new Float64Array(to - from);
    let n = 0;
    for (let k = from; k < to; k++) {
      const a = articleIds[k]!;
      if (!inWindow(a)) continue;
      ids[n] = a;
      scores[n++] = conceptWeights[k]!;
    }
    return { ids: ids.subarray(0, n), scores: scores.subarray(0, n) };
  }
  const { mark, score, touched } = scratch;
  let t = 0;
  for (const c of unique) {
    const to = conceptOffsets[c + 1]!;
    for (let k = conceptOffsets[c]!; k < to; k++) {
      const a = articleIds[k]!;
      if (mark[a] === 0) {
        if (inWindow && !inWindow(a)) continue;
        mark[a] = 1;
        score[a] = 0;
        touched[t++] = a;
      }
      score[a]! += conceptWeights[k]!;
    }
  }
  // Sorting the touched ids costs t·log t; past a share of the corpus a pass over the marks is cheaper.
  const ids = new Int32Array(t);
  if (t * 16 > index.articleSlots) {
    let n = 0;
    for (let a = 0; a < index.articleSlots; a++) if (mark[a] === 1) ids[n++] = a;
  } else {
    ids.set(touched.subarray(0, t));
    ids.sort();
  }
  const scores = new Float64Array(t);
  for (let i = 0; i < t; i++) {
    const a = ids[i]!;
    scores[i] = score[a]!;
    mark[a] = 0;
  }
  return { ids, scores };
}

/** Every article in the window, score 0 (what a node of only NOT and NEGATE children starts from). */
function universeSet(index: MonitoringIndex, inWindow: ((a: number) => boolean) | null): ScoredSet {
  const ids = new Int32Array(index.articleCount);
  let n = 0;
  for (let a = 0; a < index.articleSlots; a++) if (index.present[a] === 1 && (!inWindow || inWindow(a))) ids[n++] = a;
  return { ids: ids.subarray(0, n), scores: new Float64Array(n) };
}

/** The topics that take part: enabled, with at least one concept. */
function activeTopics(topics: readonly MonitoringTopicQuery[]): boolean[] {
  return topics.map((topic) => !topic.disabled && topic.conceptIds.length > 0);
}

/** The tree actually evaluated: the user's without inactive topics, or the flat OR of the active ones. */
export function effectiveTree(
  topics: readonly MonitoringTopicQuery[],
  tree: MonitoringTreeItem | null,
  useTree: boolean,
): MonitoringTreeItem | null {
  const active = activeTopics(topics);
  const base = useTree ? tree : flatOrTree(topics.length);
  return pruneTree(base, (leaf) => active[leaf.topicId] === true);
}

interface Evaluation {
  result: ScoredSet;
  topicSets: Map<number, ScoredSet>;
}

function evaluate(index: MonitoringIndex, query: MonitoringQueryInput): Evaluation {
  const scratch = scratchOf(index);
  const inWindow = windowTest(index, query.window);
  const active = activeTopics(query.topics);
  const topicSets = new Map<number, ScoredSet>();
  const topicSet = (topicId: number) => {
    let set = topicSets.get(topicId);
    if (!set) {
      set = conceptsSet(index, query.topics[topicId]!.conceptIds, inWindow, scratch);
      topicSets.set(topicId, set);
    }
    return set;
  };
  let universe: ScoredSet | null = null;
  const all = () => (universe ??= universeSet(index, inWindow));

  const evalItem = (item: MonitoringTreeItem): ScoredSet =>
    isMonitoringNode(item) ? evalNode(item) : topicSet(item.topicId);

  const evalNode = (node: MonitoringNode): ScoredSet => {
    const positive: ScoredSet[] = [];
    const excluded: ScoredSet[] = [];
    const negated: ScoredSet[] = [];
    for (const child of node.children) {
      const set = evalItem(child);
      if (child.unary === 'NOT') excluded.push(set);
      else if (child.unary === 'NEGATE') negated.push(set);
      else positive.push(child.unary === 'BOOST' ? scaleScores(set, MONITORING_BOOST_FACTOR) : set);
    }
    let set: ScoredSet;
    if (positive.length === 0) set = all();
    else if (node.condition === 'AND') {
      positive.sort((a, b) => a.ids.length - b.ids.length);
      set = positive[0]!;
      for (let i = 1; i < positive.length && set.ids.length > 0; i++) set = intersectSets(set, positive[i]!);
    } else {
      set = positive.reduce(unionSets);
    }
    for (const out of excluded) set = subtractSets(set, out);
    for (const lower of negated) set = lowerScores(set, lower);
    return set;
  };

  const tree = effectiveTree(query.topics, query.tree, query.useTree);
  // A unary at the root (the text form refuses it) reads as the only child of an AND.
  let result = tree ? evalNode({ condition: 'AND', children: [tree] }) : EMPTY_SET;
  query.topics.forEach((topic, topicId) => {
    if (topic.required && active[topicId] && result.ids.length > 0)
      result = intersectSets(result, topicSet(topicId), 0);
  });
  // Topic sets of active topics the tree does not name still say what an article matched.
  active.forEach((on, topicId) => {
    if (on) topicSet(topicId);
  });
  return { result, topicSets };
}

/** Ranks by score, then newest year, then highest id; the best `k` only (a heap) when k < size. */
function rank(index: MonitoringIndex, set: ScoredSet, k: number): Int32Array {
  const n = set.ids.length;
  const { ids, scores } = set;
  const year = index.year;
  // `better(i, j)`: position i ranks before position j.
  const better = (i: number, j: number) =>
    scores[i]! !== scores[j]!
      ? scores[i]! > scores[j]!
      : year[ids[i]!]! !== year[ids[j]!]!
        ? year[ids[i]!]! > year[ids[j]!]!
        : ids[i]! > ids[j]!;
  const order = (i: number, j: number) => (better(i, j) ? -1 : better(j, i) ? 1 : 0);
  if (k >= n) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all.sort(order);
  }
  // A min-heap (worst on top) of the best k positions seen.
  const heap = new Int32Array(k);
  let size = 0;
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let worst = at;
      if (l < size && better(heap[worst]!, heap[l]!)) worst = l;
      if (r < size && better(heap[worst]!, heap[r]!)) worst = r;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let i = 0; i < n; i++) {
    if (size < k) {
      heap[size] = i;
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!better(heap[parent]!, heap[at]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (better(i, heap[0]!)) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort(order);
}

/** For each concept of the active topics, the topics holding it. */
function queryConcepts(topics: readonly MonitoringTopicQuery[]): Map<number, number[]> {
  const active = activeTopics(topics);
  const map = new Map<number, number[]>();
  topics.forEach((topic, topicId) => {
    if (!active[topicId]) return;
    for (const c of new Set(topic.conceptIds)) {
      const list = map.get(c);
      if (list) list.push(topicId);
      else map.set(c, [topicId]);
    }
  });
  return map;
}

/** What each of `articleIds` matched (see `MonitoringMatch`). */
function explain(
  index: MonitoringIndex,
  evaluation: Evaluation,
  concepts: Map<number, number[]>,
  articleId: number,
  score: number,
): MonitoringMatch {
  const found = new Map<number, number[]>();
  for (let k = index.articleOffsets[articleId]!, to = index.articleOffsets[articleId + 1]!; k < to; k++) {
    const c = index.conceptIds[k]!;
    for (const topicId of concepts.get(c) ?? []) {
      const list = found.get(topicId);
      if (list) list.push(c);
      else found.set(topicId, [c]);
    }
  }
  const topics = [...found.entries()]
    .filter(([topicId]) => {
      const set = evaluation.topicSets.get(topicId);
      return set !== undefined && setHas(set, articleId);
    })
    .sort((a, b) => a[0] - b[0])
    .map(([topicId, conceptIds]) => ({ topicId, conceptIds }));
  return { articleId, score, topics };
}

/** Counts the concepts of the articles at `positions` of `set`, leaving out `skip`; the `limit` most frequent. */
function countConcepts(
  index: MonitoringIndex,
  articleIds: Int32Array,
  skip: (conceptId: number) => boolean,
  limit: number,
): MonitoringConceptCount[] {
  const counts = scratchOf(index).conceptCount;
  const touched: number[] = [];
  for (let i = 0; i < articleIds.length; i++) {
    const a = articleIds[i]!;
    for (let k = index.articleOffsets[a]!, to = index.articleOffsets[a + 1]!; k < to; k++) {
      const c = index.conceptIds[k]!;
      if (counts[c] === 0) touched.push(c);
      counts[c]! += 1;
    }
  }
  const out: MonitoringConceptCount[] = [];
  for (const c of touched) {
    if (!skip(c)) out.push({ conceptId: c, count: counts[c]! });
    counts[c] = 0;
  }
  out.sort((x, y) => y.count - x.count || x.conceptId - y.conceptId);
  return out.slice(0, limit);
}

export interface MonitoringPage {
  total: number;
  /** The page's articles, ranked, with what they matched. */
  matches: MonitoringMatch[];
  /** The next page's number, or null on the last page. */
  nextPage: number | null;
  /** The most frequent concepts of the whole result, the query's own concepts left out. */
  topConcepts: MonitoringConceptCount[];
  /** How many results were imported at or before `importedUpTo` (0 when it is not given). */
  importedUpToCount: number;
}

/** One page (1-based) of a monitoring query's results, with the result's top concepts. */
export function runMonitoringQuery(
  index: MonitoringIndex,
  query: MonitoringQueryInput,
  {
    page,
    pageSize,
    topConceptsLimit,
    importedUpTo,
  }: {
    page: number;
    pageSize: number;
    topConceptsLimit: number;
    /** A time (Unix seconds): count the results imported at or before it (the first-start load). */
    importedUpTo?: number;
  },
): MonitoringPage {
  const evaluation = evaluate(index, query);
  const { result } = evaluation;
  const total = result.ids.length;
  const start = (page - 1) * pageSize;
  const ranked = rank(index, result, Math.min(total, start + pageSize));
  const concepts = queryConcepts(query.topics);
  const matches: MonitoringMatch[] = [];
  for (let p = start; p < ranked.length; p++) {
    const at = ranked[p]!;
    matches.push(explain(index, evaluation, concepts, result.ids[at]!, result.scores[at]!));
  }
  return {
    total,
    matches,
    nextPage: start + pageSize < total ? page + 1 : null,
    topConcepts: countConcepts(index, result.ids, (c) => concepts.has(c), topConceptsLimit),
    importedUpToCount: importedUpTo === undefined ? 0 : countImportedUpTo(index, result.ids, importedUpTo),
  };
}

function countImportedUpTo(index: MonitoringIndex, ids: ArrayLike<number>, second: number): number {
  const importedAt = index.importedAt;
  let count = 0;
  for (let i = 0; i < ids.length; i++) if (importedAt[ids[i]!]! <= second) count++;
  return count;
}

/** The result set of a query, ranked best first (digests take it whole). */
export function monitoringResultSet(index: MonitoringIndex, query: MonitoringQueryInput): MonitoringResultSet {
  const { result } = evaluate(index, query);
  const ranked = rank(index, result, result.ids.length);
  const ids = new Int32Array(ranked.length);
  const scores = new Float64Array(ranked.length);
  ranked.forEach((at, i) => {
    ids[i] = result.ids[at]!;
    scores[i] = result.scores[at]!;
  });
  return { ids, scores };
}

/** What each article matched, for articles of a result (digests). */
export function explainMonitoringMatches(
  index: MonitoringIndex,
  query: MonitoringQueryInput,
  articles: ReadonlyArray<{ articleId: number; score: number }>,
): MonitoringMatch[] {
  const evaluation = evaluate(index, query);
  const concepts = queryConcepts(query.topics);
  return articles.map(({ articleId, score }) => explain(index, evaluation, concepts, articleId, score));
}

/**
 * The concepts most often found together with `conceptId` in the query's results (the result
 * articles holding it), the query's own concepts and `conceptId` left out; with the number of
 * result articles holding `conceptId`.
 */
export function cooccurringConcepts(
  index: MonitoringIndex,
  query: MonitoringQueryInput,
  conceptId: number,
  limit: number,
): { articles: number; topConcepts: MonitoringConceptCount[] } {
  const { result } = evaluate(index, query);
  if (conceptId < 0 || conceptId >= index.conceptSlots) return { articles: 0, topConcepts: [] };
  const from = index.conceptOffsets[conceptId]!;
  const to = index.conceptOffsets[conceptId + 1]!;
  const holding = intersectSets(result, {
    ids: index.articleIds.subarray(from, to),
    scores: new Float64Array(to - from),
  });
  const concepts = queryConcepts(query.topics);
  return {
    articles: holding.ids.length,
    topConcepts: countConcepts(index, holding.ids, (c) => c === conceptId || concepts.has(c), limit),
  };
}
