import { MESSAGES, loginRequestSchema } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../app/api-client';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { safeNextPath } from '../../features/auth/next-path';
import { useLogin } from '../../features/auth/queries/use-auth-mutations';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { AccountCard } from './account-card';

/** A 401 from the login call means wrong credentials, not "log in first". */
function describeLoginError(error: ApiError): string {
  return error.status === 401 || error.code === 'auth.invalid_credentials'
    ? MESSAGES.invalidCredentials
    : error.message;
}

/** /accounts/login/: goes to `?next=` (same-site paths only) afterwards. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const registerPath = params.has('next')
    ? `/accounts/register/?next=${encodeURIComponent(next)}`
    : '/accounts/register/';

  // Someone already logged in has nothing to do here.
  if (user?.is_authenticated && login.isIdle) return <Navigate to={next} replace />;

  return (
    <AccountCard title="Log in">
      <CredentialsForm
        schema={loginRequestSchema}
        mutation={login}
        submitLabel="Log in"
        passwordAutoComplete="current-password"
        describeError={describeLoginError}
        onSuccess={() => navigate(next, { replace: true })}
      />
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to="/accounts/password-reset/">
          Forgot your password?
        </Anchor>
      </Text>
      <Text size="sm" mt="xs" ta="center">
        No account yet?{' '}
        <Anchor component={Link} to={registerPath}>
          Register
        </Anchor>
      </Text>
    </AccountCard>
  );
}
