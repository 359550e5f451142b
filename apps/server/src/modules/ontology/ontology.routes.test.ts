import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

/*
 * The ontology's REST routes on the fixture corpus: the concept list, the form's check
 * (DF and sample sentences counted on the corpus), 'Construct', suggestions and their review
 * over HTTP, categories, the curation queue and the rescan queue.
 */

describeEachDatabase('ontology routes', (dialect) => {
  let t: TestApp;
  let f: OntologyFixture;
  let moderator: string;
  let user: string;
  let wakes = 0;

  beforeAll(async () => {
    t = await createTestApp({ dialect, wakeTaskRunner: () => wakes++ });
    f = await loadOntologyFixture(t.db);
    moderator = await sessionCookieFor({
      app: t.app,
      db: t.db,
      userId: (await createTestUser(t.db, { quotas: ['ontology_moderator'] })).id,
    });
    user = await sessionCookieFor({ app: t.app, db: t.db, userId: (await createTestUser(t.db)).id });
  });
  afterAll(async () => {
    f.cleanup();
    await t.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as any };
  };

  it('lists concepts 50 a page, searched by name or literal', async () => {
    const all = await call('GET', '/api/ontology/concepts');
    // Eight concepts: the thesaurus' terms and its broader terms.
    expect(all.body.total).toBe(8);
    const byLiteral = await call('GET', '/api/ontology/concepts?query=robotic');
    expect(byLiteral.body.concepts.map((c: { name: string }) => c.name)).toEqual(['Robot']);
    const network = await call('GET', '/api/ontology/concepts?query=neural%20network');
    expect(network.body.concepts.map((c: { name: string }) => c.name)).toEqual([
      'Neural network',
      'Convolutional neural network',
    ]);
  });

  it('checks literals on the corpus: DF, samples, conflicts and neighbours', async () => {
    const refused = await call('POST', '/api/ontology/check-literals', undefined, { literals: [{ name: 'x' }] });
    expect(refused.status).toBe(401);
    const { status, body } = await call('POST', '/api/ontology/check-literals', user, {
      conceptId: f.concept('Robot'),
      literals: [{ name: 'neural net' }, { name: 'grasping robots' }, { name: 'convnet' }],
    });
    expect(status).toBe(200);
    const [net, grasping, convnet] = body.literals;
    expect(net).toMatchObject({
      dfs: { df: 1, capped: false, searchQuery: '"neural net"' },
      similarLiteralsConcepts: [{ name: 'Neural network' }],
      samples: [{ title: 'Neural nets in the brain', snippet: 'Neural nets in the brain' }],
      wikiLink: null,
      wikiVariants: [],
    });
    expect(grasping.lexicalNeighborsConcepts).toEqual([]);
    expect(convnet.dfs.df).toBe(2);
    expect(body.total).toEqual({ df: 3, capped: false, searchQuery: '"neural net" OR "grasping robots" OR "convnet"' });
  });

  it('finds lexical neighbours in any inflection, as the matcher reads literals (walk 7 D3)', async () => {
    const { body } = await call('POST', '/api/ontology/check-literals', user, {
      literals: [{ name: 'soft robots' }, { name: 'neural networks' }],
    });
    const [soft, networks] = body.literals;
    // "Robot" lies inside "soft robots"; "Convolutional neural network" holds "neural networks".
    expect(soft.lexicalNeighborsConcepts).toEqual([
      { id: f.concept('Robot'), name: 'Robot', canBeParent: true, basic: false },
    ]);
    expect(networks.lexicalNeighborsConcepts).toEqual([
      {
        id: f.concept('Convolutional neural network'),
        name: 'Convolutional neural network',
        canBeParent: false,
        basic: false,
      },
    ]);
  });

  it("builds composites with a parent ('Construct') without saving anything", async () => {
    const { status, body } = await call('POST', '/api/ontology/use-as-parent-in-composite', user, {
      concept_id: f.concept('Convolutional neural network'),
      parent_concept_id: f.concept('Neural network'),
      literals: [{ name: 'Convolutional neural network', is_ambiguous: false, lang: 'all' }],
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      constructed: 1,
      literals: [
        {
          name: 'Convolutional Neural network',
          composite: ['Convolutional', { concept_id: f.concept('Neural network'), name: 'Neural network' }],
          is_ambiguous: false,
          lang: '',
        },
      ],
      parent: { name: 'Neural network' },
    });
  });

  it('takes a suggestion (202), previews and approves it over HTTP, and queues the rescan task', async () => {
    const robot = f.concept('Robot');
    const suggested = await call('PUT', `/api/ontology/concepts/${robot}`, user, {
      name: 'Robot',
      literals: [{ name: 'Robot' }, { name: 'Robotic system' }, { name: 'robotic arm' }],
    });
    expect(suggested.status).toBe(202);
    expect(suggested.body.pending).toBe(true);
    expect((await call('GET', `/api/ontology/log/${suggested.body.logId}/impact`, user)).status).toBe(403);
    const impact = await call('GET', `/api/ontology/log/${suggested.body.logId}/impact`, moderator);
    expect(impact.body).toMatchObject({ gained: { count: 0 }, lost: { count: 0 }, kept: 1 });
    const pending = await call('GET', '/api/ontology/log?status=pending', moderator);
    expect(pending.body.logs.map((l: { id: number }) => l.id)).toEqual([suggested.body.logId]);
    const before = wakes;
    const approved = await call('POST', `/api/ontology/log/${suggested.body.logId}/approve`, moderator);
    expect(approved.status).toBe(200);
    expect(approved.body.entry.status).toBe('approved');
    expect(approved.body.rescan.taskId).toEqual(expect.any(Number));
    expect(wakes).toBe(before + 1);
    const queue = await call('GET', '/api/ontology/rescan-queue', moderator);
    expect(queue.body.queued).toBeGreaterThan(0);
    expect(queue.body.tasks[0]).toMatchObject({ kind: 'concepts.rescan', state: 'queued' });
    await f.rescan();
    expect((await call('GET', '/api/ontology/rescan-queue', moderator)).body.queued).toBe(0);
    const again = await call('POST', `/api/ontology/log/${suggested.body.logId}/reject`, moderator, { reason: 'late' });
    expect(again).toMatchObject({ status: 409, body: { error: { message: 'This change was already reviewed.' } } });
  });

  it('answers the form’s validation errors with the fields and changes nothing', async () => {
    const { status, body } = await call('POST', '/api/ontology/concepts', moderator, {
      name: '',
      literals: [{ name: 'x ray' }, { name: '' }],
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'validation.failed',
      message: 'Validation errors',
      details: {
        fields: { name: 'Concept name cannot be empty.', 'literals.1': 'Literal cannot be empty' },
        issues: ['Concept name cannot be empty.', 'One or more literals are incorrect. Please check below.'],
      },
    });
    expect((await call('GET', '/api/ontology/concepts')).body.total).toBe(8);
  });

  it("puts concepts into categories, logs it, and lists the schemes' top concepts as categories", async () => {
    const cnn = f.concept('Convolutional neural network');
    const saved = await call('PUT', `/api/ontology/concepts/${cnn}`, moderator, {
      name: 'Convolutional neural network',
      literals: [{ name: 'Convolutional neural network' }],
      ontologyCategories: ['Computer vision'],
    });
    expect(saved.body.concept.ontologyCategories).toEqual([
      { name: 'Machine learning', kind: 'scheme', conceptId: f.concept('Machine learning') },
      { name: 'Computer vision', kind: 'moderator', conceptId: null },
    ]);
    const removed = await call('PUT', `/api/ontology/concepts/${cnn}`, moderator, {
      name: 'Convolutional neural network',
      literals: [{ name: 'Convolutional neural network' }],
      ontologyCategories: [],
    });
    expect(removed.body.concept.ontologyCategories).toEqual([
      { name: 'Machine learning', kind: 'scheme', conceptId: f.concept('Machine learning') },
    ]);
    const log = await call('GET', `/api/ontology/concepts/${cnn}/log`, moderator);
    expect(log.body.logs.map((l: { actions: unknown[] }) => l.actions)).toEqual([
      [{ type: 'remove_concept_from_category', category_name: 'Computer vision' }],
      [{ type: 'add_concept_to_category', category_name: 'Computer vision' }],
    ]);
    const categories = await call('GET', '/api/ontology/categories');
    expect(categories.body.categories).toEqual([
      { name: 'Machine learning', kind: 'scheme', conceptId: f.concept('Machine learning'), concepts: 3 },
      { name: 'Computer vision', kind: 'moderator', conceptId: null, concepts: 0 },
    ]);
  });

  it('lists what the corpus statistics decided, with evidence, and takes one-click decisions', async () => {
    const svmLiteral = (
      await t.db.kysely
        .selectFrom('conceptLiterals')
        .select(['id', 'ambiguitySetBy'])
        .where('name', '=', 'SVM')
        .executeTakeFirstOrThrow()
    ).id;
    const queue = await call('GET', '/api/ontology/curation?kind=ambiguous', moderator);
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        kind: 'ambiguous',
        id: svmLiteral,
        literal: 'SVM',
        conceptName: 'Support vector machine',
      }),
    ]);
    const evidence = await call('GET', `/api/ontology/curation/evidence?kind=ambiguous&id=${svmLiteral}`, moderator);
    expect(evidence.body).toMatchObject({
      df: 1,
      samples: [
        {
          title: 'Support vector machines revisited',
          snippet: 'Support vector machines (SVM) remain strong baselines for text classification.',
        },
      ],
      // The literal's only article holds no other concept.
      coOccurring: [],
    });
    // The evidence also gives the queue's own count (where the literal gave its concept at the
    // last rescan), so the row's number and the texts' are told apart (walk 10, defect 7).
    expect(evidence.body.counted).toBe(queue.body.items[0].df);
    await t.db.kysely.updateTable('conceptLiterals').set({ df: 44 }).where('id', '=', svmLiteral).execute();
    const recounted = await call('GET', `/api/ontology/curation/evidence?kind=ambiguous&id=${svmLiteral}`, moderator);
    expect(recounted.body).toMatchObject({ df: 1, counted: 44 });
    // What each decision would rescan, asked before a Dismiss (walk 7 D6): accepting keeps the
    // flag the matcher reads, so nothing.
    expect(evidence.body.rescan.accept).toBe(0);
    expect(evidence.body.rescan.dismiss).toBeGreaterThanOrEqual(1);
    const decided = await call('POST', '/api/ontology/curation/decisions', moderator, {
      kind: 'ambiguous',
      id: svmLiteral,
      decision: 'dismiss',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.rescan.articles).toBe(evidence.body.rescan.dismiss);
    const literal = await t.db.kysely
      .selectFrom('conceptLiterals')
      .select(['isAmbiguous', 'ambiguitySetBy'])
      .where('id', '=', svmLiteral)
      .executeTakeFirstOrThrow();
    expect(literal).toEqual({ isAmbiguous: 0, ambiguitySetBy: 'moderator' });
    expect((await call('GET', '/api/ontology/curation?kind=ambiguous', moderator)).body.total).toBe(0);
    const stale = await call('POST', '/api/ontology/curation/decisions', moderator, {
      kind: 'ambiguous',
      id: svmLiteral,
      decision: 'accept',
    });
    expect(stale.status).toBe(409);
    const log = await call('GET', `/api/ontology/log?status=approved`, moderator);
    expect(log.body.logs[0]).toMatchObject({
      source: 'curation',
      actions: [{ type: 'remove_literal' }, { type: 'add_literal', literal: { name: 'SVM', isAmbiguous: false } }],
    });

    // A basic suggestion, dismissed, is not raised again by the statistics.
    const robot = f.concept('Robot');
    await t.db.kysely.updateTable('concepts').set({ basicSuggested: 1 }).where('id', '=', robot).execute();
    const basic = await call('GET', '/api/ontology/curation?kind=basic', moderator);
    expect(basic.body.items).toEqual([
      expect.objectContaining({ kind: 'basic', id: robot, conceptName: 'Robot', df: 1 }),
    ]);
    // The evidence is where its literals occur, even where the concept does not count (walk:
    // "Design" suggested with "In 0 articles" and nothing to read, its literal being ambiguous).
    await t.db.kysely.deleteFrom('articleConcepts').where('conceptId', '=', robot).execute();
    await t.db.kysely.updateTable('concepts').set({ df: 0 }).where('id', '=', robot).execute();
    const robotEvidence = await call('GET', `/api/ontology/curation/evidence?kind=basic&id=${robot}`, moderator);
    expect(robotEvidence.body).toMatchObject({ df: 1, capped: false, counted: 0 });
    expect(robotEvidence.body.samples).toHaveLength(1);
    expect(robotEvidence.body.samples[0].snippet).toMatch(/robot/i);
    // Keeping the concept as it is changes nothing the matcher reads: no rescan.
    expect(robotEvidence.body.rescan.dismiss).toBe(0);
    const kept = await call('POST', '/api/ontology/curation/decisions', moderator, {
      kind: 'basic',
      id: robot,
      decision: 'dismiss',
    });
    expect(kept.body.rescan).toBeNull();
    expect((await call('GET', '/api/ontology/curation?kind=basic', moderator)).body.total).toBe(0);
    const row = await t.db.kysely
      .selectFrom('concepts')
      .select(['basic', 'basicSuggested', 'basicSuggestionDismissed'])
      .where('id', '=', robot)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ basic: 0, basicSuggested: 0, basicSuggestionDismissed: 1 });
  });

  it('refuses a hierarchy cycle formed by the parents and children of one request, changing nothing', async () => {
    const robot = f.concept('Robot');
    const graph = f.concept('Graph theory');
    const relations = () =>
      t.db.kysely
        .selectFrom('conceptRelations')
        .select(['parentId', 'childId'])
        .orderBy('parentId')
        .orderBy('childId')
        .execute();
    const stored = await relations();
    const robotForm = { name: 'Robot', literals: [{ name: 'Robot' }, { name: 'Robotic system' }] };

    // The same concept as parent and child.
    const both = await call('PUT', `/api/ontology/concepts/${robot}`, moderator, {
      ...robotForm,
      parentIds: [graph],
      childIds: [graph],
    });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatchObject({
      code: 'validation.failed',
      message: 'A concept cannot be both a parent and a child of the same concept.',
      details: { fields: { parentIds: 'A concept cannot be both a parent and a child of the same concept.' } },
    });
    // A new child above a new parent: Machine learning is an ancestor of Convolutional neural network.
    const viaAncestors = await call('PUT', `/api/ontology/concepts/${robot}`, moderator, {
      ...robotForm,
      parentIds: [f.concept('Convolutional neural network')],
      childIds: [f.concept('Machine learning')],
    });
    expect(viaAncestors.status).toBe(400);
    expect(viaAncestors.body.error.message).toBe('A concept cannot be a parent of its own parents.');
    // A new concept is held to the same rule.
    const created = await call('POST', '/api/ontology/concepts', moderator, {
      name: 'Loop',
      literals: [{ name: 'Loop' }],
      parentIds: [f.concept('Neural network')],
      childIds: [f.concept('Machine learning')],
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe('A concept cannot be a parent of its own parents.');
    expect(await relations()).toEqual(stored);
    expect((await call('GET', '/api/ontology/concepts')).body.total).toBe(8);

    // Parents and children that form no cycle are still taken (here as a suggestion).
    const fine = await call('PUT', `/api/ontology/concepts/${robot}`, user, {
      ...robotForm,
      parentIds: [graph],
      childIds: [f.concept('Network science')],
    });
    expect(fine.status).toBe(202);
  });

  it('refuses to restore a concept that is not deleted, for moderators and users alike', async () => {
    const robot = f.concept('Robot');
    const logsBefore = (await call('GET', `/api/ontology/concepts/${robot}/log`, moderator)).body.logs.length;
    for (const cookie of [user, moderator]) {
      const { status, body } = await call('POST', `/api/ontology/concepts/${robot}/restore`, cookie);
      expect(status).toBe(400);
      expect(body.error.message).toBe('This concept is not deleted.');
    }
    expect((await call('GET', `/api/ontology/concepts/${robot}/log`, moderator)).body.logs).toHaveLength(logsBefore);
  });
});
