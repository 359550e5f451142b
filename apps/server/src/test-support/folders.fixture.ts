import { SYSTEM_ACTOR } from '../app/access';
import { nowIso, type Db } from '../app/database/kysely';
import { createAccessRepository } from '../app/access.repository';
import { createFoldersRepository } from '../modules/folders/folders.repository';
import { createFolder, setFolderRole } from '../modules/folders/folders.usecases';
import { createCorpusFactories } from './corpus-factories';
import { apiHeaders, createTestOrganization, createTestUser, sessionCookieFor, type TestApp } from './test-app';

/**
 * The people and objects of the folders tests: organization A with an admin, a viewer, an
 * editor and a member without a role, a folder of A, an admin of organization B, a user
 * without an organization; and a small ontology ("Neural networks" with its child "Graph
 * neural networks", and "Protein folding") so saved proposals get concepts.
 */
export async function seedFolderWorld(t: TestApp) {
  const db = t.db;
  const orgA = await createTestOrganization(db, { name: 'Acme Research' });
  const orgB = await createTestOrganization(db, { name: 'Other Lab' });
  const admin = await createTestUser(db, { memberships: [{ organizationId: orgA.id, role: 'admin' }] });
  const viewer = await createTestUser(db, { memberships: [{ organizationId: orgA.id, role: 'member' }] });
  const editor = await createTestUser(db, { memberships: [{ organizationId: orgA.id, role: 'member' }] });
  const bystander = await createTestUser(db, { memberships: [{ organizationId: orgA.id, role: 'member' }] });
  const outsider = await createTestUser(db, { memberships: [{ organizationId: orgB.id, role: 'admin' }] });
  const loner = await createTestUser(db);
  const deps = { folders: createFoldersRepository({ db }), access: createAccessRepository({ db }), user: SYSTEM_ACTOR };
  const folder = await createFolder({ ...deps, name: 'Calls 2026', organizationId: orgA.id });
  await setFolderRole({ ...deps, folderId: folder.id, email: viewer.email, role: 'viewer' });
  await setFolderRole({ ...deps, folderId: folder.id, email: editor.email, role: 'editor' });

  const corpus = createCorpusFactories({ db });
  const networks = await corpus.concept({ name: 'Neural networks', df: 10 });
  await corpus.literal({ conceptId: networks.id, name: 'neural networks' });
  const gnn = await corpus.concept({ name: 'Graph neural networks', df: 3 });
  await corpus.literal({ conceptId: gnn.id, name: 'graph neural networks' });
  await corpus.literal({ conceptId: gnn.id, name: 'GNN' });
  await db.kysely.insertInto('conceptRelations').values({ parentId: networks.id, childId: gnn.id }).execute();
  const folding = await corpus.concept({ name: 'Protein folding', df: 5 });
  await corpus.literal({ conceptId: folding.id, name: 'protein folding' });

  const cookie = (userId: number) => sessionCookieFor({ app: t.app, db, userId });
  const cookies = {
    admin: await cookie(admin.id),
    viewer: await cookie(viewer.id),
    editor: await cookie(editor.id),
    bystander: await cookie(bystander.id),
    outsider: await cookie(outsider.id),
    loner: await cookie(loner.id),
  };

  /** One API call as `who` (null: a guest). */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: keyof typeof cookies | null,
    options: { payload?: object | Buffer; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...apiHeaders(who ? cookies[who] : undefined), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  return {
    orgA,
    orgB,
    users: { admin, viewer, editor, bystander, outsider, loner },
    folder,
    concepts: { networks, gnn, folding },
    call,
  };
}

export type FolderWorld = Awaited<ReturnType<typeof seedFolderWorld>>;

/**
 * A stored proposal of `folderId`, written straight to the table (no concept extraction): the
 * referee finder's tests rank it. `authors` are the stored author entries (name, affiliations,
 * linked profile…).
 */
export async function insertProposal(
  db: Db,
  {
    folderId,
    title,
    abstract,
    authors = [],
    originId = null,
  }: { folderId: number; title: string; abstract: string; authors?: object[]; originId?: string | null },
): Promise<number> {
  const now = nowIso();
  const inserted = await db.kysely
    .insertInto('proposals')
    .values({
      folderId,
      title,
      abstract,
      originId,
      attributes: '[]',
      authors: JSON.stringify(authors),
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}
