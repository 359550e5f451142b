import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import { silentProgress } from '../app/progress';
import { createCorpusFactories } from '../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../test-support/test-db';
import { trainRepresentations } from '../modules/representations/representations.usecases';
import { readManifest } from '../modules/retrieval/article-index.files';
import { runSimilarCommand } from './similar.command';

const TOPICS = ['graph neural networks for molecules', 'speech recognition with transformers', 'coral reef ecology'];

describeEachDatabase('sciscope similar', (dialect) => {
  let db: Db;
  let runtimeDir: string;
  let firstId: number;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    runtimeDir = mkdtempSync(join(tmpdir(), 'sciscope-similar-'));
    const corpus = createCorpusFactories({ db });
    const authors = [];
    for (const name of ['Mol Graph', 'Speech Person', 'Reef Diver']) authors.push(await corpus.author({ name }));
    for (let i = 0; i < 36; i++) {
      const topic = TOPICS[i % 3] as string;
      const article = await corpus.article({
        title: `${topic} part ${i}`,
        abstract: `A study of ${topic}. We report results on ${topic} benchmarks number ${i}.`,
        year: 2020,
        authors: [authors[i % 3]!.id],
      });
      if (i === 0) firstId = article.id;
    }
  });
  afterEach(async () => {
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSimilarCommand(argv, {
      db,
      env: { SCISCOPE_RUNTIME_DIR: runtimeDir, SCISCOPE_DATA_DIR: '', SCISCOPE_RETRIEVAL_INDEX: 'hnsw' },
      out: (t) => void out.push(t),
      err: (t) => void err.push(t),
    });
    return { code, out: out.join(''), err: err.join('') };
  };

  it('refuses bad usage and says when there is no model yet', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--article', 'abc'])).err).toMatch(/positive article id/);
    expect((await run(['--title', 'x', '--authors', '5000'])).err).toMatch(/--authors must be/);
    expect(await run(['--title', 'coral'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/No representation model/),
    });
  });

  it('builds the index on first use, then lists the closest articles and their authors', async () => {
    await trainRepresentations({
      db,
      progress: silentProgress,
      settings: { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 8, maxProjectedTerms: 500 },
    });
    const first = await run(['--article', String(firstId), '--articles', '3', '--authors', '2']);
    expect(first.code).toBe(0);
    expect(first.err).toMatch(/building it/);
    const manifest = readManifest(join(runtimeDir, 'index'));
    expect(manifest?.count).toBe(36);
    // The build writes the articles' words beside the graph, and the command searches them.
    expect(manifest?.lexicalFile).toMatch(/\.lexical$/);
    const lines = first.out.split('\n');
    const header = lines.indexOf('score   article  year  title');
    const articleLines = lines.slice(header + 1, header + 4);
    expect(first.out).toMatch(/lexical index, 36 articles/);
    expect(articleLines.filter((l) => l.includes('graph neural networks')).length).toBe(3);
    expect(first.out).not.toMatch(new RegExp(`\\b${firstId}\\b  2020  graph`));
    expect(first.out).toMatch(/Mol Graph/);

    const json = await run(['--title', 'Coral reef ecology', '--abstract', 'Reef fish.', '--json']);
    expect(json.err).toBe('');
    const parsed = JSON.parse(json.out) as { articles: Array<{ title: string }>; authors: Array<{ name: string }> };
    expect(parsed.articles[0]?.title).toMatch(/coral reef/);
    expect(parsed.authors[0]?.name).toBe('Reef Diver');
    expect((await run(['--article', '999999'])).err).toMatch(/No article with id 999999/);
  });
});
