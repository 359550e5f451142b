import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../app/database/kysely';
import { silentProgress } from '../app/progress';
import { importWorksPipeline } from '../modules/corpus/corpus-pipeline';
import { importOntologyFile } from '../modules/ontology/ontology-import.usecases';

/**
 * A ten-article corpus for search tests, imported the way real data is: an OpenAlex-style
 * JSON-lines file through the works pipeline (full-text index, identifiers, concept scan)
 * and a small thesaurus CSV through the ontology importer.
 */
export interface FixtureWork {
  key: string;
  title: string;
  year: number | null;
  venue: string;
  cites: number;
  abstract: string;
  /** Each author's name as the source displays it, and as printed when that differs. */
  authors: Array<string | { name: string; printed: string }>;
  ids?: { doi?: string; arxiv?: string; pmid?: string; pmcid?: string };
}

export const SEARCH_FIXTURE_WORKS: readonly FixtureWork[] = [
  {
    key: 'W1',
    title: 'Graph neural networks for molecule property prediction',
    year: 2021,
    venue: 'NeurIPS',
    cites: 120,
    abstract: 'We propose a message passing graph neural network that predicts chemical properties of molecules.',
    authors: ['Alice Martin', 'Bob Chen'],
    ids: { doi: '10.1000/gnn.1' },
  },
  {
    key: 'W2',
    title: 'Reinforcement learning for robot navigation in crowds',
    year: 2020,
    venue: 'ICRA',
    cites: 45,
    abstract: 'A deep reinforcement learning policy lets a mobile robot navigate among pedestrians.',
    authors: ['Carla Rossi', 'David Kim'],
    ids: { arxiv: '2001.01234' },
  },
  {
    key: 'W3',
    title: 'Protein folding with attention',
    year: 2022,
    venue: 'Bioinformatics',
    cites: 300,
    abstract: 'Attention based networks predict protein structure from sequence.',
    authors: ['Eva Novak'],
    ids: { pmid: '31234567', pmcid: 'PMC5502336' },
  },
  {
    key: 'W4',
    title: 'Convolutional networks for image segmentation',
    year: 2019,
    venue: 'CVPR',
    cites: 900,
    abstract: 'A convolutional neural network segments medical images.',
    authors: ['Bob Chen', 'Frank Weber'],
  },
  {
    key: 'W5',
    title: 'Graph convolutional networks for traffic forecasting',
    year: 2023,
    venue: 'KDD',
    cites: 60,
    abstract: 'Graph convolution captures spatial dependencies between road sensors; neural networks forecast traffic.',
    authors: ['Grace Liu', 'Alice Martin'],
  },
  {
    key: 'W6',
    title: 'Safe exploration in reinforcement learning',
    year: 2018,
    venue: 'ICML',
    cites: 200,
    abstract: 'Constrained policies avoid unsafe states while learning.',
    authors: ['David Kim', 'Henri Dubois'],
  },
  {
    key: 'W7',
    title: 'A survey of robot grasping',
    year: 2017,
    venue: 'ICRA',
    cites: 80,
    abstract: 'We review learning methods for grasping and manipulation with hands.',
    authors: ['Carla Rossi'],
  },
  {
    key: 'W8',
    title: 'Attention is what you need for translation',
    year: 2021,
    venue: 'ACL',
    cites: 1500,
    abstract: 'Transformers with attention improve neural machine translation.',
    authors: ['Ian Wright', 'Eva Novak'],
  },
  {
    key: 'W9',
    title: 'Molecule generation with diffusion models',
    year: 2024,
    venue: 'ICLR',
    cites: 10,
    abstract: 'Diffusion models generate molecules with valid chemistry.',
    authors: ['Alice Martin'],
  },
  {
    key: 'W10',
    title: 'Navigation without maps',
    year: null,
    venue: 'CoRL',
    cites: 5,
    abstract: 'A robot learns navigation from images without a map.',
    authors: ['Jun Tanaka'],
  },
];

const ONTOLOGY_CSV = [
  'subject,predicate,object',
  'Graph neural network,BT,Neural network',
  'Reinforcement learning,BT,Machine learning',
  'Robot,UF,Robotic system',
  'Protein folding,BT,Protein structure',
  'Machine translation,BT,Natural language processing',
].join('\n');

function openAlexLine(work: FixtureWork): string {
  const index: Record<string, number[]> = {};
  work.abstract.split(' ').forEach((word, i) => (index[word] ??= []).push(i));
  const ids = work.ids ?? {};
  return JSON.stringify({
    id: `https://openalex.org/${work.key}`,
    title: work.title,
    publication_year: work.year,
    doi: ids.doi ? `https://doi.org/${ids.doi}` : null,
    ids: {
      ...(ids.arxiv ? { arxiv: `https://arxiv.org/abs/${ids.arxiv}` } : {}),
      ...(ids.pmid ? { pmid: `https://pubmed.ncbi.nlm.nih.gov/${ids.pmid}` } : {}),
      ...(ids.pmcid ? { pmcid: `https://www.ncbi.nlm.nih.gov/pmc/articles/${ids.pmcid}` } : {}),
    },
    cited_by_count: work.cites,
    primary_location: {
      source: { display_name: work.venue, type: 'conference' },
      landing_page_url: `https://example.org/${work.key}`,
    },
    abstract_inverted_index: index,
    authorships: work.authors.map((author, i) => ({
      author_position: i === 0 ? 'first' : 'last',
      author: { display_name: typeof author === 'string' ? author : author.name },
      raw_author_name: typeof author === 'string' ? author : author.printed,
      institutions: [],
      countries: [],
      raw_affiliation_strings: [],
    })),
  });
}

export interface SearchFixture {
  /** Article id of each fixture work key (`W1` …). */
  id: (key: string) => number;
  /** Fixture work key of each article id, for readable assertions. */
  keyOf: (articleId: number) => string;
  conceptId: (name: string) => number;
  journalId: (name: string) => number;
}

/** Imports the fixture corpus and ontology into `db`. */
export async function loadSearchFixture(db: Db): Promise<SearchFixture> {
  return importFixtureWorks(db, SEARCH_FIXTURE_WORKS, ONTOLOGY_CSV);
}

/** Imports `works` (and a thesaurus CSV, when given) into `db` as real data is imported. */
export async function importFixtureWorks(
  db: Db,
  works: readonly FixtureWork[],
  ontologyCsv: string | null = null,
): Promise<SearchFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-search-'));
  try {
    const file = join(dir, 'works.jsonl');
    writeFileSync(file, works.map(openAlexLine).join('\n'));
    if (ontologyCsv !== null) {
      const ontology = join(dir, 'thesaurus.csv');
      writeFileSync(ontology, ontologyCsv);
      await importOntologyFile({ db, file: ontology, progress: silentProgress });
    }
    await importWorksPipeline({ db, files: [file], progress: silentProgress, dataDir: null });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const k = db.kysely;
  const articles = await k.selectFrom('articles').select(['id', 'sourceId']).execute();
  const byKey = new Map(articles.map((a) => [a.sourceId.replace('https://openalex.org/', ''), a.id]));
  const byId = new Map(articles.map((a) => [a.id, a.sourceId.replace('https://openalex.org/', '')]));
  const concepts = new Map(
    (await k.selectFrom('concepts').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );
  const journals = new Map(
    (await k.selectFrom('journals').select(['id', 'name']).execute()).map((j) => [j.name, j.id]),
  );
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`search fixture: unknown ${what}`);
    return value;
  };
  return {
    id: (key) => need(byKey.get(key), `work ${key}`),
    keyOf: (articleId) => need(byId.get(articleId), `article ${articleId}`),
    conceptId: (name) => need(concepts.get(name), `concept ${name}`),
    journalId: (name) => need(journals.get(name), `journal ${name}`),
  };
}

/** Each construct of the query language, with the fixture works it must find (checked by hand). */
export function constructCases(f: SearchFixture): Array<{ q: string; expected: string[] }> {
  return [
    { q: 'graph', expected: ['W1', 'W5'] },
    { q: '"neural network"', expected: ['W1', 'W4', 'W5'] },
    { q: 'graph AND NOT convolutional', expected: ['W1'] },
    { q: 'reinforcement OR grasping', expected: ['W2', 'W6', 'W7'] },
    { q: 'title:robot', expected: ['W2', 'W7'] },
    { q: 'abstract:robot', expected: ['W10', 'W2'] },
    { q: 'title:(robot OR navigation)', expected: ['W10', 'W2', 'W7'] },
    { q: 'authors:martin', expected: ['W1', 'W5', 'W9'] },
    { q: 'author:"Eva Novak"', expected: ['W3', 'W8'] },
    { q: `c:${f.conceptId('Graph neural network')}`, expected: ['W1'] },
    { q: `j:${f.journalId('ICRA')}`, expected: ['W2', 'W7'] },
    { q: `j:${f.journalId('ICRA')} AND navigation`, expected: ['W2'] },
    { q: 'doi:10.1000/gnn.1 OR protein', expected: ['W1', 'W3'] },
    { q: '(graph OR attention) AND NOT molecule', expected: ['W3', 'W5', 'W8'] },
    { q: `"machine translation" OR c:${f.conceptId('Protein folding')}`, expected: ['W3', 'W8'] },
    { q: 'learning AND (robot OR safe)', expected: ['W10', 'W2', 'W6', 'W7'] },
    { q: `diffusion AND NOT c:${f.conceptId('Graph neural network')}`, expected: ['W9'] },
    { q: 'pubmed:31234567 OR graph', expected: ['W1', 'W3', 'W5'] },
    { q: `c:${f.conceptId('Robot')} AND NOT c:${f.conceptId('Reinforcement learning')}`, expected: ['W10', 'W7'] },
  ];
}
