import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../app/config';
import { createMailer } from './mailer';

describe('the mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sciscope-mail-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a complete RFC 5322 message to the outbox when no relay is configured', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'x' });
    const mailer = createMailer({ config: config.mail, now: () => new Date('2026-11-25T04:12:00Z') });
    const sent = await mailer.send({
      to: 'ada@example.org',
      subject: 'Neue Artikel — 3 new articles',
      text: 'Hello Ada,\nthree new articles match your monitoring.',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe/abc>' },
    });
    expect(sent.file).not.toBeNull();
    expect(await readdir(join(dir, 'outbox'))).toEqual([expect.stringMatching(/^20261125T041200000Z-.+\.eml$/)]);
    const eml = await readFile(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: sciscope <no-reply@localhost>\r$/m);
    expect(eml).toMatch(/^To: ada@example.org\r$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/abc>\r$/m);
    expect(eml).toMatch(/^Message-ID: <.+>\r$/m);
    // A non-ASCII subject is encoded as RFC 2047 requires, never sent raw.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('three new articles match your monitoring.');
  });

  it('keeps one outbox file for a message sent again with the same Message-ID and date', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'x' });
    const mailer = createMailer({ config: config.mail });
    const message = {
      to: 'ada@example.org',
      subject: 'Digest',
      text: 'Two new articles.',
      messageId: '<monitoring-digest-7@localhost>',
      date: new Date('2026-11-25T06:00:00Z'),
    };
    const first = await mailer.send(message);
    const again = await mailer.send({ ...message, text: 'Changed text is not written again.' });
    expect(again.file).toBe(first.file);
    expect(await readdir(join(dir, 'outbox'))).toEqual(['20261125T060000000Z-monitoring-digest-7@localhost.eml']);
    const eml = await readFile(first.file!, 'utf8');
    expect(eml).toMatch(/^Message-ID: <monitoring-digest-7@localhost>\r$/m);
    expect(eml).toContain('Two new articles.');
  });

  it('takes the sender and the public address from the environment and refuses malformed ones', () => {
    const base = { SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'x' };
    const config = loadConfig({ ...base, SCISCOPE_MAIL_FROM: 'Reviews <reviews@example.org>', PORT: '4000' });
    expect(config.mail.from).toBe('Reviews <reviews@example.org>');
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...base, SCISCOPE_PUBLIC_URL: 'https://sciscope.example.org/' }).publicUrl).toBe(
      'https://sciscope.example.org',
    );
    expect(() => loadConfig({ ...base, SCISCOPE_SMTP_URL: 'mail.example.org' })).toThrow(/SCISCOPE_SMTP_URL/);
    expect(() => loadConfig({ ...base, SCISCOPE_PUBLIC_URL: 'sciscope.example.org' })).toThrow(/SCISCOPE_PUBLIC_URL/);
  });
});
