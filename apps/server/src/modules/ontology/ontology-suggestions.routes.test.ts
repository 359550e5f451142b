import { afterAll, beforeAll, expect, it } from 'vitest';
import { conceptInputSchema } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  sessionCookieFor,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { saveConcept } from './concept-edit.usecases';
import { createPossibleConceptsRepository } from './possible-concepts.repository';

/*
 * Suggestions over HTTP and GraphQL: who the log names once a suggester deleted their account
 * (a deleted account, never the system), and the refusal of a second identical open suggestion
 * by the same user, whatever sends it.
 */

describeEachDatabase('ontology suggestions', (dialect) => {
  let t: TestApp;
  let f: OntologyFixture;
  let moderator: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    f = await loadOntologyFixture(t.db);
    const m = await createTestUser(t.db, { quotas: ['ontology_moderator'] });
    moderator = await sessionCookieFor({ app: t.app, db: t.db, userId: m.id });
  });
  afterAll(async () => {
    f.cleanup();
    await t.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as any };
  };
  const gql = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql/',
      headers: apiHeaders(cookie),
      payload: { query, variables },
    });
    return response.json() as { data: any; errors?: Array<{ message: string }> };
  };
  const newSuggester = async (): Promise<TestUser & { cookie: string }> => {
    const user = await createTestUser(t.db);
    return { ...user, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }) };
  };
  const pendingOf = async (conceptId: number) =>
    (await call('GET', `/api/ontology/concepts/${conceptId}/log?status=pending`, moderator)).body.logs as Array<{
      id: number;
      createdByEmail: string | null;
      createdByKind: string;
    }>;

  it('names a deleted account’s suggestion as a deleted account, not the system, in the log and in GraphQL', async () => {
    const robot = f.concept('Robot');
    const suggester = await newSuggester();
    const sent = await call('PUT', `/api/ontology/concepts/${robot}`, suggester.cookie, {
      name: 'Robot',
      literals: [{ name: 'Robot' }, { name: 'Robotic system' }, { name: 'humanoid robot' }],
    });
    expect(sent.status).toBe(202);
    const batches = createPossibleConceptsRepository({ db: t.db });
    await batches.createBatch({ source: 'deleted account’s batch', createdBy: suggester.id, now: nowIso() });
    await batches.createBatch({ source: 'platform’s batch', createdBy: null, now: nowIso() });

    const deleted = await call('POST', '/api/profile/delete-account', suggester.cookie, {
      currentPassword: suggester.password,
      confirmation: 'delete my account',
    });
    expect(deleted.status).toBe(200);

    const log = await call('GET', '/api/ontology/log?status=pending', moderator);
    const entry = log.body.logs.find((l: { id: number }) => l.id === sent.body.logId);
    expect(entry).toMatchObject({
      createdBy: null,
      createdByEmail: null,
      createdByKind: 'deleted_account',
      modifiedByKind: 'deleted_account',
    });
    const approved = await call('POST', `/api/ontology/log/${sent.body.logId}/approve`, moderator);
    expect(approved.body.entry).toMatchObject({ createdByKind: 'deleted_account', modifiedByKind: 'account' });
    const graphql = await gql(
      moderator,
      'query ($id: Int) { ontologyLogs(concept_id: $id, status: "all") { logs { id createdByKind modifiedByKind } } }',
      { id: robot },
    );
    expect(graphql.data.ontologyLogs.logs).toContainEqual({
      id: sent.body.logId,
      createdByKind: 'deleted_account',
      modifiedByKind: 'account',
    });

    // The platform's own change (the command line's system actor) still reads 'system'.
    const cnn = f.concept('Convolutional neural network');
    const own = await saveConcept({
      ...f.services,
      user: SYSTEM_ACTOR,
      conceptId: cnn,
      input: conceptInputSchema.parse({
        name: 'Convolutional neural network',
        literals: [{ name: 'Convolutional neural network' }, { name: 'CNN architecture' }],
      }),
    });
    const platform = (await call('GET', '/api/ontology/log', moderator)).body.logs.find(
      (l: { id: number }) => l.id === own.logId,
    );
    expect(platform).toMatchObject({ createdBy: null, createdByKind: 'system', modifiedByKind: 'system' });

    const listed = (await call('GET', '/api/ontology/docs-batches', moderator)).body.batches;
    expect(
      listed.map((b: { source: string; createdByEmail: string | null; createdByKind: string }) => [
        b.source,
        b.createdByEmail,
        b.createdByKind,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['deleted account’s batch', null, 'deleted_account'],
        ['platform’s batch', null, 'system'],
      ]),
    );
  });

  it('refuses a second identical open suggestion by the same user (409) over REST and GraphQL', async () => {
    const nn = f.concept('Neural network');
    const suggester = await newSuggester();
    const edit = {
      name: 'Neural network',
      literals: [{ name: 'Neural network' }, { name: 'Neural net' }, { name: 'ANN' }],
    };
    const first = await call('PUT', `/api/ontology/concepts/${nn}`, suggester.cookie, edit);
    expect(first.status).toBe(202);
    const again = await call('PUT', `/api/ontology/concepts/${nn}`, suggester.cookie, edit);
    expect(again).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'ontology.duplicate_suggestion',
          message: 'You have already suggested this change; it is waiting for a moderator’s review.',
        },
      },
    });
    const viaGraphql = await gql(
      suggester.cookie,
      'mutation ($id: Int, $literals: [LiteralInput!]) { concept(id: $id, name: "Neural network", literals: $literals) { ok pending } }',
      { id: nn, literals: edit.literals },
    );
    expect(viaGraphql.errors?.[0]?.message).toBe(
      'You have already suggested this change; it is waiting for a moderator’s review.',
    );
    expect((await pendingOf(nn)).filter((l) => l.createdByEmail === suggester.email)).toHaveLength(1);

    // A different change, another user's same change and a 'Suggest delete' twice.
    const other = await call('PUT', `/api/ontology/concepts/${nn}`, suggester.cookie, {
      ...edit,
      literals: [...edit.literals, { name: 'neural nets' }],
    });
    expect(other.status).toBe(202);
    const colleague = await newSuggester();
    expect((await call('PUT', `/api/ontology/concepts/${nn}`, colleague.cookie, edit)).status).toBe(202);
    const svm = f.concept('Support vector machine');
    expect((await call('DELETE', `/api/ontology/concepts/${svm}`, suggester.cookie)).status).toBe(202);
    expect((await call('DELETE', `/api/ontology/concepts/${svm}`, suggester.cookie)).status).toBe(409);

    // A new concept suggested twice under the same name: one entry.
    const create = { name: 'Swarm robotics', literals: [{ name: 'Swarm robotics' }] };
    expect((await call('POST', '/api/ontology/concepts', suggester.cookie, create)).status).toBe(202);
    expect((await call('POST', '/api/ontology/concepts', suggester.cookie, create)).status).toBe(409);

    // Once reviewed, the suggestion is no longer open: the same change may be suggested anew.
    const rejected = await call('POST', `/api/ontology/log/${first.body.logId}/reject`, moderator, {
      reason: 'not yet',
    });
    expect(rejected.status).toBe(200);
    expect((await call('PUT', `/api/ontology/concepts/${nn}`, suggester.cookie, edit)).status).toBe(202);
  });

  it('files one of two identical suggestions sent at the same moment', async () => {
    const robot = f.concept('Robot');
    const suggester = await newSuggester();
    const edit = { name: 'Robot', literals: [{ name: 'Robot' }, { name: 'Robotic system' }, { name: 'robot arm' }] };
    const answers = await Promise.all([
      call('PUT', `/api/ontology/concepts/${robot}`, suggester.cookie, edit),
      call('PUT', `/api/ontology/concepts/${robot}`, suggester.cookie, edit),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect((await pendingOf(robot)).filter((l) => l.createdByEmail === suggester.email)).toHaveLength(1);
  });
});
