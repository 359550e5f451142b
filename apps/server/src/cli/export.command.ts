/**
 * `sciscope export ontology --format turtle|rdfxml --out FILE`: the whole ontology as SKOS,
 * through the same use case as the download route (`GET /api/ontology/export`).
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ONTOLOGY_EXPORT_FORMATS, type OntologyExportFormat } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig } from '../app/config';
import { openDatabase, type Db } from '../app/database/kysely';
import { configForCommand } from '../modules/mail/public-url';
import { migrateToLatest } from '../app/database/migrations';
import { exportOntology } from '../modules/ontology/ontology-export.usecases';

const USAGE = `Usage:
  sciscope export ontology --format turtle|rdfxml --out FILE   the whole ontology as SKOS
Concept IRIs start with SCISCOPE_PUBLIC_URL; basic flags, ambiguity and composite literals use
the sciscope namespace (see README), so \`sciscope import ontology FILE\` reads the file back.
`;

export interface ExportCommandDeps {
  env?: NodeJS.ProcessEnv;
  /** An open database (tests); otherwise the configured one is opened, migrated and closed. */
  db?: Db;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

/** `sciscope export …`: returns the exit code (2 for bad usage). */
export async function runExportCommand(argv: string[], deps: ExportCommandDeps = {}): Promise<number> {
  const {
    env = process.env,
    out = (text: string) => void process.stdout.write(text),
    err = (text: string) => void process.stderr.write(text),
  } = deps;
  const [what, ...rest] = argv;
  let values: { format?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { format: { type: 'string', default: 'turtle' }, out: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (what !== 'ontology' || !values.out) {
    err(USAGE);
    return 2;
  }
  if (!(ONTOLOGY_EXPORT_FORMATS as readonly string[]).includes(values.format ?? '')) {
    err(`--format must be turtle or rdfxml.\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const db = deps.db ?? openDatabase(config);
  const target = resolve(values.out);
  // Written beside the target and renamed, so a failed export never leaves half a file.
  const partial = `${target}.partial`;
  try {
    if (!deps.db) await migrateToLatest(db);
    const file = await exportOntology({
      db,
      access: createAccessRepository({ db }),
      actor: SYSTEM_ACTOR,
      format: values.format as OntologyExportFormat,
      // The same IRIs as the server's GET /api/ontology/export, whatever this command's PORT.
      publicUrl: (await configForCommand({ db, config })).publicUrl,
    });
    await pipeline(Readable.from(file.chunks), createWriteStream(partial));
    await rename(partial, target);
    out(`${file.conceptCount} concepts written to ${target}\n`);
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (!deps.db) await db.close();
  }
}
