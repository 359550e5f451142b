import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { importOntologyFile, type OntologyImportReport } from '../ontology/ontology-import.usecases';
import { importWorks, type WorksImportReport } from './works-import.usecases';
import { processRescanQueue, queueRescanOfAll, type ConceptScanReport } from './concept-scan.usecases';
import { createConceptScanRepository } from './concept-scan.repository';
import { createAppStateRepository, DEFAULT_DATA_KEY } from './app-state.repository';
import { loadGenderLookup } from './gender-lookup';
import { queueEmbedding } from '../representations/representations.usecases';

/**
 * Imports works (with their concepts and the metrics they change) in batches, then queues
 * the embedding of the new articles (task `representations.train`) once a representation
 * model exists; see representations.usecases.ts for why it is a follow-up task.
 */
export async function importWorksPipeline({
  db,
  files,
  progress,
  dataDir,
  batchSize,
}: {
  db: Db;
  files: string[];
  progress: Progress;
  dataDir: string | null;
  batchSize?: number;
}): Promise<WorksImportReport & { embeddingTask: number | null }> {
  const gender = await loadGenderLookup(dataDir);
  const report = await importWorks({ db, files, progress, gender, batchSize });
  return { ...report, embeddingTask: report.imported > 0 ? await queueEmbedding({ db }) : null };
}

/** Imports ontology files, then rescans the articles so that they carry the new concepts. */
export async function importOntologyPipeline({ db, files, progress }: { db: Db; files: string[]; progress: Progress }) {
  const reports: OntologyImportReport[] = [];
  for (const file of files) reports.push(await importOntologyFile({ db, file, progress }));
  if (
    reports.some((r) => r.conceptsCreated + r.literalsAdded + r.relationsAdded > 0) &&
    (await createConceptScanRepository({ db }).hasArticles())
  ) {
    await queueRescanOfAll(db, 'ontology import');
  }
  // A queue left by an interrupted run is finished too.
  const rescan: ConceptScanReport | null = await processRescanQueue({ db, progress });
  return { ontologies: reports, rescan };
}

export interface DefaultDataReport {
  skipped: boolean;
  ontologies: OntologyImportReport[];
  works: WorksImportReport | null;
  seconds: number;
}

/** The files of the default datasets folder: ontologies and corpus work files. */
export function defaultDataFiles(dataDir: string): { ontologies: string[]; works: string[] } {
  const list = (sub: string, pattern: RegExp) => {
    const dir = join(dataDir, sub);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => pattern.test(f))
          .sort()
          .map((f) => join(dir, f))
      : [];
  };
  return {
    ontologies: list('ontology', /\.(xml|rdf|owl|ttl|csv)$/i),
    works: list('corpus', /\.(jsonl|json|ndjson)(\.gz)?$/i),
  };
}

/** Whether the default datasets were loaded completely (a load that stopped midway is not). */
export async function defaultDataLoaded(db: Db): Promise<boolean> {
  return (await createAppStateRepository({ db }).get(DEFAULT_DATA_KEY)) !== null;
}

/**
 * Loads the default datasets (ontologies first, so works are matched as they arrive).
 * Idempotent and resumable: an interrupted load, run again, skips what it committed.
 * Remembered in app_state once complete, so later starts skip it; `force` loads again.
 */
export async function loadDefaultData({
  db,
  dataDir,
  progress,
  force = false,
  batchSize,
}: {
  db: Db;
  dataDir: string;
  progress: Progress;
  force?: boolean;
  batchSize?: number;
}): Promise<DefaultDataReport> {
  const started = Date.now();
  if (!force && (await defaultDataLoaded(db))) return { skipped: true, ontologies: [], works: null, seconds: 0 };
  const files = defaultDataFiles(dataDir);
  // Articles stored before the ontologies changed (a forced reload) are rescanned by it.
  const { ontologies } = await importOntologyPipeline({ db, files: files.ontologies, progress });
  const works = files.works.length
    ? await importWorksPipeline({ db, files: files.works, progress, dataDir, batchSize })
    : null;
  await createAppStateRepository({ db }).set(DEFAULT_DATA_KEY, new Date().toISOString());
  return { skipped: false, ontologies, works, seconds: (Date.now() - started) / 1000 };
}
