import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentProgress } from '../app/progress';
import { checkOntologyFile, importOntologyFile } from '../modules/ontology/ontology-import.usecases';
import { createTestDb } from '../test-support/test-db';
import { runImportCommand } from './import.command';

/*
 * `sciscope import ontology` on files that are no ontology (walk of the ontology module): the
 * parser's message alone, no stack trace, and nothing imported.
 */

const BAD_TURTLE = '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<a> skos:prefLabel "x" ;;; garbage\n';
const NOT_SKOS = '<root><item/></root>\n';
const SKOS_TURTLE =
  '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<#1> a skos:Concept ; skos:prefLabel "Robots"@en .\n';

describe('sciscope import ontology on a file that is no ontology', () => {
  let dir: string;
  let runtime: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-ontology-cli-'));
    runtime = join(dir, 'runtime');
    writeFileSync(join(dir, 'bad.ttl'), BAD_TURTLE);
    writeFileSync(join(dir, 'bad.xml'), NOT_SKOS);
    writeFileSync(join(dir, 'good.ttl'), SKOS_TURTLE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  /** Runs the command on a database of its own under `runtime`, capturing what it prints. */
  async function run(files: string[]) {
    const printed: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const env = { SCISCOPE_RUNTIME_DIR: runtime, SCISCOPE_SECRET: 'test', SCISCOPE_DATA_DIR: 'none' };
    const code = await runImportCommand(['ontology', ...files.map((f) => join(dir, f))], env);
    vi.restoreAllMocks();
    return { code, printed: printed.join('') };
  }

  it('prints only the parse error, without a stack trace, and imports none of the files', async () => {
    const { code, printed } = await run(['good.ttl', 'bad.ttl']);
    expect(code).toBe(1);
    expect(printed).toBe('failed: bad.ttl: Turtle syntax error: Unexpected "garbage" (line 2)\n');
    expect(printed).not.toMatch(/\n\s+at /);
    // The files are checked before the database is opened: good.ttl is not half of an import.
    expect(existsSync(join(runtime, 'sciscope.db'))).toBe(false);
  }, 60_000);

  it('says that an XML file without skos:Concept holds no concept, instead of "0 concepts read"', async () => {
    const { code, printed } = await run(['bad.xml']);
    expect(code).toBe(1);
    expect(printed).toBe('failed: bad.xml: no skos:Concept found: is it a SKOS file?\n');
    expect(printed).not.toContain('0 concepts read');
  }, 60_000);

  it('keeps the stack trace for what is no parse error', async () => {
    await expect(checkOntologyFile(join(dir, 'missing.ttl'))).rejects.toThrow();
    expect(await checkOntologyFile(join(dir, 'good.ttl'))).toEqual({ concepts: 1, error: null });
  });

  it('warns when a file imported by a loader of several files holds no concept', async () => {
    const db = await createTestDb();
    try {
      const report = await importOntologyFile({ db, file: join(dir, 'bad.xml'), progress: silentProgress });
      expect(report).toMatchObject({
        conceptsRead: 0,
        conceptsCreated: 0,
        warnings: ['bad.xml: no skos:Concept found: is it a SKOS file?'],
      });
    } finally {
      await db.close();
    }
  });
});
