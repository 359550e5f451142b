import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM } from '../../app/config';
import { accountDeletedMessage, accountDeletionContact } from './account-deletion.usecases';

describe('the account deletion confirmation', () => {
  it('names the operator’s contact mailbox when one is configured', () => {
    expect(
      accountDeletionContact({
        contactEmail: 'privacy@lab.example.org',
        mailFrom: 'Lab <news@lab.example.org>',
        adminEmail: 'root@lab.example.org',
      }),
    ).toBe('privacy@lab.example.org');
  });

  it('falls back to the sender address, unless nobody reads it, then to the initial superuser', () => {
    expect(
      accountDeletionContact({ contactEmail: null, mailFrom: 'Lab <team@lab.example.org>', adminEmail: 'root@x.org' }),
    ).toBe('team@lab.example.org');
    expect(
      accountDeletionContact({ contactEmail: null, mailFrom: 'team@lab.example.org', adminEmail: 'root@x.org' }),
    ).toBe('team@lab.example.org');
    expect(
      accountDeletionContact({ contactEmail: null, mailFrom: DEFAULT_MAIL_FROM, adminEmail: 'admin@localhost' }),
    ).toBe('admin@localhost');
    for (const sender of ['noreply@lab.org', 'Lab <No-Reply@lab.org>', 'do-not-reply@lab.org']) {
      expect(accountDeletionContact({ contactEmail: null, mailFrom: sender, adminEmail: 'root@lab.org' })).toBe(
        'root@lab.org',
      );
    }
  });

  it('says that committee votes and comments went, and whom to write to (replies go there too)', () => {
    const message = accountDeletedMessage({ to: 'ada@example.org', contact: 'privacy@lab.example.org' });
    expect(message.text).toContain('committee seats with their votes and comments');
    expect(message.text).toContain('write to privacy@lab.example.org at once.');
    expect(message.headers).toEqual({ 'Reply-To': 'privacy@lab.example.org' });
  });
});
