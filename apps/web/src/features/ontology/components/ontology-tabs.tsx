import { Group, NavLink as MantineNavLink } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { hasQuota } from '../../auth/user-access';

/** The ontology's tabs (spec 02 section 2): Concepts for everyone, the moderators' tabs for them. */
const TABS: Array<{ label: string; to: string; moderator: boolean }> = [
  { label: 'Concepts', to: '/ontology/concepts/', moderator: false },
  { label: 'Rescan queue', to: '/ontology/rescan-queue', moderator: true },
  { label: 'Possible concepts', to: '/ontology/possible-concepts/', moderator: true },
  { label: 'Import from list', to: '/ontology/import', moderator: true },
  { label: 'Ontology changelog', to: '/ontology/log', moderator: true },
  { label: 'Curation queue', to: '/ontology/curation', moderator: true },
  { label: 'Help', to: '/ontology/help', moderator: false },
];

export function OntologyTabs() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const moderator = user.data ? hasQuota(user.data, 'ontology_moderator') && user.data.is_authenticated : false;
  return (
    <Group component="nav" aria-label="Ontology" gap={4} mb="md" wrap="wrap">
      {TABS.filter((tab) => moderator || !tab.moderator).map((tab) => (
        <MantineNavLink
          key={tab.to}
          component={NavLink}
          to={tab.to}
          label={tab.label}
          active={pathname.replace(/\/$/, '') === tab.to.replace(/\/$/, '')}
          w="auto"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Group>
  );
}

/** True when the current user is a logged-in ontology moderator. */
export function useIsModerator(): boolean | undefined {
  const user = useCurrentUser();
  if (!user.data) return undefined;
  return user.data.is_authenticated && hasQuota(user.data, 'ontology_moderator');
}
