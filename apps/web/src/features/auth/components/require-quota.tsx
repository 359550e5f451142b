import type { QuotaName } from '@sciscope/contracts';
import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlanRequired } from '../../../components/ui/plan-required';
import { useCurrentUser } from '../queries/use-current-user';
import { isLoggedInWithQuota } from '../user-access';

/**
 * A product that opens with a quota (spec 01 section 2), superusers included: quotas are
 * explicit grants. Without it the page says what is missing and the next step (a plan request,
 * or for a superuser the Superadmin page), never a bare "not permitted".
 */
export function RequireQuota({
  quota,
  message,
  subject,
  children,
}: {
  quota: QuotaName;
  /** What the user's plan lacks, in a sentence. */
  message: string;
  /** The subject of the plan request mail. */
  subject: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (!user.data) return <Skeleton height={120} />;
  if (!isLoggedInWithQuota(user.data, quota)) {
    return <PlanRequired message={message} subject={subject} superuser={user.data.is_superuser} />;
  }
  return <>{children}</>;
}
