import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ForbiddenState } from '../../../components/ui/forbidden-state';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { isLoggedInWithQuota } from '../../auth/user-access';

/** The authors-groups pages open with the authors_group quota (spec 01 section 2). */
export function RequireGroupsQuota({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!user.data) return <Skeleton height={120} />;
  if (!isLoggedInWithQuota(user.data, 'authors_group')) return <ForbiddenState />;
  return <>{children}</>;
}
