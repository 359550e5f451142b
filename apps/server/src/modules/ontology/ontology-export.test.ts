import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OntologyExportFormat } from '@sciscope/contracts';
import type { CompositePart } from '@sciscope/engine';
import { SYSTEM_ACTOR } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { runExportCommand } from '../../cli/export.command';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { exportOntology } from './ontology-export.usecases';
import { importOntologyFile } from './ontology-import.usecases';

const SKOS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rdf:RDF [ <!ENTITY skos "http://www.w3.org/2004/02/skos/core#"> ]>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:skos="&skos;">
<skos:Concept rdf:about="#1" xml:lang="en">
  <skos:prefLabel>Computing methodologies</skos:prefLabel>
</skos:Concept>
<skos:Concept rdf:about="#2" xml:lang="en">
  <skos:prefLabel>Machine learning</skos:prefLabel>
  <skos:prefLabel xml:lang="fr">Apprentissage automatique</skos:prefLabel>
  <skos:altLabel>ML</skos:altLabel>
  <skos:altLabel xml:lang="de">Maschinelles Lernen</skos:altLabel>
  <skos:broader rdf:resource="#1"/>
  <skos:related rdf:resource="#3"/>
</skos:Concept>
<skos:Concept rdf:about="#3">
  <skos:prefLabel>Neural networks</skos:prefLabel>
  <skos:altLabel>NN</skos:altLabel>
  <skos:altLabel>Réseaux &amp; "neurones"</skos:altLabel>
  <skos:broader rdf:resource="#2"/>
</skos:Concept>
<skos:Concept rdf:about="#4"><skos:prefLabel>Obsolete topic</skos:prefLabel></skos:Concept>
</rdf:RDF>`;
const THESAURUS_CSV =
  'subject,predicate,object\nRobots,UF,Automatons\nRobots,BT,Machine learning\nRobots,RT,Neural networks\n';

interface Snapshot {
  name: string;
  basic: boolean;
  literals: string[];
  parents: string[];
  related: string[];
}

/** The ontology as a reader sees it, by names (ids differ between databases). */
async function snapshot(db: Db): Promise<Snapshot[]> {
  const k = db.kysely;
  const concepts = await k.selectFrom('concepts').select(['id', 'name', 'basic']).where('deleted', '=', 0).execute();
  const nameOf = new Map(concepts.map((c) => [c.id, c.name]));
  const literals = await k
    .selectFrom('conceptLiterals')
    .select(['conceptId', 'name', 'lang', 'isAmbiguous', 'composite'])
    .execute();
  const relations = await k.selectFrom('conceptRelations').select(['parentId', 'childId']).execute();
  const related = await k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).execute();
  const describe = (l: (typeof literals)[number]): string => {
    const parts = l.composite
      ? ` = ${(JSON.parse(l.composite) as CompositePart[])
          .map((p) => ('text' in p ? p.text : `#${nameOf.get(p.conceptId)}`))
          .join(' + ')}`
      : '';
    // '' and 'all' both mean any language; the export writes both untagged.
    return `${l.name} [${l.lang === 'all' ? '' : l.lang}]${l.isAmbiguous ? ' ambiguous' : ''}${parts}`;
  };
  return concepts
    .map((c) => ({
      name: c.name,
      basic: c.basic === 1,
      literals: literals
        .filter((l) => l.conceptId === c.id)
        .map(describe)
        .sort(),
      parents: relations
        .filter((r) => r.childId === c.id && nameOf.has(r.parentId))
        .map((r) => nameOf.get(r.parentId)!)
        .sort(),
      related: related
        .filter((r) => r.conceptId === c.id && nameOf.has(r.relatedId))
        .map((r) => nameOf.get(r.relatedId)!)
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function exportToText(db: Db, format: OntologyExportFormat): Promise<string> {
  const access = createAccessRepository({ db });
  const file = await exportOntology({ db, access, actor: SYSTEM_ACTOR, format, publicUrl: 'https://sciscope.test/' });
  let text = '';
  for await (const chunk of file.chunks) text += chunk;
  return text;
}

describeEachDatabase('ontology export', (dialect) => {
  let t: TestApp;
  let dir: string;
  let before: Snapshot[];

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    dir = mkdtempSync(join(tmpdir(), 'sciscope-export-'));
    writeFileSync(join(dir, 'ccs.skos.xml'), SKOS_XML);
    writeFileSync(join(dir, 'thesaurus.csv'), THESAURUS_CSV);
    await importOntologyFile({ db: t.db, file: join(dir, 'ccs.skos.xml'), progress: silentProgress });
    await importOntologyFile({ db: t.db, file: join(dir, 'thesaurus.csv'), progress: silentProgress });
    // What curation changes and the export must carry: a moderator's ambiguity decision both
    // ways, a basic concept, a composite literal, a deleted concept (left out).
    const k = t.db.kysely;
    const idOf = async (name: string) =>
      (await k.selectFrom('concepts').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const [ml, nn, robots] = [await idOf('Machine learning'), await idOf('Neural networks'), await idOf('Robots')];
    await k.updateTable('conceptLiterals').set({ isAmbiguous: 0 }).where('name', '=', 'NN').execute();
    await k.updateTable('conceptLiterals').set({ isAmbiguous: 1 }).where('name', '=', 'Automatons').execute();
    await k.updateTable('concepts').set({ basic: 1 }).where('id', '=', ml).execute();
    await k.updateTable('concepts').set({ deleted: 1 }).where('name', '=', 'Obsolete topic').execute();
    const nextId = Number(
      (
        await k
          .selectFrom('conceptLiterals')
          .select((e) => e.fn.max('id').as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );
    await k
      .insertInto('conceptLiterals')
      .values({
        id: nextId + 1,
        conceptId: robots,
        name: 'NN robots',
        nameKey: 'nn robots',
        composite: JSON.stringify([{ conceptId: nn, name: 'NN' }, { text: 'robots' }]),
        lang: 'en',
        isAmbiguous: 0,
      })
      .execute();
    before = await snapshot(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the fixture as expected before the round trip (languages from the SKOS tags)', () => {
    expect(before.map(({ name }) => name)).toEqual([
      'Computing methodologies',
      'Machine learning',
      'Neural networks',
      'Robots',
    ]);
    expect(before.find(({ name }) => name === 'Machine learning')).toEqual({
      name: 'Machine learning',
      basic: true,
      literals: [
        'Apprentissage automatique [fr]',
        'ML [en] ambiguous',
        'Machine learning [en]',
        'Maschinelles Lernen [de]',
      ],
      parents: ['Computing methodologies'],
      related: ['Neural networks'],
    });
  });

  it.each(['turtle', 'rdfxml'] as const)(
    'exports %s that imports into a fresh database as the same concepts, literals, languages, flags and links',
    async (format) => {
      const text = await exportToText(t.db, format);
      const file = join(dir, `export.${format === 'turtle' ? 'ttl' : 'rdf'}`);
      writeFileSync(file, text);
      const fresh = await createTestDb(dialect);
      try {
        const report = await importOntologyFile({ db: fresh, file, progress: silentProgress });
        expect(report).toMatchObject({ conceptsRead: 4, conceptsCreated: 4, warnings: [] });
        expect(await snapshot(fresh)).toEqual(before);
      } finally {
        await fresh.close();
      }
    },
  );

  it('downloads for moderators and superusers, streamed with a file name; others are refused', async () => {
    const moderator = await createTestUser(t.db, { quotas: ['ontology_moderator'] });
    const superuser = await createTestUser(t.db, { superuser: true });
    const plain = await createTestUser(t.db);
    const get = async (url: string, userId?: number) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: apiHeaders(userId ? await sessionCookieFor({ app: t.app, db: t.db, userId }) : undefined),
      });
    const turtle = await get('/api/ontology/export?format=turtle', moderator.id);
    expect(turtle.statusCode).toBe(200);
    expect(turtle.headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect(turtle.headers['content-disposition']).toMatch(
      /^attachment; filename="sciscope-ontology-\d{4}-\d\d-\d\d\.ttl"$/,
    );
    expect(turtle.body).toContain(`<${t.config.publicUrl}/ontology/concept/`);
    const xml = await get('/api/ontology/export?format=rdfxml', superuser.id);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/rdf+xml; charset=utf-8');
    expect(xml.body).toContain('<skos:prefLabel xml:lang="en">Machine learning</skos:prefLabel>');
    expect((await get('/api/ontology/export', plain.id)).statusCode).toBe(403);
    expect((await get('/api/ontology/export')).statusCode).toBe(401);
    const bad = await get('/api/ontology/export?format=owl', moderator.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { details: { fields: { format: "Format must be 'turtle' or 'rdfxml'." } } },
    });
  });

  it('writes the file from the command line, the same document as the download', async () => {
    const out = join(dir, 'cli.ttl');
    const printed: string[] = [];
    const code = await runExportCommand(['ontology', '--format', 'turtle', '--out', out], {
      db: t.db,
      env: { SCISCOPE_PUBLIC_URL: 'https://sciscope.test', SCISCOPE_SECRET: 'test', SCISCOPE_DATA_DIR: 'none' },
      out: (text) => printed.push(text),
    });
    expect(code).toBe(0);
    expect(printed.join('')).toBe(`4 concepts written to ${out}\n`);
    const body = readFileSync(out, 'utf8');
    expect(body).toContain('skos:prefLabel "Robots"');
    const usage: string[] = [];
    expect(await runExportCommand(['ontology', '--format', 'owl', '--out', out], { err: (e) => usage.push(e) })).toBe(
      2,
    );
    expect(usage.join('')).toContain('--format must be turtle or rdfxml.');
  });
});
