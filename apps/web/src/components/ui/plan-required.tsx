import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RequestPlanLink } from './contact-mail-link';

export interface PlanRequiredProps {
  /** What is missing, in the spec's words where it has some ('A plan with monitoring is required.'). */
  message: string;
  /** The subject of the request mail, naming the plan (the operator reads it). */
  subject: string;
  /**
   * A superuser: quotas are explicit grants, superusers' included (spec 01 section 6), and a
   * superuser grants them on /superadmin/ rather than asking the operator.
   */
  superuser?: boolean;
}

/**
 * A feature the user's plan does not include: what is missing and the next step, the referee
 * finder's 'Request a plan' mail link to the operator (spec 01: a plan is granted on request by
 * contacting the provider).
 */
export function PlanRequired({ message, subject, superuser = false }: PlanRequiredProps) {
  return (
    <Alert color="yellow" variant="light">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Text size="sm">{superuser ? <GrantOnSuperadmin /> : <RequestPlanLink subject={subject} />}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * A superuser's next step when a quota is missing: quotas are explicit grants, superusers'
 * included (spec 01 section 6), made on /superadmin/. `quota` names it ('this quota' when the
 * sentence before names the plan).
 */
export function GrantOnSuperadmin({ quota }: { quota?: string }) {
  return (
    <>
      Your account does not hold {quota ? `the ${quota} quota` : 'this quota'} yet: grant it on the{' '}
      <Anchor component={Link} to="/superadmin/" inherit>
        Superadmin
      </Anchor>{' '}
      page.
    </>
  );
}
