import {
  AUTHOR_METRIC_KEYS,
  authorMetrics,
  notableArticleFlags,
  venueImpactFactors,
  type ArticleFacts,
  type AuthorMetrics,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { matchArticleConcepts } from './article-concepts';
import { createBulkWriter } from './bulk-writer.repository';
import { loadConceptMatcher } from './concept-scan.usecases';
import { createCorpusRefreshRepository } from './corpus-refresh.repository';
import { respellAuthors } from './author-names';
import { createCorpusRepository, STAT_ARTICLES, STAT_VERSION } from './corpus.repository';
import type { GenderLookup } from './gender-lookup';

export interface CorpusRefreshReport {
  articles: number;
  /** Values the refresh found wrong and corrected (0 everywhere when imports kept them exact). */
  corrected: {
    notable: number;
    journals: number;
    authors: number;
    conceptDf: number;
    literalDf: number;
    articleCount: number;
    /** Authors whose name was not their fuller most frequent spelling (respellAuthors). */
    authorNames: number;
  };
  seconds: number;
}

/**
 * The nightly whole-corpus pass (task `corpus.refresh`): recomputes from scratch what imports
 * maintain by increments — notable flags, venue impact factors and article counts, author
 * metrics, concept and literal DF, the article count — and writes only what differs. Imports
 * keep these exact, so its report of corrections is also a standing check of that claim;
 * literal DF after partial rescans is the one value it is expected to correct.
 */
export async function refreshCorpus({
  db,
  progress,
  gender = null,
}: {
  db: Db;
  progress: Progress;
  /** The first-name table, for the predicted gender of a respelt author (kept without it). */
  gender?: GenderLookup | null;
}): Promise<CorpusRefreshReport> {
  const started = Date.now();
  const reads = createCorpusRefreshRepository({ db });
  const writer = createBulkWriter(db);
  const corrected = {
    notable: 0,
    journals: 0,
    authors: 0,
    conceptDf: 0,
    literalDf: 0,
    articleCount: 0,
    authorNames: 0,
  };

  progress.start('checking metrics', 3);
  const articles = await reads.articleFacts();
  const n = articles.length;
  const indexOf = new Map<number, number>();
  const facts: ArticleFacts = {
    venueIds: new Int32Array(n),
    years: new Int32Array(n),
    citations: new Int32Array(n),
    authorsCounts: new Int32Array(n),
  };
  const journalCounts = new Map<number, number>();
  articles.forEach((a, i) => {
    indexOf.set(a.id, i);
    facts.venueIds[i] = a.journalId ?? 0;
    facts.years[i] = a.year ?? 0;
    facts.citations[i] = a.citationsCount;
    facts.authorsCounts[i] = a.authorsCount;
    if (a.journalId !== null) journalCounts.set(a.journalId, (journalCounts.get(a.journalId) ?? 0) + 1);
  });
  const notable = notableArticleFlags(facts);
  const notableRows = articles
    .filter((a, i) => a.notable !== notable[i])
    .map((a) => ({ id: a.id, notable: notable[indexOf.get(a.id)!]! }));
  const impact = venueImpactFactors(facts);
  const journalRows = (await reads.journalRows())
    .map((j) => ({
      id: j.id,
      impactFactor: impact.get(j.id) ?? null,
      articlesCount: journalCounts.get(j.id) ?? 0,
      before: j,
    }))
    .filter((j) => !sameNumber(j.before.impactFactor, j.impactFactor) || j.before.articlesCount !== j.articlesCount)
    .map(({ id, impactFactor, articlesCount }) => ({ id, impactFactor, articlesCount }));
  progress.increment();

  const stored = new Map((await reads.authorMetricRows()).map((r) => [r.id, r]));
  const pairs = await reads.authorshipPairs();
  const authorRows: Array<{ id: number } & AuthorMetrics> = [];
  const indexes: number[] = [];
  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p]!;
    const i = indexOf.get(pair.articleId);
    if (i !== undefined) indexes.push(i);
    if (p + 1 === pairs.length || pairs[p + 1]!.authorId !== pair.authorId) {
      const metrics = authorMetrics({ articleIndexes: indexes, facts, notable });
      const before = stored.get(pair.authorId);
      if (!before || AUTHOR_METRIC_KEYS.some((key) => before[key] !== metrics[key]))
        authorRows.push({ id: pair.authorId, ...metrics });
      indexes.length = 0;
    }
  }
  progress.increment();
  const storedCount = await createCorpusRepository({ db }).stat(STAT_ARTICLES);
  corrected.notable = notableRows.length;
  corrected.journals = journalRows.length;
  corrected.authors = authorRows.length;
  corrected.articleCount = Math.abs(n - storedCount);
  await writer.transaction(async () => {
    await writer.updateById('articles', notableRows);
    await writer.updateById('journals', journalRows);
    await writer.updateById('authors', authorRows);
    await writer.addStats({ [STAT_ARTICLES]: n - storedCount, [STAT_VERSION]: 1 });
  });
  progress.increment();
  progress.stop();

  const drift = await reads.conceptDfDrift();
  corrected.conceptDf = drift.length;
  if (drift.length) await writer.transaction(() => writer.updateById('concepts', drift));

  corrected.literalDf = await recountLiteralDf({ db, progress, total: n });
  corrected.authorNames = await respellAuthors({ db, authorIds: 'all', gender });
  return { articles: n, corrected, seconds: (Date.now() - started) / 1000 };
}

/** Matches every article again and stores literal DF where it differs; returns how many differed. */
async function recountLiteralDf({
  db,
  progress,
  total,
}: {
  db: Db;
  progress: Progress;
  total: number;
}): Promise<number> {
  const reads = createCorpusRefreshRepository({ db });
  const matcher = await loadConceptMatcher(db);
  const counts = new Map<number, number>();
  progress.start('counting literals', total);
  let after = 0;
  for (;;) {
    await progress.checkpoint();
    const batch = await reads.articleTextsAfter(after, 2000);
    if (batch.length === 0) break;
    for (const [id, df] of matchArticleConcepts(matcher, batch).literalDf) counts.set(id, (counts.get(id) ?? 0) + df);
    after = batch[batch.length - 1]!.id;
    progress.increment(batch.length);
  }
  progress.stop();
  const rows = (await reads.literalDfs())
    .filter((l) => l.df !== (counts.get(l.id) ?? 0))
    .map((l) => ({ id: l.id, df: counts.get(l.id) ?? 0 }));
  const writer = createBulkWriter(db);
  if (rows.length) await writer.transaction(() => writer.updateById('conceptLiterals', rows));
  return rows.length;
}

/** Equal up to the precision PostgreSQL's `real` columns keep. */
function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));
}
