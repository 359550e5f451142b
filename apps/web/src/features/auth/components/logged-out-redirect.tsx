import { MESSAGES } from '@sciscope/contracts';
import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPathFor } from '../next-path';

/** How long the logged-out message stays before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** Shows 'You are logged out…' and then opens the login page, which returns to `next`. */
export function LoggedOutRedirect({ next }: { next?: string }) {
  const navigate = useNavigate();
  const target = next ? loginPathFor(next) : '/accounts/login/';

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <Alert role="status" color="gray" variant="light" maw={640} mx="auto" mt="xl">
      {MESSAGES.loggedOut}
    </Alert>
  );
}
