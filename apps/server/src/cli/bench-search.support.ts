import type { BenchSearchRepository } from './bench-search.repository';

/** Targets of the search bench: API p95 latency, and API time over bare index time. */
export const SEARCH_BENCH_TARGETS = { apiP95Ms: 100, maxRatio: 2 } as const;

export interface LatencySummary {
  p50: number;
  p95: number;
}

export interface SearchBenchQueryFigures {
  label: string;
  q: string;
  sort: string;
  total: number;
  /** Through the HTTP API. */
  api: LatencySummary;
  /** The search repository alone (count + ranked page of ids). */
  core: LatencySummary;
  /** Bare FTS5 index (top 50 + count); null for queries that are not pure text. */
  bare: LatencySummary | null;
  /** api.p50 / bare.p50 and core.p50 / bare.p50 (null without a bare figure). */
  ratio: number | null;
  coreRatio: number | null;
}

export interface SearchBenchFigures {
  articles: number;
  repetitions: number;
  queries: SearchBenchQueryFigures[];
  overall: {
    /** Every API sample of every query. */
    api: LatencySummary;
    /** Over the per-query p50s of the pure text queries. */
    apiOnTextQueries: LatencySummary;
    coreOnTextQueries: LatencySummary;
    bare: LatencySummary;
    /** Σ api p50 / Σ bare p50 and Σ core p50 / Σ bare p50, over the pure text queries. */
    ratio: number;
    coreRatio: number;
  };
  meetsTargets: { apiP95: boolean; ratio: boolean };
}

/** One query of the search bench. */
export interface BenchQuery {
  label: string;
  q: string;
  sort: 'relevance' | 'date' | 'citations';
}

/**
 * The fixed query list: phrases, booleans, field prefixes, NOT, sorts, concept and journal
 * filters (ids looked up by name at start) and identifiers (taken from the corpus).
 */
export async function benchQueries(bench: BenchSearchRepository): Promise<BenchQuery[]> {
  const concept = (name: string) => bench.conceptId(name);
  const journal = (name: string) => bench.journalId(name);
  const identifier = (kind: string) => bench.firstIdentifier(kind);
  const [rl, gnn, vision, robotics, neural] = await Promise.all(
    ['Reinforcement learning', 'Graph neural networks', 'Computer vision', 'Robotics', 'Neural networks'].map(concept),
  );
  const [icra, cvpr, acl, naacl, neurips] = await Promise.all(['ICRA', 'CVPR', 'ACL', 'NAACL', 'NeurIPS'].map(journal));
  const doi = await identifier('doi');
  const arxiv = await identifier('arxiv');
  const text = [
    'reinforcement learning',
    '"reinforcement learning"',
    'graph neural networks',
    '"graph neural network"',
    'transformer',
    'attention mechanism',
    '"attention is all you need"',
    'object detection',
    '"object detection" AND lidar',
    'semantic segmentation',
    'robot grasping',
    '"motion planning" OR "trajectory optimization"',
    'SLAM AND (visual OR lidar)',
    'diffusion models',
    '"large language models"',
    'title:survey',
    'title:"neural radiance fields"',
    'abstract:"few-shot"',
    'authors:hinton',
    'author:"Yann LeCun"',
    'author:bengio AND title:deep',
    'machine translation NOT neural',
    '"contrastive learning" NOT image',
    '(GAN OR "generative adversarial") AND image',
    'variational inference',
    'bayesian optimization',
    '"knowledge graph" embedding',
    'question answering',
    'sentiment analysis OR opinion mining',
    'federated learning privacy',
    'adversarial examples robustness',
    'pose estimation',
    '"point cloud"',
    'autonomous driving',
    'quadrotor control',
    '"natural language" AND (generation OR summarization)',
    'meta-learning',
    'graph (convolution OR attention) NOT molecular',
    'title:(segmentation OR detection) AND abstract:medical',
    'learning',
    'neural network',
    'optimization',
  ];
  const queries: BenchQuery[] = text.map((q) => ({ label: q, q, sort: 'relevance' }));
  queries.push(
    { label: 'reinforcement learning (date)', q: 'reinforcement learning', sort: 'date' },
    { label: 'transformer (citations)', q: 'transformer', sort: 'citations' },
    { label: '"point cloud" (date)', q: '"point cloud"', sort: 'date' },
    { label: 'c:Reinforcement learning', q: `c:${rl}`, sort: 'relevance' },
    { label: 'c:Graph neural networks AND recommendation', q: `c:${gnn} AND recommendation`, sort: 'relevance' },
    { label: 'c:Robotics AND NOT c:Reinforcement learning', q: `c:${robotics} AND NOT c:${rl}`, sort: 'relevance' },
    { label: 'c:Computer vision AND c:Neural networks', q: `c:${vision} AND c:${neural}`, sort: 'relevance' },
    { label: 'j:ICRA AND grasping', q: `j:${icra} AND grasping`, sort: 'relevance' },
    { label: 'j:CVPR AND "3d reconstruction"', q: `j:${cvpr} AND "3d reconstruction"`, sort: 'relevance' },
    { label: '(j:ACL OR j:NAACL) AND dialogue', q: `(j:${acl} OR j:${naacl}) AND dialogue`, sort: 'relevance' },
    { label: 'j:NeurIPS (citations)', q: `j:${neurips}`, sort: 'citations' },
  );
  if (doi)
    queries.push(
      { label: 'DOI alone', q: doi, sort: 'relevance' },
      { label: 'doi: OR transformer', q: `doi:${doi} OR transformer`, sort: 'relevance' },
    );
  if (arxiv) queries.push({ label: 'arXiv id alone', q: `arXiv:${arxiv}`, sort: 'relevance' });
  return queries;
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const times = (value: number | null) => (value === null ? '-' : value.toFixed(2)).padStart(6);

/** One line of the report. */
export function formatSearchBenchRow(f: SearchBenchQueryFigures): string {
  const bare = f.bare ? `${ms(f.bare.p50)} ${ms(f.bare.p95)}` : `${'-'.padStart(7)} ${'-'.padStart(7)}`;
  return `${f.label.padEnd(46).slice(0, 46)} ${String(f.total).padStart(6)} ${ms(f.api.p50)} ${ms(f.api.p95)} ${ms(f.core.p50)} ${bare} ${times(f.ratio)} ${times(f.coreRatio)}`;
}

/** The printed report. */
export function formatSearchBench(figures: SearchBenchFigures): string {
  const columns = ['hits', 'api p50', 'api p95', 'core50', 'fts p50', 'fts p95'].map((c) =>
    c.padStart(c === 'hits' ? 6 : 7),
  );
  const header = `${'query'.padEnd(46)} ${columns.join(' ')} ${'api/fts'.padStart(6)} ${'core/fts'.padStart(6)}`;
  const { overall, meetsTargets } = figures;
  const f1 = (value: number) => value.toFixed(1);
  return [
    `${figures.articles} articles, ${figures.queries.length} queries, ${figures.repetitions} repetitions each (milliseconds)`,
    header,
    ...figures.queries.map(formatSearchBenchRow),
    '',
    `all queries through the API: p50 ${f1(overall.api.p50)} ms, p95 ${f1(overall.api.p95)} ms (target < ${SEARCH_BENCH_TARGETS.apiP95Ms} ms: ${meetsTargets.apiP95 ? 'met' : 'MISSED'})`,
    `pure text queries, per-query p50s: API p50 ${f1(overall.apiOnTextQueries.p50)} / p95 ${f1(overall.apiOnTextQueries.p95)} ms; ` +
      `core p50 ${f1(overall.coreOnTextQueries.p50)} / p95 ${f1(overall.coreOnTextQueries.p95)} ms; ` +
      `bare FTS p50 ${f1(overall.bare.p50)} / p95 ${f1(overall.bare.p95)} ms`,
    `API / bare FTS time: ${overall.ratio.toFixed(2)}× (target ≤ ${SEARCH_BENCH_TARGETS.maxRatio}×: ${meetsTargets.ratio ? 'met' : 'MISSED'}); ` +
      `search core / bare FTS time: ${overall.coreRatio.toFixed(2)}×`,
  ].join('\n');
}
