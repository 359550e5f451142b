import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PanelPeopleResponse } from '@sciscope/contracts';
import { TASK_REGISTRY } from '../../task-registry';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';
import { apiHeaders, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { executeTask } from '../tasks/task-execution';

/**
 * Spec 03 "Candidates screen": the advanced settings hold ignore authors group, authors group
 * ids and authors group effect (walk 15 found the screen without them). The candidates call
 * honours them as the referee finder does: 'limit_to' keeps the groups' people only,
 * 'highlight' marks them, and both need the authors_group quota.
 */
describeEachDatabase('panel candidates and authors groups', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let url: string;
  let groupId: number;
  let asGrouper: (query: string) => Promise<PanelPeopleResponse>;

  beforeAll(async () => {
    let panelId: number;
    let baseId: number;
    ({ t, w, panelId, baseId } = await setUpPanelRoutes(dialect));
    const { taskId } = (await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number };
    expect(await executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} })).toBe(
      'done',
    );
    url = `/api/panel/${panelId}/composition/${baseId}/people?list=candidates`;
    const grouper = await createTestUser(t.db, {
      quotas: ['panel_composer', 'authors_group'],
      memberships: [{ organizationId: w.orgA.id, role: 'member' }],
    });
    const now = new Date().toISOString();
    const group = await t.db.kysely
      .insertInto('authorsGroups')
      .values({ ownerId: grouper.id, organizationId: null, displayName: 'Pool', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = Number(group.id);
    await t.db.kysely
      .insertInto('authorsGroupMembers')
      .values(
        [w.corpus.people.gina, w.corpus.people.frank].map((authorId) => ({
          groupId,
          authorId,
          foundName: '',
          foundOrcid: null,
          source: 'author_id',
          addedAt: now,
        })),
      )
      .execute();
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: grouper.id });
    asGrouper = async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: apiHeaders(cookie) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PanelPeopleResponse;
    };
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const ids = (body: PanelPeopleResponse) => body.scoredPanelMembers.map((m) => m.author.id).sort((a, b) => a - b);

  it('limits the candidates to the groups’ people, or highlights them, as the settings say', async () => {
    const all = await asGrouper('');
    expect(all.authorsGroups.map((g) => g.id)).toEqual([groupId]);
    expect(ids(all).length).toBeGreaterThan(2);
    expect(all.scoredPanelMembers.every((m) => m.authorFromGroupList.length === 0)).toBe(true);

    const groupQuery = `&ignore_authors_group=false&authors_groups_ids=${groupId}`;
    const limited = await asGrouper(`${groupQuery}&authors_group_effect=limit_to`);
    expect(limited.settings).toMatchObject({
      ignore_authors_group: false,
      authors_groups_ids: [groupId],
      authors_group_effect: 'limit_to',
    });
    expect(ids(limited)).toEqual([w.corpus.people.frank, w.corpus.people.gina].sort((a, b) => a - b));
    expect(limited.totalCandidates).toBe(2);

    const highlighted = await asGrouper(groupQuery);
    expect(ids(highlighted)).toEqual(ids(all));
    const marked = highlighted.scoredPanelMembers.filter((m) => m.authorFromGroupList.length > 0);
    expect(marked.map((m) => m.author.id).sort((a, b) => a - b)).toEqual(ids(limited));
    expect(marked[0]!.authorFromGroupList).toEqual([{ id: groupId, display_name: 'Pool', label: expect.any(String) }]);

    // Ignoring the groups (the default) keeps the ids but applies none of them.
    const ignored = await asGrouper(`&authors_groups_ids=${groupId}&authors_group_effect=limit_to`);
    expect(ids(ignored)).toEqual(ids(all));
  });

  it('applies no group without the authors_group quota, and says so', async () => {
    const response = await w.call(
      'GET',
      `${url}&ignore_authors_group=false&authors_groups_ids=${groupId}&authors_group_effect=limit_to`,
    );
    const body = response.json() as PanelPeopleResponse;
    expect(body.ignoredSettings).toEqual([{ field: 'authors_groups_ids', quota: 'authors_group' }]);
    expect(body.authorsGroups).toEqual([]);
    expect(ids(body).length).toBeGreaterThan(2);
  });
});
