import { fileURLToPath } from 'node:url';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';

const USAGE = `Usage: sciscope <command> [options]

Commands:
  migrate                         bring the database schema up to date
  users create --email E --password P [--superuser] [--quota NAME[:private]]... [--org NAME[:ROLE]]
  users grant --email E --quota NAME[:private] [--org NAME]
  users revoke --email E --quota NAME
  users list                      list accounts with their quotas and organisations
  import works FILE...            import OpenAlex works (JSON lines, plain or .gz)
  import ontology FILE...         import an ontology (SKOS RDF/XML or Turtle, thesaurus CSV)
  import defaults [--force]       load the default datasets from SCISCOPE_DATA_DIR
  import rescan                   process the concept rescan queue
  import proposals FOLDER FILE    import proposals from CSV or JSON into a folder
  import panel FILE --panel=ID|--organization=ID   import a panel's subpanels and documents
  representations train [--force] train the corpus representations, embed new articles
  affinity --submissions F --archives DIR --out F   score reviewers for papers
  similar (--article ID | --title T [--abstract A])  closest articles and their authors (article index)
  export ontology --format turtle|rdfxml --out FILE   the whole ontology as SKOS
  monitoring digest [--since DATE]  e-mail the monitorings' new matching articles to their owners
  jobs recommendation-requests [--due-by TIME]  e-mail the recommendation requests that are due
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
const COMMANDS: Record<string, () => Promise<Command>> = {
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
