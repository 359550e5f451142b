// Loads the default datasets (both ontologies + the whole corpus) into a fresh SQLite
// database and prints the time of each stage and the peak memory.
// Run: npm run bench:import [-- DATA_DIR]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../app/config';
import { openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { loadDefaultData } from '../modules/corpus/corpus-pipeline';

export interface ImportBenchFigures {
  works: number;
  concepts: number;
  seconds: number;
  stages: Record<string, number>;
  peakRssMb: number;
  databaseMb: number;
}

/** Runs the full default-data load once in a temporary database. */
export async function runImportBench(dataDir: string): Promise<ImportBenchFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-bench-import-'));
  const file = join(dir, 'bench.db');
  const db = openSqlite(file);
  try {
    await migrateToLatest(db);
    const report = await loadDefaultData({ db, dataDir, progress: createCliProgress() });
    const works = report.works;
    return {
      works: works?.imported ?? 0,
      concepts: report.ontologies.reduce((n, o) => n + o.conceptsCreated, 0),
      seconds: report.seconds,
      stages: { 'works (parse, authors, concepts, metrics, store)': works?.seconds ?? 0 },
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      databaseMb: statSync(file).size / 1024 / 1024,
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dataDir = process.argv[2] ? resolve(process.argv[2]) : loadConfig().dataDir;
  if (!dataDir) {
    console.error('No datasets folder: pass one, or set SCISCOPE_DATA_DIR.');
    process.exit(2);
  }
  const f = await runImportBench(dataDir);
  console.log(`\nworks imported      ${f.works}`);
  console.log(`concepts created    ${f.concepts}`);
  for (const [stage, s] of Object.entries(f.stages)) console.log(`${stage.padEnd(30)} ${s.toFixed(1)} s`);
  console.log(`total               ${f.seconds.toFixed(1)} s (target < 180 s: ${f.seconds < 180 ? 'met' : 'NOT met'})`);
  console.log(`peak memory (RSS)   ${f.peakRssMb.toFixed(0)} MB`);
  console.log(`database size       ${f.databaseMb.toFixed(0)} MB`);
}
