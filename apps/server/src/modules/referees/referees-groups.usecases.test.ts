import { expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { panelPoolGroup, refereesUseCaseWorld } from '../../test-support/referees.fixture';
import { listReferees } from './referees-list.usecases';

/**
 * The authors-groups filter through its port: the groups module is not on this branch, so the
 * port is implemented here over a fixed membership (the ranking's side is what is tested).
 */

const world = refereesUseCaseWorld('groups', (fx) => ({ authorsGroups: panelPoolGroup(fx) }));

const list = (body: Record<string, unknown>) =>
  listReferees({
    deps: world.deps,
    actor: SYSTEM_ACTOR,
    kind: 'article',
    id: world.fx.documentId,
    body,
    offset: 0,
    excluded: false,
    includeMarked: false,
    settingsId: null,
    customAuthorIds: [],
    customCoiAuthorIds: [],
  });

it('highlights the members of the chosen authors groups, and limits the list to them with limit_to', async () => {
  const highlighted = await list({ ignore_authors_group: 'false', authors_groups_ids: '7' });
  expect(highlighted.authorsGroups).toEqual([{ id: 7, display_name: 'Panel pool', label: 'pool', owner_label: 'me' }]);
  const frank = highlighted.referees.find((r) => r.author.id === world.fx.people.frank)!;
  expect(frank.authorFromGroupList).toEqual([{ id: 7, display_name: 'Panel pool', label: 'pool' }]);
  expect(highlighted.referees.find((r) => r.author.id === world.fx.people.eve)!.authorFromGroupList).toEqual([]);
  const limited = await list({
    ignore_authors_group: 'false',
    authors_groups_ids: '7',
    authors_group_effect: 'limit_to',
  });
  expect(limited.referees.map((r) => r.author.id).sort()).toEqual([world.fx.people.frank, world.fx.people.gina].sort());
  const ignored = await list({ authors_groups_ids: '7', authors_group_effect: 'limit_to' });
  expect(ignored.referees.length).toBeGreaterThan(2);
  expect(ignored.unavailableFilters.flatMap((f) => f.fields)).not.toContain('authors_groups_ids');
});
