import { describe, expect, it } from 'vitest';
import { SAME_EMAIL_MESSAGE, checkEmailForm, shownFieldErrors } from './form-errors';

describe('the profile forms’ messages', () => {
  it('no longer shows a server error under a field edited since the submit it answered', () => {
    const server = { currentPassword: 'The current password is not correct.' };
    expect(shownFieldErrors({ local: {}, server, edited: new Set<string>() })).toEqual(server);
    expect(shownFieldErrors({ local: {}, server, edited: new Set(['currentPassword'] as const) })).toEqual({});
  });

  it('puts the form’s own checks before the server’s answer', () => {
    const shown = shownFieldErrors<'currentPassword' | 'newPassword'>({
      local: { newPassword: 'Password must have at least 8 characters.' },
      server: { newPassword: 'old', currentPassword: 'The current password is not correct.' },
      edited: new Set(['currentPassword'] as const),
    });
    expect(shown).toEqual({ newPassword: 'Password must have at least 8 characters.' });
  });

  it('refuses the current e-mail as the new one, in any case and spacing, without a request', () => {
    const checked = checkEmailForm({
      email: ' Newbie6@Example.org ',
      currentPassword: 'secret-pass',
      currentEmail: 'newbie6@example.org',
    });
    expect(checked).toEqual({ ok: false, errors: { email: SAME_EMAIL_MESSAGE } });
  });

  it('passes a different e-mail on, as the server stores it', () => {
    const checked = checkEmailForm({
      email: 'New@Example.org',
      currentPassword: 'secret-pass',
      currentEmail: 'newbie6@example.org',
    });
    expect(checked).toEqual({ ok: true, request: { email: 'new@example.org', currentPassword: 'secret-pass' } });
  });

  it('names the fields the contract refuses', () => {
    const checked = checkEmailForm({ email: 'nope', currentPassword: '', currentEmail: 'a@example.org' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['currentPassword', 'email']);
  });
});
