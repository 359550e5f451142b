import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { silentProgress } from '../../app/progress';
import { createTestDb } from '../../test-support/test-db';
import type { Db } from '../../app/database/kysely';
import { articleIndexDir } from '../retrieval/article-index.files';
import { buildArticleIndex } from '../retrieval/article-index.usecases';
import { createRankingIndexHolder } from './ranking-index';
import { sparseDot } from '@sciscope/engine';
import { lexicalVector } from '../retrieval/lexical-article-index';
import { createRetrievalRepository } from '../retrieval/retrieval.repository';
import { defaultRefereeSettings } from '@sciscope/contracts';
import type { RefDoc } from './ref-doc.port';
import { documentQuery, poolEdge, retrieveArticles, scoreOwnArticles } from './query-vector';
import { buildRefereesFixture } from '../../test-support/referees.fixture';

let db: Db | null = null;
let runtimeDir: string | null = null;
afterEach(async () => {
  await db?.close();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

it('has nothing to rank with before the first model, scans exactly before the first build, and takes up the built graph', async () => {
  db = await createTestDb();
  runtimeDir = mkdtempSync(join(tmpdir(), 'referees-index-'));
  const holder = createRankingIndexHolder({ db, runtimeDir, kind: 'hnsw' });
  expect(await holder.get()).toBeNull();
  await buildRefereesFixture(db);
  const exact = await holder.get();
  expect(exact?.kind).toBe('exact');
  expect(await holder.get()).toBe(exact);
  await buildArticleIndex({ db, dir: articleIndexDir(runtimeDir), progress: silentProgress });
  const graph = await holder.get();
  expect(graph?.kind).toBe('hnsw');
  expect(await graph!.opened.index.size()).toBe(await exact!.opened.index.size());
  expect(await holder.get()).toBe(graph);
});

it("retrieves and scores by the articles' words, custom authors as retrieved ones", async () => {
  db = await createTestDb();
  runtimeDir = mkdtempSync(join(tmpdir(), 'referees-index-'));
  await buildRefereesFixture(db);
  const index = (await createRankingIndexHolder({ db, runtimeDir, kind: 'exact' }).get())!;
  expect(index.opened.lexical?.index.size).toBe(await index.opened.index.size());
  const doc: RefDoc = {
    kind: 'proposal',
    id: 1,
    title: 'Graph neural networks for molecules',
    abstract: 'Message passing over molecular graphs predicts chemical properties.',
    conceptIds: [],
    authors: [],
    corpusArticleIds: [],
    header: {},
  };
  const query = await documentQuery({ db, index, doc, articleIds: [] });
  expect(query.lexical?.ids.length).toBeGreaterThan(0);
  const hits = (await retrieveArticles(index, query, 5))!;
  expect(hits.ids.length).toBeGreaterThan(0);
  // The scores are the lexical cosines of the articles' own texts, best first.
  const texts = await createRetrievalRepository({ db }).articleTexts(Array.from(hits.ids));
  hits.ids.forEach((id, i) =>
    expect(hits.scores[i]).toBeCloseTo(sparseDot(query.lexical!, lexicalVector(index.model, texts.get(id)!)), 5),
  );
  // An author scored on their own articles (a custom row) gets the same per-article scores.
  const [authorId] = (await createRetrievalRepository({ db }).authorshipsOf([hits.ids[0]!])).map((a) => a.authorId);
  const scoreOwn = async (edge?: number) =>
    (
      await scoreOwnArticles({
        db: db!,
        index,
        query,
        authorIds: [authorId!],
        sinceYear: null,
        settings: defaultRefereeSettings(),
        leaveOut: new Set(),
        edge,
      })
    )[0];
  const own = await scoreOwn();
  const at = Array.from(own!.articleIds).indexOf(hits.ids[0]!);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(own!.articleScores[at]).toBeCloseTo(hits.scores[0]!, 5);
  // With the retrieval's pool edge, the custom row counts the similarity above it, as retrieved rows do.
  const edge = poolEdge(hits.scores, hits.scores.length);
  expect(edge).toBe(hits.scores[hits.scores.length - 1]);
  const above = await scoreOwn(edge);
  const again = Array.from(above!.articleIds).indexOf(hits.ids[0]!);
  expect(above!.articleScores[again]).toBeCloseTo(hits.scores[0]! - edge, 5);
  expect(Math.min(...above!.articleScores)).toBeGreaterThanOrEqual(0);
});

it('takes the k-th score as the pool edge only when the retrieval filled its pool', () => {
  const scores = Float32Array.of(0.5, 0.3, 0.2);
  expect(poolEdge(scores, 3)).toBeCloseTo(0.2, 6);
  expect(poolEdge(scores, 2)).toBeCloseTo(0.3, 6);
  expect(poolEdge(scores, 4)).toBe(0);
  expect(poolEdge(scores, 0)).toBe(0);
});
