import { afterAll, beforeAll, expect, it } from 'vitest';
import { TASK_REGISTRY } from '../../task-registry';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { nowIso } from '../../app/database/kysely';
import { createTasksRepository } from '../tasks/tasks.repository';
import { executeTask } from '../tasks/task-execution';
import { createPossibleConceptsRepository } from './possible-concepts.repository';

/*
 * A docs batch started twice (a double click on 'Mine newest works', the same request sent
 * again): while the first is still queued or being mined, its twin is refused with a 409 that
 * names it; a batch of another size, another source or another moderator is not its twin, and
 * once the first is done (or its task cancelled) the same batch may be mined again.
 */

describeEachDatabase('docs batches started twice', (dialect) => {
  let t: TestApp;
  let f: OntologyFixture;
  let moderator: string;
  let otherModerator: string;
  let writerId: number;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    f = await loadOntologyFixture(t.db);
    const login = async () =>
      sessionCookieFor({
        app: t.app,
        db: t.db,
        userId: (await createTestUser(t.db, { quotas: ['ontology_moderator'] })).id,
      });
    moderator = await login();
    otherModerator = await login();
    writerId = (await createTestUser(t.db, { quotas: ['ontology_moderator'] })).id;
  });
  afterAll(async () => {
    f.cleanup();
    await t.close();
  });

  const start = async (cookie: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ontology/docs-batches',
      headers: apiHeaders(cookie),
      payload,
    });
    return { status: response.statusCode, body: response.json() as any };
  };
  const batchCount = async () =>
    Number(
      (await t.db.kysely
        .selectFrom('docsBatches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst())!.n,
    );
  const runTask = (taskId: number) =>
    executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} });

  it('takes one of two identical batches sent at once and refuses the other, naming the first', async () => {
    const before = await batchCount();
    const answers = await Promise.all([
      start(moderator, { source: 'newest', count: 6 }),
      start(moderator, { source: 'newest', count: 6 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const started = answers.find((a) => a.status === 202)!;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toEqual({
      code: 'ontology.docs_batch_running',
      message: 'You already started this batch and it is still being mined: open it from the list.',
      details: { batchId: started.body.batchId },
    });
    expect(await batchCount()).toBe(before + 1);

    // Still queued: a third click is refused too; another size and another moderator are no twins.
    expect((await start(moderator, { source: 'newest', count: 6 })).status).toBe(409);
    expect((await start(moderator, { source: 'newest', count: 5 })).status).toBe(202);
    expect((await start(otherModerator, { source: 'newest', count: 6 })).status).toBe(202);
    expect(await batchCount()).toBe(before + 3);

    // Once mined, the same batch may be started again.
    expect(await runTask(started.body.taskId)).toBe('done');
    const again = await start(moderator, { source: 'newest', count: 6 });
    expect(again.status).toBe(202);

    // A batch whose task was cancelled is no longer being mined: it does not block its twin.
    await createTasksRepository({ db: t.db }).requestCancel(again.body.taskId);
    expect((await start(moderator, { source: 'newest', count: 6 })).status).toBe(202);
  });

  it('creates one batch of five identical creations started at the same moment', async () => {
    const possible = createPossibleConceptsRepository({ db: t.db });
    const source = 'newest 3 imported works';
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        possible.createBatchUnlessRunning({ source, createdBy: writerId, now: nowIso() }),
      ),
    );
    const created = results.flatMap((r) => ('created' in r ? [r.created] : []));
    expect(created).toHaveLength(1);
    expect(results.filter((r) => 'running' in r && r.running === created[0])).toHaveLength(4);
    // The platform's own batches (no creator) are never refused.
    const platform = await Promise.all([
      possible.createBatchUnlessRunning({ source, createdBy: null, now: nowIso() }),
      possible.createBatchUnlessRunning({ source, createdBy: null, now: nowIso() }),
    ]);
    expect(platform.every((r) => 'created' in r)).toBe(true);
  });
});
