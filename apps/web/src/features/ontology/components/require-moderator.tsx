import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ForbiddenState } from '../../../components/ui/forbidden-state';
import { useIsModerator } from './ontology-tabs';

/** The moderators' pages open with the ontology_moderator quota (spec 02 section 6). */
export function RequireModerator({ children }: { children: ReactNode }) {
  const moderator = useIsModerator();
  if (moderator === undefined) return <Skeleton height={120} />;
  if (!moderator) return <ForbiddenState />;
  return <>{children}</>;
}
