import { afterAll, beforeAll, expect, it } from 'vitest';
import { TASK_REGISTRY } from '../../task-registry';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { executeTask } from '../tasks/task-execution';

/*
 * Possible concepts and import from a list on the fixture corpus: candidates mined from an
 * article, a proposal and a docs batch (a task), hiding, 'Report False', creating and merging
 * through the concept form's save, and the list import's dry run, refusal and task.
 */

describeEachDatabase('possible concepts and import from list', (dialect) => {
  let t: TestApp;
  let f: OntologyFixture;
  let moderator: string;
  let user: string;
  let superuser: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    f = await loadOntologyFixture(t.db);
    const login = async (options: Parameters<typeof createTestUser>[1] = {}) =>
      sessionCookieFor({ app: t.app, db: t.db, userId: (await createTestUser(t.db, options)).id });
    moderator = await login({ quotas: ['ontology_moderator'] });
    user = await login();
    superuser = await login({ superuser: true });
  });
  afterAll(async () => {
    f.cleanup();
    await t.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as any };
  };
  const runTask = (taskId: number) =>
    executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} });
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);
  const conceptCount = async () =>
    Number(
      (await t.db.kysely
        .selectFrom('concepts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst())!.n,
    );

  it("mines an article's candidates from its text, scored on the corpus, without known literals", async () => {
    expect((await call('GET', `/api/ontology/articles/${f.article('W1')}/possible-concepts`)).status).toBe(401);
    const { status, body } = await call('GET', `/api/ontology/articles/${f.article('W1')}/possible-concepts`, user);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'article', title: 'Deep learning for image recognition', corpusSize: 8 });
    const convnet = body.possibleConcepts.find((p: { name: string }) => p.name === 'convnet');
    // Twice in W1; W1 and W8 hold it in the corpus.
    expect(convnet).toMatchObject({ tf: 2, df: 2, dfCollection: null, created: false, searchQuery: '"convnet"' });
    expect(convnet.score).toBeCloseTo((1 + Math.log(2)) * Math.log(9 / 3), 2);
    expect(names(body.possibleConcepts)).toContain('image recognition');
    // Scores best first.
    const scores = body.possibleConcepts.map((p: { score: number }) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    // W4's "convolutional neural network" is a literal already: neither it, its parts nor a phrase cutting across it.
    const w4 = await call('GET', `/api/ontology/articles/${f.article('W4')}/possible-concepts`, user);
    const w4Names = names(w4.body.possibleConcepts);
    for (const known of ['convolutional neural network', 'neural network', 'neural', 'network segments'])
      expect(w4Names).not.toContain(known);
    // A phrase around a known term stays, with the known concept as its neighbour.
    const around = w4.body.possibleConcepts.find(
      (p: { name: string }) => p.name === 'convolutional neural network segments',
    );
    expect(around.neighbors.map((n: { name: string }) => n.name)).toContain('Convolutional neural network');
    // "medical images" stands in this corpus only inside the longer run, so the longer one names it.
    expect(w4Names.filter((n: string) => n.endsWith('medical images'))).toHaveLength(1);
    expect((await call('GET', '/api/ontology/articles/999999/possible-concepts', user)).status).toBe(404);
  });

  it("mines a proposal's candidates for whoever may read its folder", async () => {
    const folder = await call('POST', '/api/folders/personal', user);
    const proposal = await call('POST', `/api/folders/${folder.body.id}/proposals`, user, {
      title: 'Sparse graph sketches',
      abstract: 'Graph sketches compress streams. Sparse graph sketches answer cut queries.',
    });
    expect(proposal.status).toBeLessThan(300);
    const url = `/api/ontology/proposals/${proposal.body.id ?? proposal.body.proposal?.id}/possible-concepts`;
    const mine = await call('GET', url, user);
    expect(mine.status).toBe(200);
    expect(mine.body.possibleConcepts.find((p: { name: string }) => p.name === 'graph sketches')).toMatchObject({
      tf: 3,
      df: 0,
    });
    expect((await call('GET', url, moderator)).status).toBe(404);
  });

  let batchId = 0;
  it('mines a docs batch of the newest works in a task, hides and unhides candidates', async () => {
    expect((await call('POST', '/api/ontology/docs-batches', user, { source: 'newest', count: 8 })).status).toBe(403);
    const started = await call('POST', '/api/ontology/docs-batches', moderator, { source: 'newest', count: 8 });
    expect(started.status).toBe(202);
    batchId = started.body.batchId;
    expect((await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator)).body).toMatchObject({
      status: 'queued',
    });
    expect(await runTask(started.body.taskId)).toBe('done');
    const batch = await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator);
    expect(batch.body).toMatchObject({
      status: 'done',
      source: 'newest 8 imported works',
      docsCount: 8,
      hiddenCount: 0,
    });
    // Only terms of two documents or more; convnet: twice in W1 and twice in W8.
    expect(batch.body.possibleConcepts.every((p: { dfCollection: number }) => p.dfCollection >= 2)).toBe(true);
    expect(batch.body.possibleConcepts.find((p: { name: string }) => p.name === 'convnet')).toMatchObject({
      tf: 4,
      dfCollection: 2,
      df: 2,
    });
    const list = await call('GET', '/api/ontology/docs-batches', moderator);
    expect(list.body.batches[0]).toMatchObject({ id: batchId, status: 'done', candidates: batch.body.total });

    const hide = await call('POST', '/api/ontology/hide-batch-possible-concepts', moderator, {
      docs_batch_id: batchId,
      names: ['Convnet'],
    });
    expect(hide.body).toEqual({ ok: true, changed: 1 });
    const after = await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator);
    expect(names(after.body.possibleConcepts)).not.toContain('convnet');
    expect(after.body).toMatchObject({ hiddenCount: 1, total: batch.body.total - 1 });
    const shown = await call('GET', `/api/ontology/docs-batches/${batchId}?showHidden=true`, moderator);
    expect(shown.body.possibleConcepts.find((p: { name: string }) => p.name === 'convnet').hidden).toBe(true);
    await call('POST', '/api/ontology/unhide-batch-possible-concepts', moderator, {
      docs_batch_id: batchId,
      names: ['convnet'],
    });
    expect((await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator)).body.hiddenCount).toBe(0);
    expect((await call('GET', '/api/ontology/docs-batches/999999', moderator)).status).toBe(404);
    expect((await call('GET', `/api/ontology/docs-batches/${batchId}?showHidden=maybe`, moderator)).status).toBe(400);
  });

  it("mines a saved search's results, for the saved search's owner only", async () => {
    const saved = await call('POST', '/api/saved-searches', moderator, {
      name: 'Convnets',
      q: 'convnet',
      sort: 'relevance',
    });
    expect(saved.status).toBeLessThan(300);
    const savedId = saved.body.savedSearch?.id ?? saved.body.id;
    const other = await sessionCookieFor({
      app: t.app,
      db: t.db,
      userId: (await createTestUser(t.db, { quotas: ['ontology_moderator'] })).id,
    });
    expect(
      (await call('POST', '/api/ontology/docs-batches', other, { source: 'saved-search', savedSearchId: savedId }))
        .status,
    ).toBe(404);
    const started = await call('POST', '/api/ontology/docs-batches', moderator, {
      source: 'saved-search',
      savedSearchId: savedId,
    });
    expect(started.status).toBe(202);
    expect(await runTask(started.body.taskId)).toBe('done');
    const batch = await call('GET', `/api/ontology/docs-batches/${started.body.batchId}`, moderator);
    // W1 and W8 hold "convnet": both mined, and "convnet" is in both.
    expect(batch.body).toMatchObject({ status: 'done', source: 'saved search "Convnets"', docsCount: 2 });
    expect(names(batch.body.possibleConcepts)).toContain('convnet');
  });

  it('creates a concept from a candidate and merges several through the concept form', async () => {
    const before = await conceptCount();
    // Only moderators work on a batch; anyone else's concept is a suggestion.
    const refused = await call('POST', '/api/ontology/possible-concepts/create', user, {
      docs_batch_id: batchId,
      names: ['convnet'],
      concept: { name: 'Convnet', literals: [{ name: 'convnet' }] },
    });
    expect(refused.status).toBe(403);
    const suggested = await call('POST', '/api/ontology/possible-concepts/create', user, {
      names: ['convnet'],
      concept: { name: 'Convnet', literals: [{ name: 'convnet' }] },
    });
    expect(suggested.status).toBe(202);
    expect(suggested.body.pending).toBe(true);
    expect(await conceptCount()).toBe(before);
    // The form's validation applies: nothing is created.
    const invalid = await call('POST', '/api/ontology/possible-concepts/create', moderator, {
      docs_batch_id: batchId,
      names: ['convnet'],
      concept: { name: 'Convnet', literals: [{ name: 'CONVNET', isAmbiguous: true }] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details.issues).toContain(
      'Concept must have at least one correct non-ambiguous literal.',
    );

    const created = await call('POST', '/api/ontology/possible-concepts/create', moderator, {
      docs_batch_id: batchId,
      names: ['convnet'],
      concept: { name: 'Convnet', literals: [{ name: 'convnet' }] },
    });
    expect(created.status).toBe(201);
    const batch = await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator);
    expect(batch.body.possibleConcepts.find((p: { name: string }) => p.name === 'convnet')).toMatchObject({
      id: created.body.concept.id,
      created: true,
      merged: false,
      // The created concept is the row itself: neither its own conflict nor its own neighbour.
      conflicts: [],
      neighbors: [],
    });

    const [first, second] = batch.body.possibleConcepts.filter((p: { created: boolean }) => !p.created);
    const merged = await call('POST', '/api/ontology/possible-concepts/create', moderator, {
      docs_batch_id: batchId,
      names: [first.name, second.name],
      concept: { name: first.name, literals: [{ name: first.name }, { name: second.name }] },
    });
    expect(merged.status).toBe(201);
    expect(merged.body.concept.literals.map((l: { name: string }) => l.name).sort()).toEqual(
      [first.name, second.name].sort(),
    );
    // Merged candidates leave the queue (spec 02 section 4): not listed, not even among the hidden
    // ones, not counted as hidden, and Unhide does not bring them back.
    const after = await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator);
    expect(names(after.body.possibleConcepts)).not.toContain(first.name);
    expect(after.body).toMatchObject({ hiddenCount: batch.body.hiddenCount, total: batch.body.total - 2 });
    const all = await call('GET', `/api/ontology/docs-batches/${batchId}?showHidden=true`, moderator);
    expect(names(all.body.possibleConcepts)).not.toContain(first.name);
    expect(names(all.body.possibleConcepts)).not.toContain(second.name);
    expect(all.body.hiddenCount).toBe(batch.body.hiddenCount);
    const unhide = await call('POST', '/api/ontology/unhide-batch-possible-concepts', moderator, {
      docs_batch_id: batchId,
      names: [first.name, second.name],
    });
    expect(unhide.body).toEqual({ ok: true, changed: 0 });
    expect(
      names((await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator)).body.possibleConcepts),
    ).not.toContain(second.name);
    // The rows still record which concept they were merged into.
    const rows = await t.db.kysely
      .selectFrom('possibleConcepts')
      .select(['name', 'conceptId', 'merged', 'hidden'])
      .where('batchId', '=', batchId)
      .where('name', 'in', [first.name, second.name])
      .execute();
    expect(rows.map((r) => ({ conceptId: r.conceptId, merged: r.merged, hidden: r.hidden }))).toEqual([
      { conceptId: merged.body.concept.id, merged: 1, hidden: 0 },
      { conceptId: merged.body.concept.id, merged: 1, hidden: 0 },
    ]);
    // A row merged before this rule (hidden = 1 then) counts as hidden no more either.
    await t.db.kysely
      .updateTable('possibleConcepts')
      .set({ hidden: 1 })
      .where('batchId', '=', batchId)
      .where('merged', '=', 1)
      .execute();
    expect((await call('GET', `/api/ontology/docs-batches/${batchId}`, moderator)).body.hiddenCount).toBe(
      batch.body.hiddenCount,
    );
    expect(await conceptCount()).toBe(before + 2);
  });

  it("'Report False' (superusers) keeps a term out of every list for good", async () => {
    const url = `/api/ontology/articles/${f.article('W1')}/possible-concepts`;
    expect(names((await call('GET', url, user)).body.possibleConcepts)).toContain('image recognition');
    const refused = await call('POST', '/api/ontology/ban-possible-literals', moderator, {
      literals: ['image recognition'],
    });
    expect(refused.status).toBe(403);
    const banned = await call('POST', '/api/ontology/ban-possible-literals', superuser, {
      literals: ['Image recognition', 'image recognition'],
    });
    expect(banned.body).toEqual({ ok: true, banned: 1 });
    expect(names((await call('GET', url, user)).body.possibleConcepts)).not.toContain('image recognition');
    const stored = await t.db.kysely.selectFrom('possibleBannedLiterals').selectAll().execute();
    expect(stored.map((r) => r.nameKey)).toEqual(['image recognition']);
    expect((await call('POST', '/api/ontology/ban-possible-literals', superuser, { literals: [] })).status).toBe(400);
  });

  it('checks an imported list row by row and refuses it whole when a row is wrong', async () => {
    const before = await conceptCount();
    const text = 'Spectral clustering, spectral partitioning\nNeural network\nCNN\n\nspectral clustering; graph cuts';
    const parsed = await call('POST', '/api/ontology/import/parse', moderator, { text, separators: '.,;()' });
    expect(parsed.status).toBe(200);
    expect(parsed.body.valid).toBe(false);
    expect(parsed.body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [1, []],
      [
        2,
        [
          'A concept named "Neural network" already exists.',
          'Concept must have at least one correct non-ambiguous literal.',
        ],
      ],
      [3, ['Concept must have at least one correct non-ambiguous literal.']],
      [5, ['The same concept as line 1.']],
    ]);
    expect(parsed.body.rows[0]).toMatchObject({
      name: 'Spectral clustering',
      literals: [
        { name: 'Spectral clustering', isAmbiguous: false },
        { name: 'spectral partitioning', isAmbiguous: false },
      ],
      tf: 2,
    });
    const refused = await call('POST', '/api/ontology/import', moderator, { text, separators: '.,;()' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('ontology.list_invalid');
    expect(refused.body.error.details.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 5]);
    expect(await conceptCount()).toBe(before);
    const empty = await call('POST', '/api/ontology/import/parse', moderator, { text: ' ', separators: ',' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields.text).toBe('Enter the separators and the list.');
    expect((await call('POST', '/api/ontology/import/parse', moderator, { text: 'a', separators: '' })).status).toBe(
      400,
    );
  });

  it('imports a list in a task: concepts for a moderator, suggestions for anyone else', async () => {
    const before = await conceptCount();
    const csv = 'name,literal\n"Spectral clustering","spectral partitioning"\nGraph cut,minimum cut\n';
    const parsed = await call('POST', '/api/ontology/import/parse', moderator, {
      text: csv,
      separators: ';',
      format: 'csv',
    });
    expect(parsed.body).toMatchObject({ valid: true, moderator: true });
    const started = await call('POST', '/api/ontology/import', moderator, {
      text: csv,
      separators: ';',
      format: 'csv',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ rows: 2, moderator: true });
    expect(await runTask(started.body.taskId)).toBe('done');
    const task = await call('GET', `/api/tasks/${started.body.taskId}`, moderator);
    expect(task.body).toMatchObject({ state: 'done', result: { created: 2, suggested: 0, failed: [] } });
    expect(await conceptCount()).toBe(before + 2);
    const concept = await call('GET', `/api/ontology/concepts/${task.body.result.conceptIds[1]}`);
    expect(concept.body.concept.literals.map((l: { name: string }) => l.name)).toEqual(['Graph cut', 'minimum cut']);
    // With their names, for the links to the new concepts' pages (/ontology/concept/{id}-{name slug}).
    expect(task.body.result.concepts).toEqual([
      { id: task.body.result.conceptIds[0], name: 'Spectral clustering' },
      { id: task.body.result.conceptIds[1], name: 'Graph cut' },
    ]);

    const asUser = await call('POST', '/api/ontology/import', user, {
      text: 'Graph sketch, linear sketch',
      separators: ',',
    });
    expect(asUser.body.moderator).toBe(false);
    await runTask(asUser.body.taskId);
    const userTask = await call('GET', `/api/tasks/${asUser.body.taskId}`, user);
    expect(userTask.body.result).toMatchObject({ created: 0, suggested: 1 });
    expect(await conceptCount()).toBe(before + 2);
    const pending = await t.db.kysely
      .selectFrom('ontologyLog')
      .select('conceptName')
      .where('status', '=', 'pending')
      .execute();
    expect(pending.map((r) => r.conceptName)).toContain('Graph sketch');
  });

  it('answers the GraphQL queries with the same rules', async () => {
    const gql = (query: string, cookie?: string) => call('POST', '/api/graphql/', cookie, { query });
    const doc = await gql(
      `{ docPossible(articleId: ${f.article('W8')}) { kind title possibleConcepts { name tf df } } }`,
      user,
    );
    expect(doc.body.data.docPossible.title).toBe('A convnet for speech');
    const list = await gql(
      '{ parseConceptList(text: "Graph cut\\nrandom walks", separators: ",") { valid rows { name errors } } }',
      moderator,
    );
    expect(list.body.data.parseConceptList.rows).toEqual([
      {
        name: 'Graph cut',
        errors: [
          'A concept named "Graph cut" already exists.',
          'Concept must have at least one correct non-ambiguous literal.',
        ],
      },
      { name: 'random walks', errors: [] },
    ]);
    const ban = await gql('mutation { banPossibleLiterals(literals: ["speech"]) { ok banned } }', moderator);
    expect(ban.body.errors[0].extensions.code).toBe('auth.forbidden');
    const batch = await gql(`{ docsBatch(id: ${batchId}, showHidden: true) { id status total } }`, user);
    expect(batch.status).toBe(403);
    const ok = await gql(
      `{ docsBatch(id: ${batchId}, showHidden: true) { id status hiddenCount possibleConcepts { name merged created } } }`,
      moderator,
    );
    expect(ok.body.data.docsBatch.status).toBe('done');
    // The created candidate stays listed with its label; the merged ones are out of the queue.
    expect(ok.body.data.docsBatch.possibleConcepts.some((p: { created: boolean }) => p.created)).toBe(true);
    expect(ok.body.data.docsBatch.possibleConcepts.some((p: { merged: boolean }) => p.merged)).toBe(false);
    expect(ok.body.data.docsBatch.hiddenCount).toBe(0);
  });
});
