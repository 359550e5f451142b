import { CONCEPT_RULES_VERSION } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createAppStateRepository } from './app-state.repository';
import { createConceptAmbiguityRepository } from './concept-ambiguity.repository';

/** `app_state` key: the matching rules the stored article concepts were computed with. */
export const CONCEPT_RULES_KEY = 'concept_rules_version';

/** True when the stored articles were scanned under this server's rules (`CONCEPT_RULES_VERSION`). */
export async function conceptRulesCurrent(db: Db): Promise<boolean> {
  return (await createAppStateRepository({ db }).get(CONCEPT_RULES_KEY)) === String(CONCEPT_RULES_VERSION);
}

/** Records that every stored article is scanned under this server's rules. */
export async function recordConceptRules(db: Db): Promise<void> {
  await createAppStateRepository({ db }).set(CONCEPT_RULES_KEY, String(CONCEPT_RULES_VERSION));
}

/**
 * A corpus without articles gets them scanned under this server's rules: the version is
 * recorded (before an import, and at start-up), so a corpus loaded by `sciscope import works`
 * before the first start is not rescanned for nothing. True when the corpus was empty.
 */
export async function recordConceptRulesIfEmpty(db: Db): Promise<boolean> {
  if ((await createConceptAmbiguityRepository({ db }).articleCount()) > 0) return false;
  await recordConceptRules(db);
  return true;
}
