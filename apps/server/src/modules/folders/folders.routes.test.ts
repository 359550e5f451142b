import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FolderPageResponse, FoldersResponse } from '@sciscope/contracts';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

describeEachDatabase('folders API', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const names = async (who: Parameters<FolderWorld['call']>[2]) =>
    ((await w.call('GET', '/api/folders', who)).json() as FoldersResponse).folders.map((f) => `${f.name}:${f.role}`);

  it('lists each person the folders they have a role in, with that role', async () => {
    expect(await names('admin')).toEqual(['Calls 2026:editor']);
    expect(await names('viewer')).toEqual(['Calls 2026:viewer']);
    expect(await names('editor')).toEqual(['Calls 2026:editor']);
    expect(await names('bystander')).toEqual([]);
    expect(await names('outsider')).toEqual([]);
    expect((await w.call('GET', '/api/folders', null)).statusCode).toBe(401);
  });

  it('lets an organization admin create a folder there, and nobody else', async () => {
    const created = await w.call('POST', '/api/folders', 'admin', {
      payload: { name: '  Panel B  ', organizationId: w.orgA.id },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Panel B',
      organizationId: w.orgA.id,
      role: 'editor',
      personal: false,
    });
    for (const who of ['editor', 'outsider', 'loner'] as const) {
      const refused = await w.call('POST', '/api/folders', who, { payload: { name: 'X', organizationId: w.orgA.id } });
      expect(refused.statusCode, who).toBe(404);
    }
    const empty = await w.call('POST', '/api/folders', 'admin', { payload: { name: ' ', organizationId: w.orgA.id } });
    expect(empty.statusCode).toBe(400);
    expect(await names('admin')).toEqual(['Calls 2026:editor', 'Panel B:editor']);
  });

  it('shows a folder to its viewers and editors only; everyone else gets 404, guests 401', async () => {
    const url = `/api/folders/${w.folder.id}`;
    const page = (await w.call('GET', url, 'viewer')).json() as FolderPageResponse;
    expect(page.folder).toMatchObject({ name: 'Calls 2026', role: 'viewer', organizationName: 'Acme Research' });
    expect(page.members).toBeNull();
    expect(page.totalProposals).toBe(0);
    expect((await w.call('GET', url, 'bystander')).statusCode).toBe(404);
    expect((await w.call('GET', url, 'outsider')).statusCode).toBe(404);
    expect((await w.call('GET', url, 'loner')).statusCode).toBe(404);
    expect((await w.call('GET', url, null)).statusCode).toBe(401);
    expect((await w.call('GET', '/api/folders/999999', 'admin')).statusCode).toBe(404);
  });

  it('lets the organization admin give, change and take back roles, for members only', async () => {
    const url = `/api/folders/${w.folder.id}/roles`;
    const admin = (await w.call('GET', `/api/folders/${w.folder.id}`, 'admin')).json() as FolderPageResponse;
    expect(admin.members?.map((m) => `${m.email}:${m.role}`).sort()).toEqual(
      [`${w.users.editor.email}:editor`, `${w.users.viewer.email}:viewer`].sort(),
    );
    expect(
      (await w.call('PUT', url, 'admin', { payload: { email: w.users.bystander.email, role: 'viewer' } })).statusCode,
    ).toBe(204);
    expect(await names('bystander')).toEqual(['Calls 2026:viewer']);
    const outsider = await w.call('PUT', url, 'admin', { payload: { email: w.users.outsider.email, role: 'viewer' } });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.details.fields.email).toBe('This user is not a member of the organization.');
    const badRole = await w.call('PUT', url, 'admin', { payload: { email: w.users.bystander.email, role: 'owner' } });
    expect(badRole.statusCode).toBe(400);
    // Editors of the folder do not set roles; strangers do not learn it exists.
    expect(
      (await w.call('PUT', url, 'editor', { payload: { email: w.users.bystander.email, role: 'editor' } })).statusCode,
    ).toBe(404);
    expect(
      (await w.call('PUT', url, 'outsider', { payload: { email: w.users.bystander.email, role: 'editor' } }))
        .statusCode,
    ).toBe(404);

    expect((await w.call('DELETE', `${url}/${w.users.bystander.id}`, 'admin')).statusCode).toBe(204);
    expect(await names('bystander')).toEqual([]);
    expect((await w.call('DELETE', `${url}/${w.users.bystander.id}`, 'admin')).statusCode).toBe(404);
  });

  it('gives a user without an organization one personal folder, created on first use', async () => {
    expect(((await w.call('GET', '/api/folders', 'loner')).json() as FoldersResponse).canUsePersonalFolder).toBe(true);
    const first = await w.call('POST', '/api/folders/personal', 'loner');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'My proposals', personal: true, organizationId: null, role: 'editor' });
    const again = await w.call('POST', '/api/folders/personal', 'loner');
    expect(again.json().id).toBe(first.json().id);
    expect(await names('loner')).toEqual(['My proposals:editor']);
    // Nobody else sees it, and it has no roles to set.
    expect((await w.call('GET', `/api/folders/${first.json().id}`, 'admin')).statusCode).toBe(404);
    const roles = await w.call('PUT', `/api/folders/${first.json().id}/roles`, 'loner', {
      payload: { email: w.users.admin.email, role: 'viewer' },
    });
    expect(roles.statusCode).toBe(400);
    // Members of an organization work in its folders.
    const member = await w.call('POST', '/api/folders/personal', 'viewer');
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('folders.no_personal_folder');
  });

  it('stops counting a role once its holder leaves the organization', async () => {
    await t.db.kysely.deleteFrom('memberships').where('userId', '=', w.users.viewer.id).execute();
    expect((await w.call('GET', `/api/folders/${w.folder.id}`, 'viewer')).statusCode).toBe(404);
    expect(await names('viewer')).toEqual([]);
  });
});
