import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS, type RepresentationSettings } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createRepresentationsRepository } from '../representations/representations.repository';
import { embedNewArticles, trainRepresentations } from '../representations/representations.usecases';
import { readManifest } from './article-index.files';
import { articleIndexIsStale, buildArticleIndex, openArticleIndex } from './article-index.usecases';
import { findSimilar } from './similar.usecases';
import { lexicalFileName, lexicalVector, loadLexicalIndex, saveLexicalIndex } from './lexical-article-index';
import { createTasksRepository } from '../tasks/tasks.repository';
import { LexicalIndex } from '@sciscope/engine';

const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 8, maxProjectedTerms: 500 };

const TOPICS = [
  ['neural machine translation', 'attention encoder decoder', 'translation quality for low-resource languages'],
  ['robot grasping', 'tactile sensing for manipulation', 'grasp planning with point clouds'],
  ['protein folding', 'molecular dynamics simulation', 'protein structure prediction'],
];

describeEachDatabase('the article index over stored vectors', (dialect) => {
  let db: Db;
  let corpus: CorpusFactories;
  let dir: string;
  /** One author per topic writes all of its articles; a second author per article varies. */
  let topicAuthors: number[];

  async function addArticles(count: number, offset = 0): Promise<number[]> {
    const ids: number[] = [];
    for (let i = offset; i < offset + count; i++) {
      const t = i % TOPICS.length;
      const topic = TOPICS[t] as string[];
      const coauthor = await corpus.author({ name: `Coauthor ${i}` });
      const article = await corpus.article({
        title: `${topic[i % 3] as string} study ${i}`,
        abstract: `We study ${topic.join(' and ')}. Results on ${topic[(i + 1) % 3] as string} improve over baselines.`,
        year: 2015 + (i % 8),
        authors: [topicAuthors[t] as number, coauthor.id],
      });
      ids.push(article.id);
    }
    return ids;
  }

  beforeEach(async () => {
    db = await createTestDb(dialect);
    corpus = createCorpusFactories({ db });
    dir = mkdtempSync(join(tmpdir(), 'sciscope-index-'));
    topicAuthors = [];
    for (const name of ['Tran Slator', 'Rob Grasper', 'Pro Teiner'])
      topicAuthors.push((await corpus.author({ name })).id);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds nothing and opens nothing before a model is trained', async () => {
    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({ built: false });
    expect(await openArticleIndex({ db, dir, kind: 'hnsw' })).toBeNull();
    expect(await articleIndexIsStale({ db, dir })).toBe(false);
  });

  it('writes a graph of every stored vector with a calibrated breadth, and answers as the exact scan does', async () => {
    await addArticles(60);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(await articleIndexIsStale({ db, dir })).toBe(true);
    const report = await buildArticleIndex({ db, dir, progress: silentProgress });
    expect(report).toMatchObject({ built: true, articles: 60 });
    expect(report.calibratedRecall).toBeGreaterThanOrEqual(0.97);
    expect(readManifest(dir)).toMatchObject({ count: 60, modelId: report.modelId, dim: 8 });
    expect(await articleIndexIsStale({ db, dir })).toBe(false);

    const graph = await openArticleIndex({ db, dir, kind: 'hnsw' });
    const exact = await openArticleIndex({ db, dir, kind: 'exact' });
    expect(graph?.index.kind).toBe('hnsw');
    expect(await exact?.index.size()).toBe(60);
    const [{ vector }] = await firstVectors(1);
    // Articles of one topic tie, so the scores are compared, not the order of equal ones.
    const graphScores = Array.from((await graph!.index.search(vector, 10)).scores);
    const exactScores = Array.from((await exact!.index.search(vector, 10)).scores);
    graphScores.forEach((score, i) => expect(score).toBeCloseTo(exactScores[i] as number, 5));
  });

  it('takes in new articles without a rebuild, then writes them into the file; a new model needs a new graph', async () => {
    await addArticles(45);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    const first = await buildArticleIndex({ db, dir, progress: silentProgress });
    const firstFile = readManifest(dir)!.file;

    await addArticles(6, 45);
    await embedNewArticles({ db, progress: silentProgress });
    expect(await (await openArticleIndex({ db, dir, kind: 'hnsw' }))?.index.size()).toBe(51);
    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({ built: true, articles: 51 });
    expect(readManifest(dir)).toMatchObject({ count: 51, searchBreadth: first.searchBreadth });
    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({
      built: false,
      reason: 'the index is up to date',
    });

    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS, force: true });
    expect(await openArticleIndex({ db, dir, kind: 'hnsw' })).toBeNull();
    await buildArticleIndex({ db, dir, progress: silentProgress });
    expect(readManifest(dir)?.file).not.toBe(firstFile);
    expect(readdirSync(dir).filter((f) => f.endsWith('.hnsw'))).toEqual([readManifest(dir)?.file]);
  });

  it("keeps the articles' words beside the graph: a rare word finds its article, also one stored after the build", async () => {
    await addArticles(45);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await buildArticleIndex({ db, dir, progress: silentProgress });
    const manifest = readManifest(dir)!;
    expect(manifest.lexicalFile).toBe(`articles-m${manifest.modelId}.lexical`);
    expect(existsSync(join(dir, manifest.lexicalFile!))).toBe(true);
    const model = (await createRepresentationsRepository({ db }).latestModel())!.model;

    // Stored after the build: searchable at once (caught up in memory), then written by the next build.
    const author = await corpus.author({ name: 'Kay Phrase' });
    const rare = await corpus.article({
      title: 'Keyphrase generation as a set',
      abstract: 'We generate keyphrases of scientific articles.',
      year: 2021,
      authors: [author.id],
    });
    await embedNewArticles({ db, progress: silentProgress });
    const opened = (await openArticleIndex({ db, dir, kind: 'hnsw', model }))!;
    expect(opened.lexical?.index.size).toBe(46);
    const query = lexicalVector(model, { title: 'Keyphrase generation', abstract: '' });
    expect(opened.lexical!.index.search(query, 1).ids[0]).toBe(rare.id);
    // Without the model the index opens without its words (and rankings use the graph).
    expect((await openArticleIndex({ db, dir, kind: 'hnsw' }))?.lexical).toBeNull();

    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({ built: true, articles: 46 });
    const rebuilt = await loadLexicalIndex(dir, readManifest(dir)!.lexicalFile!);
    expect(rebuilt.size).toBe(46);
    expect(rebuilt.search(query, 1).ids[0]).toBe(rare.id);

    // A graph built before the words existed is stale, and the next build writes them.
    rmSync(join(dir, readManifest(dir)!.lexicalFile!));
    expect(await articleIndexIsStale({ db, dir })).toBe(true);
    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({ built: true });
    expect(readdirSync(dir).filter((f) => f.endsWith('.lexical'))).toEqual([readManifest(dir)?.lexicalFile]);
  });

  it('writes the words before the graph, and covers the articles stored while the graph was made', async () => {
    await addArticles(30);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    const steps: string[] = [];
    await buildArticleIndex({ db, dir, progress: { ...silentProgress, start: (label) => void steps.push(label) } });
    expect(steps).toEqual(['indexing article words', 'indexing article vectors', 'calibrating the search breadth']);
    expect((await loadLexicalIndex(dir, readManifest(dir)!.lexicalFile!)).size).toBe(30);
  });

  it("opens the exact scan with a running build's words once written, instead of reading every article", async () => {
    const ids = await addArticles(30);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    const stored = (await createRepresentationsRepository({ db }).latestModel())!;
    const { tasks, build } = await runningBuild();
    let resolved = false;
    const opening = openArticleIndex({ db, dir, kind: 'exact', model: stored.model, wait: { pollMs: 10 } }).then(
      (o) => {
        resolved = true;
        return o;
      },
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(resolved).toBe(false);
    // The build's file, told apart from the database: the first article carries words it does not have.
    const marked = ids[0] as number;
    const rows = ids.map((id) => ({
      id,
      vector: lexicalVector(stored.model, {
        title: id === marked ? 'Keyphrase generation' : 'protein folding',
        abstract: '',
      }),
    }));
    saveLexicalIndex(LexicalIndex.build(rows.slice(0, 29)), dir, lexicalFileName(stored.id));
    const opened = (await opening)!;
    const query = lexicalVector(stored.model, { title: 'Keyphrase generation', abstract: '' });
    expect(opened.lexical!.index.search(query, 1).ids[0]).toBe(marked);
    // The article the file lacks is read from the database.
    expect(opened.lexical!.index.size).toBe(30);
    expect(opened.lexical!.index.has(ids[29] as number)).toBe(true);
    await tasks.finish(build, { state: 'done' });
  });

  it('reads the words itself when no build runs, or the running one ends without writing them', async () => {
    await addArticles(30);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    const model = (await createRepresentationsRepository({ db }).latestModel())!.model;
    const alone = (await openArticleIndex({ db, dir, kind: 'exact', model }))!;
    expect(alone.lexical!.index.size).toBe(30);

    const { tasks, build } = await runningBuild();
    const opening = openArticleIndex({ db, dir, kind: 'exact', model, wait: { pollMs: 10 } });
    await new Promise((r) => setTimeout(r, 100));
    await tasks.finish(build, { state: 'failed', error: 'out of disk' });
    expect((await opening)!.lexical!.index.size).toBe(30);
  });

  it('rebuilds from the database when the manifest is unreadable', async () => {
    await addArticles(30);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await buildArticleIndex({ db, dir, progress: silentProgress });
    writeFileSync(join(dir, 'articles.manifest.json'), '{ not json');
    expect(readManifest(dir)).toBeNull();
    expect(await buildArticleIndex({ db, dir, progress: silentProgress })).toMatchObject({ built: true, articles: 30 });
    expect(existsSync(join(dir, readManifest(dir)!.file))).toBe(true);
  });

  it('finds the closest articles and ranks the authors who wrote them, leaving out the query article', async () => {
    const ids = await addArticles(60);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await buildArticleIndex({ db, dir, progress: silentProgress });
    const model = (await createRepresentationsRepository({ db }).latestModel())!.model;
    const opened = (await openArticleIndex({ db, dir, kind: 'hnsw', model }))!;
    expect(opened.lexical).not.toBeNull();
    const result = await findSimilar({
      db,
      opened,
      model,
      document: {
        title: 'Protein structure prediction',
        abstract: 'Protein folding by molecular dynamics simulation.',
      },
      articles: 5,
      authors: 3,
      excludeArticleId: ids[2] as number,
    });
    expect(result.articles).toHaveLength(5);
    expect(result.articles.every((a) => a.title.startsWith('protein') || a.title.startsWith('molecular'))).toBe(true);
    expect(result.articles.map((a) => a.id)).not.toContain(ids[2]);
    expect(result.authors[0]).toMatchObject({ id: topicAuthors[2], name: 'Pro Teiner' });
    expect(result.authors[0]?.articles).toHaveLength(3);
    expect(result.authors.map((a) => a.id)).not.toContain(topicAuthors[0]);
  });

  /** A `retrieval.build` task marked running (no runner does its work: the test plays the build). */
  async function runningBuild() {
    const tasks = createTasksRepository({ db });
    const build = await tasks.insert({
      kind: 'retrieval.build',
      params: {},
      ownerId: null,
      runner: 'server',
      state: 'running',
    });
    return { tasks, build };
  }

  async function firstVectors(n: number) {
    const out = [];
    for await (const row of createRepresentationsRepository({ db }).streamArticleVectors()) {
      out.push(row);
      if (out.length === n) break;
    }
    return out as [{ articleId: number; vector: Float32Array }];
  }
});
