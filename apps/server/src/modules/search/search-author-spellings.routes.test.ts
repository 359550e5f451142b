import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SearchResponse } from '@sciscope/contracts';
import { rebuildAuthorsSearchText } from '../../app/database/migrations/0021-author-search-names.migration';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { importFixtureWorks, type FixtureWork, type SearchFixture } from '../../test-support/search.fixture';

const work = (key: string, title: string, authors: FixtureWork['authors']): FixtureWork => ({
  key,
  title,
  year: 2020,
  venue: 'Spelling Conference',
  cites: 1,
  abstract: `${title} in a few words.`,
  authors,
});

// Testers: `author:Schoelkopf` found 12 articles, `author:Schölkopf` 146, while the author
// suggestions already met across spellings. A name written with an umlaut is found by every
// spelling; "Michael" and "Michal" stay two names.
const WORKS: FixtureWork[] = [
  work('S1', 'Kernel methods', ['Bernhard Schölkopf', 'Alice Martin']),
  work('S2', 'Support vector learning', ['Bernhard Scholkopf']),
  work('S3', 'Learning with kernels', ['Bernhard Schoelkopf']),
  work('S4', 'Curvature of surfaces', ['Carl Friedrich Gauß']),
  work('S5', 'Least squares revisited', ['C. F. Gauss']),
  work('S6', 'Muon detectors', ['Thomas Müller']),
  work('S7', 'Muon detectors again', ['Thomas Mueller']),
  work('S8', 'Speech recognition', ['Joel Smith']),
  work('S9', 'Speech synthesis', ['Noel Brown']),
  work('S10', 'Printed otherwise', [{ name: 'Hans Schäfer', printed: 'H. Schaefer' }]),
  work('S11', 'A tribute to Schoelkopf', ['Dana Kernel']),
  work('S12', 'Bandits', ['Michal Valko']),
  work('S13', 'Graphical models', ['Michael Jordan']),
];

describeEachDatabase('author: finds every spelling of a name', (dialect) => {
  let t: TestApp;
  let f: SearchFixture;

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SCISCOPE_GUEST_SEARCH_LIMIT: '100000' } });
    f = await importFixtureWorks(t.db, WORKS);
  });
  afterAll(async () => t.close());

  async function found(q: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams({ q })}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchResponse).articles.map((a) => f.keyOf(a.id)).sort();
  }

  it('finds a name written with an umlaut by every spelling, as a word or in a phrase', async () => {
    // Typed with the umlaut: both other spellings too.
    for (const q of ['author:Schölkopf', 'author:"bernhard schölkopf"'])
      expect(await found(q), q).toEqual(['S1', 'S2', 'S3']);
    // Typed without it: the name written with the umlaut, and the names written as typed.
    for (const q of ['author:Scholkopf', 'author:"Bernhard Scholkopf"'])
      expect(await found(q), q).toEqual(['S1', 'S2']);
    for (const q of ['author:Schoelkopf', 'authors:SCHOELKOPF', 'author:"Bernhard Schoelkopf"'])
      expect(await found(q), q).toEqual(['S1', 'S3']);
    // Only in the authors: the title that names him is not his article.
    expect(await found('author:Schoelkopf NOT author:Martin')).toEqual(['S3']);
  });

  it('meets Gauß and Gauss, Müller and Mueller, and a name printed otherwise than displayed', async () => {
    expect(await found('author:Gauss')).toEqual(['S4', 'S5']);
    expect(await found('author:Gauß')).toEqual(['S4', 'S5']);
    expect(await found('author:Mueller')).toEqual(['S6', 'S7']);
    expect(await found('author:Müller')).toEqual(['S6', 'S7']);
    expect(await found('author:"H. Schäfer"')).toEqual(['S10']);
    expect(await found('author:Schaefer')).toEqual(['S10']);
  });

  it('keeps names that merely hold an "oe" or "ae" as they are', async () => {
    expect(await found('author:Joel')).toEqual(['S8']);
    expect(await found('author:"Joel Smith"')).toEqual(['S8']);
    expect(await found('author:Noel')).toEqual(['S9']);
    expect(await found('author:Joe')).toEqual([]);
    expect(await found('author:Michal')).toEqual(['S12']);
    expect(await found('author:Michael')).toEqual(['S13']);
  });

  it('rebuilds the index entries of articles imported before (migration 0021)', async () => {
    // Plain words are left out: the rebuilt entries hold the author's profile name where the importer
    // had the displayed one, and the three Bernhards are one author, named in one of the spellings.
    const queries = ['author:Gauss', 'author:Joel', 'author:Schaefer', 'kernels', 'author:Smith', 'author:Michal'];
    const fresh = await Promise.all(queries.map(found));
    // The entries as the importer wrote them before: the displayed names only.
    const entries = WORKS.map((w) => ({
      id: f.id(w.key),
      title: w.title,
      abstract: w.abstract,
      authors: w.authors.map((a) => (typeof a === 'string' ? a : a.name)).join(', '),
    }));
    const k = t.db.kysely;
    for (const e of entries) {
      if (dialect === 'sqlite') {
        await sql`DELETE FROM articles_fts WHERE rowid = ${e.id}`.execute(k);
        await sql`INSERT INTO articles_fts (rowid, title, abstract, authors)
          VALUES (${e.id}, ${e.title}, ${e.abstract}, ${e.authors})`.execute(k);
      } else {
        await sql`UPDATE articles SET search_vector = setweight(to_tsvector('english', ${e.title}), 'A') ||
          setweight(to_tsvector('english', ${e.abstract}), 'B') || setweight(to_tsvector('english', ${e.authors}), 'C')
          WHERE id = ${e.id}`.execute(k);
      }
    }
    expect(await found('author:Schoelkopf')).not.toEqual(['S1', 'S2', 'S3']);

    expect(await rebuildAuthorsSearchText({ db: k, dialect })).toEqual({ articles: WORKS.length });
    expect(await Promise.all(queries.map(found))).toEqual(fresh);
    // The rebuilt entries hold the author's profile name, which the three Bernhards share and which
    // is written with the umlaut: every spelling now finds all three.
    expect(await found('author:Schoelkopf')).toEqual(['S1', 'S2', 'S3']);
  });
});
