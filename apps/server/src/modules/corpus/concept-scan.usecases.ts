import { conceptMatcherSteps, type ConceptMatcher } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { runStepsYielding } from '../../app/steps';
import { loadMatchingOntology } from '../ontology/ontology-matching.repository';
import { matchArticleConcepts } from './article-concepts';
import { createBulkWriter } from './bulk-writer.repository';
import { createConceptScanRepository } from './concept-scan.repository';
import { STAT_VERSION } from './corpus.repository';

export interface ConceptScanReport {
  articles: number;
  /** Article-concept pairs written. */
  pairs: number;
  seconds: number;
  articlesPerSecond: number;
}

/** Articles rescanned per transaction. */
export const RESCAN_BATCH_SIZE = 2000;

/**
 * Builds the matcher from the stored ontology (non-deleted, non-basic concepts), in steps
 * between which the event loop takes a turn.
 */
export async function loadConceptMatcher(db: Db): Promise<ConceptMatcher> {
  return runStepsYielding(conceptMatcherSteps({ concepts: await loadMatchingOntology(db) }));
}

/**
 * Rescans the queued articles with the current ontology, batch by batch: each batch replaces
 * its articles' pairs, moves concept DF by the difference, adds literal DF, and leaves the
 * queue in one transaction — a rescan stopped at any point resumes where it stopped.
 * Literal DF is exact after a full rescan (queueing every article zeroes it). Old literal
 * matches are not stored, so a partial rescan adds the new matches without removing the old
 * ones; the nightly corpus refresh recounts literal DF exactly.
 */
export async function processRescanQueue({
  db,
  progress,
  batchSize = RESCAN_BATCH_SIZE,
  matcher: loadMatcher = () => loadConceptMatcher(db),
}: {
  db: Db;
  progress: Progress;
  batchSize?: number;
  /** The matcher, when the task shares one build with the proposals' re-match. */
  matcher?: () => Promise<ConceptMatcher>;
}): Promise<ConceptScanReport | null> {
  const scan = createConceptScanRepository({ db });
  const total = await scan.queueSize();
  if (total === 0) return null;
  const started = Date.now();
  const writer = createBulkWriter(db);
  const matcher = await loadMatcher();
  let articles = 0;
  let pairs = 0;
  progress.start('finding concepts', total);
  for (;;) {
    await progress.checkpoint();
    const ids = await scan.nextQueued(batchSize);
    if (ids.length === 0) break;
    const matches = matchArticleConcepts(matcher, await scan.articleTexts(ids));
    const dfDelta = new Map(matches.conceptDf);
    for (const old of await scan.pairsOf(ids)) dfDelta.set(old.conceptId, (dfDelta.get(old.conceptId) ?? 0) - 1);
    await writer.transaction(async () => {
      await scan.deletePairs(ids);
      await writer.insert('articleConcepts', matches.pairs);
      await writer.increment('concepts', 'df', dfDelta);
      await writer.increment('conceptLiterals', 'df', matches.literalDf);
      await scan.dequeue(ids);
      await writer.addStats({ [STAT_VERSION]: 1 });
    });
    articles += ids.length;
    pairs += matches.pairs.length;
    progress.increment(ids.length);
    progress.count({ articles, pairs });
  }
  progress.stop();
  const seconds = (Date.now() - started) / 1000;
  return { articles, pairs, seconds, articlesPerSecond: articles / Math.max(seconds, 1e-9) };
}

/** Queues every article for a rescan (after an ontology import or change). */
export async function queueRescanOfAll(db: Db, reason: string): Promise<void> {
  const writer = createBulkWriter(db);
  const scan = createConceptScanRepository({ db });
  await writer.transaction(() => scan.queueAll(reason));
}
