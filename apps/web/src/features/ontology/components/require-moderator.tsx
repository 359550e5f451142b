import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ForbiddenState } from '../../../components/ui/forbidden-state';
import { GrantOnSuperadmin } from '../../../components/ui/plan-required';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { useIsModerator } from './ontology-tabs';

/**
 * The moderators' pages open with the ontology_moderator quota (spec 02 section 6). Anyone else
 * gets the refusal and the next step: a superuser grants the quota on /superadmin/ (quotas are
 * explicit grants, superusers' included; a walk's superuser met the bare refusal), a user suggests
 * edits from the concepts' pages for the moderators to review.
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const moderator = useIsModerator();
  const user = useCurrentUser();
  if (moderator === undefined) return <Skeleton height={120} />;
  if (moderator) return <>{children}</>;
  return (
    <Stack gap="xs">
      <ForbiddenState />
      <Text size="sm">
        This page is for ontology moderators.{' '}
        {user.data?.is_superuser ? (
          <GrantOnSuperadmin quota="ontology_moderator" />
        ) : (
          <>
            You can suggest changes from a concept's page on the{' '}
            <Anchor component={Link} to="/ontology/concepts/" inherit>
              Concepts
            </Anchor>{' '}
            tab; the moderators review them.
          </>
        )}
      </Text>
    </Stack>
  );
}
