import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../kysely';
import type { DialectMigration } from './helpers';
import { foundationMigration } from './0001-foundation.migration';
import { corpusMigration } from './0002-corpus.migration';
import { tasksMigration } from './0003-tasks.migration';
import { incrementalCorpusMigration } from './0004-incremental-corpus.migration';
import { accountsMigration } from './0005-accounts.migration';
import { conceptProvenanceMigration } from './0006-concept-provenance.migration';
import { representationsMigration } from './0007-representations.migration';
import { foldersProposalsMigration } from './0008-folders-proposals.migration';
import { conceptKeyphrasenessMigration } from './0008a-concept-keyphraseness.migration';
import { refereeFinderMigration } from './0009-referee-finder.migration';
import { authorsGroupsSavedSearchesMigration } from './0010-authors-groups-saved-searches.migration';
import { refereeMarksMigration } from './0011-referee-marks.migration';
import { monitoringMigration } from './0012-monitoring.migration';
import { labelsCollectionsMigration } from './0012b-labels-collections.migration';
import { ontologyCurationMigration } from './0013-ontology-curation.migration';
import { fileExchangeMigration } from './0013b-file-exchange.migration';
import { panelsMigration } from './0014-panels.migration';
import { claimsMigration } from './0015-claims.migration';
import { jobPostingsMigration } from './0016-job-postings.migration';
import { ontologyPossibleMigration } from './0017-ontology-possible.migration';
import { authorExternalIdsMigration } from './0018-author-external-ids.migration';
import { conceptTypicalityMigration } from './0019-concept-typicality.migration';
import { proposalBadgeEvidenceMigration } from './0020-proposal-badge-evidence.migration';
import { authorSearchNamesMigration } from './0021-author-search-names.migration';
import { ontologyLogActorsMigration } from './0022-ontology-log-actors.migration';
import { emailConfirmationMigration } from './0023-email-confirmation.migration';
import { representationModelReadyMigration } from './0024-representation-model-ready.migration';
import { representationModelPartsMigration } from './0025-representation-model-parts.migration';
import { representationModelVocabularyPartsMigration } from './0026-representation-model-vocabulary-parts.migration';

/** All migrations in order. Names are permanent: never rename or reorder. */
const MIGRATIONS: Array<[string, DialectMigration]> = [
  ['0001-foundation', foundationMigration],
  ['0002-corpus', corpusMigration],
  ['0003-tasks', tasksMigration],
  ['0004-incremental-corpus', incrementalCorpusMigration],
  ['0005-accounts', accountsMigration],
  ['0006-concept-provenance', conceptProvenanceMigration],
  ['0007-representations', representationsMigration],
  ['0008-folders-proposals', foldersProposalsMigration],
  ['0008a-concept-keyphraseness', conceptKeyphrasenessMigration],
  ['0009-referee-finder', refereeFinderMigration],
  ['0010-authors-groups-saved-searches', authorsGroupsSavedSearchesMigration],
  ['0011-referee-marks', refereeMarksMigration],
  ['0012-monitoring', monitoringMigration],
  ['0012b-labels-collections', labelsCollectionsMigration],
  ['0013-ontology-curation', ontologyCurationMigration],
  ['0013b-file-exchange', fileExchangeMigration],
  ['0014-panels', panelsMigration],
  ['0015-claims', claimsMigration],
  ['0016-job-postings', jobPostingsMigration],
  ['0017-ontology-possible', ontologyPossibleMigration],
  ['0018-author-external-ids', authorExternalIdsMigration],
  ['0019-concept-typicality', conceptTypicalityMigration],
  ['0020-proposal-badge-evidence', proposalBadgeEvidenceMigration],
  ['0021-author-search-names', authorSearchNamesMigration],
  ['0022-ontology-log-actors', ontologyLogActorsMigration],
  ['0023-email-confirmation', emailConfirmationMigration],
  ['0024-representation-model-ready', representationModelReadyMigration],
  ['0025-representation-model-parts', representationModelPartsMigration],
  ['0026-representation-model-vocabulary-parts', representationModelVocabularyPartsMigration],
];

/**
 * Brings the schema up to date; safe to run on every start. `until` stops after the
 * migration of that name (tests of a migration's data conversion).
 */
export async function migrateToLatest(db: Db, { until }: { until?: string } = {}): Promise<{ applied: string[] }> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of MIGRATIONS) out[name] = { up: (k) => m.up(k, db.dialect) };
      return out;
    },
  };
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await (until === undefined ? migrator.migrateToLatest() : migrator.migrateTo(until));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
