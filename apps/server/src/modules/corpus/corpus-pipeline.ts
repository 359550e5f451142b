import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { nowIso, type Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { importOntologyFile, type OntologyImportReport } from '../ontology/ontology-import.usecases';
import { importWorks, type WorksImportReport } from './works-import.usecases';
import {
  processRescanQueue,
  queueRescanOfAll,
  scanArticleConcepts,
  type ConceptScanReport,
} from './concept-scan.usecases';
import { computeCorpusMetrics, type CorpusMetricsReport } from './corpus-metrics.usecases';
import { loadGenderLookup } from './gender-lookup';

export interface WorksPipelineReport {
  works: WorksImportReport;
  concepts: ConceptScanReport | null;
  metrics: CorpusMetricsReport | null;
}

/** Imports works, finds their concepts and refreshes metrics of what they touched. */
export async function importWorksPipeline({
  db,
  files,
  progress,
  dataDir,
}: {
  db: Db;
  files: string[];
  progress: Progress;
  dataDir: string | null;
}): Promise<WorksPipelineReport> {
  const gender = await loadGenderLookup(dataDir);
  const works = await importWorks({ db, files, progress, gender });
  if (works.imported === 0) return { works, concepts: null, metrics: null };
  const concepts = await scanArticleConcepts({ db, articleIds: works.articleIds, progress });
  const metrics = await computeCorpusMetrics({ db, progress });
  return { works, concepts, metrics };
}

/** Imports ontology files, then rescans the articles so that they carry the new concepts. */
export async function importOntologyPipeline({ db, files, progress }: { db: Db; files: string[]; progress: Progress }) {
  const reports: OntologyImportReport[] = [];
  for (const file of files) reports.push(await importOntologyFile({ db, file, progress }));
  const anyArticle = await db.kysely.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  let rescan: ConceptScanReport | null = null;
  if (anyArticle) {
    await queueRescanOfAll(db, 'ontology import');
    rescan = await processRescanQueue({ db, progress });
  }
  return { ontologies: reports, rescan };
}

export interface DefaultDataReport {
  skipped: boolean;
  ontologies: OntologyImportReport[];
  works: WorksPipelineReport | null;
  seconds: number;
}

const DEFAULT_DATA_KEY = 'default_data_loaded_at';

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

/**
 * Loads the default datasets once (ontologies first, so works are scanned as they arrive).
 * Remembered in app_state, so later starts skip it; `force` loads again (idempotent anyway).
 */
export async function loadDefaultData({
  db,
  dataDir,
  progress,
  force = false,
}: {
  db: Db;
  dataDir: string;
  progress: Progress;
  force?: boolean;
}): Promise<DefaultDataReport> {
  const started = Date.now();
  const done = await db.kysely
    .selectFrom('appState')
    .select('value')
    .where('key', '=', DEFAULT_DATA_KEY)
    .executeTakeFirst();
  if (done && !force) return { skipped: true, ontologies: [], works: null, seconds: 0 };
  const files = defaultDataFiles(dataDir);
  const ontologies: OntologyImportReport[] = [];
  for (const file of files.ontologies) ontologies.push(await importOntologyFile({ db, file, progress }));
  const works = files.works.length ? await importWorksPipeline({ db, files: files.works, progress, dataDir }) : null;
  await db.kysely
    .insertInto('appState')
    .values({ key: DEFAULT_DATA_KEY, value: nowIso() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: nowIso() }))
    .execute();
  return { skipped: false, ontologies, works, seconds: (Date.now() - started) / 1000 };
}
