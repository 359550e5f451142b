import { createHash } from 'node:crypto';
import { conceptMatcherSteps, type ConceptMatcher } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { runStepsYielding } from '../../app/steps';
import { loadMatchingOntology } from '../ontology/ontology-matching.repository';
import { matchArticleConcepts } from './article-concepts';
import { createBulkWriter } from './bulk-writer.repository';
import { createConceptScanRepository } from './concept-scan.repository';
import { moveCorpusVersion, noteVersionMovedWithoutNames } from './name-forms-memo';

export interface ConceptScanReport {
  articles: number;
  /** Article-concept pairs written. */
  pairs: number;
  seconds: number;
  articlesPerSecond: number;
}

/** Articles rescanned per transaction. */
export const RESCAN_BATCH_SIZE = 2000;

/** The last matcher built per database in this thread, with the digest of the ontology it was built from. */
const builtMatchers = new WeakMap<Db, { digest: string; matcher: ConceptMatcher }>();

/**
 * The matcher of the stored ontology (non-deleted, non-basic concepts). The ontology is read
 * every time; when it is exactly the one the thread's last matcher was built from (a digest of
 * everything the matcher consumes), that matcher is handed out again, otherwise a new one is
 * built in steps between which the event loop takes a turn. A server's task worker thus builds
 * it once for a run of imports instead of once per import (about 0.2-0.3 s on the default
 * ontologies), and never uses one an ontology change made stale.
 */
export async function loadConceptMatcher(db: Db): Promise<ConceptMatcher> {
  const concepts = await loadMatchingOntology(db);
  const digest = createHash('sha256').update(JSON.stringify(concepts)).digest('base64');
  const held = builtMatchers.get(db);
  if (held?.digest === digest) return held.matcher;
  const matcher = await runStepsYielding(conceptMatcherSteps({ concepts }));
  builtMatchers.set(db, { digest, matcher });
  return matcher;
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
    const versionBefore = await writer.transaction(async () => {
      await scan.deletePairs(ids);
      await writer.insert('articleConcepts', matches.pairs);
      await writer.increment('concepts', 'df', dfDelta);
      await writer.increment('conceptLiterals', 'df', matches.literalDf);
      await scan.dequeue(ids);
      return moveCorpusVersion(db, writer);
    });
    // Concept pairs change no name counts: the next import's name statistics need no reread.
    await noteVersionMovedWithoutNames(db, versionBefore);
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
