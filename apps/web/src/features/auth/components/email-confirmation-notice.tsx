import { EMAIL_CONFIRMATION_TEXTS } from '@sciscope/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useResendEmailConfirmation } from '../queries/use-auth-mutations';
import { useCurrentUser } from '../queries/use-current-user';

/** A long address has no place to wrap: it may break anywhere rather than widen a phone's page. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** The state of a "send the link again": the server's answer, or its error's text. */
export interface ResendState {
  pending: boolean;
  message: string | null;
  error: string | null;
}

/** The resend answer of a TanStack mutation, as shown. */
export function resendStateOf(resend: {
  isPending: boolean;
  data?: { message: string } | undefined;
  error: Error | null;
}): ResendState {
  return { pending: resend.isPending, message: resend.data?.message ?? null, error: resend.error?.message ?? null };
}

/** What a resend said: the new link is on its way (a status), or why not (an alert). */
export function ResendFeedback({ state }: { state: ResendState }) {
  if (state.error)
    return (
      <Text role="alert" size="sm" c="red.8" style={WRAP_ANYWHERE}>
        {state.error}
      </Text>
    );
  if (state.message)
    return (
      <Text role="status" size="sm" c="teal.8" style={WRAP_ANYWHERE}>
        {state.message}
      </Text>
    );
  return null;
}

/** The notice itself: the pending text, the resend button and what the last resend said. */
export function EmailConfirmationNoticeView({
  email,
  state,
  onResend,
}: {
  email: string;
  state: ResendState;
  onResend: () => void;
}) {
  return (
    // A lasting notice, not an alert: a region named for screen readers, not announced on every page.
    <Alert color="yellow" variant="light" role="region" aria-label="E-mail confirmation">
      <Stack gap="xs">
        <Text size="sm" style={WRAP_ANYWHERE}>
          {EMAIL_CONFIRMATION_TEXTS.pending(email)}
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onResend} loading={state.pending} disabled={state.pending}>
            Send the link again
          </Button>
        </Group>
        <ResendFeedback state={state} />
      </Stack>
    </Alert>
  );
}

/**
 * For a signed-in account that has not confirmed its address yet (nothing otherwise): its
 * profile and article claims wait for a moderator until then. On the dashboard and the claim screens.
 */
export function EmailConfirmationNotice() {
  const { data: user } = useCurrentUser();
  const resend = useResendEmailConfirmation();
  if (!user?.is_authenticated || user.email_confirmed) return null;
  return (
    <EmailConfirmationNoticeView
      email={user.email}
      state={resendStateOf(resend)}
      onResend={() => {
        resend.reset();
        resend.mutate();
      }}
    />
  );
}
