import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { importWorksPipeline } from './corpus-pipeline';
import { importOntologyFile } from '../ontology/ontology-import.usecases';

/** An OpenAlex-shaped work line; `abstract` becomes an inverted index. */
function work(w: {
  id: string;
  title: string;
  year: number;
  venue: string;
  /** Left out of the line when undefined: the source gives no count. */
  cites?: number;
  abstract?: string;
  doi?: string;
  authors: Array<{ name: string; id?: string; inst?: string; country?: string }>;
}): string {
  const index: Record<string, number[]> = {};
  (w.abstract ?? '')
    .split(' ')
    .filter(Boolean)
    .forEach((word, i) => (index[word] ??= []).push(i));
  return JSON.stringify({
    id: w.id,
    title: w.title,
    publication_year: w.year,
    doi: w.doi ? `https://doi.org/${w.doi}` : null,
    cited_by_count: w.cites,
    primary_location: {
      source: { display_name: w.venue, type: 'conference' },
      landing_page_url: `https://example.org/${w.id}`,
    },
    abstract_inverted_index: w.abstract ? index : null,
    authorships: w.authors.map((a, i) => ({
      author_position: i === 0 ? 'first' : i === w.authors.length - 1 ? 'last' : 'middle',
      author: { display_name: a.name, ...(a.id ? { id: a.id } : {}) },
      raw_author_name: a.name,
      institutions: a.inst ? [{ display_name: a.inst, country_code: a.country ?? null }] : [],
      countries: a.country ? [a.country] : [],
      raw_affiliation_strings: a.inst ? [a.inst] : [],
    })),
  });
}

const ONTOLOGY_CSV = [
  'subject,predicate,object',
  'Neural network,UF,Neural net',
  'Neural network,BT,Machine learning',
  'Robot,UF,Robotic system',
].join('\n');

describeEachDatabase('importing works', (dialect) => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-import-'));
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function files() {
    const plain = join(dir, 'a.jsonl');
    writeFileSync(
      plain,
      [
        work({
          id: 'w1',
          title: 'Neural networks for robots',
          year: 2020,
          venue: 'ICRA',
          cites: 10,
          doi: '10.1000/ABC',
          abstract: 'We train neural networks that control a robot',
          authors: [
            { name: 'Wei Zhang', inst: 'Tsinghua University', country: 'CN' },
            { name: 'Anna Schmidt', id: 'ieee:1', inst: 'TU Munich', country: 'DE' },
          ],
        }),
        '{ this is not json',
        work({
          id: 'w2',
          title: 'Robot grasping',
          year: 2021,
          venue: 'ICRA',
          cites: 3,
          authors: [
            { name: 'Wei Zhang', inst: 'Tsinghua University', country: 'CN' },
            { name: 'Anna Schmidt', id: 'ieee:1' },
          ],
        }),
        '',
        work({
          id: 'w3',
          title: 'Protein folding with graphs',
          year: 2021,
          venue: 'ISMB',
          cites: 1,
          authors: [
            { name: 'Wei Zhang', inst: 'Stanford University', country: 'US' },
            { name: 'Maria Lopez', inst: 'Stanford University', country: 'US' },
          ],
        }),
      ].join('\n'),
    );
    const gz = join(dir, 'b.jsonl.gz');
    writeFileSync(
      gz,
      gzipSync(
        work({
          id: 'w4',
          title: 'Robotic systems survey',
          year: 2019,
          venue: 'IROS',
          cites: 7,
          authors: [{ name: 'Anna Schmidt', id: 'ieee:1' }],
        }) + '\n',
      ),
    );
    const csv = join(dir, 'thesaurus.csv');
    writeFileSync(csv, ONTOLOGY_CSV);
    return { plain, gz, csv };
  }

  it('stores works from plain and gzip files, reporting a malformed line by number without aborting', async () => {
    const { plain, gz, csv } = files();
    await importOntologyFile({ db, file: csv, progress: silentProgress });
    const works = await importWorksPipeline({ db, files: [plain, gz], progress: silentProgress, dataDir: null });
    expect(works.imported).toBe(4);
    expect(works.malformedCount).toBe(1);
    expect(works.malformed[0]).toMatchObject({ file: plain, lineNumber: 2 });
    const titles = (await db.kysely.selectFrom('articles').select('title').orderBy('id').execute()).map((r) => r.title);
    expect(titles).toEqual([
      'Neural networks for robots',
      'Robot grasping',
      'Protein folding with graphs',
      'Robotic systems survey',
    ]);
    const doi = await db.kysely.selectFrom('articleIdentifiers').selectAll().executeTakeFirstOrThrow();
    expect(doi).toMatchObject({ kind: 'doi', value: '10.1000/abc' });
    expect(works.pairs).toBeGreaterThan(0);
    // Every stored pair names the literal that made its concept count, and why.
    const pairs = await db.kysely
      .selectFrom('articleConcepts')
      .innerJoin('conceptLiterals', 'conceptLiterals.id', 'articleConcepts.literalId')
      .innerJoin('articles', 'articles.id', 'articleConcepts.articleId')
      .select(['articles.title', 'conceptLiterals.name', 'articleConcepts.reason'])
      .where('articles.title', '=', 'Neural networks for robots')
      .orderBy('conceptLiterals.name')
      .execute();
    expect(pairs).toContainEqual({ title: 'Neural networks for robots', name: 'Neural network', reason: 'literal' });
  });

  it('changes nothing when the same files are imported again', async () => {
    const { plain, gz } = files();
    await importWorksPipeline({ db, files: [plain, gz], progress: silentProgress, dataDir: null });
    const count = async (t: 'articles' | 'authors' | 'authorships') =>
      Number(
        (
          await db.kysely
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('articles'), await count('authors'), await count('authorships')];
    const again = await importWorksPipeline({ db, files: [plain, gz], progress: silentProgress, dataDir: null });
    expect(again.imported).toBe(0);
    expect(again.alreadyPresent).toBe(4);
    expect([await count('articles'), await count('authors'), await count('authorships')]).toEqual(before);
  });

  it('stores a work without cited_by_count as unknown, not 0, and leaves it out of every citation metric', async () => {
    const path = join(dir, 'unknown.jsonl');
    const authors = (extra: Array<{ name: string; id: string }>) => [{ name: 'Una Known', id: 'oa:una' }, ...extra];
    writeFileSync(
      path,
      [
        // Venue SIGG: no counts at all; venue ICRA: one known, one unknown, one uncited.
        work({ id: 'g1', title: 'Rendering 1', year: 2019, venue: 'SIGG', authors: authors([]) }),
        work({ id: 'g2', title: 'Rendering 2', year: 2020, venue: 'SIGG', authors: authors([]) }),
        work({ id: 'g3', title: 'Rendering 3', year: 2021, venue: 'SIGG', authors: authors([]) }),
        work({
          id: 'r1',
          title: 'Robots 1',
          year: 2019,
          venue: 'ICRA',
          cites: 6,
          authors: [{ name: 'Mia Mixed', id: 'oa:mia' }],
        }),
        work({
          id: 'r2',
          title: 'Robots 2',
          year: 2020,
          venue: 'ICRA',
          authors: [{ name: 'Mia Mixed', id: 'oa:mia' }],
        }),
        work({
          id: 'r3',
          title: 'Robots 3',
          year: 2021,
          venue: 'ICRA',
          cites: 0,
          authors: [{ name: 'Zed Zero', id: 'oa:zed' }],
        }),
      ].join('\n'),
    );
    await importWorksPipeline({ db, files: [path], progress: silentProgress, dataDir: null });
    const articles = await db.kysely.selectFrom('articles').select(['sourceId', 'citationsCount']).execute();
    expect(Object.fromEntries(articles.map((a) => [a.sourceId, a.citationsCount]))).toEqual({
      g1: -1,
      g2: -1,
      g3: -1,
      r1: 6,
      r2: -1,
      r3: 0,
    });
    const author = async (externalId: string) =>
      db.kysely.selectFrom('authors').selectAll().where('externalId', '=', externalId).executeTakeFirstOrThrow();
    // Only unknown counts: every citation metric unknown; articles and years still counted.
    expect(await author('oa:una')).toMatchObject({
      articlesCount: 3,
      citationsCount: -1,
      hIndex: -1,
      notableArticlesCount: -1,
      firstYear: 2019,
      lastYear: 2021,
    });
    // Some known: the metrics over those. Known and uncited: 0, not unknown.
    expect(await author('oa:mia')).toMatchObject({ articlesCount: 2, citationsCount: 6, hIndex: 1 });
    expect(await author('oa:zed')).toMatchObject({ articlesCount: 1, citationsCount: 0, hIndex: 0 });
    // A venue whose articles have no counts has no impact factor; ICRA's 2021 window holds only r1.
    const venues = await db.kysely.selectFrom('journals').select(['name', 'impactFactor']).execute();
    expect(Object.fromEntries(venues.map((v) => [v.name, v.impactFactor]))).toEqual({ SIGG: null, ICRA: 6 });
  });

  it('keeps one author per source id', async () => {
    const { plain, gz } = files();
    await importWorksPipeline({ db, files: [plain, gz], progress: silentProgress, dataDir: null });
    const anna = await db.kysely.selectFrom('authors').selectAll().where('externalId', '=', 'ieee:1').execute();
    expect(anna).toHaveLength(1);
    expect(anna[0]).toMatchObject({ articlesCount: 3, citationsCount: 20, hIndex: 3, firstYear: 2019, lastYear: 2021 });
  });

  it('names an author by the fuller spelling its later works print most, at the end of the import', async () => {
    // The first batch creates the author from the one spelling it holds, by initials.
    const lines = [
      work({
        id: 'w1',
        title: 'Occupancy grids',
        year: 1998,
        venue: 'IROS',
        authors: [{ name: 'W. Burgard', id: 'a:7' }],
      }),
      work({
        id: 'w2',
        title: 'Monte Carlo localization',
        year: 2001,
        venue: 'ICRA',
        authors: [{ name: 'Wolfram Burgard', id: 'a:7' }],
      }),
      work({
        id: 'w3',
        title: 'Lidar registration',
        year: 2025,
        venue: 'RSS',
        authors: [{ name: 'Wolfram Burgard', id: 'a:7' }],
      }),
    ];
    const file = join(dir, 'burgard.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const report = await importWorksPipeline({
      db,
      files: [file],
      progress: silentProgress,
      dataDir: null,
      batchSize: 1,
    });
    expect(report).toMatchObject({ imported: 3, authorsCreated: 1, authorsRespelled: 1 });
    const authors = await db.kysely.selectFrom('authors').select(['name', 'nameKey']).execute();
    expect(authors).toEqual([{ name: 'Wolfram Burgard', nameKey: 'burgard_w' }]);
  });

  it("separates two id-less people sharing a name and brings each one's papers together", async () => {
    // Six robotics papers of a Tsinghua Wei Zhang (with Anna Schmidt) and six biology papers
    // of a Stanford Wei Zhang (with Maria Lopez): one name, two people.
    const lines: string[] = [];
    for (let i = 0; i < 6; i++) {
      lines.push(
        work({
          id: `r${i}`,
          title: `Robot grasping and manipulation ${i}`,
          year: 2015 + i,
          venue: 'ICRA',
          cites: i,
          authors: [
            { name: 'Wei Zhang', inst: 'Tsinghua University', country: 'CN' },
            { name: 'Anna Schmidt', id: 'ieee:1' },
          ],
        }),
      );
      lines.push(
        work({
          id: `b${i}`,
          title: `Protein folding in the genome ${i}`,
          year: 2015 + i,
          venue: 'ISMB',
          cites: i,
          authors: [
            { name: 'Wei Zhang', inst: 'Stanford University', country: 'US' },
            { name: 'Maria Lopez', inst: 'Stanford University', country: 'US' },
          ],
        }),
      );
    }
    const file = join(dir, 'two-weis.jsonl');
    writeFileSync(file, lines.join('\n'));
    await importWorksPipeline({ db, files: [file], progress: silentProgress, dataDir: null });
    const weis = await db.kysely
      .selectFrom('authors')
      .select(['id', 'articlesCount'])
      .where('name', '=', 'Wei Zhang')
      .execute();
    expect(weis.map((w) => w.articlesCount)).toEqual([6, 6]);
    const venuesOf = async (authorId: number) =>
      new Set(
        (
          await db.kysely
            .selectFrom('authorships')
            .innerJoin('articles', 'articles.id', 'authorships.articleId')
            .innerJoin('journals', 'journals.id', 'articles.journalId')
            .select('journals.name')
            .where('authorships.authorId', '=', authorId)
            .execute()
        ).map((r) => r.name),
      );
    const venues = [await venuesOf(weis[0]!.id), await venuesOf(weis[1]!.id)].map((v) => [...v].join());
    expect(venues.sort()).toEqual(['ICRA', 'ISMB']);
  });

  it('joins a name-only author of a later import to the stored person with the same evidence', async () => {
    const first = join(dir, 'first.jsonl');
    const later = join(dir, 'later.jsonl');
    const robotics = (id: string, year: number) =>
      work({
        id,
        title: `Robot grasping ${id}`,
        year,
        venue: 'ICRA',
        cites: 1,
        authors: [
          { name: 'Wei Zhang', inst: 'Tsinghua University', country: 'CN' },
          { name: 'Anna Schmidt', id: 'ieee:1' },
        ],
      });
    writeFileSync(first, [robotics('r1', 2018), robotics('r2', 2019)].join('\n'));
    writeFileSync(later, robotics('r3', 2020));
    await importWorksPipeline({ db, files: [first], progress: silentProgress, dataDir: null });
    const before = await db.kysely.selectFrom('authors').select('id').where('name', '=', 'Wei Zhang').execute();
    expect(before).toHaveLength(1);
    const report = await importWorksPipeline({ db, files: [later], progress: silentProgress, dataDir: null });
    expect(report.authorsCreated).toBe(0);
    const after = await db.kysely
      .selectFrom('authors')
      .select(['id', 'articlesCount'])
      .where('name', '=', 'Wei Zhang')
      .execute();
    expect(after).toEqual([{ id: before[0]!.id, articlesCount: 3 }]);
  });

  it('joins a misspelt name of a later import to the stored person, weighing co-authors against the corpus', async () => {
    const first = join(dir, 'first.jsonl');
    const later = join(dir, 'later.jsonl');
    const LAB = ['Helmut Pottmann', 'Davide Pellis', 'Mark Pauly', 'Niloy Mitra', 'Johannes Wallner', 'Florian Rist'];
    const geometry = (id: string, year: number, names: string[]) =>
      work({
        id,
        title: `Freeform surfaces ${id}`,
        year,
        venue: 'SIGGRAPH',
        cites: 1,
        authors: names.map((name) => ({ name, inst: 'TU Wien', country: 'AT' })),
      });
    // Other people's papers: in the corpus the lab's co-authors are rare, as they really are.
    const others = Array.from({ length: 3000 }, (_, i) =>
      work({
        id: `o${i}`,
        title: `Unrelated study ${i}`,
        year: 2000 + (i % 20),
        venue: `Venue ${i % 7}`,
        cites: 0,
        authors: [{ name: `Filler${i} Person` }, { name: `Other${i} Writer` }],
      }),
    );
    const stored = LAB.map((_, i) => geometry(`k${i}`, 2010 + i, ['Martin Kilian', LAB[i]!, LAB[(i + 1) % 6]!]));
    writeFileSync(first, [...stored, ...others].join('\n'));
    // The later batch holds the misspelt line alone. Among the works clustered with it (the stored
    // person's six), each of its co-authors is on a third of the papers: weighed there, not against
    // the corpus, they would look common and the two spellings would stay apart.
    writeFileSync(later, geometry('k2021', 2021, ['Martin Killian', ...LAB.slice(0, 3)]));
    await importWorksPipeline({ db, files: [first], progress: silentProgress, dataDir: null });
    const report = await importWorksPipeline({ db, files: [later], progress: silentProgress, dataDir: null });
    expect(report.authorsCreated).toBe(0);
    const people = await db.kysely
      .selectFrom('authors')
      .select(['name', 'articlesCount'])
      .where('name', 'in', ['Martin Kilian', 'Martin Killian'])
      .execute();
    expect(people).toEqual([{ name: 'Martin Kilian', articlesCount: 7 }]);
  });

  it('marks the first author leading and the last senior, and records institutions and countries', async () => {
    const { plain, gz } = files();
    await importWorksPipeline({ db, files: [plain, gz], progress: silentProgress, dataDir: null });
    const rows = await db.kysely
      .selectFrom('authorships')
      .innerJoin('articles', 'articles.id', 'authorships.articleId')
      .select(['authorships.position', 'authorships.isLeading', 'authorships.isSenior', 'authorships.rawName'])
      .where('articles.sourceId', '=', 'w1')
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { position: 0, isLeading: 1, isSenior: 0, rawName: 'Wei Zhang' },
      { position: 1, isLeading: 0, isSenior: 1, rawName: 'Anna Schmidt' },
    ]);
    const countries = (await db.kysely.selectFrom('countries').selectAll().orderBy('code').execute()).map(
      (c) => `${c.code}:${c.name}`,
    );
    expect(countries).toEqual(['CN:China', 'DE:Germany', 'US:United States']);
  });
});
