import { MESSAGES } from '@sciscope/contracts';
import { PlanRequired } from '../../../components/ui/plan-required';
import { useCurrentUser } from '../../auth/queries/use-current-user';

/**
 * For a logged-in user without the monitoring quota: the spec's 'A plan with monitoring is
 * required.' (spec 01 section 2) and the way to such a plan, so the page is no dead end.
 */
export function MonitoringPlanRequired() {
  const user = useCurrentUser();
  return (
    <PlanRequired
      message={MESSAGES.monitoringPlanRequired}
      subject="Monitoring plan"
      superuser={user.data?.is_superuser === true}
    />
  );
}
