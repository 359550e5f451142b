import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  CONCEPT_MUTATION,
  CONCEPT_QUERY,
  conceptMutationDataSchema,
  conceptQueryDataSchema,
  LITERAL_CHECKS_QUERY,
  literalChecksDataSchema,
  MERGE_CONCEPT_MUTATION,
  mergeConceptDataSchema,
  MISSING_LITERALS_QUERY,
  missingLiteralsDataSchema,
  ONTOLOGY_LOGS_QUERY,
  ontologyLogsDataSchema,
  RECOMMENDED_CONCEPTS_QUERY,
  recommendedConceptsDataSchema,
} from '@sciscope/contracts';
import { GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH } from './graphql-limits';

/*
 * GraphQL at /api/graphql/: the same use cases and permission checks as REST (a non-moderator's
 * `concept` mutation is a suggestion, merging is for moderators), the depth and cost limits,
 * and introspection for superusers and moderators only.
 */

describeEachDatabase('GraphQL', (dialect) => {
  let t: TestApp;
  let f: OntologyFixture;
  let moderator: string;
  let user: string;
  let superuser: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    f = await loadOntologyFixture(t.db);
    const cookie = async (options: Parameters<typeof createTestUser>[1]) =>
      sessionCookieFor({ app: t.app, db: t.db, userId: (await createTestUser(t.db, options)).id });
    moderator = await cookie({ quotas: ['ontology_moderator'] });
    user = await cookie({});
    superuser = await cookie({ superuser: true });
  });
  afterAll(async () => {
    f.cleanup();
    await t.close();
  });

  async function gql(cookie: string | undefined, query: string, variables?: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql/',
      headers: apiHeaders(cookie),
      payload: { query, ...(variables ? { variables } : {}) },
    });
    return { status: response.statusCode, body: response.json() as { data: any; errors: any[] } };
  }

  it('answers the brief and the full form of a concept', async () => {
    const nn = f.concept('Neural network');
    const brief = await gql(undefined, `{ concept(id: ${nn}) { id df } }`);
    // W1, W5 and W3, whose "convolutional neural networks" names a neural network inside.
    expect(brief).toEqual({ status: 200, body: { data: { concept: { id: nn, df: 3 } } } });
    const full = await gql(
      user,
      `query ($id: Int!) { concept(id: $id) {
        name isManuallyModified childConceptsCount
        children { name }
        literals { name isAmbiguous ambiguitySetBy similarLiteralsConcepts { name } lexicalNeighborsConcepts { name canBeParent } expandedLiteralsVariants wikiVariants { name } }
        potentialDfs { total { df searchQuery } perLiteral { df } }
      } }`,
      { id: nn },
    );
    expect(full.status).toBe(200);
    expect(full.body.data.concept).toMatchObject({
      name: 'Neural network',
      isManuallyModified: false,
      childConceptsCount: 1,
      children: [{ name: 'Convolutional neural network' }],
      potentialDfs: {
        total: { df: 3, searchQuery: '"Neural network" OR "Neural net"' },
        perLiteral: [{ df: 2 }, { df: 1 }],
      },
    });
    expect(full.body.data.concept.literals[0]).toEqual({
      name: 'Neural network',
      isAmbiguous: false,
      ambiguitySetBy: 'machine',
      similarLiteralsConcepts: [],
      lexicalNeighborsConcepts: [{ name: 'Convolutional neural network', canBeParent: false }],
      expandedLiteralsVariants: ['Neural network'],
      wikiVariants: [],
    });
  });

  it("answers 'Concept doesn't exist.' for a missing concept", async () => {
    const { status, body } = await gql(undefined, '{ concept(id: 987654) { id } }');
    expect(status).toBe(404);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: "Concept doesn't exist.",
        extensions: { code: 'ontology.concept_not_found' },
      }),
    ]);
  });

  it("makes a non-moderator's concept mutation a suggestion and changes nothing", async () => {
    const robot = f.concept('Robot');
    const { status, body } = await gql(
      user,
      `mutation { concept(id: ${robot}, literals: [{ name: "Robot" }, { name: "android" }]) { ok pending logId concept { literals { name } } } }`,
    );
    expect(status).toBe(200);
    expect(body.data.concept).toMatchObject({
      ok: true,
      pending: true,
      concept: { literals: [{ name: 'Robot' }, { name: 'Robotic system' }] },
    });
    const logs = await gql(
      moderator,
      `{ ontologyLogs(concept_id: ${robot}) { total logs { status actions { type literal { name } } } } }`,
    );
    expect(logs.body.data.ontologyLogs.total).toBe(1);
    expect(logs.body.data.ontologyLogs.logs[0].actions).toEqual([
      { type: 'remove_literal', literal: { name: 'Robotic system' } },
      { type: 'add_literal', literal: { name: 'android' } },
    ]);
    // A guest may not even suggest.
    expect((await gql(undefined, `mutation { concept(id: ${robot}, deleted: true) { ok } }`)).status).toBe(401);
  });

  it('lets only moderators merge and review, through the same use cases as REST', async () => {
    const svm = f.concept('Support vector machine');
    const graph = f.concept('Graph theory');
    const merge = `mutation { mergeConcept(id: ${svm}, targetId: ${graph}) { ok concept { literals { name } } } }`;
    const refused = await gql(user, merge);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('Sorry, you are not permitted to perform the requested operation');
    expect((await gql(user, '{ ontologyLogs(status: "all") { total } }')).status).toBe(403);
    const merged = await gql(moderator, merge);
    expect(merged.status).toBe(200);
    expect(merged.body.data.mergeConcept.concept.literals.map((l: { name: string }) => l.name)).toEqual([
      'Graph theory',
      'Support vector machine',
      'SVM',
    ]);
  });

  it('refuses a parent deletion with the spec’s text', async () => {
    const { status, body } = await gql(
      moderator,
      `mutation { concept(id: ${f.concept('Neural network')}, deleted: true) { ok } }`,
    );
    expect(status).toBe(409);
    expect(body.errors[0].message).toBe("Can't delete/merge because this concept is a parent for 1 other concept(s).");
  });

  it('answers the form’s checks: conflicts, neighbours, variants, DF and missing literals', async () => {
    const { body } = await gql(
      user,
      `{
        searchConflictConcepts(literals: [{ name: "neural network" }]) { name }
        searchNeighborConcepts(literals: [{ name: "deep neural network" }]) { name canBeParent }
        expandedLiteralsVariants(literals: [{ name: "", composite: ["deep", { concept_id: ${f.concept('Neural network')}, name: "Neural network" }] }])
        literalsDfs(literals: [{ name: "convnet" }]) { total { df capped } perLiteral { df samples { title snippet } } }
        missingLiterals(concept_id: ${f.concept('Robot')}, dest_literals: [{ name: "robot" }]) { name }
      }`,
    );
    expect(body.data).toEqual({
      searchConflictConcepts: [[{ name: 'Neural network' }]],
      searchNeighborConcepts: [[{ name: 'Neural network', canBeParent: true }]],
      expandedLiteralsVariants: [['deep Neural network', 'deep Neural net']],
      literalsDfs: {
        total: { df: 2, capped: false },
        perLiteral: [
          {
            df: 2,
            samples: [
              { title: 'A convnet for speech', snippet: 'A convnet for speech' },
              { title: 'Deep learning for image recognition', snippet: 'A convnet classifies photographs.' },
            ],
          },
        ],
      },
      missingLiterals: [{ name: 'Robotic system' }],
    });
  });

  it(`refuses queries deeper than ${GRAPHQL_MAX_DEPTH} levels and costlier than ${GRAPHQL_MAX_COST}`, async () => {
    // The deepest path of the ontology schema (5 levels) passes, and so does GraphiQL's introspection.
    const deepest = await gql(moderator, '{ ontologyLogs { logs { actions { literal { composite } } } } }');
    expect(deepest.status).toBe(200);
    const ofType = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${ofType(levels - 1)} }`);
    // __type(1) fields(2) type(3) and ofType nesting: introspection's recursive types are what depth guards.
    const allowed = await gql(
      moderator,
      `{ __type(name: "Concept") { fields { type { ${ofType(GRAPHQL_MAX_DEPTH - 4)} } } } }`,
    );
    expect(allowed.status).toBe(200);
    const tooDeep = await gql(
      moderator,
      `{ __type(name: "Concept") { fields { type { ${ofType(GRAPHQL_MAX_DEPTH - 3)} } } } }`,
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].message).toMatch(/exceeds the query depth limit of 15/);

    const literalChecks = (alias: string) =>
      `${alias}: concept(id: 1) { literals { similarLiteralsConcepts { id name } lexicalNeighborsConcepts { id name } expandedLiteralsVariants } }`;
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => literalChecks(`c${i}`)).join(' ');
    // Each: the concept and its literals (2) and three checks per literal (20 literals assumed): 62.
    expect((await gql(moderator, `{ ${aliases(8)} }`)).status).toBe(200);
    const costly = await gql(moderator, `{ ${aliases(9)} }`);
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].message).toBe('The query is too complex: it costs 558, at most 500 is allowed.');
  });

  it('answers the operations of the contracts (what the concept pages send) in their shapes', async () => {
    const cnn = f.concept('Convolutional neural network');
    const nn = f.concept('Neural network');
    const concept = conceptQueryDataSchema.parse((await gql(moderator, CONCEPT_QUERY, { id: cnn })).body.data);
    expect(concept.concept?.parents.map((p) => p.name)).toEqual(['Neural network']);
    const literals = [
      { name: '', composite: ['deep', { concept_id: nn, name: 'Neural network' }] },
      { name: 'convnet' },
    ];
    const checks = literalChecksDataSchema.parse(
      (await gql(user, LITERAL_CHECKS_QUERY, { conceptId: cnn, literals })).body.data,
    );
    expect(checks.expandedLiteralsVariants[0]).toEqual(['deep Neural network', 'deep Neural net']);
    expect(checks.literalsDfs.perLiteral[1]!.df).toBe(2);
    const saved = conceptMutationDataSchema.parse(
      (
        await gql(moderator, CONCEPT_MUTATION, {
          id: cnn,
          literals: [
            { name: 'Convolutional neural network' },
            { name: 'ConvNet', composite: ['Conv', { concept_id: nn, name: 'Neural network' }] },
          ],
        })
      ).body.data,
    );
    expect(saved.concept.concept?.literals[1]).toMatchObject({
      composite: ['Conv', { concept_id: nn, name: 'Neural network' }],
    });
    const logs = ontologyLogsDataSchema.parse(
      (await gql(moderator, ONTOLOGY_LOGS_QUERY, { conceptId: cnn, status: 'all' })).body.data,
    );
    expect(logs.ontologyLogs.logs[0]!.actions).toEqual([
      {
        type: 'add_literal',
        literal: {
          name: 'ConvNet',
          composite: ['Conv', { concept_id: nn, name: 'Neural network' }],
          lang: '',
          isAmbiguous: false,
        },
      },
    ]);
    const missing = missingLiteralsDataSchema.parse(
      (await gql(user, MISSING_LITERALS_QUERY, { conceptId: nn, destLiterals: [{ name: 'neural net' }] })).body.data,
    );
    expect(missing.missingLiterals.map((l) => l.name)).toEqual(['Neural network']);
    recommendedConceptsDataSchema.parse(
      (await gql(user, RECOMMENDED_CONCEPTS_QUERY, { conceptId: nn, topn: 10 })).body.data,
    );
    const robot = f.concept('Robot');
    const graph = f.concept('Graph theory');
    const merged = mergeConceptDataSchema.parse(
      (await gql(moderator, MERGE_CONCEPT_MUTATION, { id: robot, targetId: graph })).body.data,
    );
    expect(merged.mergeConcept.concept?.literals.map((l) => l.name)).toContain('Robotic system');
  });

  it('allows introspection to superusers and moderators only', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await gql(undefined, query)).status).toBe(401);
    const refused = await gql(user, query);
    expect(refused.status).toBe(403);
    expect((await gql(moderator, query)).body.data.__schema.queryType.name).toBe('Query');
    expect((await gql(superuser, query)).status).toBe(200);
    // The same document again (now cached by mercurius) is still refused.
    expect((await gql(user, query)).status).toBe(403);
  });

  it('runs queries through GET, but no mutation', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/graphql/?query=${encodeURIComponent('{ concepts(query: "robot") { total } }')}`,
    });
    expect(get.json()).toEqual({ data: { concepts: { total: 1 } } });
    const mutation = await t.app.inject({
      method: 'GET',
      url: `/api/graphql/?query=${encodeURIComponent('mutation { concept(name: "x") { ok } }')}`,
      headers: apiHeaders(user),
    });
    expect(mutation.statusCode).toBe(405);
  });

  it('answers a malformed request with 400 and a message, never 500', async () => {
    const post = async (payload: string | object, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql/',
        headers: { ...apiHeaders(user), ...headers },
        payload,
      });
      return { status: response.statusCode, body: response.json() as { errors?: Array<{ message: string }> } };
    };
    const cases: Array<[string | object, string]> = [
      [{}, 'Unknown query: the request has no query.'],
      [{ query: '' }, 'Unknown query: the request has no query.'],
      [{ query: '{ concepts(query: "robot") { total } }', variables: '{"a":1}' }, 'Variables must be a JSON object.'],
      [{ query: '{ concepts(query: "robot") { total } }', variables: [1] }, 'Variables must be a JSON object.'],
      [{ query: 42 }, 'The query must be a string.'],
      [{ query: '{ concepts(query: "robot") { total } }', operationName: 7 }, 'The operation name must be a string.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(payload);
      expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const badJson = await post('{"query": ', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    // GET carries the variables as JSON text.
    const query = encodeURIComponent('{ concepts(query: "robot") { total } }');
    for (const [search, message] of [
      ['', 'Unknown query'],
      [`?query=${query}&variables=${encodeURIComponent('"x"')}`, 'Variables must be a JSON object.'],
      [`?query=${query}&variables=notjson`, 'Variables must be a JSON object.'],
    ]) {
      const get = await t.app.inject({ method: 'GET', url: `/api/graphql/${search}` });
      expect({ search, status: get.statusCode }).toEqual({ search, status: 400 });
      expect(get.body).toContain(message);
    }
    // A well-formed request still runs.
    expect((await post({ query: '{ concepts(query: "robot") { total } }', variables: null })).status).toBe(200);
  });
});
