import { AUTH_LIMITS, loginEmailSchema, newPasswordSchema, PASSWORD_RESET_TEXTS } from '@sciscope/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../../features/auth/queries/use-auth-mutations';
import { AccountCard } from './account-card';

/** The first issue's text of a zod check, or null. */
function firstIssue(result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/**
 * /accounts/password-reset/: asks for the address to send a link to. The answer is the same
 * whether or not an account uses it, so the page never says which addresses have one.
 */
export function PasswordResetRequestPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstIssue(loginEmailSchema.safeParse(email));
    setError(problem);
    if (!problem) request.mutate(email.trim());
  };
  return (
    <AccountCard title="Choose a new password">
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">Give the e-mail address of your account: we send it a link to choose a new password.</Text>
            <TextInput
              label="E-mail"
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={AUTH_LIMITS.emailMaxLength}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error ?? fieldErrorsOf(request.error).email}
            />
            {request.error && !fieldErrorsOf(request.error).email && (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            )}
            <Button type="submit" loading={request.isPending}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" mt="lg" ta="center">
        <Anchor component={Link} to="/accounts/login/">
          Back to log in
        </Anchor>
      </Text>
    </AccountCard>
  );
}

/**
 * /accounts/password-reset/{token}: the link of the e-mail. The new password is typed twice;
 * the server checks the link when it is used (a link used, expired or altered says so).
 */
export function PasswordResetConfirmPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const confirm = useConfirmPasswordReset();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstIssue(newPasswordSchema.safeParse(password));
    const next = {
      ...(problem ? { password: problem } : {}),
      ...(!problem && repeat !== password ? { repeat: 'The two passwords differ.' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) confirm.mutate({ token, password });
  };
  const serverPassword = fieldErrorsOf(confirm.error).password;
  if (confirm.isSuccess)
    return (
      <AccountCard title="Password changed">
        <Alert color="green" role="status">
          {PASSWORD_RESET_TEXTS.done}
        </Alert>
        <Text size="sm" mt="lg" ta="center">
          <Anchor component={Link} to="/search/">
            Go to search
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/profile/">
            Your profile
          </Anchor>
        </Text>
      </AccountCard>
    );
  return (
    <AccountCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.passwordMaxLength}
            description={`At least ${AUTH_LIMITS.passwordMinLength} characters.`}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password ?? serverPassword}
          />
          <PasswordInput
            label="New password again"
            name="repeat"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.passwordMaxLength}
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={errors.repeat}
          />
          {confirm.error && !serverPassword && (
            <Alert color="red" role="alert">
              {confirm.error.message}{' '}
              {confirm.error.message === PASSWORD_RESET_TEXTS.invalidLink && (
                <Anchor component={Link} to="/accounts/password-reset/">
                  Ask for a new link
                </Anchor>
              )}
            </Alert>
          )}
          <Button type="submit" loading={confirm.isPending}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
