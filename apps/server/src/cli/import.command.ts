import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import type { TaskKind } from '@sciscope/contracts';
import { createCliProgress } from '../app/progress';
import type { DefaultDataReport } from '../modules/corpus/corpus-pipeline';
import type { ConceptScanReport } from '../modules/corpus/concept-scan.usecases';
import type { ConceptAmbiguityReport } from '../modules/corpus/concept-ambiguity.usecases';
import type { AuthorMergeReport } from '../modules/corpus/author-merge.usecases';
import type { WorksImportReport } from '../modules/corpus/works-import.usecases';
import type { ProposalRematchReport } from '../modules/folders/proposal-rematch.usecases';
import { checkOntologyFile, type OntologyImportReport } from '../modules/ontology/ontology-import.usecases';
import { runTaskFromCli } from '../modules/tasks/cli-task-runner';
import { TASK_REGISTRY, TASK_WORKER_ENTRY } from '../task-registry';
import {
  formatUsage,
  importUsageEntries,
  INLINE_IMPORT_SUBCOMMANDS,
  type ImportSubcommand,
  type InlineImportSubcommand,
} from './import-subcommands';

const USAGE = `Usage:
${formatUsage(importUsageEntries('sciscope import '), { column: 38 })}
Options:
  --batch-size=N                      works per transaction (default 1000)
Imports run as background tasks: the server's tasks page shows them while they run.
`;

/** Every subcommand `sciscope import` runs: the task ones and those run in the command. */
export function registeredImportSubcommands(): string[] {
  return [...Object.keys(TASKS), ...INLINE_IMPORT_SUBCOMMANDS];
}

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
  if (kind === 'proposals') return importProposalsCommand(rest, env);
  if (kind === 'panel') return importPanelCommand(rest, env);
  const files = rest.filter((a) => !a.startsWith('--')).map((f) => resolve(f));
  if (kind === undefined || !Object.hasOwn(TASKS, kind)) {
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
  if (kind === 'ontology') {
    // Every file is read before anything is written: a file that is no ontology stops the
    // command with the parser's message alone (no stack trace: the file is wrong, not the
    // program), and the files before it are not half imported.
    for (const file of files) {
      const { error } = await checkOntologyFile(file);
      if (error) {
        process.stderr.write(`failed: ${error}\n`);
        return 1;
      }
    }
  }
  const config = loadConfig(env);
  const db = openDatabase(config);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migrateToLatest(db);
    if (kind === 'defaults' && !config.dataDir) {
      process.stderr.write('No data folder: set SCISCOPE_DATA_DIR (or place the datasets in ../shared/datasets).\n');
      return 2;
    }
    const batchSize = batchSizeOption(rest);
    const task = TASKS[kind as keyof typeof TASKS];
    const row = await runTaskFromCli({
      db,
      config,
      kind: task.kind,
      params: task.params({
        files,
        force: rest.includes('--force'),
        all: rest.includes('--all'),
        dataDir: config.dataDir,
        batchSize,
      }),
      registry: TASK_REGISTRY,
      workerEntry: TASK_WORKER_ENTRY,
      display: createCliProgress(),
    });
    if (row.state !== 'done') {
      process.stderr.write(
        `${row.state === 'cancelled' ? 'cancelled' : 'failed'}: ${row.error ?? 'unknown error'} (task ${row.id})\n`,
      );
      return row.state === 'cancelled' ? 130 : 1;
    }
    task.print(JSON.parse(row.result ?? 'null'), out);
    return 0;
  } finally {
    await db.close();
  }
}

/** Proposals are a quick, per-folder import: it runs in the command itself, not as a task. */
async function importProposalsCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { runImportProposalsCommand } = await import('./import-proposals.command');
  const db = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(db);
    return await runImportProposalsCommand(argv, {
      db,
      out: (line) => process.stdout.write(line),
      err: (line) => process.stderr.write(line),
    });
  } finally {
    await db.close();
  }
}

/** Panels, like proposals, import in the command itself. */
async function importPanelCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { runImportPanelCommand } = await import('./import-panel.command');
  const config = loadConfig(env);
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    return await runImportPanelCommand(argv, {
      db,
      config,
      out: (line) => process.stdout.write(line),
      err: (line) => process.stderr.write(line),
    });
  } finally {
    await db.close();
  }
}

function batchSizeOption(argv: string[]): number | undefined {
  const raw = argv.find((a) => a.startsWith('--batch-size='))?.split('=')[1];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error('--batch-size must be a positive whole number.');
  return value;
}

interface TaskOptions {
  files: string[];
  force: boolean;
  all: boolean;
  dataDir: string | null;
  batchSize: number | undefined;
}

/** The proposals' line of a task that re-matched them after its articles. */
function rematchLine(r: ProposalRematchReport): string {
  return `re-matched ${r.proposals} proposals: ${r.changed} with changed concepts`;
}

/** Where an import's time went (a report stored before phases were measured has none). */
function phasesLine(phases: Record<string, number>): string {
  return `time by phase: ${Object.entries(phases)
    .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
    .join('; ')}`;
}

/** Each import subcommand: the task it runs and how its report is printed. */
const TASKS: Record<
  Exclude<ImportSubcommand, InlineImportSubcommand>,
  { kind: TaskKind; params(o: TaskOptions): unknown; print(result: any, out: (line: string) => void): void }
> = {
  works: {
    kind: 'corpus.import-works',
    params: ({ files, batchSize }) => ({ files, batchSize }),
    print(r: WorksImportReport, out) {
      out(
        `lines read: ${r.linesRead}; imported: ${r.imported}; already present: ${r.alreadyPresent}; duplicates in input: ${r.duplicatesInInput}; malformed: ${r.malformedCount}`,
      );
      for (const m of r.malformed) out(`  skipped ${m.file}:${m.lineNumber}: ${m.error}`);
      if (r.malformedCount > r.malformed.length)
        out(`  (${r.malformedCount - r.malformed.length} more malformed lines not listed)`);
      out(
        `authors created: ${r.authorsCreated}; stored authors given a fuller spelling: ${r.authorsRespelled}; article-concept pairs: ${r.pairs}; ${r.batches} batches in ${r.seconds.toFixed(1)} s`,
      );
      out(`peak memory (RSS) of the command: ${r.processPeakRssMb} MB`);
      if (r.phases) out(phasesLine(r.phases));
    },
  },
  ontology: {
    kind: 'corpus.import-ontology',
    params: ({ files }) => ({ files }),
    print(
      r: { ontologies: OntologyImportReport[]; rescan: ConceptScanReport | null; proposals: ProposalRematchReport },
      out,
    ) {
      for (const o of r.ontologies) {
        out(
          `${o.file}: ${o.conceptsRead} concepts read, ${o.conceptsCreated} created, ${o.conceptsMerged} merged by name, ${o.literalsAdded} literals, ${o.relationsAdded} relations`,
        );
        for (const w of o.warnings.slice(0, 20)) out(`  warning: ${w}`);
      }
      if (r.rescan) out(`rescanned ${r.rescan.articles} articles in ${r.rescan.seconds.toFixed(1)} s`);
      out(rematchLine(r.proposals));
    },
  },
  defaults: {
    kind: 'corpus.load-defaults',
    params: ({ dataDir, force, batchSize }) => ({ dataDir, force, batchSize }),
    print(r: DefaultDataReport, out) {
      if (r.skipped) return out('default data already loaded (use --force to load again)');
      out(
        `default data loaded in ${r.seconds.toFixed(1)} s: ${r.works?.imported ?? 0} works in ${(r.works?.seconds ?? 0).toFixed(1)} s`,
      );
      if (r.works) out(`peak memory (RSS) of the command: ${r.works.processPeakRssMb} MB`);
      if (r.works?.phases) out(phasesLine(r.works.phases));
      out(
        'next: the merge of cross-source authors and the concept ambiguity flags (badges need them), queued by the server at its next start, or run now: sciscope import merge-authors; sciscope import ambiguity',
      );
    },
  },
  rescan: {
    kind: 'concepts.rescan',
    params: ({ all }) => ({ all }),
    print(r: Partial<ConceptScanReport> & { proposals: ProposalRematchReport }, out) {
      const { articles, seconds } = r;
      out(
        articles !== undefined && seconds !== undefined
          ? `rescanned ${articles} articles in ${seconds.toFixed(1)} s`
          : 'rescan queue is empty',
      );
      out(rematchLine(r.proposals));
    },
  },
  ambiguity: {
    kind: 'concepts.ambiguity',
    params: () => ({}),
    print(r: ConceptAmbiguityReport & { proposals?: ProposalRematchReport }, out) {
      out(
        `${r.articles} articles read: ${r.ambiguousLiterals} literals ambiguous (${r.flagsChanged} changed), ` +
          `${r.blockedContexts} blocked contexts (${r.contextsChanged} literals changed), ` +
          `keyphraseness of ${r.keyphrasenessChanged} literals changed, ${r.basicSuggested} basic suggestions, ` +
          `${r.seconds.toFixed(1)} s`,
      );
      if (r.rescan) out(`rescanned ${r.rescan.articles} articles in ${r.rescan.seconds.toFixed(1)} s`);
      if (r.proposals) out(rematchLine(r.proposals));
    },
  },
  'merge-authors': {
    kind: 'corpus.merge-authors',
    params: () => ({}),
    print(r: AuthorMergeReport, out) {
      out(
        `${r.blocksExamined} name blocks with ids of several sources: ${r.groupsMerged} people found under several profiles, ` +
          `${r.authorsMerged} profiles merged into another, ${r.seconds.toFixed(1)} s`,
      );
    },
  },
};
