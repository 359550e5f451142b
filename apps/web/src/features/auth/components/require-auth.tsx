import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../queries/use-current-user';
import { LoggedOutRedirect } from './logged-out-redirect';

/**
 * The authentication gate of spec 01 section 4: while the user is unknown nothing renders;
 * a guest sees the logged-out message and is sent to the login page with `next`; a logged-in
 * user sees the page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return null;
  if (!user.is_authenticated) return <LoggedOutRedirect next={`${location.pathname}${location.search}`} />;
  return children;
}
