import { AUTH_LIMITS, registerRequestSchema } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { safeNextPath } from '../../features/auth/next-path';
import { useRegister } from '../../features/auth/queries/use-auth-mutations';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { AccountCard } from './account-card';

/** /accounts/register/: the new user is logged in and goes on to `?next=` or search. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const register = useRegister();

  if (user?.is_authenticated && register.isIdle) return <Navigate to={next} replace />;

  return (
    <AccountCard title="Register">
      <CredentialsForm
        schema={registerRequestSchema}
        mutation={register}
        submitLabel="Create account"
        passwordAutoComplete="new-password"
        passwordDescription={`At least ${AUTH_LIMITS.passwordMinLength} characters.`}
        onSuccess={() => navigate(next, { replace: true })}
      />
      <Text size="sm" mt="lg" ta="center">
        Already registered?{' '}
        <Anchor component={Link} to="/accounts/login/">
          Log in
        </Anchor>
      </Text>
    </AccountCard>
  );
}
