import { authorPath, type CurrentUser } from '@sciscope/contracts';
import { administeredOrganizations, hasQuota, isLoggedInWithQuota } from './user-access';

/** One entry of a menu. `document` links leave the single-page app (server pages). */
export interface MenuLink {
  label: string;
  to: string;
  document?: boolean;
}

/** The Products menu: the same for everyone (spec 01 section 2). */
export const PRODUCT_LINKS: readonly MenuLink[] = [
  { label: 'Referee finder', to: '/referee-finder/' },
  { label: 'Semantic jobs', to: '/semantic-jobs/' },
  { label: 'Concept monitoring', to: '/monitorings/' },
];

/** Account links shown to guests instead of the user menu. */
export const GUEST_LINKS: readonly MenuLink[] = [
  { label: 'Log in', to: '/accounts/login/' },
  { label: 'Register', to: '/accounts/register/' },
];

export const CHANGELOG_PATH = '/changelog/';

/** The main navigation of spec 01 section 2, in table order. */
export function mainNavLinks(user: CurrentUser): MenuLink[] {
  const links: MenuLink[] = [{ label: 'Search', to: '/search/' }];
  if (isLoggedInWithQuota(user, 'monitoring')) links.push({ label: 'Monitoring', to: '/saved-monitorings/' });
  links.push({ label: 'Referee finder', to: '/folders/' });
  if (isLoggedInWithQuota(user, 'panel_composer')) links.push({ label: 'Panel composer', to: '/panel-composer/' });
  if (isLoggedInWithQuota(user, 'authors_group')) links.push({ label: 'Authors groups', to: '/authors-groups/' });
  return links;
}

/** The user menu (titled with the e-mail) of a logged-in user; empty for guests. */
export function userMenuLinks(user: CurrentUser): MenuLink[] {
  if (!user.is_authenticated) return [];
  const links: MenuLink[] = [
    { label: 'Profile', to: '/profile/' },
    { label: 'Saved searches', to: '/saved-searches/' },
    { label: 'Dashboard', to: '/accounts/dashboard/' },
  ];

  if (user.linked_author) {
    links.push({ label: 'My author page', to: authorPath(user.linked_author.id, user.linked_author.name) });
  } else if (user.author_id !== null) {
    links.push({ label: 'My author page', to: authorPath(user.author_id) });
  } else {
    links.push({ label: 'Find my author page', to: '/find-authors' });
  }

  if (user.can_manage_collections) links.push({ label: 'Manage labels', to: '/collections/manage/' });
  if (user.show_changelog_link) links.push({ label: 'Changelog', to: CHANGELOG_PATH, document: true });

  const administered = administeredOrganizations(user);
  const [onlyOrganization] = administered;
  if (administered.length === 1 && onlyOrganization) {
    links.push({ label: 'Organization', to: `/orgadmin/${onlyOrganization.id}/` });
  } else if (administered.length > 1) {
    links.push({ label: 'Organizations', to: '/orgadmin/organizations/' });
  }

  if (user.orgdev_organizations_ids.length > 0) links.push({ label: 'Integrations', to: '/orgdev/integrations/' });
  if (hasQuota(user, 'ontology_moderator')) links.push({ label: 'Ontology', to: '/ontology/concepts/' });
  if (user.is_superuser) links.push({ label: 'Superadmin', to: '/superadmin/' });
  links.push({ label: 'Log out', to: '/accounts/logout/' });
  return links;
}
