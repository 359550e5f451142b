/// <reference types="node" />
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type TestServer } from './harness';

/*
 * Loads a small corpus into a test server's database with the sciscope CLI, the way an
 * operator would: the thesaurus first (so the works import finds its concepts), then the works.
 */

export interface CorpusFiles {
  /** A Z39.19 thesaurus as `subject,predicate,object` CSV text. */
  thesaurusCsv: string;
  /** OpenAlex works, one JSON object each (written as JSON lines). */
  works: readonly object[];
}

/** Writes the files to a temporary folder and imports them; returns the CLI output. */
export async function importCorpus(server: TestServer, { thesaurusCsv, works }: CorpusFiles): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sciscope-corpus-'));
  try {
    const ontologyFile = join(dir, 'thesaurus.csv');
    const worksFile = join(dir, 'works.jsonl');
    await writeFile(ontologyFile, thesaurusCsv);
    await writeFile(worksFile, `${works.map((work) => JSON.stringify(work)).join('\n')}\n`);
    const ontology = await runCli(server, ['import', 'ontology', ontologyFile]);
    const imported = await runCli(server, ['import', 'works', worksFile]);
    return `${ontology.stdout}${imported.stdout}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
