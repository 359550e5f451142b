import { exportRefereesQuerySchema, type Referee } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { panelPoolGroup, refereesUseCaseWorld } from '../../test-support/referees.fixture';
import { exportReferees } from './referees-export.usecases';
import { listReferees } from './referees-list.usecases';

/**
 * Marked referees in the list (spec 03 section 4: "normal, custom (added by the user), marked
 * as referee, …"). The marks and groups ports are implemented here over fixed data: the
 * proposals module owns marking, the ranking's side is what is tested.
 */
let marked: number[] = [];

const world = refereesUseCaseWorld('marked', (fx) => ({
  marks: { markedAuthorIds: async () => [...marked] },
  authorsGroups: panelPoolGroup(fx),
}));

const list = (body: Record<string, unknown> = {}, customAuthorIds: number[] = []) =>
  listReferees({
    deps: world.deps,
    actor: SYSTEM_ACTOR,
    kind: 'article',
    id: world.fx.documentId,
    body,
    offset: 0,
    excluded: false,
    includeMarked: true,
    settingsId: null,
    customAuthorIds,
    customCoiAuthorIds: [],
  });
const summary = (rows: Referee[]) =>
  rows.map((r) => ({
    id: r.author.id,
    position: r.position,
    custom: r.labels.includes('custom'),
    out: r.isOutOfSample,
  }));

describe('marked referees', () => {
  it('keep their position and rank in the ranking, are not custom authors, and renumber no one', async () => {
    marked = [];
    const before = await list();
    const [first, second] = before.referees;
    marked = [first!.author.id, second!.author.id];
    const after = await list();
    expect(after.markedAuthorsIds).toEqual(marked);
    expect(summary(after.referees)).toEqual(summary(before.referees));
    expect(after.referees.slice(0, 2).map((r) => [r.author.id, r.position, r.labels, r.isOutOfSample])).toEqual([
      [first!.author.id, 1, before.referees[0]!.labels, false],
      [second!.author.id, 2, before.referees[1]!.labels, false],
    ]);
    expect(after.referees[2]!.position).toBe(3);
    expect(after.totalReferees).toBe(before.totalReferees);
  });

  it('left out by the settings are shown beside the list, without a position, with their reasons, not as custom', async () => {
    marked = [world.fx.people.eve];
    const limited = await list({
      ignore_authors_group: 'false',
      authors_groups_ids: '7',
      authors_group_effect: 'limit_to',
    });
    expect(summary(limited.referees)).toEqual([
      { id: world.fx.people.eve, position: null, custom: false, out: true },
      ...[world.fx.people.frank, world.fx.people.gina]
        .map((id) => ({ id, position: limited.referees.find((r) => r.author.id === id)!.position }))
        .sort((a, b) => a.position! - b.position!)
        .map(({ id }, i) => ({ id, position: i + 1, custom: false, out: false })),
    ]);
    expect(limited.referees[0]!.excludeReasons).toEqual(['not_in_authors_group']);
    expect(limited.totalReferees).toBe(2);
  });

  it('the retrieval did not reach are shown beside the list and counted nowhere', async () => {
    marked = [];
    const narrow = { nearest_articles_limit: '2' };
    const before = await list(narrow);
    const unreached = Object.values(world.fx.people).find(
      (id) => id !== world.fx.people.alice && !before.referees.some((r) => r.author.id === id),
    )!;
    expect(unreached).toBeDefined();
    marked = [unreached];
    const after = await list(narrow);
    expect(summary(after.referees)).toEqual([
      { id: unreached, position: null, custom: false, out: true },
      ...summary(before.referees),
    ]);
    expect([after.totalReferees, after.excludedCount]).toEqual([before.totalReferees, before.excludedCount]);
  });

  it('added as custom authors too are shown once, as custom authors, at their position', async () => {
    marked = [];
    const [first] = (await list()).referees;
    marked = [first!.author.id];
    const rows = (await list({}, [first!.author.id])).referees;
    expect(
      rows.filter((r) => r.author.id === first!.author.id).map((r) => [r.labels.includes('custom'), r.position]),
    ).toEqual([[true, 1]]);
  });

  it('are exported with the positions the page shows', async () => {
    marked = [];
    const page = (await list()).referees;
    marked = [page[1]!.author.id, page[0]!.author.id];
    const file = await exportReferees({
      deps: world.deps,
      actor: SYSTEM_ACTOR,
      docId: world.fx.documentId,
      query: exportRefereesQuerySchema.parse({
        doc_kind: 'article',
        export_format: 'json',
        only_marked: '1',
        limit: '0',
      }),
    });
    const rows = JSON.parse(String(file.body)) as Referee[];
    expect(summary(rows)).toEqual([
      { id: page[0]!.author.id, position: 1, custom: false, out: false },
      { id: page[1]!.author.id, position: 2, custom: false, out: false },
    ]);
  });
});
