import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS } from '@sciscope/engine';
import { openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { silentProgress } from '../app/progress';
import { trainRepresentations } from '../modules/representations/representations.usecases';
import { createCorpusFactories } from '../test-support/corpus-factories';
import { runAffinityCommand } from './affinity.command';

let dir: string;
let stderr: string[];
const SAVED_ENV = ['SCISCOPE_DATA_DIR', 'SCISCOPE_RUNTIME_DIR', 'SCISCOPE_SQLITE', 'DATABASE_URL'].map(
  (name) => [name, process.env[name]] as const,
);

/** An OpenAlex work line with its abstract as an inverted index. */
function work(id: string, title: string, abstract: string): string {
  const index: Record<string, number[]> = {};
  abstract.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return JSON.stringify({ id, title, abstract_inverted_index: index });
}

async function writeFixture(): Promise<void> {
  await writeFile(
    join(dir, 'submissions.json'),
    JSON.stringify({
      g: {
        id: 'g',
        content: {
          title: 'Message passing graph neural networks',
          abstract: 'Graph neural networks pass messages between nodes.',
        },
      },
      p: {
        id: 'p',
        content: {
          title: { value: 'Protein folding dynamics' },
          abstract: { value: 'Molecular dynamics of protein folding.' },
        },
      },
    }),
  );
  await mkdir(join(dir, 'archives'));
  await writeFile(
    join(dir, 'archives', '~Graph_Person1.jsonl'),
    `${JSON.stringify({ id: 'a', content: { title: 'Graph neural networks for node classification', abstract: 'Nodes of graphs.', year: 2020 } })}\n`,
  );
  await writeFile(
    join(dir, 'archives', '~Protein_Person1.jsonl'),
    `${JSON.stringify({ id: 'b', content: { title: 'Protein structure', abstract: 'Protein folding and molecular dynamics.' } })}\n`,
  );
  await mkdir(join(dir, 'corpus'));
  const works = [
    work('W1', 'Graph kernels', 'kernels between graphs and nodes'),
    work('W2', 'Protein structure prediction', 'predicting the folding of proteins'),
    work('W3', 'Image classification', 'convolutional neural networks classify images'),
  ];
  await writeFile(join(dir, 'corpus', 'works-test.jsonl.gz'), gzipSync(`${works.join('\n')}\n`));
  await mkdir(join(dir, 'ontology'));
  await writeFile(
    join(dir, 'ontology', 'tiny.csv'),
    'subject,predicate,object\nGraph neural networks,BT,Neural networks\nProtein folding,BT,Proteins\n',
  );
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sciscope-affinity-'));
  stderr = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  // Never fall back to the real datasets or a real database in tests.
  process.env['SCISCOPE_DATA_DIR'] = 'none';
  process.env['SCISCOPE_RUNTIME_DIR'] = join(dir, 'runtime');
  delete process.env['SCISCOPE_SQLITE'];
  delete process.env['DATABASE_URL'];
  await writeFixture();
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const [name, value] of SAVED_ENV) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(dir, { recursive: true, force: true });
});

const baseArgs = (): string[] => [
  '--submissions',
  join(dir, 'submissions.json'),
  '--archives',
  join(dir, 'archives'),
  '--out',
  join(dir, 'scores.json'),
];

describe('runAffinityCommand', () => {
  it('writes a score for every reviewer and paper from a model trained on --corpus, ranking each reviewer’s field first', async () => {
    const code = await runAffinityCommand([
      ...baseArgs(),
      '--corpus',
      join(dir, 'corpus'),
      '--ontology',
      join(dir, 'ontology'),
    ]);
    expect(code).toBe(0);
    const scores = JSON.parse(await readFile(join(dir, 'scores.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    expect(Object.keys(scores).sort()).toEqual(['Graph_Person1', 'Protein_Person1']);
    expect(scores['Graph_Person1']?.['g']).toBeGreaterThan(scores['Graph_Person1']?.['p'] ?? Infinity);
    expect(scores['Protein_Person1']?.['p']).toBeGreaterThan(scores['Protein_Person1']?.['g'] ?? Infinity);
    expect(stderr.join('')).toMatch(/wrote 2 reviewers x 2 papers/);
  });

  it('fits the texts into the representation model stored in the database', async () => {
    await mkdir(join(dir, 'runtime'));
    const db = openSqlite(join(dir, 'runtime', 'sciscope.db'));
    await migrateToLatest(db);
    const corpus = createCorpusFactories({ db });
    const topics = [
      'graph neural networks pass messages between nodes of graphs',
      'protein folding and molecular dynamics of proteins',
      'convolutional networks classify images',
    ];
    for (let i = 0; i < 30; i++)
      await corpus.article({ title: `Study ${i}`, abstract: `${topics[i % 3] as string}, part ${i}.` });
    const settings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 3, maxProjectedTerms: 100 };
    const { modelId } = await trainRepresentations({ db, progress: silentProgress, settings });
    await db.close();
    expect(await runAffinityCommand(baseArgs())).toBe(0);
    expect(stderr.join('')).toMatch(new RegExp(`stored representation model ${modelId} \\(30 works, 3 dimensions`));
    const scores = JSON.parse(await readFile(join(dir, 'scores.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    expect(scores['Graph_Person1']?.['g']).toBeGreaterThan(scores['Graph_Person1']?.['p'] ?? Infinity);
    expect(scores['Protein_Person1']?.['p']).toBeGreaterThan(scores['Protein_Person1']?.['g'] ?? Infinity);
  });

  it('trains a model on the scored texts without a stored model or a corpus', async () => {
    const code = await runAffinityCommand([...baseArgs(), '--no-concepts']);
    expect(code).toBe(0);
    expect(stderr.join('')).toMatch(/no corpus folder/);
    const scores = JSON.parse(await readFile(join(dir, 'scores.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    expect(scores['Graph_Person1']?.['g']).toBeGreaterThan(scores['Graph_Person1']?.['p'] ?? Infinity);
  });

  it('exits with 2 and a message for missing arguments and missing files', async () => {
    expect(await runAffinityCommand(['--submissions', 'x.json'])).toBe(2);
    expect(stderr.join('')).toMatch(/Missing --archives, --out/);
    stderr.length = 0;
    expect(
      await runAffinityCommand([
        '--submissions',
        join(dir, 'nope.json'),
        '--archives',
        join(dir, 'archives'),
        '--out',
        join(dir, 'o.json'),
      ]),
    ).toBe(2);
    expect(stderr.join('')).toMatch(/Submissions file not found/);
    stderr.length = 0;
    expect(await runAffinityCommand([...baseArgs(), '--corpus', join(dir, 'no-corpus')])).toBe(2);
    expect(stderr.join('')).toMatch(/--corpus folder not found/);
  });

  it('rejects unknown options', async () => {
    expect(await runAffinityCommand([...baseArgs(), '--fast'])).toBe(2);
    expect(stderr.join('')).toMatch(/Unknown option --fast/);
  });
});
