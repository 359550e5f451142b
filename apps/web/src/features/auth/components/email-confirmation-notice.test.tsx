import { ANONYMOUS_USER, EMAIL_CONFIRMATION_TEXTS, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { readApiError } from '../../../app/api-client';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { DashboardPage } from '../../../pages/accounts/dashboard-page';
import { authKeys } from '../queries/auth-keys';
import { EmailConfirmationNotice, EmailConfirmationNoticeView, type ResendState } from './email-confirmation-notice';

const EMAIL = 'ada.lovelace@example.org';
const PENDING = EMAIL_CONFIRMATION_TEXTS.pending(EMAIL);

/** The notice as it renders for the cached current user `user`. */
function renderFor(user: CurrentUser, element = <EmailConfirmationNotice />) {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  return renderStatic(element, { client });
}

const signedIn = (email_confirmed: boolean): CurrentUser => ({
  ...ANONYMOUS_USER,
  id: 7,
  email: EMAIL,
  is_authenticated: true,
  email_confirmed,
});

const idle: ResendState = { pending: false, message: null, error: null };
const renderView = (state: ResendState) =>
  renderStatic(<EmailConfirmationNoticeView email={EMAIL} state={state} onResend={() => {}} />);

describe('the e-mail confirmation notice', () => {
  it('shows a signed-in account that has not confirmed its address the pending text and a resend button', () => {
    const html = renderFor(signedIn(false));
    expect(textOf(html)).toBe(`${PENDING} Send the link again`);
    expect(html).toContain('aria-label="E-mail confirmation"');
  });

  it('shows nothing to a confirmed account, nor to a visitor', () => {
    expect(textOf(renderFor(signedIn(true)))).toBe('');
    expect(textOf(renderFor(ANONYMOUS_USER))).toBe('');
  });

  it('stands on the dashboard, above its content, for an unconfirmed account only', () => {
    const text = textOf(renderFor(signedIn(false), <DashboardPage />));
    expect(text).toBe(`Dashboard ${PENDING} Send the link again`);
    expect(textOf(renderFor(signedIn(true), <DashboardPage />))).toBe('Dashboard');
  });

  it('says the new link is on its way after a resend', () => {
    const html = renderView({ ...idle, message: EMAIL_CONFIRMATION_TEXTS.sent(EMAIL) });
    expect(textOf(html)).toBe(`${PENDING} Send the link again A new confirmation link is on its way to ${EMAIL}.`);
    expect(html).toMatch(/role="status"[^>]*>A new confirmation link is on its way/);
  });

  it('says so when the address was confirmed already', () => {
    expect(textOf(renderView({ ...idle, message: EMAIL_CONFIRMATION_TEXTS.already }))).toBe(
      `${PENDING} Send the link again Your e-mail address is confirmed already.`,
    );
  });

  it("shows why a resend was refused (sent too often) as an alert, in the server's words", async () => {
    const tooOften = 'Three confirmation links were sent in the last ten minutes: use one of them, or try again later.';
    const error = await readApiError(
      new Response(JSON.stringify({ error: { code: 'common.rate_limited', message: tooOften } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const html = renderView({ ...idle, error: error.message });
    expect(textOf(html)).toBe(`${PENDING} Send the link again ${tooOften}`);
    expect(html).toMatch(/role="alert"[^>]*>Three confirmation links were sent/);
  });

  it('disables the button while a resend is under way', () => {
    expect(renderView({ ...idle, pending: true })).toMatch(/<button[^>]*disabled=""[^>]*>/);
    expect(renderView(idle)).not.toMatch(/<button[^>]*disabled=""[^>]*>/);
  });
});
