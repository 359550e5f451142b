import {
  createLiteralStatsCollector,
  decideCorpusAmbiguity,
  DEFAULT_CORPUS_AMBIGUITY,
  type CorpusAmbiguityThresholds,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { loadMatchingOntology } from '../ontology/ontology-matching.repository';
import { createBulkWriter } from './bulk-writer.repository';
import { createConceptAmbiguityRepository } from './concept-ambiguity.repository';
import { conceptRulesCurrent, recordConceptRules } from './concept-rules.usecases';
import { processRescanQueue, queueRescanOfAll, type ConceptScanReport } from './concept-scan.usecases';

export interface ConceptAmbiguityReport {
  articles: number;
  /** Literals the machine marks ambiguous now (moderators' flags not counted). */
  ambiguousLiterals: number;
  /** Machine flags that changed in this run. */
  flagsChanged: number;
  /** Literals whose blocked contexts changed. */
  contextsChanged: number;
  /** Literals whose keyphraseness changed (read when badges are ordered: no rescan needed). */
  keyphrasenessChanged: number;
  blockedContexts: number;
  basicSuggested: number;
  /** The rescan of every article that changed flags bring (null when nothing changed). */
  rescan: ConceptScanReport | null;
  seconds: number;
}

const READ_BATCH = 2000;

/** The stored keywords (a JSON array of strings, or null); anything else reads as none. */
function parseKeywords(json: string | null): string[] {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Keyphraseness as stored: four decimals, so a recomputation over the same corpus changes nothing. */
function roundedKeyphraseness(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 10_000) / 10_000;
}

/**
 * The periodic recomputation of corpus-driven ambiguity (task `concepts.ambiguity`): one pass
 * over every article gathers each literal's occurrences with and without its concept's
 * neighbours (and, with the authors' keywords, each literal's keyphraseness), then the machine
 * flags, blocked contexts, keyphraseness and basic suggestions are written
 * where they changed — never over a moderator's flag — and, when a flag or context changed
 * (or the articles were scanned under older matching rules), every article is queued and rescanned so its badges follow.
 */
export async function refreshConceptAmbiguity({
  db,
  progress,
  thresholds = DEFAULT_CORPUS_AMBIGUITY,
}: {
  db: Db;
  progress: Progress;
  thresholds?: CorpusAmbiguityThresholds;
}): Promise<ConceptAmbiguityReport> {
  const started = Date.now();
  // Articles scanned under older matching rules are rescanned whatever the flags do.
  const rulesChanged = !(await conceptRulesCurrent(db));
  const repo = createConceptAmbiguityRepository({ db });
  const collector = createLiteralStatsCollector(await loadMatchingOntology(db));
  const total = await repo.articleCount();
  progress.start('gathering literal statistics', total);
  let afterId = 0;
  let articles = 0;
  for (;;) {
    await progress.checkpoint();
    const batch = await repo.articleTextsAfter(afterId, READ_BATCH);
    if (batch.length === 0) break;
    for (const a of batch) collector.add(a.abstract ? `${a.title}\n${a.abstract}` : a.title, parseKeywords(a.keywords));
    afterId = batch[batch.length - 1]!.id;
    articles += batch.length;
    progress.increment(batch.length);
  }
  progress.stop();

  const decision = decideCorpusAmbiguity(collector.result(), thresholds);
  let flagsChanged = 0;
  let contextsChanged = 0;
  let keyphrasenessChanged = 0;
  let blockedContexts = 0;
  const writer = createBulkWriter(db);
  const suggestedBefore = new Set(await repo.suggestedBasicIds());
  await writer.transaction(async () => {
    for (const literal of await repo.literalFlags()) {
      const ambiguous: 0 | 1 = decision.ambiguousLiteralIds.has(literal.id) ? 1 : 0;
      const contexts = decision.blockedContexts.get(literal.id);
      blockedContexts += contexts?.length ?? 0;
      const contextsJson = contexts === undefined ? null : JSON.stringify(contexts);
      const change: { isAmbiguous?: 0 | 1; blockedContexts?: string | null; keyphraseness?: number | null } = {};
      const keyphraseness = roundedKeyphraseness(decision.keyphraseness.get(literal.id));
      if (literal.keyphraseness !== keyphraseness) {
        change.keyphraseness = keyphraseness;
        keyphrasenessChanged++;
      }
      if (literal.ambiguitySetBy === 'machine' && literal.isAmbiguous !== ambiguous) {
        change.isAmbiguous = ambiguous;
        flagsChanged++;
      }
      if (literal.blockedContexts !== contextsJson) {
        change.blockedContexts = contextsJson;
        contextsChanged++;
      }
      if (Object.keys(change).length > 0) await repo.updateLiteral(literal.id, change);
    }
    const suggested = decision.basicSuggestedConceptIds;
    await repo.setBasicSuggested(
      [...suggestedBefore].filter((id) => !suggested.has(id)),
      0,
    );
    await repo.setBasicSuggested(
      [...suggested].filter((id) => !suggestedBefore.has(id)),
      1,
    );
  });

  let rescan: ConceptScanReport | null = null;
  if ((flagsChanged + contextsChanged > 0 || rulesChanged) && articles > 0) {
    await queueRescanOfAll(db, rulesChanged ? 'concept matching rules' : 'concept ambiguity');
    rescan = await processRescanQueue({ db, progress });
  }
  // Recorded once every article is rescanned: a cancelled run leaves the next one to do it.
  if (rulesChanged) await recordConceptRules(db);
  return {
    articles,
    ambiguousLiterals: decision.ambiguousLiteralIds.size,
    flagsChanged,
    contextsChanged,
    keyphrasenessChanged,
    blockedContexts,
    basicSuggested: decision.basicSuggestedConceptIds.size,
    rescan,
    seconds: (Date.now() - started) / 1000,
  };
}
