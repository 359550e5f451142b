import type { ReactNode } from 'react';
import { RequireQuota } from '../../auth/components/require-quota';

/** What a logged-in user without the authors_group quota reads instead of the groups. */
export const AUTHORS_GROUPS_PLAN_REQUIRED = 'Authors groups are part of a plan your account does not have yet.';

/** The authors-groups pages open with the authors_group quota (spec 01 section 2). */
export function RequireGroupsQuota({ children }: { children: ReactNode }) {
  return (
    <RequireQuota quota="authors_group" message={AUTHORS_GROUPS_PLAN_REQUIRED} subject="Authors groups plan">
      {children}
    </RequireQuota>
  );
}
