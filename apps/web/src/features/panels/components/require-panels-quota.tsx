import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ForbiddenState } from '../../../components/ui/forbidden-state';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { isLoggedInWithQuota } from '../../auth/user-access';

/** The panel composer opens with the panel_composer quota (spec 01 section 6). */
export function RequirePanelsQuota({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!user.data) return <Skeleton height={120} />;
  if (!isLoggedInWithQuota(user.data, 'panel_composer')) return <ForbiddenState />;
  return <>{children}</>;
}
