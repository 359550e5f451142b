import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ExplainExtractResponse, ProposalFullResponse } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { proposalRefDocSource } from './proposal-ref-doc.source';

const PROPOSAL = {
  title: 'Graph neural networks for protein folding',
  abstract: 'We train a GNN on contact maps. Neural networks of this kind generalise.',
  originId: 'ERC-2026-042',
  attributes: [{ label: 'Call', value: 'ERC Starting Grant' }],
  authors: [
    { name: 'Ada Lovelace', affiliations: ['University of London'], orcid: '0000-0002-1825-0097' },
    { name: 'Alan Turing', affiliations: [] },
  ],
};

describeEachDatabase('proposals API', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const create = (who: Parameters<FolderWorld['call']>[2] = 'editor', payload: object = PROPOSAL) =>
    w.call('POST', `/api/folders/${w.folder.id}/proposals`, who, { payload });
  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('proposals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a proposal with the concepts of its text and serves it in full', async () => {
    const created = await create();
    expect(created.statusCode).toBe(200);
    expect(created.json().conceptsCount).toBe(3);
    const full = (
      await w.call('GET', `/api/proposals/${created.json().id}/full`, 'viewer')
    ).json() as ProposalFullResponse;
    expect(full).toMatchObject({
      title: PROPOSAL.title,
      folder: { id: w.folder.id, name: 'Calls 2026', org_id: w.orgA.id },
      origin_id: 'ERC-2026-042',
      attributes: PROPOSAL.attributes,
      abstract: PROPOSAL.abstract,
      authors: [
        { name: 'Ada Lovelace', affiliations: ['University of London'], authorId: null, orcid: '0000-0002-1825-0097' },
        { name: 'Alan Turing', affiliations: [], authorId: null, orcid: null },
      ],
      canEdit: false,
    });
    expect(full.fulltext).toBeUndefined();
    // "Graph neural networks" (title and GNN) sits under its parent "Neural networks", which the
    // abstract names and the title names inside "Graph neural networks"; in badge order the
    // title's phrase comes first.
    expect(full.groupedConcepts.map((g) => [g.group.name, g.concepts.map((c) => `${c.name}×${c.tf}`)])).toEqual([
      ['Neural networks', ['Graph neural networks×2', 'Neural networks×2']],
      ['Protein folding', ['Protein folding×1']],
    ]);
    const withText = await w.call('GET', `/api/proposals/${created.json().id}/full?fulltext=1`, 'editor');
    expect(withText.json().fulltext).toBe(`${PROPOSAL.title}\n${PROPOSAL.abstract}`);
    expect(withText.json().canEdit).toBe(true);
  });

  it('refuses bad input with the field and saves nothing', async () => {
    const empty = await create('editor', { ...PROPOSAL, title: '   ' });
    expect(empty.statusCode).toBe(400);
    const orcid = await create('editor', { ...PROPOSAL, authors: [{ name: 'X Y', orcid: 'nope' }] });
    expect(orcid.statusCode).toBe(400);
    expect(orcid.body).toContain('ORCID must look like 0000-0002-1825-0097.');
    // A typo in the check digit (authors groups refuse it too): would never match a corpus author.
    const typo = await create('editor', { ...PROPOSAL, authors: [{ name: 'X Y', orcid: '0000-0002-1825-0098' }] });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.details.fields).toEqual({
      'authors.0.orcid': 'ORCID has a wrong check digit: check it for a typo.',
    });
    const unknown = await create('editor', { ...PROPOSAL, authors: [{ name: 'X Y', authorId: 999999 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields).toEqual({ 'authors.0.authorId': 'Unknown author id.' });
    expect(await count()).toBe(0);
    const author = await createCorpusFactories({ db: t.db }).author({ name: 'Ada Lovelace' });
    const known = await create('editor', { ...PROPOSAL, authors: [{ name: 'Ada Lovelace', authorId: author.id }] });
    expect(known.statusCode).toBe(200);
  });

  it('lets editors change and delete a proposal, re-extracting its concepts', async () => {
    const { id } = (await create()).json();
    const edited = await w.call('PUT', `/api/proposals/${id}`, 'admin', {
      payload: { ...PROPOSAL, title: 'Protein folding at scale', abstract: 'No networks here.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().conceptsCount).toBe(1);
    const full = (await w.call('GET', `/api/proposals/${id}/full`, 'editor')).json() as ProposalFullResponse;
    expect(full.groupedConcepts.flatMap((g) => g.concepts.map((c) => c.name))).toEqual(['Protein folding']);
    expect((await w.call('DELETE', `/api/proposals/${id}`, 'editor')).statusCode).toBe(204);
    expect((await w.call('GET', `/api/proposals/${id}/full`, 'editor')).statusCode).toBe(404);
  });

  it('lets viewers read but not change; others get 404 and guests 401', async () => {
    const { id } = (await create()).json();
    expect((await create('viewer')).statusCode).toBe(403);
    expect((await w.call('PUT', `/api/proposals/${id}`, 'viewer', { payload: PROPOSAL })).statusCode).toBe(403);
    expect((await w.call('DELETE', `/api/proposals/${id}`, 'viewer')).statusCode).toBe(403);
    for (const who of ['outsider', 'bystander', 'loner'] as const) {
      expect((await w.call('GET', `/api/proposals/${id}/full`, who)).statusCode, who).toBe(404);
      expect((await w.call('PUT', `/api/proposals/${id}`, who, { payload: PROPOSAL })).statusCode, who).toBe(404);
      expect((await w.call('DELETE', `/api/proposals/${id}`, who)).statusCode, who).toBe(404);
      expect((await w.call('GET', `/api/proposals/${id}/explain-extract`, who)).statusCode, who).toBe(404);
      expect((await create(who)).statusCode, who).toBe(404);
    }
    expect((await w.call('GET', `/api/proposals/${id}/full`, null)).statusCode).toBe(401);
    expect((await create(null)).statusCode).toBe(401);
    expect(await count()).toBe(1);
  });

  it('explains the extraction: each matched literal with its offsets and concept', async () => {
    const { id } = (await create()).json();
    const explained = (
      await w.call('GET', `/api/proposals/${id}/explain-extract`, 'viewer')
    ).json() as ExplainExtractResponse;
    expect(explained.text).toBe(`${PROPOSAL.title}\n${PROPOSAL.abstract}`);
    expect(explained.spans.map((s) => [explained.text.slice(s.start, s.end), s.conceptName, s.literal])).toEqual([
      ['Graph neural networks', 'Graph neural networks', 'graph neural networks'],
      ['neural networks', 'Neural networks', 'neural networks'],
      ['protein folding', 'Protein folding', 'protein folding'],
      ['GNN', 'Graph neural networks', 'GNN'],
      ['Neural networks', 'Neural networks', 'neural networks'],
    ]);
    expect(explained.concepts.map((c) => [c.name, c.literal, c.reason])).toEqual([
      ['Graph neural networks', 'graph neural networks', 'literal'],
      ['Neural networks', 'neural networks', 'literal'],
      ['Protein folding', 'protein folding', 'literal'],
    ]);
  });

  it('explains an article from its stored concepts, for anyone', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const article = await corpus.article({
      title: 'Protein folding with neural networks',
      concepts: [{ conceptId: w.concepts.folding.id }, { conceptId: w.concepts.networks.id }],
    });
    const response = await w.call('GET', `/api/articles/${article.id}/explain-extract`, null);
    expect(response.statusCode).toBe(200);
    const explained = response.json() as ExplainExtractResponse;
    expect(explained.kind).toBe('article');
    expect(explained.spans.map((s) => explained.text.slice(s.start, s.end))).toEqual([
      'Protein folding',
      'neural networks',
    ]);
    expect(explained.concepts.map((c) => c.name).sort()).toEqual(['Neural networks', 'Protein folding']);
    expect((await w.call('GET', '/api/articles/999999/explain-extract', null)).statusCode).toBe(404);
  });

  it('hands the referee finder the proposal, with mark and hide rights for editors only', async () => {
    const { id } = (await create()).json();
    const asUser = async (userId: number): Promise<SessionUser> => {
      const row = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      return { id: row.id, email: row.email, isSuperuser: row.isSuperuser === 1 };
    };
    const forEditor = await proposalRefDocSource.load({ db: t.db, actor: await asUser(w.users.editor.id), id });
    expect(forEditor.doc).toMatchObject({
      kind: 'proposal',
      id,
      title: PROPOSAL.title,
      conceptIds: [w.concepts.gnn.id, w.concepts.networks.id, w.concepts.folding.id],
      corpusArticleIds: [],
      header: { folder: { id: w.folder.id, name: 'Calls 2026', organizationId: w.orgA.id }, originId: 'ERC-2026-042' },
    });
    expect(forEditor.doc.authors[0]).toEqual({
      name: 'Ada Lovelace',
      affiliations: ['University of London'],
      authorId: null,
      otherAuthorIds: [],
      orcid: '0000-0002-1825-0097',
      matchedBy: null,
    });
    expect(forEditor.rights).toEqual({
      canMarkAsReferees: true,
      canHideCandidates: true,
      organizationId: w.orgA.id,
      folderId: w.folder.id,
    });
    const forViewer = await proposalRefDocSource.load({ db: t.db, actor: await asUser(w.users.viewer.id), id });
    expect(forViewer.rights).toMatchObject({ canMarkAsReferees: false, canHideCandidates: false });
    await expect(
      proposalRefDocSource.load({ db: t.db, actor: await asUser(w.users.outsider.id), id }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
