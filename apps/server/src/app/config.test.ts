import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATOR_NAME,
  PRIVACY_POLICY_MAX_BYTES,
  loadConfig,
  loadSiteConfig,
  siteConfigNotices,
} from './config';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sciscope-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('the operator settings', () => {
  it('default to a truthful statement, no mailbox and the default policy', () => {
    expect(loadSiteConfig({})).toEqual({
      operatorName: DEFAULT_OPERATOR_NAME,
      statement: `sciscope is open-source software for scientific literature, run by ${DEFAULT_OPERATOR_NAME}.`,
      contactEmail: null,
      privacyPolicy: null,
    });
  });

  it('are part of the whole configuration', () => {
    const config = loadConfig({
      SCISCOPE_SECRET: 'x',
      SCISCOPE_DATA_DIR: 'none',
      SCISCOPE_RUNTIME_DIR: dir,
      SCISCOPE_OPERATOR_NAME: 'Example University Library',
    });
    expect(config.site.operatorName).toBe('Example University Library');
    expect(config.site.statement).toContain('run by Example University Library.');
  });

  it('trim the values and treat blank ones as unset', () => {
    const site = loadSiteConfig({
      SCISCOPE_OPERATOR_NAME: '  Lab  ',
      SCISCOPE_OPERATOR_STATEMENT: '   ',
      SCISCOPE_CONTACT_EMAIL: ' ',
    });
    expect(site.operatorName).toBe('Lab');
    expect(site.statement).toBe('sciscope is open-source software for scientific literature, run by Lab.');
    expect(site.contactEmail).toBeNull();
  });

  it('take a statement without the operator placeholder as it is', () => {
    expect(loadSiteConfig({ SCISCOPE_OPERATOR_STATEMENT: 'A test instance.' }).statement).toBe('A test instance.');
  });

  it('refuse a contact mailbox that is no e-mail address', () => {
    expect(() => loadSiteConfig({ SCISCOPE_CONTACT_EMAIL: 'not a mailbox' })).toThrow(/SCISCOPE_CONTACT_EMAIL/);
    expect(loadSiteConfig({ SCISCOPE_CONTACT_EMAIL: 'dpo@example.org' }).contactEmail).toBe('dpo@example.org');
  });

  it('tell the operator at start when no contact mailbox is set, and say nothing once one is', () => {
    expect(siteConfigNotices(loadSiteConfig({}))).toEqual([
      'SCISCOPE_CONTACT_EMAIL is not set: the footer and the privacy policy show no contact mailbox',
    ]);
    expect(siteConfigNotices(loadSiteConfig({ SCISCOPE_CONTACT_EMAIL: 'dpo@example.org' }))).toEqual([]);
  });

  it('read the policy file as Markdown when named .md or .markdown, else as plain text', () => {
    const markdown = file('policy.md', '\uFEFF# Policy\n\n<i>kept as text</i>\n');
    const plain = file('policy.txt', 'We keep *nothing*.\n');
    expect(loadSiteConfig({ SCISCOPE_PRIVACY_POLICY_FILE: markdown }).privacyPolicy).toEqual({
      format: 'markdown',
      text: '# Policy\n\n<i>kept as text</i>\n',
    });
    expect(loadSiteConfig({ SCISCOPE_PRIVACY_POLICY_FILE: plain }).privacyPolicy).toEqual({
      format: 'text',
      text: 'We keep *nothing*.\n',
    });
  });

  it('stop the start with a clear message for a policy file that is missing, empty, too large or not UTF-8', () => {
    const policy = (path: string) => () => loadSiteConfig({ SCISCOPE_PRIVACY_POLICY_FILE: path });
    expect(policy(join(dir, 'missing.md'))).toThrow(/SCISCOPE_PRIVACY_POLICY_FILE: cannot read .*ENOENT/);
    expect(policy(file('empty.md', ' \n'))).toThrow(/is empty/);
    expect(policy(file('large.txt', 'x'.repeat(PRIVACY_POLICY_MAX_BYTES + 1)))).toThrow(/at most/);
    expect(policy(file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])))).toThrow(/not UTF-8/);
  });
});

describe('the request limits and read workers', () => {
  const base = () => ({ SCISCOPE_SECRET: 'x', SCISCOPE_DATA_DIR: 'none', SCISCOPE_RUNTIME_DIR: dir });

  it('default to 120 searches, 600 autocomplete calls and 10 login attempts per minute, 10 and 1000 searches a day, one read worker per core', () => {
    const config = loadConfig(base());
    expect(config.rateLimits).toEqual({ search: 120, autocomplete: 600, login: 10 });
    expect(config.guestSearchLimit).toBe(10);
    expect(config.userSearchLimit).toBe(1000);
    expect(config.readWorkers).toBe(availableParallelism());
  });

  it('read every limit from its variable, 0 meaning unlimited', () => {
    const config = loadConfig({
      ...base(),
      SCISCOPE_RATE_LIMIT_PER_MINUTE: '0',
      SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '30',
      SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE: '5',
      SCISCOPE_GUEST_SEARCH_LIMIT: '0',
      SCISCOPE_USER_SEARCH_LIMIT: '0',
      SCISCOPE_READ_WORKERS: '0',
    });
    expect(config.rateLimits).toEqual({ search: 0, autocomplete: 30, login: 5 });
    expect([config.guestSearchLimit, config.userSearchLimit, config.readWorkers]).toEqual([0, 0, 0]);
  });

  it('reject values that are not whole non-negative numbers', () => {
    expect(() => loadConfig({ ...base(), SCISCOPE_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(
      'SCISCOPE_RATE_LIMIT_PER_MINUTE must be a non-negative integer, got "-1"',
    );
    expect(() => loadConfig({ ...base(), SCISCOPE_READ_WORKERS: 'two' })).toThrow(
      'SCISCOPE_READ_WORKERS must be a non-negative integer',
    );
  });

  it('bound each task worker’s heap at 1024 MB unless SCISCOPE_TASK_HEAP_MB says otherwise (0: no bound)', () => {
    expect(loadConfig(base()).taskHeapMb).toBe(1024);
    expect(loadConfig({ ...base(), SCISCOPE_TASK_HEAP_MB: '2048' }).taskHeapMb).toBe(2048);
    expect(loadConfig({ ...base(), SCISCOPE_TASK_HEAP_MB: '0' }).taskHeapMb).toBe(0);
    expect(() => loadConfig({ ...base(), SCISCOPE_TASK_HEAP_MB: '32' })).toThrow(
      'SCISCOPE_TASK_HEAP_MB must be 0 (no bound) or at least 64, got 32',
    );
    expect(() => loadConfig({ ...base(), SCISCOPE_TASK_HEAP_MB: '1.5' })).toThrow(
      'SCISCOPE_TASK_HEAP_MB must be a non-negative integer',
    );
  });
});
