import type { CurrentUser } from '@sciscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '../api/auth-api';
import { authKeys } from './auth-keys';

/** The current user (spec 01 section 3); `data` is undefined while unknown. */
export function useCurrentUser() {
  return useQuery<CurrentUser>({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    staleTime: 60_000,
  });
}
