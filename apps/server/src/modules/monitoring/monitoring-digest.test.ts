import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createTestUser } from '../../test-support/test-app';
import { readOutbox } from '../../test-support/outbox';
import { createArticlesRepository } from '../articles/articles.repository';
import { createMailer, type Mailer } from '../mail/mailer';
import { createMonitoringCorpusRepository } from './monitoring-corpus.repository';
import { createMonitoringDigestRepository } from './monitoring-digest.repository';
import { DIGEST_MAX_ARTICLES, sendMonitoringDigests, type DigestDeps } from './monitoring-digest.usecases';
import { createMonitoringRepository, type StoredTopic } from './monitoring.repository';

describeEachDatabase('monitoring digests', (dialect) => {
  let db: Db;
  let dir: string;
  let config: AppConfig;
  let corpus: CorpusFactories;
  let concepts: { graphs: number; robots: number };
  const monitorings = () => createMonitoringRepository({ db });

  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = await mkdtemp(join(tmpdir(), 'sciscope-digest-'));
    config = loadConfig({
      SCISCOPE_RUNTIME_DIR: dir,
      SCISCOPE_DATA_DIR: 'none',
      SCISCOPE_SECRET: 'digest-test',
      SCISCOPE_PUBLIC_URL: 'https://sciscope.example.org',
    });
    corpus = createCorpusFactories({ db });
    concepts = {
      graphs: (await corpus.concept({ name: 'graph theory', df: 5 })).id,
      robots: (await corpus.concept({ name: 'robotics', df: 5 })).id,
    };
    await corpus.article({ title: 'An old graph paper', concepts: [{ conceptId: concepts.graphs }] });
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const deps = (mailer: Mailer = createMailer({ config: config.mail })): DigestDeps => ({
    digests: createMonitoringDigestRepository({ db }),
    corpus: createMonitoringCorpusRepository({ db }),
    articles: createArticlesRepository({ db }),
    mailer,
    publicUrl: config.publicUrl,
    secret: config.secret,
  });
  const run = (mailer?: Mailer, since?: string) =>
    sendMonitoringDigests({ deps: deps(mailer), progress: silentProgress, since });
  const outbox = () => readOutbox(config.mail.outboxDir);

  /** A user holding the monitoring quota, with one monitoring on `conceptIds`, saved now (cursor at the corpus' end). */
  async function subscriber(name: string, conceptIds: number[], { quota = true } = {}) {
    const user = await createTestUser(db, { email: `${name}@example.org`, quotas: quota ? ['monitoring'] : [] });
    const topics: StoredTopic[] = [
      {
        title: `${name} topic`,
        color: '#1c7ed6',
        concepts: conceptIds.map((conceptId) => ({ conceptId, selected: true })),
        disabled: false,
        required: false,
      },
    ];
    const id = await monitorings().insert({
      ownerId: user.id,
      fields: { organizationId: null, title: `${name}'s watch`, date: 'month', topics, tree: null, useTree: false },
      digestCursor: await monitorings().maxArticleId(),
      now: new Date().toISOString(),
    });
    return { user, id };
  }
  const newArticle = (title: string, conceptIds: number[]) =>
    corpus.article({
      title,
      createdAt: new Date().toISOString(),
      concepts: conceptIds.map((conceptId) => ({ conceptId })),
    });

  it('mails each owner the new articles matching their monitoring, with links, escaped HTML and an unsubscribe link', async () => {
    const ada = await subscriber('ada', [concepts.graphs]);
    await subscriber('bob', [concepts.robots]);
    await newArticle('Graphs <script>alert(1)</script> & trees', [concepts.graphs]);
    await newArticle('Robot arms with $\\ell_1$ control', [concepts.robots]);
    await newArticle('Unrelated', []);
    const report = await run();
    expect(report).toMatchObject({ monitorings: 2, digests: 2, articles: 2, resent: 0 });
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['ada@example.org', 'bob@example.org']);
    const adas = mails.find((m) => m.to === 'ada@example.org')!.unfolded;
    expect(adas).toContain('Graphs <script>alert(1)</script> & trees');
    expect(adas).not.toContain('An old graph paper');
    expect(adas).toContain('Graphs &lt;script&gt;alert(1)&lt;/script&gt; &amp; trees');
    expect(adas).not.toMatch(/<a [^>]*>Graphs <script>/);
    expect(adas).toContain(`https://sciscope.example.org/monitoring/${ada.id}`);
    expect(adas).toMatch(/https:\/\/sciscope\.example\.org\/article\/\d+-Graphs-script-alert-1-script-trees\//);
    expect(adas).toContain('Matched: ada topic (graph theory)');
    // Inline TeX of a title reads as text in both parts of the message.
    const quoted = mails.find((m) => m.to === 'bob@example.org')!.unfolded.replace(/=\r?\n/g, '');
    const bobs = Buffer.from(
      quoted.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(bobs).toContain('1. Robot arms with ℓ₁ control');
    expect(bobs).toContain('>Robot arms with ℓ₁ control</a>');
    expect(adas).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/sciscope\.example\.org\/monitoring-digest\/unsubscribe\?token=\d+\.[\w-]{32}>\r$/m,
    );
  });

  it('never mails an article twice, and mails only what is new at each run', async () => {
    await subscriber('ada', [concepts.graphs]);
    await newArticle('First graphs', [concepts.graphs]);
    expect((await run()).digests).toBe(1);
    expect((await run()).digests).toBe(0);
    // `--since` looks back over what it names, but what was mailed stays mailed.
    expect((await run(undefined, new Date(Date.now() - 3_600_000).toISOString())).digests).toBe(0);
    // Further back, it finds the article imported before the monitoring was saved.
    expect((await run(undefined, '2000-01-01T00:00:00.000Z')).articles).toBe(1);
    await newArticle('Second graphs', [concepts.graphs]);
    expect((await run()).articles).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(3);
    expect(mails[1]!.unfolded).toContain('An old graph paper');
    expect(mails[2]!.unfolded).toContain('Second graphs');
    expect(mails[2]!.unfolded).not.toContain('First graphs');
    const mailed = await db.kysely.selectFrom('monitoringDigestArticles').select('articleId').execute();
    expect(mailed).toHaveLength(3);
  });

  it('never announces again the articles a digest only counted, with or without --since (walk: 6959 twice)', async () => {
    await subscriber('ada', [concepts.graphs]);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    for (let i = 0; i < DIGEST_MAX_ARTICLES + 2; i += 1) await newArticle(`Graphs part ${i}`, [concepts.graphs]);
    expect(await run(undefined, hourAgo)).toMatchObject({ digests: 1, articles: DIGEST_MAX_ARTICLES });
    const [first] = await outbox();
    expect(first!.unfolded).toContain(`${DIGEST_MAX_ARTICLES + 2} new articles match your monitoring`);
    expect(first!.unfolded).toContain("and 2 more on the monitoring's page.");
    // The same window again, then the daily run: nothing new to announce.
    expect((await run(undefined, hourAgo)).digests).toBe(0);
    expect((await run()).digests).toBe(0);
    await newArticle('Graphs after the digest', [concepts.graphs]);
    expect(await run(undefined, hourAgo)).toMatchObject({ digests: 1, articles: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.unfolded).toContain('1 new article matches your monitoring');
    expect(mails[1]!.unfolded).toContain('Graphs after the digest');
  });

  it('mails nobody whose digest is off or who lost the quota', async () => {
    const ada = await subscriber('ada', [concepts.graphs]);
    await subscriber('bob', [concepts.graphs], { quota: false });
    await monitorings().setDigestEnabled({ id: ada.id, enabled: false });
    await newArticle('Graphs again', [concepts.graphs]);
    expect(await run()).toMatchObject({ monitorings: 0, digests: 0 });
    expect(await outbox()).toEqual([]);
  });

  it('after a run that failed between recording and sending, sends what it recorded once and nothing twice', async () => {
    const names = ['ada', 'bob', 'cyd'];
    for (const name of names) await subscriber(name, [concepts.graphs]);
    await newArticle('Graphs for everyone', [concepts.graphs]);
    const real = createMailer({ config: config.mail });
    let sends = 0;
    // The second e-mail fails after the first went out: the run stops there.
    const failing: Mailer = {
      async send(message) {
        sends += 1;
        if (sends === 2) throw new Error('relay went away');
        return real.send(message);
      },
    };
    await expect(run(failing)).rejects.toThrow('relay went away');
    expect((await outbox()).map((m) => m.to)).toEqual(['ada@example.org']);
    const states = await db.kysely.selectFrom('monitoringDigests').select(['state']).orderBy('id').execute();
    expect(states.map((s) => s.state)).toEqual(['sent', 'sending']);
    const again = await run();
    expect(again).toMatchObject({ resent: 1, digests: 1 });
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(names.map((n) => `${n}@example.org`));
    expect((await run()).digests + (await run()).resent).toBe(0);
    expect(await outbox()).toHaveLength(3);
  });
});
