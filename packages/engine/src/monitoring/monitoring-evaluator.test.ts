import { describe, expect, it } from 'vitest';
import type { MonitoringDateWindow } from './monitoring-dates';
import { cooccurringConcepts, monitoringResultSet, runMonitoringQuery } from './monitoring-evaluator';
import { buildMonitoringIndex, monitoringPairWeight, type MonitoringIndex } from './monitoring-index';
import { pruneTree } from './monitoring-tree';
import {
  isMonitoringNode,
  MONITORING_UNARIES,
  type MonitoringTopicQuery,
  type MonitoringTreeItem,
  type MonitoringUnary,
} from './monitoring.types';

/*
 * A fixture corpus: concepts 1 graphs, 2 networks, 3 robots, 4 vision, 5 chemistry, 6 noise.
 */
const GRAPHS = 1;
const NETWORKS = 2;
const ROBOTS = 3;
const VISION = 4;
const CHEMISTRY = 5;
const NOISE = 6;
const DAY = 86_400;
const NOW = 1_800_000_000;

const ARTICLES: Array<{ id: number; concepts: Array<[number, number]>; importedAt: number; year: number | null }> = [
  {
    id: 1,
    concepts: [
      [GRAPHS, 2],
      [NETWORKS, 1],
    ],
    importedAt: NOW - 2 * DAY,
    year: 2024,
  },
  {
    id: 2,
    concepts: [
      [GRAPHS, 1],
      [ROBOTS, 1],
    ],
    importedAt: NOW - 40 * DAY,
    year: 2019,
  },
  {
    id: 3,
    concepts: [
      [ROBOTS, 3],
      [VISION, 1],
    ],
    importedAt: NOW - 2 * DAY,
    year: 2025,
  },
  { id: 4, concepts: [[VISION, 2]], importedAt: NOW - 2 * DAY, year: 2025 },
  {
    id: 5,
    concepts: [
      [CHEMISTRY, 1],
      [GRAPHS, 1],
    ],
    importedAt: NOW - 2 * DAY,
    year: 2010,
  },
  {
    id: 6,
    concepts: [
      [NETWORKS, 1],
      [NOISE, 1],
    ],
    importedAt: NOW - 2 * DAY,
    year: null,
  },
  { id: 7, concepts: [], importedAt: NOW - 2 * DAY, year: 2025 },
];

function fixtureIndex(): MonitoringIndex {
  const pairs = ARTICLES.flatMap((a) => a.concepts.map(([c, tf]) => [a.id, c, tf] as const)).reverse();
  return buildMonitoringIndex({
    articles: ARTICLES.map((a) => ({ id: a.id, importedAt: a.importedAt, publishedDay: null, year: a.year })),
    pairs: {
      articleIds: pairs.map((p) => p[0]),
      conceptIds: pairs.map((p) => p[1]),
      tfs: pairs.map((p) => p[2]),
    },
  });
}

const index = fixtureIndex();
const ALL: MonitoringDateWindow = { basis: 'all' };
const topic = (conceptIds: number[], flags: Partial<MonitoringTopicQuery> = {}): MonitoringTopicQuery => ({
  conceptIds,
  disabled: false,
  required: false,
  ...flags,
});
const TOPICS = [topic([GRAPHS, NETWORKS]), topic([ROBOTS]), topic([CHEMISTRY]), topic([VISION])];
const leaf = (topicId: number, unary?: MonitoringUnary) => (unary ? { topicId, unary } : { topicId });
const and = (...children: MonitoringTreeItem[]): MonitoringTreeItem => ({ condition: 'AND', children });
const or = (...children: MonitoringTreeItem[]): MonitoringTreeItem => ({ condition: 'OR', children });

function run(
  tree: MonitoringTreeItem | null,
  {
    topics = TOPICS,
    useTree = true,
    window = ALL,
  }: { topics?: MonitoringTopicQuery[]; useTree?: boolean; window?: MonitoringDateWindow } = {},
) {
  return runMonitoringQuery(index, { topics, tree, useTree, window }, { page: 1, pageSize: 50, topConceptsLimit: 10 });
}
const idsOf = (page: ReturnType<typeof run>) => page.matches.map((m) => m.articleId).sort((a, b) => a - b);
const scoreOf = (page: ReturnType<typeof run>, id: number) => page.matches.find((m) => m.articleId === id)!.score;
/** tf-idf of a pair in the fixture (7 articles). */
const w = (tf: number, conceptId: number) =>
  monitoringPairWeight(tf, ARTICLES.filter((a) => a.concepts.some(([c]) => c === conceptId)).length, ARTICLES.length);

describe('monitoring semantics on a fixture corpus', () => {
  it('matches a topic on any of its concepts, scored by the sum of their tf-idf weights', () => {
    const page = run(leaf(0));
    expect(idsOf(page)).toEqual([1, 2, 5, 6]);
    expect(scoreOf(page, 1)).toBeCloseTo(w(2, GRAPHS) + w(1, NETWORKS), 5);
    expect(page.total).toBe(4);
  });

  it('without the advanced tree, ORs every topic', () => {
    expect(idsOf(run(and(leaf(0), leaf(1)), { useTree: false }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('AND needs every topic and OR any; scores add up', () => {
    const both = run(and(leaf(0), leaf(1)));
    expect(idsOf(both)).toEqual([2]);
    expect(scoreOf(both, 2)).toBeCloseTo(w(1, GRAPHS) + w(1, ROBOTS), 5);
    expect(idsOf(run(or(leaf(1), leaf(2))))).toEqual([2, 3, 5]);
  });

  it('NOT excludes the articles of its topic, under AND and under OR alike', () => {
    expect(idsOf(run(and(leaf(0), leaf(2, 'NOT'))))).toEqual([1, 2, 6]);
    expect(idsOf(run(or(leaf(0), leaf(1), leaf(2, 'NOT'))))).toEqual([1, 2, 3, 6]);
    // A node of NOTs only: everything its NOTs leave (7 holds no concept, yet is an article).
    expect(idsOf(run(and(leaf(1), or(leaf(3, 'NOT'), leaf(2, 'NOT')))))).toEqual([2]);
    expect(idsOf(run(and(leaf(3, 'NOT'), leaf(0, 'NOT'))))).toEqual([7]);
  });

  it('BOOST multiplies a topic’s score by 2 and changes nothing else', () => {
    const plain = run(or(leaf(0), leaf(1)));
    const boosted = run(or(leaf(0), leaf(1, 'BOOST')));
    expect(idsOf(boosted)).toEqual(idsOf(plain));
    expect(scoreOf(boosted, 3)).toBeCloseTo(2 * scoreOf(plain, 3), 5);
    expect(scoreOf(boosted, 2)).toBeCloseTo(w(1, GRAPHS) + 2 * w(1, ROBOTS), 5);
    expect(scoreOf(boosted, 1)).toBeCloseTo(scoreOf(plain, 1), 5);
  });

  it('NEGATE subtracts a topic’s score without excluding anything', () => {
    const page = run(and(leaf(0), leaf(2, 'NEGATE')));
    expect(idsOf(page)).toEqual([1, 2, 5, 6]);
    expect(scoreOf(page, 5)).toBeCloseTo(w(1, GRAPHS) - w(1, CHEMISTRY), 5);
    expect(page.matches.at(-1)!.articleId).toBe(5);
  });

  it('keeps only articles matching every required topic, whatever the tree', () => {
    const topics = [
      topic([GRAPHS, NETWORKS]),
      topic([ROBOTS], { required: true }),
      topic([CHEMISTRY]),
      topic([VISION]),
    ];
    expect(idsOf(run(null, { topics, useTree: false }))).toEqual([2, 3]);
    expect(idsOf(run(or(leaf(0), leaf(3)), { topics }))).toEqual([2, 3]);
  });

  it('ignores disabled topics and topics without concepts, as if the tree did not name them', () => {
    const disabled = [
      TOPICS[0]!,
      topic([ROBOTS], { disabled: true }),
      topic([CHEMISTRY], { disabled: true }),
      TOPICS[3]!,
    ];
    expect(idsOf(run(and(leaf(0), leaf(1)), { topics: disabled }))).toEqual([1, 2, 5, 6]);
    expect(idsOf(run(and(leaf(0), leaf(2, 'NOT')), { topics: disabled }))).toEqual([1, 2, 5, 6]);
    const empty = [TOPICS[0]!, topic([], { required: true })];
    expect(idsOf(run(and(leaf(0), leaf(1)), { topics: empty }))).toEqual([1, 2, 5, 6]);
    expect(run(leaf(1), { topics: disabled }).total).toBe(0);
  });

  it('says which topics and which of their concepts each result matched', () => {
    const page = run(or(leaf(0), leaf(1), leaf(2, 'NEGATE')));
    expect(page.matches.find((m) => m.articleId === 2)!.topics).toEqual([
      { topicId: 0, conceptIds: [GRAPHS] },
      { topicId: 1, conceptIds: [ROBOTS] },
    ]);
    expect(page.matches.find((m) => m.articleId === 5)!.topics).toEqual([
      { topicId: 0, conceptIds: [GRAPHS] },
      { topicId: 2, conceptIds: [CHEMISTRY] },
    ]);
  });

  it('keeps new articles by import time, and dated ones by publication year', () => {
    const recent: MonitoringDateWindow = { basis: 'imported', fromSecond: NOW - 7 * DAY };
    expect(idsOf(run(leaf(0), { window: recent }))).toEqual([1, 5, 6]);
    const published: MonitoringDateWindow = {
      basis: 'published',
      fromDay: 0,
      toDay: 99_999,
      fromYear: 2019,
      toYear: 2024,
    };
    // 6 has no year: no publication window keeps it.
    expect(idsOf(run(leaf(0), { window: published }))).toEqual([1, 2]);
  });

  it('ranks by score, then newest year, and pages by 50 with the next page number', () => {
    const page = runMonitoringQuery(
      index,
      { topics: TOPICS, tree: null, useTree: false, window: ALL },
      { page: 1, pageSize: 2, topConceptsLimit: 3 },
    );
    const full = monitoringResultSet(index, { topics: TOPICS, tree: null, useTree: false, window: ALL });
    expect(page.total).toBe(6);
    expect(page.nextPage).toBe(2);
    expect(page.matches.map((m) => m.articleId)).toEqual([...full.ids.slice(0, 2)]);
    for (let i = 1; i < full.scores.length; i++) expect(full.scores[i - 1]!).toBeGreaterThanOrEqual(full.scores[i]!);
    const last = runMonitoringQuery(
      index,
      { topics: TOPICS, tree: null, useTree: false, window: ALL },
      { page: 3, pageSize: 2, topConceptsLimit: 3 },
    );
    expect(last.matches.map((m) => m.articleId)).toEqual([...full.ids.slice(4, 6)]);
    expect(last.nextPage).toBeNull();
  });

  it('counts the top concepts of the whole result, without the query’s own, and concepts found with a chosen one', () => {
    const graphs = [topic([GRAPHS, NETWORKS])];
    expect(run(leaf(0), { topics: graphs }).topConcepts).toEqual([
      { conceptId: ROBOTS, count: 1 },
      { conceptId: CHEMISTRY, count: 1 },
      { conceptId: NOISE, count: 1 },
    ]);
    // Other topics' concepts are the query's too.
    expect(run(leaf(0)).topConcepts).toEqual([{ conceptId: NOISE, count: 1 }]);
    const query = (topics: MonitoringTopicQuery[]) => ({ topics, tree: null, useTree: false, window: ALL });
    expect(cooccurringConcepts(index, query([topic([ROBOTS])]), ROBOTS, 10)).toEqual({
      articles: 2,
      topConcepts: [
        { conceptId: GRAPHS, count: 1 },
        { conceptId: VISION, count: 1 },
      ],
    });
    expect(cooccurringConcepts(index, query(graphs), GRAPHS, 10)).toEqual({
      articles: 3,
      topConcepts: [
        { conceptId: ROBOTS, count: 1 },
        { conceptId: CHEMISTRY, count: 1 },
      ],
    });
    expect(cooccurringConcepts(index, query([topic([ROBOTS])]), CHEMISTRY, 10)).toEqual({
      articles: 0,
      topConcepts: [],
    });
  });
});

/*
 * The same semantics written the slow, obvious way — article by article — against the
 * evaluator, on random corpora and random trees.
 */
function naiveResult(
  corpus: Array<{ id: number; concepts: Map<number, number> }>,
  topics: MonitoringTopicQuery[],
  tree: MonitoringTreeItem | null,
): Map<number, number> {
  const active = topics.map((t) => !t.disabled && t.conceptIds.length > 0);
  const out = new Map<number, number>();
  for (const article of corpus) {
    const topicScore = (t: number): [boolean, number] => {
      let s = 0;
      let hit = false;
      for (const c of new Set(topics[t]!.conceptIds)) {
        const weight = article.concepts.get(c);
        if (weight !== undefined) {
          hit = true;
          s += weight;
        }
      }
      return [hit, s];
    };
    const evalItem = (item: MonitoringTreeItem): [boolean, number] => {
      if (!isMonitoringNode(item)) return topicScore(item.topicId);
      let positives = 0;
      let matched = item.condition === 'AND';
      let score = 0;
      let excluded = false;
      let lowered = 0;
      for (const child of item.children) {
        const [hit, s] = evalItem(child);
        if (child.unary === 'NOT') excluded ||= hit;
        else if (child.unary === 'NEGATE') lowered += hit ? s : 0;
        else {
          positives += 1;
          if (item.condition === 'AND') matched &&= hit;
          else matched ||= hit;
          if (hit) score += child.unary === 'BOOST' ? 2 * s : s;
        }
      }
      if (positives === 0) matched = true;
      return [matched && !excluded, score - lowered];
    };
    // Inactive topics leave the tree first, as if it did not name them (tested with the tree helpers).
    const pruned = pruneTree(tree, (l) => active[l.topicId] === true);
    const r = pruned ? evalItem({ condition: 'AND', children: [pruned] }) : null;
    if (!r || !r[0]) continue;
    if (topics.some((t, i) => t.required && active[i] && !topicScore(i)[0])) continue;
    out.set(article.id, r[1]);
  }
  return out;
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the evaluator against an article-by-article reading of the semantics', () => {
  it('agrees on 300 random queries over random corpora', () => {
    const rnd = random(42);
    const pick = (n: number) => Math.floor(rnd() * n);
    for (let round = 0; round < 30; round++) {
      const corpus: Array<{ id: number; concepts: Map<number, number> }> = [];
      const rows: Array<[number, number, number]> = [];
      for (let id = 1; id <= 120; id++) {
        const concepts = new Map<number, number>();
        const count = pick(5);
        for (let k = 0; k < count; k++) concepts.set(1 + pick(25), 1 + pick(3));
        for (const [c, tf] of concepts) rows.push([id, c, tf]);
        corpus.push({ id, concepts });
      }
      const built = buildMonitoringIndex({
        articles: corpus.map((a) => ({ id: a.id, importedAt: 0, publishedDay: null, year: 2000 + (a.id % 20) })),
        pairs: { articleIds: rows.map((r) => r[0]), conceptIds: rows.map((r) => r[1]), tfs: rows.map((r) => r[2]) },
      });
      const df = new Map<number, number>();
      for (const [, c] of rows) df.set(c, (df.get(c) ?? 0) + 1);
      for (const article of corpus) {
        for (const [c, tf] of article.concepts) article.concepts.set(c, monitoringPairWeight(tf, df.get(c)!, 120));
      }
      for (let q = 0; q < 10; q++) {
        const topics = Array.from({ length: 2 + pick(4) }, () => {
          const flags = pick(6);
          return topic(
            Array.from({ length: pick(4) }, () => 1 + pick(25)),
            { disabled: flags === 0, required: flags === 1 },
          );
        });
        const randomTree = (depth: number): MonitoringTreeItem => {
          const unary = pick(3) === 0 ? MONITORING_UNARIES[pick(3)] : undefined;
          if (depth > 2 || pick(3) === 0) return leaf(pick(topics.length), unary);
          const children = Array.from({ length: 2 + pick(3) }, () => randomTree(depth + 1));
          return { condition: pick(2) === 0 ? 'AND' : 'OR', children, ...(unary ? { unary } : {}) };
        };
        const tree = randomTree(0);
        const expected = naiveResult(corpus, topics, tree);
        const got = monitoringResultSet(built, { topics, tree, useTree: true, window: ALL });
        expect(
          [...got.ids].sort((a, b) => a - b),
          JSON.stringify({ topics, tree }),
        ).toEqual([...expected.keys()].sort((a, b) => a - b));
        got.ids.forEach((id, i) => expect(got.scores[i]!).toBeCloseTo(expected.get(id)!, 4));
      }
    }
  });
});
