/**
 * The panel composer's test world, on the referee finder's corpus (buildRefereesFixture, a
 * trained model): organization A with a chair (member, quotas panel_composer and gender_info),
 * viewer of the folder), a member without the quota, organization B's chair (the quota, not in A); a folder of A with
 * three proposals — two on graphs (the first by Alice, so her co-author Carl and her colleague
 * Irene are in conflict with it) and one on proteins — whose concepts the ontology literals find.
 */
import { expect } from 'vitest';
import type { PanelDetail } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import type { DbDialect } from '../app/database/kysely';
import { createAccessRepository } from '../app/access.repository';
import { createFoldersRepository } from '../modules/folders/folders.repository';
import { createFolder, setFolderRole } from '../modules/folders/folders.usecases';
import { createProposalsRepository } from '../modules/folders/proposals.repository';
import { createProposal } from '../modules/folders/proposals.usecases';
import { documentTypicality } from '../modules/representations/document-typicality.usecases';
import { getSearchConceptMatcher } from '../modules/search/search-concept-matcher';
import { createCorpusFactories } from './corpus-factories';
import { buildRefereesFixture } from './referees.fixture';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from './test-app';

export async function seedPanelWorld(t: TestApp) {
  const db = t.db;
  const corpus = await buildRefereesFixture(db);
  const f = createCorpusFactories({ db });
  await f.literal({ conceptId: corpus.concepts.coloring, name: 'graph coloring' });
  await f.literal({ conceptId: corpus.concepts.graph, name: 'planar graphs' });
  await f.literal({ conceptId: corpus.concepts.protein, name: 'protein folding' });
  const orgA = await createTestOrganization(db, { name: 'Panel Research' });
  const orgB = await createTestOrganization(db, { name: 'Other Council' });
  const chair = await createTestUser(db, {
    quotas: ['panel_composer', 'gender_info'],
    memberships: [{ organizationId: orgA.id, role: 'member' }],
  });
  const colleague = await createTestUser(db, { memberships: [{ organizationId: orgA.id, role: 'member' }] });
  const outsider = await createTestUser(db, {
    quotas: ['panel_composer'],
    memberships: [{ organizationId: orgB.id, role: 'admin' }],
  });
  const folders = createFoldersRepository({ db });
  const access = createAccessRepository({ db });
  const folder = await createFolder({
    folders,
    access,
    user: SYSTEM_ACTOR,
    name: 'Panel calls',
    organizationId: orgA.id,
  });
  // The chair reads the folder's proposals (a subpanel only takes documents its editor may see).
  await setFolderRole({ folders, access, user: SYSTEM_ACTOR, folderId: folder.id, email: chair.email, role: 'viewer' });
  const proposalDeps = {
    folders,
    access,
    user: SYSTEM_ACTOR,
    proposals: createProposalsRepository({ db }),
    matcher: () => getSearchConceptMatcher(db),
    typicality: (text: { title: string; abstract: string }, conceptIds: readonly number[]) =>
      documentTypicality({ db, text, conceptIds }),
  };
  const proposal = async (title: string, abstract: string, authors: Array<{ name: string; authorId: number }> = []) =>
    (
      await createProposal({
        ...proposalDeps,
        folderId: folder.id,
        fields: {
          title,
          abstract,
          originId: null,
          attributes: [],
          authors: authors.map((a) => ({ ...a, affiliations: [], orcid: null, matchedBy: 'user' as const })),
        },
      })
    ).id;
  const proposals = {
    coloring: await proposal(
      'On graph coloring and chromatic number',
      'We study graph coloring, chromatic number and planar graphs. Results on vertex degree with edge cover and graph minors follow.',
      [{ name: 'Alice Doc', authorId: corpus.people.alice }],
    ),
    planar: await proposal(
      'On planar graphs and vertex degree',
      'We study planar graphs, vertex degree and edge cover. Results on graph minors with graph coloring and chromatic number follow.',
    ),
    folding: await proposal(
      'On protein folding and amino acid',
      'We study protein folding, amino acid and molecular dynamics. Results on binding site with enzyme kinetics and peptide chain follow.',
    ),
  };
  const cookies = {
    chair: await sessionCookieFor({ app: t.app, db, userId: chair.id }),
    colleague: await sessionCookieFor({ app: t.app, db, userId: colleague.id }),
    outsider: await sessionCookieFor({ app: t.app, db, userId: outsider.id }),
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: keyof typeof cookies | null = 'chair',
    payload?: object | string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders(who ? cookies[who] : undefined),
      ...(payload !== undefined ? { payload } : {}),
    });
  return { corpus, orgA, orgB, users: { chair, colleague, outsider }, folder, proposals, call };
}

export type PanelWorld = Awaited<ReturnType<typeof seedPanelWorld>>;

/**
 * The panel-composer route tests' start: the world, and a panel of organization A with members
 * Eve and Pat and two subpanels (PE1 "Graphs": the two graph proposals; LS1 "Proteins"), with
 * the id of its base composition.
 */
export async function setUpPanelRoutes(dialect: DbDialect) {
  const t = await createTestApp({ dialect });
  const w = await seedPanelWorld(t);
  const created = await w.call('POST', '/api/panels', 'chair', {
    name: 'Physical sciences 2026',
    organizationId: w.orgA.id,
    memberAuthorIds: [w.corpus.people.eve, w.corpus.people.pat],
  });
  expect(created.statusCode).toBe(200);
  const panelId = (created.json() as { id: number }).id;
  const graphs = await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
    code: 'PE1',
    name: 'Graphs',
    documents: [
      { docKind: 'proposal', docId: w.proposals.coloring },
      { docKind: 'proposal', docId: w.proposals.planar },
    ],
  });
  expect(graphs.statusCode, graphs.body).toBe(200);
  await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
    code: 'LS1',
    name: 'Proteins',
    documents: [{ docKind: 'proposal', docId: w.proposals.folding }],
  });
  const detail = (await w.call('GET', `/api/panel/${panelId}`)).json() as PanelDetail;
  return { t, w, panelId, baseId: detail.compositions[0]!.id };
}
