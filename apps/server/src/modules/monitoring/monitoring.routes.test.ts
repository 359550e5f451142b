import { afterEach, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createAppStateRepository, DEFAULT_DATA_KEY } from '../corpus/app-state.repository';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
  type TestQuota,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { unsubscribeToken } from './unsubscribe-token';

describeEachDatabase('monitoring (/api/monitoring/…)', (dialect) => {
  let t: TestApp;
  let concepts: { graphs: number; robots: number; vision: number; noise: number };

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    const corpus = createCorpusFactories({ db: t.db });
    const graphs = (await corpus.concept({ name: 'graph theory', df: 3 })).id;
    const robots = (await corpus.concept({ name: 'robotics', df: 2 })).id;
    const vision = (await corpus.concept({ name: 'computer vision', df: 2 })).id;
    const noise = (await corpus.concept({ name: 'noise', df: 1 })).id;
    concepts = { graphs, robots, vision, noise };
    await corpus.article({
      title: 'Graphs of robots',
      concepts: [{ conceptId: graphs, tf: 2 }, { conceptId: robots }],
    });
    await corpus.article({ title: 'Robots that see', concepts: [{ conceptId: robots }, { conceptId: vision, tf: 3 }] });
    await corpus.article({ title: 'Graph noise', concepts: [{ conceptId: graphs }, { conceptId: noise }] });
    await corpus.article({ title: 'Vision and graphs', concepts: [{ conceptId: vision }, { conceptId: graphs }] });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  const person = async (options: { quotas?: TestQuota[]; memberships?: Array<{ organizationId: number }> } = {}) => {
    const user = await createTestUser(t.db, options);
    return { ...user, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }) };
  };
  const topic = (title: string, ids: number[], flags: object = {}) => ({
    title,
    color: '#1c7ed6',
    concepts: ids.map((conceptId) => ({ conceptId, name: `c${conceptId}` })),
    ...flags,
  });
  const editTopic = (title: string, conceptIds: number[], flags: object = {}) => ({
    title,
    color: '#e8590c',
    conceptIds,
    ...flags,
  });
  const privateHolder = () => person({ quotas: [{ name: 'monitoring', canBePrivate: true }] });
  const save = async (cookie: string, payload: object) => {
    const response = await call(cookie, 'POST', '/api/monitoring/edit', {
      title: 'Graphs and robots',
      topics: [editTopic('Graphs', [concepts.graphs]), editTopic('Robots', [concepts.robots])],
      tree: null,
      organizationId: null,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  it('answers a guest’s query: 50 a page, what each result matched, the top concepts by name', async () => {
    const response = await call(undefined, 'POST', '/api/monitoring/query', {
      topics: [topic('Graphs', [concepts.graphs]), topic('Robots', [concepts.robots])],
      tree: { condition: 'AND', children: [{ topicId: 0 }, { topicId: 1, unary: 'BOOST' }] },
      useTree: true,
      date: 'all',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.total).toBe(1);
    expect(result.nextPage).toBeNull();
    expect(result.articles.map((a: { title: string }) => a.title)).toEqual(['Graphs of robots']);
    expect(result.matches[0].topics).toEqual([
      { topicId: 0, conceptIds: [concepts.graphs] },
      { topicId: 1, conceptIds: [concepts.robots] },
    ]);
    const flat = await call(undefined, 'POST', '/api/monitoring/query', {
      topics: [topic('Graphs', [concepts.graphs])],
      date: 'all',
    });
    expect(flat.json().result.total).toBe(3);
    expect(flat.json().result.topConcepts).toEqual([
      { conceptId: concepts.robots, name: 'robotics', count: 1 },
      { conceptId: concepts.vision, name: 'computer vision', count: 1 },
      { conceptId: concepts.noise, name: 'noise', count: 1 },
    ]);
  });

  it('keeps only what is new for day/week/month, by the import date', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    await corpus.article({
      title: 'Fresh graphs',
      sourceId: 'test:fresh',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      concepts: [{ conceptId: concepts.graphs }],
    });
    const titles = async (date: string) =>
      (await call(undefined, 'POST', '/api/monitoring/query', { topics: [topic('Graphs', [concepts.graphs])], date }))
        .json()
        .result.articles.map((a: { title: string }) => a.title);
    expect(await titles('day')).toEqual(['Fresh graphs']);
    expect(await titles('month')).toEqual(['Fresh graphs']);
    expect((await titles('all')).length).toBe(4);
    // Every factory article is from 2020: a range over 2020 keeps them by their year.
    expect((await titles('2020/01/01-2020/12/31')).length).toBe(4);
    expect(await titles('2019/01/01-2019/12/31')).toEqual([]);
  });

  it('says how many "Added …" results came with the first-start load, which makes everything new on a new site (walk 22)', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await corpus.article({
      title: 'Loaded graphs',
      sourceId: 'test:loaded',
      createdAt: hoursAgo(3),
      concepts: [{ conceptId: concepts.graphs }],
    });
    await corpus.article({
      title: 'Fresh graphs',
      sourceId: 'test:fresh',
      createdAt: hoursAgo(1),
      concepts: [{ conceptId: concepts.graphs }],
    });
    const query = async (date: string, conceptIds = [concepts.graphs]) =>
      (await call(undefined, 'POST', '/api/monitoring/query', { topics: [topic('Topic 0', conceptIds)], date })).json()
        .result;
    // No first-start load recorded (a site filled by imports only): nothing to say.
    expect((await query('month')).firstLoad).toBeUndefined();
    const loadedAt = hoursAgo(2);
    await createAppStateRepository({ db: t.db }).set(DEFAULT_DATA_KEY, loadedAt);
    const month = await query('month');
    expect(month.total).toBe(2);
    expect(month.firstLoad).toEqual({ loadedAt, count: 1 });
    // Dates by publication, and results with nothing from that load, carry no such count.
    expect((await query('all')).firstLoad).toBeUndefined();
    expect((await query('1year')).firstLoad).toBeUndefined();
    expect((await query('month', [concepts.robots])).firstLoad).toBeUndefined();
  });

  it('answers the concepts found with a chosen one among the results', async () => {
    const response = await call(undefined, 'POST', '/api/monitoring/top-cooccurrence', {
      conceptId: concepts.vision,
      selectedDate: 'all',
      topics: [topic('Robots', [concepts.robots]), topic('Vision', [concepts.vision])],
      tree: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: {
        name: 'computer vision',
        articles: 2,
        topConcepts: [expect.objectContaining({ conceptId: concepts.graphs, name: 'graph theory', count: 1 })],
      },
    });
  });

  it('refuses a tree with a unary at the root or a topic that does not exist, and a bad range, with 400', async () => {
    const ask = (payload: object) =>
      call(undefined, 'POST', '/api/monitoring/query', { topics: [topic('Graphs', [concepts.graphs])], ...payload });
    const rooted = await ask({ tree: { topicId: 0, unary: 'NOT' }, useTree: true });
    expect(rooted.statusCode).toBe(400);
    expect(rooted.json().error.message).toBe(
      'Having unary (NOT, BOOST, NEGATE) at query root is incorrect and is likely to lead to unexpected results.',
    );
    const missing = await ask({ tree: { condition: 'OR', children: [{ topicId: 0 }, { topicId: 3 }] }, useTree: true });
    expect(missing.statusCode).toBe(400);
    expect((await ask({ date: '2024/13/01-2024/12/31' })).statusCode).toBe(400);
    const both = await ask({ topics: [topic('Graphs', [concepts.graphs], { disabled: true, required: true })] });
    expect(both.statusCode).toBe(400);
  });

  it('lets guests edit and query but never save: 401 Please login; without the quota 403', async () => {
    const guest = await call(undefined, 'POST', '/api/monitoring/edit', { title: 'x', topics: [] });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe(MESSAGES.pleaseLogin);
    const plain = await person();
    expect((await call(plain.cookie, 'POST', '/api/monitoring/edit', { title: 'x', topics: [] })).statusCode).toBe(403);
    expect((await call(plain.cookie, 'GET', '/api/monitoring/list')).statusCode).toBe(403);
  });

  it('saves privately only with canBePrivate; otherwise an organization the quota offers must be chosen', async () => {
    const orgA = await createTestOrganization(t.db, { name: 'Lab A' });
    const orgB = await createTestOrganization(t.db, { name: 'Lab B' });
    const holder = await person({ quotas: ['monitoring'], memberships: [{ organizationId: orgA.id }] });
    const body = { title: 'Mine', topics: [editTopic('Graphs', [concepts.graphs])] };
    const privately = await call(holder.cookie, 'POST', '/api/monitoring/edit', { ...body, organizationId: null });
    expect(privately.statusCode).toBe(400);
    expect(privately.json().error.code).toBe('monitoring.organization_required');
    const elsewhere = await call(holder.cookie, 'POST', '/api/monitoring/edit', { ...body, organizationId: orgB.id });
    expect(elsewhere.json().error.code).toBe('monitoring.unknown_organization');
    const shared = await call(holder.cookie, 'POST', '/api/monitoring/edit', { ...body, organizationId: orgA.id });
    expect(shared.statusCode, shared.body).toBe(200);
    // A quota naming organizations offers only those.
    const narrowed = await person({
      quotas: [{ name: 'monitoring', organizationsIds: [orgB.id] }],
      memberships: [{ organizationId: orgA.id }, { organizationId: orgB.id }],
    });
    expect(
      (await call(narrowed.cookie, 'POST', '/api/monitoring/edit', { ...body, organizationId: orgA.id })).json().error
        .code,
    ).toBe('monitoring.unknown_organization');
    const mine = await privateHolder();
    const kept = await save(mine.cookie, { organizationId: null });
    // The plan loses canBePrivate: the private monitoring is still saved as it is, a new one is not.
    await t.db.kysely.updateTable('userQuotas').set({ canBePrivate: 0 }).where('userId', '=', mine.id).execute();
    await save(mine.cookie, { id: kept, title: 'Still mine' });
    const another = await call(mine.cookie, 'POST', '/api/monitoring/edit', { ...body, organizationId: null });
    expect(another.json().error.code).toBe('monitoring.organization_required');
  });

  it('keeps each topic’s colour, title, concepts and flags, the tree and the date, and answers the id', async () => {
    const me = await privateHolder();
    const tree = { condition: 'AND', children: [{ topicId: 0 }, { topicId: 1, unary: 'NEGATE' }] };
    const id = await save(me.cookie, {
      date: '2024/01/01-2024/06/30',
      topics: [
        editTopic('Graphs', [concepts.graphs, concepts.noise], {
          required: true,
          unselectedConceptIds: [concepts.noise],
        }),
        editTopic('Robots', [concepts.robots], { disabled: true }),
      ],
      tree,
      useTree: true,
    });
    const read = await call(me.cookie, 'GET', `/api/monitoring/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().monitoring).toMatchObject({
      id,
      title: 'Graphs and robots',
      date: '2024/01/01-2024/06/30',
      tree,
      useTree: true,
      organization: null,
      isOwner: true,
      digestEnabled: true,
      topics: [
        {
          title: 'Graphs',
          color: '#e8590c',
          required: true,
          disabled: false,
          concepts: [
            { conceptId: concepts.graphs, name: 'graph theory', selected: true },
            { conceptId: concepts.noise, name: 'noise', selected: false },
          ],
        },
        {
          title: 'Robots',
          disabled: true,
          required: false,
          concepts: [{ conceptId: concepts.robots, name: 'robotics', selected: true }],
        },
      ],
    });
    expect(
      await call(me.cookie, 'POST', '/api/monitoring/edit', {
        id,
        title: 'Renamed',
        topics: [editTopic('Graphs', [concepts.graphs])],
      }),
    ).toMatchObject({ statusCode: 200 });
    const list = (await call(me.cookie, 'GET', '/api/monitoring/list?with_topics=true')).json();
    expect(list.total).toBe(1);
    expect(list.monitorings[0]).toMatchObject({ id, title: 'Renamed', topicsCount: 1, topics: [{ title: 'Graphs' }] });
    expect((await call(me.cookie, 'GET', '/api/monitoring/list')).json().monitorings[0].topics).toBeUndefined();
  });

  it('checks topic titles with the spec’s messages, and unknown concepts', async () => {
    const me = await privateHolder();
    const attempt = (topics: object[]) =>
      call(me.cookie, 'POST', '/api/monitoring/edit', { title: 'T', topics, organizationId: null });
    const twice = await attempt([editTopic('Graphs', [concepts.graphs]), editTopic('graphs', [concepts.robots])]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Topic "graphs" already exists.');
    const quoted = await attempt([editTopic('Say "graphs"', [concepts.graphs])]);
    expect(quoted.json().error.message).toBe('(") in topic name is prohibited.');
    const unknown = await attempt([editTopic('Graphs', [987_654])]);
    expect(unknown.json().error.message).toBe('Unknown concept id: 987654.');
    expect((await attempt([])).statusCode).toBe(400);
    expect(await t.db.kysely.selectFrom('monitorings').select('id').execute()).toEqual([]);
  });

  it('hides another user’s monitoring (404 everywhere), and shows an organization’s to its members, who cannot change it', async () => {
    const org = await createTestOrganization(t.db, { name: 'Lab' });
    const owner = await person({ quotas: ['monitoring'], memberships: [{ organizationId: org.id }] });
    const colleague = await person({ quotas: ['monitoring'], memberships: [{ organizationId: org.id }] });
    const stranger = await privateHolder();
    const privateOne = await save((await privateHolder()).cookie, {});
    const shared = await save(owner.cookie, { organizationId: org.id });
    for (const id of [privateOne, shared]) {
      expect((await call(stranger.cookie, 'GET', `/api/monitoring/${id}`)).statusCode).toBe(404);
      expect((await call(stranger.cookie, 'DELETE', `/api/monitoring/${id}`)).statusCode).toBe(404);
      expect(
        (
          await call(stranger.cookie, 'POST', '/api/monitoring/edit', {
            id,
            title: 'Mine now',
            topics: [editTopic('A', [concepts.graphs])],
            organizationId: null,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(stranger.cookie, 'POST', '/api/monitoring/query', { topics: [], monitoringId: id })).statusCode,
      ).toBe(404);
    }
    const seen = await call(colleague.cookie, 'GET', `/api/monitoring/${shared}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().monitoring).toMatchObject({ isOwner: false, organization: { id: org.id, name: 'Lab' } });
    expect(
      (await call(colleague.cookie, 'GET', '/api/monitoring/list')).json().monitorings.map((m: { id: number }) => m.id),
    ).toEqual([shared]);
    expect((await call(colleague.cookie, 'DELETE', `/api/monitoring/${shared}`)).statusCode).toBe(403);
    expect(
      (await call(colleague.cookie, 'POST', `/api/monitoring/${shared}/digest`, { enabled: false })).statusCode,
    ).toBe(403);
    expect((await call(owner.cookie, 'DELETE', `/api/monitoring/${shared}`)).statusCode).toBe(204);
    expect((await call(owner.cookie, 'GET', `/api/monitoring/${shared}`)).statusCode).toBe(404);
  });

  it('starts a new monitoring’s digests after the articles already there', async () => {
    const me = await privateHolder();
    const id = await save(me.cookie, {});
    const row = await t.db.kysely
      .selectFrom('monitorings')
      .select('digestCursor')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const max = await t.db.kysely
      .selectFrom('articles')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    expect(Number(row.digestCursor)).toBe(Number(max.m));
  });

  it('turns the digest off with the signed link, without a login, and refuses a forged one', async () => {
    const me = await privateHolder();
    const id = await save(me.cookie, {});
    const forged = await call(undefined, 'POST', '/api/monitoring/unsubscribe', {
      token: unsubscribeToken({ secret: 'another secret', monitoringId: id, ownerId: me.id }),
    });
    expect(forged.statusCode).toBe(400);
    const token = unsubscribeToken({ secret: t.config.secret, monitoringId: id, ownerId: me.id });
    // The page first asks about the monitoring by name: reading the link changes nothing.
    const named = await call(undefined, 'GET', `/api/monitoring/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ title: 'Graphs and robots' });
    expect((await call(me.cookie, 'GET', `/api/monitoring/${id}`)).json().monitoring.digestEnabled).toBe(true);
    const forgedName = await call(
      undefined,
      'GET',
      `/api/monitoring/unsubscribe?token=${encodeURIComponent(`${id}.${'x'.repeat(43)}`)}`,
    );
    expect(forgedName.statusCode).toBe(400);
    expect(forgedName.json().error.message).toBe('This unsubscribe link is not valid.');
    const done = await call(undefined, 'POST', '/api/monitoring/unsubscribe', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ title: 'Graphs and robots' });
    expect((await call(me.cookie, 'GET', `/api/monitoring/${id}`)).json().monitoring.digestEnabled).toBe(false);
    expect((await call(me.cookie, 'POST', `/api/monitoring/${id}/digest`, { enabled: true })).json()).toEqual({
      digestEnabled: true,
    });
    expect((await call(me.cookie, 'GET', `/api/monitoring/${id}`)).json().monitoring.digestEnabled).toBe(true);
  });
});
