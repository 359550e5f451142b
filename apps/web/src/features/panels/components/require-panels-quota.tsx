import type { ReactNode } from 'react';
import { RequireQuota } from '../../auth/components/require-quota';

/** What a logged-in user without the panel_composer quota reads instead of the composer. */
export const PANEL_COMPOSER_PLAN_REQUIRED = 'The panel composer is part of a plan your account does not have yet.';

/**
 * The panel composer opens with the panel_composer quota (spec 01 section 2), superusers
 * included: quotas are explicit grants. Without it the page says so and offers the next step,
 * as the referee finder does.
 */
export function RequirePanelsQuota({ children }: { children: ReactNode }) {
  return (
    <RequireQuota quota="panel_composer" message={PANEL_COMPOSER_PLAN_REQUIRED} subject="Panel composer plan">
      {children}
    </RequireQuota>
  );
}
