import { fileURLToPath } from 'node:url';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { formatUsage, importUsageEntries, type UsageEntry } from './import-subcommands';

/**
 * The help's command list. The import lines come from the list the import command runs, so a
 * new subcommand cannot be left out of it (main.test.ts compares both ways).
 */
const USAGE_ENTRIES: readonly UsageEntry[] = [
  { synopsis: 'migrate', summary: 'bring the database schema up to date' },
  {
    synopsis: 'users create --email E --password P [--superuser] [--quota NAME[:private]]... [--org NAME[:ROLE]]',
    summary: '',
  },
  { synopsis: 'users grant --email E --quota NAME[:private] [--org NAME]', summary: '' },
  { synopsis: 'users revoke --email E --quota NAME', summary: '' },
  { synopsis: 'users list', summary: 'list accounts with their quotas and organizations' },
  ...importUsageEntries('import '),
  { synopsis: 'representations train [--force]', summary: 'train the corpus representations, embed new articles' },
  { synopsis: 'affinity --submissions F --archives DIR --out F', summary: 'score reviewers for papers' },
  {
    synopsis: 'similar (--article ID | --title T [--abstract A])',
    summary: 'closest articles and their authors (article index)',
  },
  { synopsis: 'export ontology --format turtle|rdfxml --out FILE', summary: 'the whole ontology as SKOS' },
  {
    synopsis: 'monitoring digest [--since DATE]',
    summary: "e-mail the monitorings' new matching articles to their owners",
  },
  {
    synopsis: 'jobs recommendation-requests [--due-by TIME]',
    summary: 'e-mail the recommendation requests that are due',
  },
];

export const USAGE = `Usage: sciscope <command> [options]

Commands:
${formatUsage(USAGE_ENTRIES)}
`;

type Command = (argv: string[]) => Promise<number>;

async function migrateCommand(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    const { applied } = await migrateToLatest(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
    return 0;
  } finally {
    await db.close();
  }
}

/** Lazily loaded so that one command's dependencies never slow down another. */
export const COMMANDS: Record<string, () => Promise<Command>> = {
  migrate: async () => migrateCommand,
  users: async () => (await import('./users.command')).runUsersCommand,
  import: async () => (await import('./import.command')).runImportCommand,
  representations: async () => (await import('./representations.command')).runRepresentationsCommand,
  affinity: async () => (await import('./affinity.command')).runAffinityCommand,
  similar: async () => (await import('./similar.command')).runSimilarCommand,
  export: async () => (await import('./export.command')).runExportCommand,
  monitoring: async () => (await import('./monitoring.command')).runMonitoringCommand,
  jobs: async () => (await import('./jobs.command')).runJobsCommand,
};

/** Runs one CLI invocation and returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  try {
    return await (
      await load()
    )(rest);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
