import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-db';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFrom, type TestApp } from '../test-support/test-app';
import { createAccessRepository } from '../app/access.repository';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { runFirstStart } from './first-start';
import { INITIAL_PASSWORD_FILE, displayPath, ensureInitialAdmin, generatePassword } from './initial-admin';

describeEachDatabase('initial superuser', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { SCISCOPE_ADMIN_EMAIL: 'Admin@Localhost' } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('creates a superuser with a random password on an empty installation, stores it 0600 and logs it once', async () => {
    const lines: string[] = [];
    await runFirstStart({ config: t.config, db: t.db, log: (line) => lines.push(line) });
    const file = join(t.config.runtimeDir, INITIAL_PASSWORD_FILE);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Initial superuser admin@localhost created; password in .*initial-admin-password\.txt: /);
    expect(lines[0]).toContain(password);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: apiHeaders(),
      payload: { email: 'admin@localhost', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email: 'admin@localhost', is_superuser: true });
    expect(sessionCookieFrom(login)).not.toBeNull();

    // A second start does nothing: no new user, no new line, the file is untouched.
    await runFirstStart({ config: t.config, db: t.db, log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(await createAuthRepository({ db: t.db }).countUsers()).toBe(1);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
  });

  it('does nothing when any user exists already', async () => {
    await createTestUser(t.db, { email: 'someone@example.org' });
    const result = await ensureInitialAdmin({
      config: t.config,
      accounts: createAuthRepository({ db: t.db }),
      access: createAccessRepository({ db: t.db }),
      log: () => {},
    });
    expect(result).toEqual({ created: false });
    expect(existsSync(join(t.config.runtimeDir, INITIAL_PASSWORD_FILE))).toBe(false);
    expect(await createAuthRepository({ db: t.db }).findCredentials({ email: 'admin@localhost' })).toBeNull();
  });

  it('shows the password file relative to the working directory only when it lies inside it', () => {
    expect(displayPath('/srv/app/.runtime/initial-admin-password.txt', '/srv/app')).toBe(
      '.runtime/initial-admin-password.txt',
    );
    expect(displayPath('/tmp/walk/initial-admin-password.txt', '/srv/app/apps/server')).toBe(
      '/tmp/walk/initial-admin-password.txt',
    );
    expect(displayPath('/srv/app-old/initial-admin-password.txt', '/srv/app')).toBe(
      '/srv/app-old/initial-admin-password.txt',
    );
  });

  it('never generates the same password twice', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(passwords.size).toBe(200);
  });
});
