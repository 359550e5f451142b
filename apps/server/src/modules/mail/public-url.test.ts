import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { runTaskFromCli } from '../tasks/cli-task-runner';
import type { TaskRegistry } from '../tasks/task-execution';
import { configForCommand, recordServerPublicUrl } from './public-url';

const quiet = { SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'test', LOG_LEVEL: 'silent' };
const silent: Progress = { start() {}, increment() {}, stop() {}, log() {}, count() {}, checkpoint: async () => {} };

describeEachDatabase('the public URL of e-mail sent by a command', (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => {
    await db.close();
  });

  it('is the one the server recorded when SCISCOPE_PUBLIC_URL is not set', async () => {
    const command = loadConfig({ ...quiet });
    expect(command.publicUrl).toBe('http://localhost:3000');
    expect((await configForCommand({ db, config: command })).publicUrl).toBe('http://localhost:3000');

    await recordServerPublicUrl({ db, config: loadConfig({ ...quiet, PORT: '3100' }) });
    expect((await configForCommand({ db, config: command })).publicUrl).toBe('http://localhost:3100');
  });

  it('is SCISCOPE_PUBLIC_URL when the command sets it', async () => {
    await recordServerPublicUrl({ db, config: loadConfig({ ...quiet, PORT: '3100' }) });
    const command = loadConfig({ ...quiet, SCISCOPE_PUBLIC_URL: 'https://sciscope.example.org/' });
    expect((await configForCommand({ db, config: command })).publicUrl).toBe('https://sciscope.example.org');
  });
});

// In-memory SQLite runs a command's task in this thread, with the registry given here.
describe('a command run beside a server on another port', () => {
  it("gives its task the server's public URL", async () => {
    const db = await createTestDb('sqlite');
    onTestFinished(() => db.close());
    await recordServerPublicUrl({ db, config: loadConfig({ ...quiet, PORT: '3100' }) });
    const registry: TaskRegistry = {
      'test.public-url': { resumable: false, run: async ({ config }) => ({ publicUrl: config.publicUrl }) },
    };
    const row = await runTaskFromCli({
      db,
      config: loadConfig({ ...quiet }),
      kind: 'test.public-url',
      params: {},
      registry,
      workerEntry: '',
      display: silent,
      log: () => {},
    });
    expect(row.state).toBe('done');
    expect(JSON.parse(row.result!)).toEqual({ publicUrl: 'http://localhost:3100' });
  });
});
