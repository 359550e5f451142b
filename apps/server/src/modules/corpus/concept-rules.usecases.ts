import { CONCEPT_RULES_VERSION } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createAppStateRepository } from './app-state.repository';
import { createConceptAmbiguityRepository } from './concept-ambiguity.repository';

/** `app_state` key: the matching rules the stored article concepts were computed with. */
export const CONCEPT_RULES_KEY = 'concept_rules_version';

/**
 * At start-up: when the stored articles were scanned under older matching rules than this
 * server's (`CONCEPT_RULES_VERSION`), the corpus statistics are gathered again and every
 * article rescanned — task `concepts.ambiguity` with `rescanAll` (resumable, with progress).
 * A database without articles (a first start, before its load) only records the version: its
 * articles will be scanned under these rules. Returns what it did.
 */
export async function rescanForNewConceptRules({
  db,
  enqueueAmbiguity,
}: {
  db: Db;
  enqueueAmbiguity: (params: { rescanAll: true }) => Promise<number>;
}): Promise<{ action: 'current' | 'recorded' | 'queued'; taskId?: number; from?: string | null }> {
  const state = createAppStateRepository({ db });
  const stored = await state.get(CONCEPT_RULES_KEY);
  const current = String(CONCEPT_RULES_VERSION);
  if (stored === current) return { action: 'current' };
  const articles = await createConceptAmbiguityRepository({ db }).articleCount();
  let taskId: number | undefined;
  if (articles > 0) taskId = await enqueueAmbiguity({ rescanAll: true });
  await state.set(CONCEPT_RULES_KEY, current);
  return articles > 0 ? { action: 'queued', taskId, from: stored } : { action: 'recorded' };
}

/**
 * Before an import: a corpus without articles gets its articles scanned under this server's
 * rules, so the version is recorded (a corpus loaded by `sciscope import works` before the first
 * server start is then not rescanned for nothing). A corpus with articles keeps what it has.
 */
export async function recordConceptRulesIfEmpty(db: Db): Promise<void> {
  if ((await createConceptAmbiguityRepository({ db }).articleCount()) > 0) return;
  await createAppStateRepository({ db }).set(CONCEPT_RULES_KEY, String(CONCEPT_RULES_VERSION));
}
