import { EMAIL_CONFIRMATION_TEXTS } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { readApiError } from '../../app/api-client';
import type { ResendState } from '../../features/auth/components/email-confirmation-notice';
import { renderStatic, textOf } from '../../testing/render-static';
import {
  ConfirmEmailPage,
  ConfirmEmailView,
  otherAccountConfirmedText,
  type ConfirmEmailState,
} from './confirm-email-page';

/** The error the app's API client makes of the server's answer `status` with `message`. */
function serverError(status: number, code: string, message: string): Promise<Error> {
  return readApiError(
    new Response(JSON.stringify({ error: { code, message } }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const idle: ResendState = { pending: false, message: null, error: null };
const unconfirmed = { email: 'ada@example.org', email_confirmed: false };
const confirmed = { email: 'ada@example.org', email_confirmed: true };
const CONFIRMED = EMAIL_CONFIRMATION_TEXTS.confirmed;

function render(
  state: ConfirmEmailState,
  user: { email: string; email_confirmed: boolean } | null | undefined,
  resend = idle,
) {
  return renderStatic(<ConfirmEmailView state={state} user={user} resend={resend} onResend={() => {}} />);
}

describe('the e-mail confirmation page', () => {
  it('says it is confirming while the token is sent', () => {
    const html = renderStatic(<ConfirmEmailPage />, {
      path: '/accounts/confirm-email/:token',
      url: '/accounts/confirm-email/abc.def',
    });
    expect(textOf(html)).toBe('Confirm your e-mail address Confirming…');
    expect(html).toContain('role="status"');
  });

  it('confirms a signed-in account and leads it on to its dashboard', () => {
    const html = render({ status: 'confirmed', message: CONFIRMED, signedInAccount: true }, confirmed);
    expect(textOf(html)).toBe('Your e-mail address is confirmed. Go to your dashboard');
    expect(html).toContain('href="/accounts/dashboard/"');
    expect(textOf(html)).not.toContain('Log in');
  });

  it('confirms for a visitor too, who is offered to log in (and to land on the dashboard)', () => {
    const html = render({ status: 'confirmed', message: CONFIRMED, signedInAccount: false }, null);
    expect(textOf(html)).toBe('Your e-mail address is confirmed. Log in');
    expect(html).toContain('href="/accounts/login/?next=%2Faccounts%2Fdashboard%2F"');
    // Until the current user is known, neither way on is offered.
    expect(textOf(render({ status: 'confirmed', message: CONFIRMED, signedInAccount: false }, undefined))).toBe(
      CONFIRMED,
    );
  });

  it("shows an invalid link's text as an error, with a new link to send for a signed-in, unconfirmed account", async () => {
    const error = await serverError(400, 'auth.invalid_confirmation_link', EMAIL_CONFIRMATION_TEXTS.invalidLink);
    const html = render({ status: 'failed', error }, unconfirmed);
    expect(textOf(html)).toBe(`${EMAIL_CONFIRMATION_TEXTS.invalidLink} Send a new link Go to your dashboard`);
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*This confirmation link is not valid/);

    // A visitor cannot send one (the resend needs a session); a confirmed account needs none.
    expect(textOf(render({ status: 'failed', error }, null))).toBe(`${EMAIL_CONFIRMATION_TEXTS.invalidLink} Log in`);
    expect(textOf(render({ status: 'failed', error }, confirmed))).not.toContain('Send a new link');
  });

  it('reads a token the request check refused as an invalid link', async () => {
    const error = await readApiError(
      new Response(
        JSON.stringify({
          error: {
            code: 'validation.failed',
            message: 'token: Too long.',
            details: { fields: { token: 'Too long.' } },
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(textOf(render({ status: 'failed', error }, null))).toBe(`${EMAIL_CONFIRMATION_TEXTS.invalidLink} Log in`);
  });

  it('says what a new link came to, or why none was sent, under the button', async () => {
    const error = await serverError(400, 'auth.invalid_confirmation_link', EMAIL_CONFIRMATION_TEXTS.invalidLink);
    const sent = render({ status: 'failed', error }, unconfirmed, {
      ...idle,
      message: EMAIL_CONFIRMATION_TEXTS.sent('ada@example.org'),
    });
    expect(textOf(sent)).toContain('Send a new link A new confirmation link is on its way to ada@example.org.');
    const refused = render({ status: 'failed', error }, unconfirmed, { ...idle, error: 'Try again later.' });
    expect(refused).toMatch(/role="alert"[^>]*>Try again later\./);
    const busy = render({ status: 'failed', error }, unconfirmed, { ...idle, pending: true });
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });

  it('says when the link confirmed another account than the signed-in one', () => {
    const html = render({ status: 'confirmed', message: CONFIRMED, signedInAccount: false }, unconfirmed);
    expect(textOf(html)).toBe(`${CONFIRMED} ${otherAccountConfirmedText('ada@example.org')} Go to your dashboard`);
    expect(textOf(html)).toContain('another account than the one you are logged in with (ada@example.org)');
    expect(textOf(render({ status: 'confirmed', message: CONFIRMED, signedInAccount: true }, confirmed))).not.toContain(
      'another account',
    );
  });
});
