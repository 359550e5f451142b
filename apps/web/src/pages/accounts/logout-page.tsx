import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { usePageTitle } from '../../components/ui/use-page-title';
import { LoggedOutRedirect } from '../../features/auth/components/logged-out-redirect';
import { useLogout } from '../../features/auth/queries/use-auth-mutations';

/** /accounts/logout/: logs out on arrival, then shows the logged-out message. */
export function LogoutPage() {
  usePageTitle('Log out');
  const logout = useLogout();
  const { mutate } = logout;
  // React's development double effects must not log out twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (logout.isSuccess) return <LoggedOutRedirect />;
  if (logout.isError) return <ErrorState message={logout.error.message} />;
  return <Text c="dimmed">Logging out…</Text>;
}
