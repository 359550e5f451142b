import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RefereesListResponse } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';

// Walk: with an authors group in "Limit to" mode, members the ranking did not hold were left out without a word.
describeEachDatabase('referee finder: authors-group members "Limit to" does not list', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let cookie: string;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const user = await createTestUser(t.db, { quotas: [{ name: 'authors_group', canBePrivate: true }] });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/authors-groups',
      headers: apiHeaders(cookie),
      payload: { display_name: 'Reviewers pool' },
    });
    groupId = created.json().group.id;
    // Frank and Gina are ranked; Alice wrote the document (left out); Oscar's graph papers are
    // from 2010-2012, outside the default ten years, so the ranking finds nothing of his.
    const { people } = fx;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/authors-groups/${groupId}/members`,
      headers: apiHeaders(cookie),
      payload: { authorIds: [people.frank, people.oscar, people.alice, people.gina] },
    });
    expect(added.json().addedCount).toBe(4);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function rank(settings: string): Promise<RefereesListResponse> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/referees/article/${fx.documentId}/`,
      headers: { ...apiHeaders(cookie), 'content-type': 'application/x-www-form-urlencoded' },
      payload: settings,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RefereesListResponse;
  }
  const limitTo = () => `ignore_authors_group=false&authors_groups_ids=${groupId}&authors_group_effect=limit_to`;

  it('says how many members are not ranked and names them, left-out ones first, each with why', async () => {
    const body = await rank(limitTo());
    expect(body.referees.map((r) => r.author.name).sort()).toEqual(['Frank Junior', 'Gina Beta']);
    expect(body.groupMembersNotRanked).toEqual({
      membersCount: 4,
      count: 2,
      members: [
        { id: fx.people.alice, name: 'Alice Doc', reason: 'left_out', excludeReasons: ['document_author'] },
        { id: fx.people.oscar, name: 'Oscar Old', reason: 'not_found', excludeReasons: [] },
      ],
      message:
        '2 of the 4 members of the authors group Reviewers pool are not ranked for this document, ' +
        'so the authors-group effect "Limit to" leaves them out of the list:',
    });
  });

  it('names the member a filter leaves out, and none when every member is ranked or the group only highlights', async () => {
    // Twenty years back, Oscar is found but left out as inactive; an h-index of 3 or more leaves Frank (2) out.
    const wider = await rank(`${limitTo()}&articles_years_limit=20&min_h_index=3`);
    // Each with the filter that left it out (walk: the note did not name it).
    expect(wider.groupMembersNotRanked?.members.map((m) => [m.name, m.reason, m.excludeReasons])).toEqual([
      ['Alice Doc', 'left_out', ['document_author']],
      ['Frank Junior', 'left_out', ['small_h_index']],
      ['Oscar Old', 'left_out', ['inactive_author']],
    ]);
    expect(wider.groupMembersNotRanked?.message).toBe(
      '3 of the 4 members of the authors group Reviewers pool are not ranked for this document, ' +
        'so the authors-group effect "Limit to" leaves them out of the list:',
    );
    expect(wider.referees.map((r) => r.author.name)).toEqual(['Gina Beta']);

    const highlighted = await rank(`ignore_authors_group=false&authors_groups_ids=${groupId}`);
    expect(highlighted.groupMembersNotRanked).toBeNull();
    expect((await rank('')).groupMembersNotRanked).toBeNull();
  });
});
