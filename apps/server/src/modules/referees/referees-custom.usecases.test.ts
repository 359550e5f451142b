import { exportRefereesQuerySchema, type Referee } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { panelPoolGroup, refereesUseCaseWorld } from '../../test-support/referees.fixture';
import { exportReferees } from './referees-export.usecases';
import { customReferees, listReferees } from './referees-list.usecases';

/**
 * Custom authors in the list (spec 03 section 4: "normal, custom (added by the user), marked as
 * referee, …"): an author the ranking samples keeps their place with the custom label; only
 * those outside the sample are shown beside it. The page, the custom call and the exports agree.
 */

const world = refereesUseCaseWorld('custom', (fx) => ({ authorsGroups: panelPoolGroup(fx) }));

const list = ({
  body = {},
  custom = [],
  offset = 0,
  excluded = false,
}: { body?: Record<string, unknown>; custom?: number[]; offset?: number; excluded?: boolean } = {}) =>
  listReferees({
    deps: world.deps,
    actor: SYSTEM_ACTOR,
    kind: 'article',
    id: world.fx.documentId,
    body,
    offset,
    excluded,
    includeMarked: false,
    settingsId: null,
    customAuthorIds: custom,
    customCoiAuthorIds: [],
  });
const summary = (rows: Referee[]) =>
  rows.map((r) => ({
    id: r.author.id,
    position: r.position,
    score: r.score,
    custom: r.labels.includes('custom'),
    out: r.isOutOfSample,
  }));
/** `rows` as they were, with `ids` labelled custom. */
const labelledCustom = (rows: Referee[], ids: number[]) =>
  summary(rows).map((r) => (ids.includes(r.id) ? { ...r, custom: true } : r));
const exportJson = async (query: Record<string, string>) => {
  const file = await exportReferees({
    deps: world.deps,
    actor: SYSTEM_ACTOR,
    docId: world.fx.documentId,
    query: exportRefereesQuerySchema.parse({ doc_kind: 'article', export_format: 'json', ...query }),
  });
  return JSON.parse(String(file.body)) as Referee[];
};

describe('custom authors', () => {
  it('in the sample keep their position and score, get the custom label, are shown once and renumber no one', async () => {
    const before = await list();
    const third = before.referees[2]!;
    expect(third.position).toBe(3);
    const after = await list({ custom: [third.author.id] });
    expect(summary(after.referees)).toEqual(labelledCustom(before.referees, [third.author.id]));
    expect([after.totalReferees, after.excludedCount]).toEqual([before.totalReferees, before.excludedCount]);
  });

  it('move no one else when diversify drops a colleague of theirs', async () => {
    const diversified = { diversify: 'true' };
    const before = await list({ body: diversified });
    // Eve and Gina share Beta University: diversify keeps Eve, the better one, and leaves Gina out.
    expect(before.referees.map((r) => r.author.id)).toContain(world.fx.people.eve);
    expect(before.referees.map((r) => r.author.id)).not.toContain(world.fx.people.gina);
    const after = await list({ body: diversified, custom: [world.fx.people.eve] });
    expect(summary(after.referees)).toEqual(labelledCustom(before.referees, [world.fx.people.eve]));
    expect(after.excludedCount).toBe(before.excludedCount);
  });

  it('in the sample are shown on the page that holds their position, not on the first page too', async () => {
    const [, , third] = (await list()).referees;
    const custom = [third!.author.id];
    const holding = await list({ custom, offset: 2 });
    expect(summary(holding.referees)[0]).toMatchObject({ id: third!.author.id, position: 3, custom: true, out: false });
    const later = await list({ custom, offset: 3 });
    expect(later.referees.map((r) => r.author.id)).not.toContain(third!.author.id);
    expect(later.referees[0]!.position).toBe(4);
  });

  it('left out by the settings are shown beside the list, without a position, with their reasons, counted as before', async () => {
    const limited = {
      ignore_authors_group: 'false',
      authors_groups_ids: '7',
      authors_group_effect: 'limit_to',
    };
    const before = await list({ body: limited });
    const after = await list({ body: limited, custom: [world.fx.people.eve] });
    expect(summary(after.referees)).toEqual([
      { id: world.fx.people.eve, position: null, score: expect.any(Number), custom: true, out: true },
      ...summary(before.referees),
    ]);
    expect(after.referees[0]!.excludeReasons).toEqual(['not_in_authors_group']);
    expect([after.totalReferees, after.excludedCount]).toEqual([before.totalReferees, before.excludedCount]);
    // The excluded view lists them with the others left out, with the label.
    const left = await list({ body: limited, custom: [world.fx.people.eve], excluded: true });
    expect(
      left.referees.filter((r) => r.author.id === world.fx.people.eve).map((r) => r.labels.includes('custom')),
    ).toEqual([true]);
  });

  it('the retrieval did not reach are shown beside the list and counted nowhere', async () => {
    const narrow = { nearest_articles_limit: '2' };
    const before = await list({ body: narrow });
    expect(before.referees.map((r) => r.author.id)).not.toContain(world.fx.people.gina);
    const after = await list({ body: narrow, custom: [world.fx.people.gina] });
    expect(summary(after.referees)).toEqual([
      { id: world.fx.people.gina, position: null, score: expect.any(Number), custom: true, out: true },
      ...summary(before.referees),
    ]);
    expect([after.totalReferees, after.excludedCount]).toEqual([before.totalReferees, before.excludedCount]);
  });

  it('are answered by the custom call as the page shows them: at their position, or out of the sample', async () => {
    const page = (await list()).referees;
    const third = page[2]!;
    const { referees } = await customReferees({
      deps: world.deps,
      actor: SYSTEM_ACTOR,
      kind: 'article',
      id: world.fx.documentId,
      body: {},
      authorIds: [world.fx.people.alice, third.author.id],
      customCoiAuthorIds: [],
    });
    expect(summary(referees)).toEqual([
      { id: world.fx.people.alice, position: null, score: expect.any(Number), custom: true, out: true },
      { id: third.author.id, position: 3, score: third.score, custom: true, out: false },
    ]);
    expect(referees[0]!.excludeReasons).toContain('document_author');
  });

  it('are exported as the page shows them, from the custom lists of the settings string', async () => {
    const page = (await list()).referees;
    const third = page[2]!;
    const lists = `custom_authors_ids=${third.author.id},${world.fx.people.alice}`;
    // Only custom: those beside the list first (as on the page), then the ranked ones at their positions.
    expect(summary(await exportJson({ settings: lists, only_custom: '1' }))).toEqual([
      { id: world.fx.people.alice, position: null, score: expect.any(Number), custom: true, out: true },
      { id: third.author.id, position: 3, score: third.score, custom: true, out: false },
    ]);
    // The top N: what the page shows (walk 11), the custom author beside the list first, then the
    // ranking unchanged, the custom author in it labelled.
    const shown = await list({ custom: [third.author.id, world.fx.people.alice] });
    const top = summary(await exportJson({ settings: lists, limit: '50' }));
    expect(top).toEqual(summary(shown.referees));
    expect(top).toEqual([
      { id: world.fx.people.alice, position: null, score: expect.any(Number), custom: true, out: true },
      ...labelledCustom(page, [third.author.id]),
    ]);
    // One the retrieval did not reach too.
    const narrow = 'nearest_articles_limit=2';
    const unreached = (await list({ body: { nearest_articles_limit: '2' }, custom: [world.fx.people.gina] })).referees;
    expect(unreached[0]).toMatchObject({ author: { id: world.fx.people.gina }, isOutOfSample: true });
    expect(
      summary(await exportJson({ settings: `${narrow}&custom_authors_ids=${world.fx.people.gina}`, limit: '50' })),
    ).toEqual(summary(unreached));
    // Custom COI authors are conflicts in the export as on the page.
    const coi = page[0]!.author.id;
    const [first] = await exportJson({ settings: `custom_coi_authors_ids=${coi}`, limit: '50' });
    expect([first!.author.id, first!.externalCoI, first!.labels.includes('coi')]).toEqual([coi, true, true]);
  });
});
