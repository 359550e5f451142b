import { ANONYMOUS_USER, type CurrentUser, type QuotaName } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { mainNavLinks, userMenuLinks } from './menu';

/** A logged-in user with no roles; `overrides` adds what a test needs. */
function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...ANONYMOUS_USER,
    id: 7,
    email: 'ada@example.org',
    is_authenticated: true,
    ...overrides,
  };
}

function withQuotas(...names: QuotaName[]): Pick<CurrentUser, 'active_quotas'> {
  return { active_quotas: names.map((name) => [name, { canBePrivate: false, organizations_ids: [] }]) };
}

const labels = (links: { label: string }[]): string[] => links.map((link) => link.label);
const find = (links: { label: string; to: string }[], label: string) => links.find((link) => link.label === label);

describe('mainNavLinks', () => {
  it('shows Search and Referee finder to everyone, guests included', () => {
    expect(mainNavLinks(ANONYMOUS_USER)).toEqual([
      { label: 'Search', to: '/search/' },
      { label: 'Referee finder', to: '/folders/' },
    ]);
    expect(labels(mainNavLinks(member()))).toEqual(['Search', 'Referee finder']);
  });

  it('shows Monitoring only to a logged-in user with the monitoring quota', () => {
    expect(find(mainNavLinks(member(withQuotas('monitoring'))), 'Monitoring')?.to).toBe('/saved-monitorings/');
    expect(find(mainNavLinks(member()), 'Monitoring')).toBeUndefined();
    const guestWithQuota = { ...ANONYMOUS_USER, ...withQuotas('monitoring') };
    expect(find(mainNavLinks(guestWithQuota), 'Monitoring')).toBeUndefined();
  });

  it('shows Panel composer only to a logged-in user with the panel_composer quota', () => {
    expect(find(mainNavLinks(member(withQuotas('panel_composer'))), 'Panel composer')?.to).toBe('/panel-composer/');
    expect(find(mainNavLinks(member(withQuotas('monitoring'))), 'Panel composer')).toBeUndefined();
    expect(
      find(mainNavLinks({ ...ANONYMOUS_USER, ...withQuotas('panel_composer') }), 'Panel composer'),
    ).toBeUndefined();
  });

  it('shows Authors groups only to a logged-in user with the authors_group quota', () => {
    expect(find(mainNavLinks(member(withQuotas('authors_group'))), 'Authors groups')?.to).toBe('/authors-groups/');
    expect(find(mainNavLinks(member()), 'Authors groups')).toBeUndefined();
    expect(find(mainNavLinks({ ...ANONYMOUS_USER, ...withQuotas('authors_group') }), 'Authors groups')).toBeUndefined();
  });

  it('keeps the order of the spec table', () => {
    const all = member(withQuotas('authors_group', 'panel_composer', 'monitoring'));
    expect(labels(mainNavLinks(all))).toEqual([
      'Search',
      'Monitoring',
      'Referee finder',
      'Panel composer',
      'Authors groups',
    ]);
  });
});

describe('userMenuLinks', () => {
  it('is empty for guests', () => {
    expect(userMenuLinks(ANONYMOUS_USER)).toEqual([]);
  });

  it('gives a plain member Profile, their saved searches, the author finder and Log out', () => {
    expect(userMenuLinks(member())).toEqual([
      { label: 'Profile', to: '/profile/' },
      { label: 'Saved searches', to: '/saved-searches/' },
      { label: 'Dashboard', to: '/accounts/dashboard/' },
      { label: 'Find my author page', to: '/find-authors' },
      { label: 'Log out', to: '/accounts/logout/' },
    ]);
  });

  it('links the linked author page with a slug of the name', () => {
    const user = member({ author_id: 42, linked_author: { id: 42, name: "Marie Skłodowska-Curie (O'Neil)" } });
    expect(find(userMenuLinks(user), 'My author page')?.to).toBe('/author/42/Marie-Skłodowska-Curie-O-Neil');
    expect(find(userMenuLinks(user), 'Find my author page')).toBeUndefined();
  });

  it('links the author id alone when the author has no loaded name', () => {
    expect(find(userMenuLinks(member({ author_id: 9 })), 'My author page')?.to).toBe('/author/9/');
  });

  it('shows Manage labels only when can_manage_collections is true', () => {
    expect(find(userMenuLinks(member({ can_manage_collections: true })), 'Manage labels')?.to).toBe(
      '/collections/manage/',
    );
    expect(find(userMenuLinks(member()), 'Manage labels')).toBeUndefined();
  });

  it('shows the changelog link only when show_changelog_link is set', () => {
    expect(find(userMenuLinks(member({ show_changelog_link: true })), 'Changelog')).toMatchObject({ document: true });
    expect(find(userMenuLinks(member()), 'Changelog')).toBeUndefined();
  });

  it('links the one administered organization as Organization', () => {
    const user = member({ orgadmin_organizations_ids: [5], organizations: [{ id: 5, name: 'Lab' }] });
    const links = userMenuLinks(user);
    expect(find(links, 'Organization')?.to).toBe('/orgadmin/5/');
    expect(find(links, 'Organizations')).toBeUndefined();
  });

  it('links the organization list as Organizations when several are administered', () => {
    const links = userMenuLinks(member({ orgadmin_organizations_ids: [5, 6] }));
    expect(find(links, 'Organizations')?.to).toBe('/orgadmin/organizations/');
    expect(find(links, 'Organization')).toBeUndefined();
  });

  it('shows no organization link to mere members of an organization', () => {
    const links = userMenuLinks(member({ organizations: [{ id: 5, name: 'Lab' }] }));
    expect(labels(links).filter((label) => label.startsWith('Organization'))).toEqual([]);
  });

  it('shows Integrations only to organization developers', () => {
    expect(find(userMenuLinks(member({ orgdev_organizations_ids: [3] })), 'Integrations')?.to).toBe(
      '/orgdev/integrations/',
    );
    expect(find(userMenuLinks(member()), 'Integrations')).toBeUndefined();
  });

  it('shows Ontology only with the ontology_moderator quota', () => {
    expect(find(userMenuLinks(member(withQuotas('ontology_moderator'))), 'Ontology')?.to).toBe('/ontology/concepts/');
    expect(find(userMenuLinks(member(withQuotas('monitoring'))), 'Ontology')).toBeUndefined();
  });

  it('shows Superadmin only to superusers', () => {
    expect(find(userMenuLinks(member({ is_superuser: true })), 'Superadmin')?.to).toBe('/superadmin/');
    expect(find(userMenuLinks(member()), 'Superadmin')).toBeUndefined();
  });

  it('always ends with Log out', () => {
    const everything = member({
      is_superuser: true,
      can_manage_collections: true,
      show_changelog_link: true,
      orgadmin_organizations_ids: [1, 2],
      orgdev_organizations_ids: [1],
      ...withQuotas('ontology_moderator'),
    });
    expect(labels(userMenuLinks(everything))).toEqual([
      'Profile',
      'Saved searches',
      'Dashboard',
      'Find my author page',
      'Manage labels',
      'Changelog',
      'Organizations',
      'Integrations',
      'Ontology',
      'Superadmin',
      'Log out',
    ]);
  });
});
