import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoSchema, type SiteInfo } from '@sciscope/contracts';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { DEFAULT_MAIL_FROM } from '../../app/config';
import { accountDeletionContact } from '../profile/account-deletion.usecases';
import { escapeMarkdown } from './site-privacy-policy';

async function siteInfo(t: TestApp, cookie?: string): Promise<SiteInfo> {
  const response = await t.app.inject({ method: 'GET', url: '/api/site', headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return siteInfoSchema.parse(response.json());
}

describe('GET /api/site with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names no funding council: the operator is whoever runs the instance, with no mailbox until one is set', async () => {
    const info = await siteInfo(t);
    expect(info.operatorName).toBe('the operator of this sciscope instance');
    expect(info.statement).toBe(
      'sciscope is open-source software for scientific literature, run by the operator of this sciscope instance.',
    );
    expect(info.contactEmail).toBeNull();
    expect(JSON.stringify(info)).not.toMatch(/funding council/i);
  });

  it('serves the default policy, which says what the software stores', async () => {
    const { privacyPolicy } = await siteInfo(t);
    expect(privacyPolicy.format).toBe('markdown');
    for (const stored of ['e-mail address', 'argon2id hash', 'Sessions', 'keyed hash (HMAC)', 'Server logs']) {
      expect(privacyPolicy.text).toContain(stored);
    }
    expect(privacyPolicy.text).toContain('## What we store');
    expect(privacyPolicy.text).toContain('no contact mailbox is configured');
    expect(privacyPolicy.text).toContain('30 days after your last activity');
  });

  it("gives a signed-in user's contact links the address the instance's e-mails name, and a guest none", async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const [forUser, forGuest] = [await siteInfo(t, cookie), await siteInfo(t)];
    // No contact mailbox and the default no-reply sender: the initial superuser, as in the
    // account-deletion e-mail; a login name, so not to guests.
    expect(forUser.contactAddress).toBe(
      accountDeletionContact({ contactEmail: null, mailFrom: DEFAULT_MAIL_FROM, adminEmail: 'admin@localhost' }),
    );
    expect(forUser.contactAddress).toBe('admin@localhost');
    expect(forGuest.contactAddress).toBeNull();
    expect({ ...forUser, contactAddress: null }).toEqual(forGuest);
  });
});

describe('GET /api/site with the operator settings', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-site-'));
    t = await createTestApp({
      env: {
        SCISCOPE_OPERATOR_NAME: 'ACME_Lab (Research) ',
        SCISCOPE_OPERATOR_STATEMENT: 'Run by {operator} for its members; {operator} answers questions.',
        SCISCOPE_CONTACT_EMAIL: 'privacy@acme.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the operator into the statement and the default policy', async () => {
    const info = await siteInfo(t);
    expect(info.operatorName).toBe('ACME_Lab (Research)');
    expect(info.statement).toBe('Run by ACME_Lab (Research) for its members; ACME_Lab (Research) answers questions.');
    expect(info.contactEmail).toBe('privacy@acme.example');
    expect(info.contactAddress).toBe('privacy@acme.example');
    expect(info.privacyPolicy.text).toContain(`run by ${escapeMarkdown('ACME_Lab (Research)')}.`);
    expect(info.privacyPolicy.text).toContain('(mailto:privacy@acme.example)');
  });

  it("serves the operator's policy file as it is, leaving the escaping to the page", async () => {
    const file = join(dir, 'policy.md');
    writeFileSync(file, '# Our policy\n\nWe keep <b>nothing</b>.\n');
    const withFile = await createTestApp({ env: { SCISCOPE_PRIVACY_POLICY_FILE: file } });
    try {
      const { privacyPolicy } = await siteInfo(withFile);
      expect(privacyPolicy).toEqual({ format: 'markdown', text: '# Our policy\n\nWe keep <b>nothing</b>.\n' });
    } finally {
      await withFile.close();
    }
  });
});

describe('GET /api/site with a sender people can answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SCISCOPE_MAIL_FROM: 'ACME Lab <team@acme.example>', SCISCOPE_ADMIN_EMAIL: 'root@acme.example' },
    });
  });
  afterAll(async () => t.close());

  it('gives guests and users the sender as the contact address, never the superuser', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    expect((await siteInfo(t)).contactAddress).toBe('team@acme.example');
    expect((await siteInfo(t, cookie)).contactAddress).toBe('team@acme.example');
    expect((await siteInfo(t)).contactEmail).toBeNull();
  });
});

describe('escapeMarkdown', () => {
  it('escapes the punctuation Markdown reads, and only that', () => {
    expect(escapeMarkdown('ACME_Lab *1* [x](y) <b>')).toBe('ACME\\_Lab \\*1\\* \\[x\\]\\(y\\) \\<b\\>');
    expect(escapeMarkdown('Jane Doe')).toBe('Jane Doe');
  });
});
