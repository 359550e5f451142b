import { EMAIL_CONFIRMATION_TEXTS } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, fieldErrorsOf } from '../../app/api-client';
import {
  ResendFeedback,
  resendStateOf,
  type ResendState,
} from '../../features/auth/components/email-confirmation-notice';
import { loginPathFor } from '../../features/auth/next-path';
import { useConfirmEmail, useResendEmailConfirmation } from '../../features/auth/queries/use-auth-mutations';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { DASHBOARD_PATH } from '../../features/claims/claim-rules';
import { AccountCard } from './account-card';

/**
 * Where confirming a link stands: sent and unanswered, confirmed (the server's text, and whether
 * the confirmed account is the signed-in one), or refused.
 */
export type ConfirmEmailState =
  | { status: 'pending' }
  | { status: 'confirmed'; message: string; signedInAccount: boolean }
  | { status: 'failed'; error: Error };

/** Said when the link confirmed another account than the signed-in one (whose notice stays). */
export const otherAccountConfirmedText = (email: string) =>
  `The link was for another account than the one you are logged in with (${email}).`;

/**
 * The text of a refused confirmation: the server's own; a token the request check refused (a 400
 * on the `token` field, too long say) is a bad link too.
 */
export function confirmEmailErrorText(error: Error): string {
  if (error instanceof ApiError && error.status === 400 && fieldErrorsOf(error).token)
    return EMAIL_CONFIRMATION_TEXTS.invalidLink;
  return error.message;
}

/** A link that is not valid or has expired (rather than a failure of the server or the network). */
export function isInvalidLinkError(error: Error): boolean {
  return error instanceof ApiError && error.status === 400;
}

/**
 * The page's content for a state. `user` is the signed-in account (null for a visitor, undefined
 * while unknown): it goes on to its dashboard, a visitor to log in. A link of another account
 * confirms that one, and says so; a bad link offers a signed-in account that still waits for its
 * confirmation a new link (`resend`).
 */
export function ConfirmEmailView({
  state,
  user,
  resend,
  onResend,
}: {
  state: ConfirmEmailState;
  user: { email: string; email_confirmed: boolean } | null | undefined;
  resend: ResendState;
  onResend: () => void;
}) {
  if (state.status === 'pending')
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Confirming…</Text>
      </Group>
    );
  const next =
    user === undefined ? null : user ? (
      <Anchor component={Link} to={DASHBOARD_PATH}>
        Go to your dashboard
      </Anchor>
    ) : (
      <Anchor component={Link} to={loginPathFor(DASHBOARD_PATH)}>
        Log in
      </Anchor>
    );
  if (state.status === 'confirmed')
    return (
      <Stack gap="lg">
        <Alert color="green" role="status">
          {state.message}
          {user && !state.signedInAccount && (
            <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
              {otherAccountConfirmedText(user.email)}
            </Text>
          )}
        </Alert>
        {next && (
          <Text size="sm" ta="center">
            {next}
          </Text>
        )}
      </Stack>
    );
  const offerResend = !!user && !user.email_confirmed && isInvalidLinkError(state.error);
  return (
    <Stack gap="lg">
      <Alert color="red" role="alert">
        {confirmEmailErrorText(state.error)}
      </Alert>
      {offerResend && (
        <Stack gap="xs">
          <Group>
            <Button onClick={onResend} loading={resend.pending} disabled={resend.pending}>
              Send a new link
            </Button>
          </Group>
          <ResendFeedback state={resend} />
        </Stack>
      )}
      {next && (
        <Text size="sm" ta="center">
          {next}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /accounts/confirm-email/{token}: the link of the confirmation e-mail. The token is sent once
 * on arrival (signed in or not); the page then shows the server's answer.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { data: user } = useCurrentUser();
  const confirm = useConfirmEmail();
  const resend = useResendEmailConfirmation();
  const { mutate } = confirm;
  // React's development double effects must not send the token twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const state: ConfirmEmailState = confirm.isSuccess
    ? { status: 'confirmed', message: confirm.data.message, signedInAccount: confirm.data.currentUser !== null }
    : confirm.isError
      ? { status: 'failed', error: confirm.error }
      : { status: 'pending' };
  return (
    <AccountCard title="Confirm your e-mail address">
      <ConfirmEmailView
        state={state}
        user={user === undefined ? undefined : user.is_authenticated ? user : null}
        resend={resendStateOf(resend)}
        onResend={() => {
          resend.reset();
          resend.mutate();
        }}
      />
    </AccountCard>
  );
}
