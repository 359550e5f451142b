import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../app/config';
import { openSqlite, type Db } from '../../app/database/kysely';
import { migrateToLatest } from '../../app/database/migrations';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { readOutbox } from '../../test-support/outbox';
import { createTestUser } from '../../test-support/test-app';
import { createMonitoringRepository } from './monitoring.repository';

const run = promisify(execFile);
const CLI = resolve(REPO_ROOT, 'apps/server/bin/sciscope.js');
const PEOPLE = ['ada', 'bob', 'cyd', 'dan'];

/**
 * `sciscope monitoring digest` killed as abruptly as `kill -9` between recording a digest and
 * sending it, and between sending it and marking it sent, then run again: every owner gets
 * exactly one e-mail, and no article is mailed twice.
 */
describe('a digest run killed at any point and run again', () => {
  let dir: string;
  const opened: Db[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) void db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function world() {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-digest-crash-'));
    const db = openSqlite(join(dir, 'sciscope.db'));
    opened.push(db);
    await migrateToLatest(db);
    const corpus = createCorpusFactories({ db });
    const graphs = (await corpus.concept({ name: 'graph theory', df: 5 })).id;
    await corpus.article({ title: 'Before the monitorings', concepts: [{ conceptId: graphs }] });
    const monitorings = createMonitoringRepository({ db });
    for (const name of PEOPLE) {
      const user = await createTestUser(db, { email: `${name}@example.org`, quotas: ['monitoring'] });
      await monitorings.insert({
        ownerId: user.id,
        fields: {
          organizationId: null,
          title: `${name}'s graphs`,
          date: 'month',
          topics: [
            {
              title: 'Graphs',
              color: '#1c7ed6',
              concepts: [{ conceptId: graphs, selected: true }],
              disabled: false,
              required: false,
            },
          ],
          tree: null,
          useTree: false,
        },
        digestCursor: await monitorings.maxArticleId(),
        now: new Date().toISOString(),
      });
    }
    for (let i = 1; i <= 3; i++) {
      await corpus.article({
        title: `New graphs ${i}`,
        createdAt: new Date().toISOString(),
        concepts: [{ conceptId: graphs }],
      });
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SCISCOPE_SQLITE: db.source,
      DATABASE_URL: '',
      SCISCOPE_RUNTIME_DIR: dir,
      SCISCOPE_DATA_DIR: 'none',
      SCISCOPE_SECRET: 'test',
      LOG_LEVEL: 'silent',
    };
    delete env.SCISCOPE_FAILPOINT;
    const digest = (extra: NodeJS.ProcessEnv = {}) =>
      run(process.execPath, [CLI, 'monitoring', 'digest'], {
        cwd: REPO_ROOT,
        env: { ...env, ...extra },
        timeout: 120_000,
      });
    return { db, digest, outbox: () => readOutbox(join(dir, 'outbox')) };
  }

  const points: Array<[string, number]> = [
    // Recorded (articles and cursor committed) but not sent: the next run sends it.
    ['monitoring-digest-recorded:2', 1],
    // Sent but not marked sent: the next run finds the outbox file and does not write it again.
    ['monitoring-digest-sent:2', 2],
  ];
  for (const [point, mailedBeforeTheKill] of points) {
    it(`mails every owner once when killed at ${point}`, async () => {
      const { db, digest, outbox } = await world();
      const killed = await digest({ SCISCOPE_FAILPOINT: point }).then(
        () => null,
        (error: { signal?: string }) => error.signal,
      );
      expect(killed).toBe('SIGKILL');
      expect(await outbox()).toHaveLength(mailedBeforeTheKill);
      const states = await db.kysely.selectFrom('monitoringDigests').select('state').orderBy('id').execute();
      expect(states.map((s) => s.state)).toEqual(['sent', 'sending']);

      const { stdout } = await digest();
      expect(stdout).toMatch(/^2 digests sent \(6 articles\) for 4 monitorings; 1 interrupted digest sent again/);
      const mails = await outbox();
      expect(mails.map((m) => m.to).sort()).toEqual(PEOPLE.map((p) => `${p}@example.org`));
      for (const mail of mails) {
        for (let i = 1; i <= 3; i++) expect(mail.unfolded).toContain(`New graphs ${i}`);
        expect(mail.unfolded).not.toContain('Before the monitorings');
      }
      const pairs = await db.kysely
        .selectFrom('monitoringDigestArticles')
        .select(['monitoringId', 'articleId'])
        .execute();
      expect(pairs).toHaveLength(PEOPLE.length * 3);
      const done = await db.kysely.selectFrom('monitoringDigests').select('state').execute();
      expect(done.every((d) => d.state === 'sent')).toBe(true);

      const { stdout: quiet } = await digest();
      expect(quiet).toMatch(/^0 digests sent \(0 articles\) for 4 monitorings/);
      expect(await outbox()).toHaveLength(PEOPLE.length);
    }, 180_000);
  }
});
