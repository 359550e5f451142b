import {
  authorMetrics,
  notableArticleFlags,
  venueImpactFactors,
  type ArticleFacts,
  type AuthorMetrics,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createBulkWriter } from './bulk-writer';

export interface CorpusMetricsReport {
  articles: number;
  notable: number;
  journals: number;
  authors: number;
  seconds: number;
}

/**
 * Recomputes derived facts over the whole corpus: notable flags (per venue-year),
 * venue impact factors and every author's metrics. Whole-corpus because notability and
 * impact factors of one venue-year depend on all its articles; on 95k articles this takes
 * a few seconds (typed arrays, one pass per table).
 */
export async function computeCorpusMetrics({
  db,
  progress,
}: {
  db: Db;
  progress: Progress;
}): Promise<CorpusMetricsReport> {
  const started = Date.now();
  const k = db.kysely;
  const articles = await k
    .selectFrom('articles')
    .select(['id', 'journalId', 'year', 'citationsCount', 'authorsCount', 'notable'])
    .orderBy('id')
    .execute();
  const n = articles.length;
  const indexOf = new Map<number, number>();
  const facts: ArticleFacts = {
    venueIds: new Int32Array(n),
    years: new Int32Array(n),
    citations: new Int32Array(n),
    authorsCounts: new Int32Array(n),
  };
  articles.forEach((a, i) => {
    indexOf.set(a.id, i);
    facts.venueIds[i] = a.journalId ?? 0;
    facts.years[i] = a.year ?? 0;
    facts.citations[i] = a.citationsCount;
    facts.authorsCounts[i] = a.authorsCount;
  });

  const writer = createBulkWriter(db);
  const notable = notableArticleFlags(facts);
  const changedNotable: Array<{ id: number; notable: number }> = [];
  articles.forEach((a, i) => {
    if (a.notable !== notable[i]) changedNotable.push({ id: a.id, notable: notable[i]! });
  });
  const impact = venueImpactFactors(facts);
  const journals = await k.selectFrom('journals').select(['id', 'impactFactor']).execute();

  // Group article indexes by author (CSR) from the authorship pairs.
  const pairs = await k.selectFrom('authorships').select(['authorId', 'articleId']).orderBy('authorId').execute();
  progress.start('author metrics', pairs.length);
  const authorRows: Array<{ id: number } & AuthorMetrics> = [];
  const indexes: number[] = [];
  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p]!;
    const i = indexOf.get(pair.articleId);
    // authorMetrics counts an article listed twice for one author once.
    if (i !== undefined) indexes.push(i);
    if (p + 1 === pairs.length || pairs[p + 1]!.authorId !== pair.authorId) {
      authorRows.push({ id: pair.authorId, ...authorMetrics({ articleIndexes: indexes, facts, notable }) });
      indexes.length = 0;
    }
  }
  progress.increment(pairs.length);
  progress.stop();

  await writer.transaction(async () => {
    await writer.updateById('articles', changedNotable);
    await writer.updateById(
      'journals',
      journals.map((j) => ({ id: j.id, impactFactor: impact.get(j.id) ?? null })),
    );
    await writer.updateById('authors', authorRows);
  });
  return {
    articles: n,
    notable: notable.reduce((a, b) => a + b, 0),
    journals: journals.length,
    authors: authorRows.length,
    seconds: (Date.now() - started) / 1000,
  };
}
