import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HiddenCandidatesResponse } from '@sciscope/contracts';
import type { TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';

describeEachDatabase('hidden panel candidates', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let panelId: number;

  beforeAll(async () => {
    ({ t, w, panelId } = await setUpPanelRoutes(dialect));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const hidden = async (who: 'chair' | 'outsider' = 'chair') =>
    ((await w.call('GET', `/api/panel/${panelId}/hidden-candidates/`, who)).json() as HiddenCandidatesResponse)
      .hiddenCandidates;

  it('lists the hidden candidates with their reasons and takes a hide back', async () => {
    const { frank, carl } = w.corpus.people;
    for (const [authorId, reason, comment] of [
      [frank, 'not_suitable_by_judgment', ''],
      [carl, 'other', 'Chairs another panel'],
    ] as const) {
      const hide = await w.call('POST', `/api/panel/${panelId}/hide-candidates/`, 'chair', {
        authorsIds: [authorId],
        reason,
        comment,
      });
      expect(hide.statusCode).toBe(200);
    }
    expect(await hidden()).toEqual([
      {
        author: { id: carl, name: expect.any(String) },
        reason: 'other',
        comment: 'Chairs another panel',
        hiddenAt: expect.any(String),
      },
      {
        author: { id: frank, name: expect.any(String) },
        reason: 'not_suitable_by_judgment',
        comment: '',
        hiddenAt: expect.any(String),
      },
    ]);

    const unhide = await w.call('POST', `/api/panel/${panelId}/unhide-candidates/`, 'chair', { authorsIds: [frank] });
    expect(unhide.statusCode).toBe(200);
    expect(unhide.json()).toEqual({ unhidden: 1 });
    expect((await hidden()).map((h) => h.author.id)).toEqual([carl]);
  });

  it('refuses bad input and other organizations, changing nothing', async () => {
    const { carl } = w.corpus.people;
    const before = await hidden();
    expect(before.map((h) => h.author.id)).toContain(carl);
    for (const payload of [{ authorsIds: [carl, 999999] }, { authorsIds: [] }, { authorsIds: 'x' }]) {
      const refused = await w.call('POST', `/api/panel/${panelId}/unhide-candidates/`, 'chair', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().error.details.fields)[0]).toMatch(/^authorsIds/);
    }
    expect((await w.call('GET', `/api/panel/${panelId}/hidden-candidates/`, 'outsider')).statusCode).toBe(404);
    const foreign = await w.call('POST', `/api/panel/${panelId}/unhide-candidates/`, 'outsider', {
      authorsIds: [carl],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await w.call('GET', `/api/panel/${panelId}/hidden-candidates/`, null)).statusCode).toBe(401);
    expect((await w.call('GET', '/api/panel/99999/hidden-candidates/', 'chair')).statusCode).toBe(404);
    expect(await hidden()).toEqual(before);
  });
});
