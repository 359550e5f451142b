import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ProposalFullResponse, RefereesListResponse } from '@sciscope/contracts';
import {
  createCorpusFactories,
  useImporterNameKeys as useImporterNameKeysOf,
} from '../../test-support/corpus-factories';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { buildRefereesFixture } from '../../test-support/referees.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

describeEachDatabase('proposal authors matched to corpus authors', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const useImporterNameKeys = () => useImporterNameKeysOf(t.db);

  /** Two corpus authors sharing the key `garcia_m`, one at Salamanca, one at Porto; an ORCID holder. */
  const seedCorpus = async () => {
    const f = createCorpusFactories({ db: t.db });
    const salamanca = await f.institution({ name: 'University of Salamanca', countryCode: 'ES' });
    const porto = await f.institution({ name: 'University of Porto', countryCode: 'PT' });
    const porto1 = await f.author({ name: 'Maria Garcia' });
    const salamanca1 = await f.author({ name: 'M. Garcia' });
    const orcid = await f.author({ name: 'A. King', orcid: '0000-0002-1825-0097' });
    await f.article({ authors: [{ authorId: porto1.id, institutionIds: [porto.id] }] });
    await f.article({ authors: [{ authorId: salamanca1.id, institutionIds: [salamanca.id] }] });
    await useImporterNameKeys();
    return { porto: porto1.id, salamanca: salamanca1.id, orcid: orcid.id };
  };

  const save = async (authors: object[], proposalId?: number, title = 'Protein folding') => {
    const payload = { title, authors };
    const response = proposalId
      ? await w.call('PUT', `/api/proposals/${proposalId}`, 'editor', { payload })
      : await w.call('POST', `/api/folders/${w.folder.id}/proposals`, 'editor', { payload });
    expect(response.statusCode).toBe(200);
    const id = response.json().id as number;
    return { id, full: (await w.call('GET', `/api/proposals/${id}/full`, 'viewer')).json() as ProposalFullResponse };
  };

  it('matches by ORCID first, whatever the name, and shows the corpus name', async () => {
    const people = await seedCorpus();
    const { full } = await save([{ name: 'Augusta Ada King', orcid: '0000-0002-1825-0097' }]);
    expect(full.authors[0]).toMatchObject({ authorId: people.orcid, matchedBy: 'orcid', authorName: 'A. King' });
  });

  it('picks the same-key author whose institution is a declared affiliation', async () => {
    const people = await seedCorpus();
    const { full } = await save([
      { name: 'Maria García', affiliations: ['Department of Physics, University of Salamanca'] },
      { name: 'María Garcia', affiliations: ['university of porto'] },
    ]);
    expect(full.authors.map((a) => [a.authorId, a.matchedBy])).toEqual([
      [people.salamanca, 'name_affiliation'],
      [people.porto, 'name_affiliation'],
    ]);
  });

  it('prefers the full first-name match when no affiliation decides', async () => {
    const people = await seedCorpus();
    const { full } = await save([{ name: 'Maria Garcia' }]);
    expect(full.authors[0]).toMatchObject({ authorId: people.porto, matchedBy: 'name', authorName: 'Maria Garcia' });
  });

  it('offers, but does not link, a name-only match whose institutions are all other than the declared ones', async () => {
    // Walk 15: "Jan Novak, Charles University" was linked to an NVIDIA researcher by the name
    // alone, and every NVIDIA candidate of the panel became a conflict of interest.
    const f = createCorpusFactories({ db: t.db });
    const nvidia = await f.institution({ name: 'NVIDIA', countryCode: 'US' });
    const novak = await f.author({ name: 'Jan Novák' });
    await f.article({ authors: [{ authorId: novak.id, institutionIds: [nvidia.id] }] });
    const quiet = await f.author({ name: 'Petra Svobodová' });
    await f.article({ authors: [{ authorId: quiet.id }] });
    await useImporterNameKeys();
    const { full } = await save([
      { name: 'Jan Novak', affiliations: ['Charles University'] },
      { name: 'Jan Novak', affiliations: ['NVIDIA'] },
      { name: 'Jan Novak' },
      // A profile with no institution at all contradicts nothing: the name links it.
      { name: 'Petra Svobodova', affiliations: ['Charles University'] },
    ]);
    expect(full.authors.map((a) => [a.name, a.authorId, a.matchedBy, a.possibleMatches])).toEqual([
      ['Jan Novak', null, null, 1],
      ['Jan Novak', novak.id, 'name_affiliation', 0],
      ['Jan Novak', novak.id, 'name', 0],
      ['Petra Svobodova', quiet.id, 'name', 0],
    ]);
    // Linked before this was checked and sent back as read: saving again drops the link (it
    // does not become a choice made by hand); another id under the same reason stays the user's.
    const stored = { name: 'Jan Novak', affiliations: ['Charles University'], authorId: novak.id, matchedBy: 'name' };
    const again = await save([stored, { ...stored, authorId: quiet.id }]);
    expect(again.full.authors.map((a) => [a.authorId, a.matchedBy, a.possibleMatches])).toEqual([
      [null, null, 1],
      [quiet.id, 'user', 0],
    ]);
  });

  it('leaves an ambiguous name unmatched', async () => {
    await seedCorpus();
    const { full } = await save([{ name: 'M. Garcia' }, { name: 'Mateo Garcia' }, { name: 'Nobody Known' }]);
    // "M. Garcia" fits both; "Mateo Garcia" fits only the initial "M. Garcia", which is not enough alone.
    expect(full.authors.map((a) => [a.authorId, a.matchedBy])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  const GRAPH_TITLE = 'Graph coloring, the chromatic number of planar graphs and graph minors';

  /** Konstantinos Karydis twice at UC Riverside (a split profile), each with a co-author of his own. */
  const seedSplitProfile = async (extraProfiles = 0) => {
    const f = createCorpusFactories({ db: t.db });
    const ucr = await f.institution({ name: 'University of California, Riverside', countryCode: 'US' });
    const ids: number[] = [];
    const active = { firstYear: 2015, lastYear: 2024, articlesCount: 1 };
    for (let i = 0; i < 2 + extraProfiles; i++)
      ids.push((await f.author({ name: 'Konstantinos Karydis', ...active })).id);
    const coauthors: number[] = [];
    for (const [i, id] of ids.entries()) {
      const coauthor = await f.author({ name: `Coauthor ${i}`, ...active });
      coauthors.push(coauthor.id);
      await f.article({
        year: 2024,
        title: `Graph coloring and planar graphs ${i}`,
        abstract: 'We study graph coloring, the chromatic number of planar graphs and graph minors.',
        authors: [
          { authorId: id, institutionIds: [ucr.id] },
          { authorId: coauthor.id, institutionIds: [ucr.id] },
        ],
      });
    }
    await useImporterNameKeys();
    return { ids, coauthors };
  };

  it('links every same-name profile at the declared affiliation, and says so', async () => {
    const { ids } = await seedSplitProfile();
    const { full } = await save([
      { name: 'Konstantinos Karydis', affiliations: ['University of California, Riverside'] },
    ]);
    expect(full.authors[0]).toMatchObject({
      authorId: ids[0],
      matchedBy: 'name_affiliation',
      otherAuthors: [{ id: ids[1], name: 'Konstantinos Karydis' }],
      possibleMatches: 0,
    });
  });

  it('links all same-name profiles when the document gives no affiliation, and none when it names another', async () => {
    const { ids } = await seedSplitProfile();
    const { full } = await save([
      { name: 'Konstantinos Karydis' },
      { name: 'Konstantinos Karydis', affiliations: ['Elsewhere College'] },
      { name: 'K. Karydis', affiliations: ['University of California, Riverside'] },
    ]);
    expect(
      full.authors.map((a) => [a.authorId, a.matchedBy, a.otherAuthors.map((o) => o.id), a.possibleMatches]),
    ).toEqual([
      [ids[0], 'name', [ids[1]], 0],
      [null, null, [], 2],
      [null, null, [], 2],
    ]);
  });

  it('links no profile of a name held by more than three, and says how many may fit', async () => {
    await seedSplitProfile(2);
    const { full } = await save([
      { name: 'Konstantinos Karydis', affiliations: ['University of California, Riverside'] },
    ]);
    expect(full.authors[0]).toMatchObject({ authorId: null, matchedBy: null, otherAuthors: [], possibleMatches: 4 });
  });

  it('keeps a profile picked by hand alone', async () => {
    const { ids } = await seedSplitProfile();
    const { full } = await save([{ name: 'Konstantinos Karydis', authorId: ids[1], matchedBy: 'user' }]);
    expect(full.authors[0]).toMatchObject({ authorId: ids[1], matchedBy: 'user', otherAuthors: [] });
  });

  it('keeps every linked profile out of the ranking and flags the co-authors of each', async () => {
    // Seeded before the fixture, so that its trained model places their graph papers.
    const { ids, coauthors } = await seedSplitProfile();
    const fx = await buildRefereesFixture(t.db);
    // The finder retrieves by words: a graph-coloring manuscript finds the graph papers.
    const { id } = await save(
      [{ name: 'Konstantinos Karydis', affiliations: ['University of California, Riverside'] }],
      undefined,
      GRAPH_TITLE,
    );
    await t.db.kysely
      .insertInto('proposalConcepts')
      .values({
        proposalId: id,
        conceptId: fx.concepts.graph,
        tf: 2,
        literalId: null,
        reason: null,
        evidenceConceptId: null,
      })
      .execute();
    const rank = async (settings: string) => {
      const ranked = await w.call('POST', `/api/referees/proposal/${id}/`, 'editor', {
        payload: Buffer.from(settings),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(ranked.statusCode).toBe(200);
      return (ranked.json() as RefereesListResponse).referees;
    };
    const excluded = await rank('excluded=1');
    for (const profile of ids)
      expect(excluded.find((r) => r.author.id === profile)?.excludeReasons).toEqual(['document_author']);
    const listed = await rank('');
    for (const coauthor of coauthors)
      expect(listed.find((r) => r.author.id === coauthor)).toMatchObject({
        labels: expect.arrayContaining(['coi']),
        coauthoredArticles: [expect.objectContaining({ year: 2024, documentAuthors: ['Konstantinos Karydis'] })],
      });
  });

  it("keeps the user's choice, an id or none, and matches the other authors again on every save", async () => {
    const people = await seedCorpus();
    const salamanca = ['University of Salamanca'];
    const { id, full } = await save([
      { name: 'Maria Garcia', affiliations: salamanca, authorId: people.porto },
      { name: 'Maria Garcia', affiliations: salamanca, authorId: null, matchedBy: 'user' },
      { name: 'Maria Garcia', affiliations: salamanca },
      { name: 'Maria Garcia', affiliations: salamanca },
    ]);
    expect(full.authors.map((a) => [a.authorId, a.matchedBy])).toEqual([
      [people.porto, 'user'],
      [null, 'user'],
      [people.salamanca, 'name_affiliation'],
      [people.salamanca, 'name_affiliation'],
    ]);
    // Sent back as read: the third author moved to Porto (its link cleared, as the form does),
    // the fourth keeps the copied reason but another id, which makes the id the user's.
    const again = await save(
      full.authors.map((a, i) =>
        i === 2
          ? { ...a, affiliations: ['University of Porto'], authorId: null }
          : i === 3
            ? { ...a, authorId: people.orcid }
            : a,
      ),
      id,
    );
    expect(again.full.authors.map((a) => [a.authorId, a.matchedBy])).toEqual([
      [people.porto, 'user'],
      [null, 'user'],
      [people.porto, 'name_affiliation'],
      [people.orcid, 'user'],
    ]);
  });

  it('matches the authors of a bulk import', async () => {
    const people = await seedCorpus();
    const content = 'title,authors\nFolding,"Maria Garcia (University of Salamanca); X [0000-0002-1825-0097]"\n';
    const response = await w.call('POST', `/api/folders/${w.folder.id}/import`, 'editor', {
      payload: { format: 'csv', content },
    });
    expect(response.json()).toMatchObject({ created: 1, errors: [] });
    const full = (
      await w.call('GET', `/api/proposals/${response.json().createdIds[0]}/full`, 'viewer')
    ).json() as ProposalFullResponse;
    expect(full.authors.map((a) => [a.authorId, a.matchedBy])).toEqual([
      [people.salamanca, 'name_affiliation'],
      [people.orcid, 'orcid'],
    ]);
  });

  it('flags a co-author of a matched author in the referee finder, with the paper', async () => {
    const fx = await buildRefereesFixture(t.db);
    await useImporterNameKeys();
    const { id, full } = await save([{ name: 'Alice Doc', affiliations: [] }], undefined, GRAPH_TITLE);
    expect(full.authors[0]).toMatchObject({ authorId: fx.people.alice, matchedBy: 'name' });
    await t.db.kysely
      .insertInto('proposalConcepts')
      .values(
        [fx.concepts.graph, fx.concepts.coloring].map((conceptId) => ({
          proposalId: id,
          conceptId,
          tf: 2,
          literalId: null,
          reason: null,
          evidenceConceptId: null,
        })),
      )
      .execute();
    const ranked = await w.call('POST', `/api/referees/proposal/${id}/`, 'editor', {
      payload: Buffer.from(''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ranked.statusCode).toBe(200);
    const carl = (ranked.json() as RefereesListResponse).referees.find((r) => r.author.id === fx.people.carl)!;
    expect(carl.labels).toContain('coi');
    expect(carl.coauthoredArticles).toEqual([
      expect.objectContaining({ year: 2024, documentAuthors: ['Alice Doc'], isRecent: true }),
    ]);
  });
});
