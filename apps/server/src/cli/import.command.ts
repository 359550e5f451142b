import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { importOntologyPipeline, importWorksPipeline, loadDefaultData } from '../modules/corpus/corpus-pipeline';
import { processRescanQueue } from '../modules/corpus/concept-scan.usecases';

const USAGE = `Usage:
  sciscope import works FILE...       OpenAlex works, one JSON object per line (plain or .gz)
  sciscope import ontology FILE...    SKOS RDF/XML or Turtle, or a Z39.19 thesaurus CSV
  sciscope import defaults [--force]  the default datasets of SCISCOPE_DATA_DIR
  sciscope import rescan              process the concept rescan queue
`;

function checkFiles(files: string[]): string | null {
  if (files.length === 0) return 'Give at least one FILE.';
  for (const f of files) {
    if (!existsSync(f)) return `No such file: ${f}`;
    if (!statSync(f).isFile()) return `Not a file: ${f}`;
  }
  return null;
}

/** `sciscope import …`: returns the exit code (2 for bad usage, 1 for a failed import). */
export async function runImportCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [kind, ...rest] = argv;
  const files = rest.filter((a) => !a.startsWith('--')).map((f) => resolve(f));
  if (kind !== 'works' && kind !== 'ontology' && kind !== 'defaults' && kind !== 'rescan') {
    process.stderr.write(USAGE);
    return 2;
  }
  if (kind === 'works' || kind === 'ontology') {
    const problem = checkFiles(files);
    if (problem) {
      process.stderr.write(`${problem}\n\n${USAGE}`);
      return 2;
    }
  }
  const config = loadConfig(env);
  const db = openDatabase(config);
  const progress = createCliProgress();
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migrateToLatest(db);
    if (kind === 'works') {
      const { works, concepts, metrics } = await importWorksPipeline({ db, files, progress, dataDir: config.dataDir });
      out(
        `lines read: ${works.linesRead}; imported: ${works.imported}; already present: ${works.alreadyPresent}; duplicates in input: ${works.duplicatesInInput}; malformed: ${works.malformedCount}`,
      );
      for (const m of works.malformed) out(`  skipped ${m.file}:${m.lineNumber}: ${m.error}`);
      if (works.malformedCount > works.malformed.length)
        out(`  (${works.malformedCount - works.malformed.length} more malformed lines not listed)`);
      out(`authors created: ${works.authorsCreated}; import ${works.seconds.toFixed(1)} s`);
      if (concepts)
        out(
          `concepts: ${concepts.pairs} article-concept pairs in ${concepts.seconds.toFixed(1)} s (${Math.round(concepts.articlesPerSecond)} articles/s)`,
        );
      if (metrics)
        out(`metrics: ${metrics.authors} authors, ${metrics.journals} venues in ${metrics.seconds.toFixed(1)} s`);
    } else if (kind === 'ontology') {
      const { ontologies, rescan } = await importOntologyPipeline({ db, files, progress });
      for (const r of ontologies) {
        out(
          `${r.file}: ${r.conceptsRead} concepts read, ${r.conceptsCreated} created, ${r.conceptsMerged} merged by name, ${r.literalsAdded} literals, ${r.relationsAdded} relations`,
        );
        for (const w of r.warnings.slice(0, 20)) out(`  warning: ${w}`);
      }
      if (rescan) out(`rescanned ${rescan.articles} articles in ${rescan.seconds.toFixed(1)} s`);
    } else if (kind === 'rescan') {
      const report = await processRescanQueue({ db, progress });
      out(report ? `rescanned ${report.articles} articles` : 'rescan queue is empty');
    } else {
      if (!config.dataDir) {
        process.stderr.write('No data folder: set SCISCOPE_DATA_DIR (or place the datasets in ../shared/datasets).\n');
        return 2;
      }
      const report = await loadDefaultData({ db, dataDir: config.dataDir, progress, force: rest.includes('--force') });
      out(
        report.skipped
          ? 'default data already loaded (use --force to load again)'
          : `default data loaded in ${report.seconds.toFixed(1)} s`,
      );
    }
    return 0;
  } finally {
    progress.stop();
    await db.close();
  }
}
