import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type Db } from '../app/database/kysely';
import { describeEachDatabase, createTestDb } from '../test-support/test-db';
import { createAccessRepository } from '../app/access.repository';
import { verifyPassword } from '../app/auth/passwords';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createOrganizationsRepository } from '../modules/admin/organizations.repository';
import { runUsersCommand } from './users.command';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, deps: { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s) } };
}

describeEachDatabase('sciscope users', (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => {
    await db.close();
  });

  const run = async (argv: string[]) => {
    const io = capture();
    const code = await runUsersCommand(argv, { db, ...io.deps });
    return { code, out: io.out.join(''), err: io.err.join('') };
  };
  const userByEmail = (email: string) => createAuthRepository({ db }).findCredentials({ email });

  it('creates a superuser with quotas, an organization created on the fly and an admin role there', async () => {
    const result = await run([
      'create',
      '--email',
      'Chief@Example.org',
      '--password',
      'a long password',
      '--superuser',
      '--quota',
      'monitoring:private',
      '--quota',
      'referee_finder',
      '--org',
      'Acme Labs:admin',
    ]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('Created organization "Acme Labs"');
    expect(result.out).toContain('Created user chief@example.org');
    const user = await userByEmail('chief@example.org');
    expect(user).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword({ hash: user!.passwordHash, password: 'a long password' })).toBe(true);
    const org = await createOrganizationsRepository({ db }).findByName({ name: 'acme labs' });
    expect(org?.name).toBe('Acme Labs');
    expect(await createOrganizationsRepository({ db }).listMembers({ organizationId: org!.id })).toEqual([
      { userId: user!.id, email: 'chief@example.org', role: 'admin' },
    ]);
    expect(await createAccessRepository({ db }).listQuotas({ userId: user!.id })).toEqual([
      { name: 'monitoring', canBePrivate: true, organizationsIds: [org!.id] },
      { name: 'referee_finder', canBePrivate: false, organizationsIds: [org!.id] },
    ]);
  });

  it('joins an existing organization as a plain member by default', async () => {
    await run(['create', '--email', 'a@example.org', '--password', 'password1', '--org', 'Acme']);
    const second = await run(['create', '--email', 'b@example.org', '--password', 'password2', '--org', 'acme']);
    expect(second.code).toBe(0);
    expect(second.out).not.toContain('Created organization');
    const org = await createOrganizationsRepository({ db }).findByName({ name: 'Acme' });
    expect(
      (await createOrganizationsRepository({ db }).listMembers({ organizationId: org!.id })).map((m) => [
        m.email,
        m.role,
      ]),
    ).toEqual([
      ['a@example.org', 'member'],
      ['b@example.org', 'member'],
    ]);
  });

  it('grants and revokes quotas of an existing user and lists users', async () => {
    await run(['create', '--email', 'user@example.org', '--password', 'password1']);
    const user = await userByEmail('user@example.org');
    expect(
      await run([
        'grant',
        '--email',
        'user@example.org',
        '--quota',
        'panel_composer:private',
        '--quota',
        'gender_info',
      ]),
    ).toMatchObject({ code: 0 });
    expect(await createAccessRepository({ db }).listQuotas({ userId: user!.id })).toEqual([
      { name: 'gender_info', canBePrivate: false, organizationsIds: [] },
      { name: 'panel_composer', canBePrivate: true, organizationsIds: [] },
    ]);
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('1 user(s)');
    expect(listed.out).toContain('user@example.org\tquotas: gender_info, panel_composer:private');

    expect((await run(['revoke', '--email', 'user@example.org', '--quota', 'gender_info'])).out).toContain(
      'Revoked gender_info',
    );
    expect((await run(['revoke', '--email', 'user@example.org', '--quota', 'gender_info'])).out).toContain(
      'did not hold gender_info',
    );
    expect((await createAccessRepository({ db }).listQuotas({ userId: user!.id })).map((q) => q.name)).toEqual([
      'panel_composer',
    ]);
  });

  it('exits with 2 and a clear message on bad input, changing nothing', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['create', '--password', 'password1'], /--email is required/],
      [['create', '--email', 'not-an-email', '--password', 'password1'], /--email: Enter a valid e-mail address/],
      [['create', '--email', 'a@example.org', '--password', 'short'], /at least 8 characters/],
      [
        ['create', '--email', 'a@example.org', '--password', 'password1', '--quota', 'superpowers'],
        /Unknown quota "superpowers"\. Quota names: monitoring/,
      ],
      [
        ['create', '--email', 'a@example.org', '--password', 'password1', '--quota', 'monitoring:public'],
        /NAME or NAME:private/,
      ],
      [
        ['create', '--email', 'a@example.org', '--password', 'password1', '--org', ':admin'],
        /organization name is empty/,
      ],
      [
        ['create', '--email', 'a@example.org', '--password', 'password1', '--colour', 'red'],
        /Unknown option '--colour'/,
      ],
      [['grant', '--email', 'a@example.org'], /--quota is required/],
      [['grant', '--email', 'nobody@example.org', '--quota', 'monitoring'], /No user with e-mail nobody@example.org/],
      [['revoke', '--email', 'a@example.org', '--quota', 'monitoring:private'], /expected NAME\./],
      [['delete', '--email', 'a@example.org'], /Unknown users command "delete"/],
      [[], /Usage:/],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err, argv.join(' ')).toMatch(message);
    }
    expect(await createAuthRepository({ db }).countUsers()).toBe(0);
    expect(await createOrganizationsRepository({ db }).list()).toEqual([]);
  });

  it('refuses to create an account whose e-mail is taken and to grant with an unknown organization', async () => {
    await run(['create', '--email', 'a@example.org', '--password', 'password1']);
    const again = await run(['create', '--email', 'A@example.org', '--password', 'password2']);
    expect(again).toMatchObject({ code: 2, err: 'An account with e-mail a@example.org already exists.\n' });
    const grant = await run(['grant', '--email', 'a@example.org', '--quota', 'monitoring', '--org', 'Nowhere']);
    expect(grant).toMatchObject({ code: 2, err: 'No organization named "Nowhere".\n' });
    expect(
      await createAccessRepository({ db }).listQuotas({ userId: (await userByEmail('a@example.org'))!.id }),
    ).toEqual([]);
  });
});

describe('sciscope users on the configured database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-cli-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the SQLite file from the environment, migrates it and creates the user there', async () => {
    const file = join(dir, 'cli.db');
    const env = {
      SCISCOPE_SQLITE: file,
      SCISCOPE_RUNTIME_DIR: dir,
      SCISCOPE_SECRET: 'test',
      SCISCOPE_DATA_DIR: 'none',
    };
    const io = capture();
    expect(
      await runUsersCommand(
        ['create', '--email', 'cli@example.org', '--password', 'password1', '--quota', 'monitoring'],
        { env, ...io.deps },
      ),
    ).toBe(0);
    const db = openSqlite(file);
    try {
      const user = await createAuthRepository({ db }).findCredentials({ email: 'cli@example.org' });
      expect(user).not.toBeNull();
      expect((await createAccessRepository({ db }).listQuotas({ userId: user!.id })).map((q) => q.name)).toEqual([
        'monitoring',
      ]);
    } finally {
      await db.close();
    }
  });
});
