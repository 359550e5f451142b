import type { ErrorCode } from './error-codes';
import { QUOTA_NAMES, type QuotaName } from './quotas';

/**
 * The access model, named once for server and web (spec 01 §6).
 *
 * Principals: a guest (no session), a logged-in user, a superuser; a user may also hold
 * quotas (feature switches granted per user) and roles in organizations. Quotas are explicit
 * grants: being a superuser implies none of them.
 *
 * Every use case asks the server's `requireAccess({ user, permission, resource })` first.
 * The permission's rule below decides; a refusal is
 * - 401 `auth.unauthenticated` ('Please login') for a guest wherever a login is needed;
 * - 403 `auth.forbidden` for a missing quota or superuser right;
 * - 404 `common.not_found` for an organization or an object the user has no role on or does
 *   not own: the same answer as for one that does not exist, so existence is never revealed;
 * - the rule's own code where it names one (`active_trial`);
 * - 403 `auth.session_required` for an API token where the rule is `session`.
 *
 * An organization API token (`Authorization: Bearer …`) is a principal of its own: it acts as
 * the developer who created it, never with superuser rights, and passes `org_role` rules only
 * for the token's organization (any other answers 404, as if it did not exist). "Session only"
 * is the `session` rule kind, evaluated by `requireAccess` like every other kind (not a check
 * beside it): the account's own settings and token management need a browser session, so a
 * leaked token can neither change the account nor mint or revoke tokens.
 */

/** Roles inside an organization. */
export const ORG_ROLES = ['member', 'admin', 'developer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/**
 * The principals the authorisation matrix test enumerates. Later modules add theirs
 * (moderator, vacancy owner, committee, applicant). Folder roles are held per folder, so the
 * matrix gives them to its organization columns (member: viewer, developer: editor). `api_token`: a request
 * authenticated by an organization API token (a Bearer header) instead of a session cookie.
 */
export type PrincipalRole = 'guest' | 'user' | 'superuser' | `org_${OrgRole}` | `quota:${QuotaName}` | 'api_token';

export const PRINCIPAL_ROLES: readonly PrincipalRole[] = [
  'guest',
  'user',
  'superuser',
  ...ORG_ROLES.map((role) => `org_${role}` as const),
  ...QUOTA_NAMES.map((quota) => `quota:${quota}` as const),
  'api_token',
];

/** Who may do something. `all` requires every one of its rules (checked in order). */
export type AccessRule =
  /** Anyone, guests included. */
  | { kind: 'public' }
  /** Any logged-in user. */
  | { kind: 'login' }
  /**
   * A user logged in through a browser session: 401 for a guest, 403 `auth.session_required`
   * for an API token.
   */
  | { kind: 'session' }
  /** A logged-in user whose trial has not ended; otherwise `denial`. */
  | { kind: 'active_trial'; denial: ErrorCode }
  | { kind: 'superuser' }
  /**
   * A holder of the quota; the grant's settings (canBePrivate, organizations) come back. With
   * `superuser` set, a superuser passes too (not through an API token).
   */
  | { kind: 'quota'; quota: QuotaName; superuser?: boolean }
  /** On an organization resource: one of these roles there, or a superuser; else 404. */
  | { kind: 'org_role'; roles: readonly OrgRole[] }
  /** On an owned resource: its owner, or a superuser when `superuser` is set; else 404. */
  | { kind: 'owner'; superuser: boolean }
  /**
   * On a folder resource (and the proposals in it): one of these folder roles there, else 404
   * for a caller with no role at all and 403 for a viewer asking for an editor's right.
   * Organization admins and superusers are editors of every organization folder, the owner is
   * the editor of a personal folder; an API token acts in its own organization's folders only.
   */
  | { kind: 'folder_role'; roles: readonly ('viewer' | 'editor')[] }
  /**
   * A logged-in user holding a right a superuser set on their account (`users` columns, the
   * superadmin page); else 403. Like quotas, being a superuser implies none of them.
   */
  | { kind: 'user_flag'; flag: UserFlag }
  | { kind: 'all'; rules: readonly AccessRule[] }
  /** At least one of its rules; when none passes, the refusal of the last one. */
  | { kind: 'any'; rules: readonly AccessRule[] };

/** Per-account rights set by superusers: `can_manage_collections` (labels, see the README). */
export const USER_FLAGS = ['can_manage_collections'] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

const PUBLIC = { kind: 'public' } as const;

/** Every permission of the API with its rule. Names read `<area>.<action>`. */
export const PERMISSIONS = {
  /** Health and first-start progress. */
  'status.read': PUBLIC,
  /** Who runs this instance: operator, statement, contact, privacy policy. */
  'site.read': PUBLIC,
  /** The current-user answer (the anonymous one for guests). */
  'account.read': PUBLIC,
  'account.register': PUBLIC,
  'account.login': PUBLIC,
  'account.logout': PUBLIC,
  /** Asking for a password-reset link, and using one (the link's signature is the check). */
  'account.password_reset': PUBLIC,
  /** Using an e-mail confirmation link (its signature is the check: it names the account). */
  'account.confirm_email': PUBLIC,
  /** Sending oneself a new confirmation link. */
  'account.resend_confirmation': { kind: 'session' },
  /** Search is open to guests; the daily cap is the only limit (spec 01 §6, §8). */
  'search.run': PUBLIC,
  'autocomplete.run': PUBLIC,
  'article.read': PUBLIC,
  'author.read': PUBLIC,
  /** Filtering an author's articles by concepts. */
  'author.filter_articles': { kind: 'active_trial', denial: 'authors.trial_expired' },
  /** Seeing predicted and manual gender (null for everyone else). */
  'author.read_gender': { kind: 'quota', quota: 'gender_info' },
  'author.set_gender': { kind: 'quota', quota: 'gender_info' },
  /** Client analytics events: guests' usage matters too. */
  'actions_log.record': PUBLIC,
  /** The account's own name, e-mail, password and sessions (/profile/): never through an API token. */
  'profile.manage': { kind: 'session' },
  /**
   * Deleting one's own account (password and typed confirmation): a browser session, never an
   * API token. The use case refuses the last superuser.
   */
  'profile.delete_account': { kind: 'session' },
  /** The organizations whose API tokens the user may see: those they develop for (superusers: all). */
  'integrations.organizations.list': { kind: 'session' },
  /** Listing and revoking an organization's API tokens: its developers, and superusers. */
  'integrations.tokens.manage': {
    kind: 'all',
    rules: [{ kind: 'session' }, { kind: 'org_role', roles: ['developer'] }],
  },
  /**
   * Creating an API token of an organization. A token acts as its creator inside the
   * organization, so the use case also requires the developer role there: a superuser who is
   * not a developer passes this rule but is refused with 403.
   */
  'integrations.tokens.create': {
    kind: 'all',
    rules: [{ kind: 'session' }, { kind: 'org_role', roles: ['developer'] }],
  },
  /**
   * Authors groups: listing, creating, and seeing or using one as a filter. Who sees a group:
   * its owner, and the members of the organization it is shared with (holding the quota);
   * anyone else gets 404 for it, as for a missing id.
   */
  'authors_groups.use': { kind: 'quota', quota: 'authors_group' },
  /**
   * Changing a group (name, labels, sharing, members) or deleting it: its owner only. The use
   * case answers 404 to whoever cannot see the group and 403 to an organization member who can.
   */
  'authors_groups.edit': { kind: 'quota', quota: 'authors_group' },
  /** Saving a search query under a name, listing one's saved searches. */
  'saved_searches.create': { kind: 'login' },
  /** Reading, renaming, deleting a saved search, and ranking referees for it: its owner only (404 for others). */
  'saved_searches.manage': { kind: 'owner', superuser: false },
  /** Superadmin: users, their quotas, and superuser accounts. */
  'admin.users.manage': { kind: 'superuser' },
  /** Superadmin: organizations and their members. */
  'admin.organizations.manage': { kind: 'superuser' },
  /**
   * Deleting an organization (and the preview of what goes with it): superusers only. Refused
   * while it holds panels or proposals; see `organizationDeletionSchema`.
   */
  'admin.organizations.delete': { kind: 'superuser' },
  /** Renaming an organization: its admins, and superusers. */
  'orgadmin.organization.rename': { kind: 'org_role', roles: ['admin'] },
  /** Organization admin: the members of one organization. */
  'orgadmin.members.manage': { kind: 'org_role', roles: ['admin'] },
  /** A background task's progress: whoever started it, and superusers. */
  'tasks.read': { kind: 'owner', superuser: true },
  /** Stopping a queued or running task: whoever started it, and superusers. */
  'tasks.cancel': { kind: 'owner', superuser: true },
  /** The folders page: the folders the caller has a role in (or administers). */
  'folders.list': { kind: 'login' },
  /** Creating a folder in an organization, and giving folder roles: the organization's admins. */
  'folders.manage': { kind: 'org_role', roles: ['admin'] },
  /** A user without an organization: their personal folder, created on first use. */
  'folders.personal': { kind: 'login' },
  /** A folder, its proposals, their pages and explain-extract: viewers and editors. */
  'folders.read': { kind: 'folder_role', roles: ['viewer', 'editor'] },
  /** Adding, editing, deleting and importing proposals; marking referees: editors. */
  'folders.edit': { kind: 'folder_role', roles: ['editor'] },
  /** Reading a manuscript's text to fill the proposal form (nothing is saved). */
  'proposals.extract_manuscript': { kind: 'login' },
  /** The tasks page: every task, retry of failed ones. */
  'tasks.manage': { kind: 'superuser' },
  /**
   * Ranking referees for a document, custom authors, coauthors, hiding candidates, saving
   * settings: any logged-in user; the document's own source checks the object (404 for a
   * document the user has no part in) and the kind's quota.
   */
  'referees.rank': { kind: 'login' },
  /** Referees for an article that was already refereed (spec 03: else the promo page). */
  'referees.refereed_articles': { kind: 'quota', quota: 'referee_finder' },
  /** Wide experts for an author (spec 03: else /reports/author/{id}/no-plan). */
  'referees.author_document': { kind: 'quota', quota: 'author_report' },
  /** The already-refereed check the page makes for articles. */
  'referees.already_refereed.read': PUBLIC,
  /** An organization's default referee-finder settings: its admins (and superusers). */
  'referees.organization_settings': { kind: 'org_role', roles: ['admin'] },
  /** A folder's default settings: logged in; the folder's own access check decides (FolderAccess). */
  'referees.folder_settings': { kind: 'login' },
  /** The export of a ranked list. */
  'referees.export': { kind: 'quota', quota: 'referees_export' },
  /** Marking and unmarking a proposal's candidates as referees: the folder's editors (with org admins, superusers). */
  'proposals.mark_referees': { kind: 'folder_role', roles: ['editor'] },
  /** A folder's proposals where one author is marked (`/folder/{id}/marks`): viewers and editors. */
  'folders.marks.read': { kind: 'folder_role', roles: ['viewer', 'editor'] },
  /** The export of a folder's marked referees: the organization's admins (and superusers). */
  'orgadmin.export_proposal_referees': { kind: 'org_role', roles: ['admin'] },
  /** The whole ontology as a SKOS file (download and `sciscope export ontology`): moderators and superusers. */
  'ontology.export': { kind: 'quota', quota: 'ontology_moderator', superuser: true },
  /** The file exchange (/file-exchange): listing, uploading, commenting and downloading shared files. */
  'file_exchange.use': { kind: 'superuser' },
  /**
   * Labels and collections, all through a browser session (a personal tool: API tokens get 403).
   * Reading: the caller's labels, those shared with their organizations, a label's articles, its
   * export and the labels of a list of articles; the use case answers 404 for a label the caller
   * neither owns nor reads through an organization.
   */
  'collections.read': { kind: 'session' },
  /**
   * Adding and removing articles: holders of can_manage_collections, in the labels they read
   * (their own and those shared with their organizations; 404 for the others).
   */
  'collections.edit': {
    kind: 'all',
    rules: [{ kind: 'session' }, { kind: 'user_flag', flag: 'can_manage_collections' }],
  },
  /**
   * Creating labels, and renaming, recolouring, sharing and deleting one's own: holders of
   * can_manage_collections; 403 for an organization member who reads the label, 404 for others.
   */
  'collections.manage': {
    kind: 'all',
    rules: [{ kind: 'session' }, { kind: 'user_flag', flag: 'can_manage_collections' }],
  },
  /**
   * The panel composer (quota `panel_composer`): the panels list (those of the caller's
   * organizations) and creating a panel in one of them.
   */
  'panels.use': { kind: 'quota', quota: 'panel_composer' },
  /**
   * A panel, its subpanels, compositions, people, coverage and assignment: the quota and a role
   * in the panel's organization (any role); a panel of another organization answers 404.
   */
  'panels.read': {
    kind: 'all',
    rules: [
      { kind: 'quota', quota: 'panel_composer' },
      { kind: 'org_role', roles: ['member', 'admin', 'developer'] },
    ],
  },
  /**
   * Changing a panel (name, members, subpanels, documents, imports), its compositions and their
   * candidates, hiding candidates, scheduling the computation: as for reading. The panel is the
   * organization's shared work, so every member with the quota edits it.
   */
  'panels.edit': {
    kind: 'all',
    rules: [
      { kind: 'quota', quota: 'panel_composer' },
      { kind: 'org_role', roles: ['member', 'admin', 'developer'] },
    ],
  },
  /**
   * The jobs board (spec 04, issue 15). Published vacancies and the product page are public;
   * drafts answer 404 to all but their owner and superusers. Posting, applying and reviewing need
   * a login; the use cases check the object: the owner edits (else 403 'You don't have
   * permissions to edit this vacancy.', 404 for a draft), the owner, the committee and superusers
   * review (404 for everyone else), an applicant reads only their own application (404).
   */
  'jobs.vacancy.read': PUBLIC,
  'jobs.vacancy.post': { kind: 'login' },
  'jobs.apply': { kind: 'login' },
  'jobs.review': { kind: 'login' },
  /**
   * A recommender's upload page and upload: anyone holding the e-mailed link (the advisor's
   * random uuid); by the advisor's numeric id only superusers (the applicant page's link for a
   * missing letter). Reading a letter is a review call: the committee and superusers, never
   * the applicant (404).
   */
  'jobs.recommendation.upload': PUBLIC,
  /**
   * Monitoring (spec 01 section 6): running a query is open to guests, who may edit a query
   * and see its results but never save it.
   */
  'monitoring.query': PUBLIC,
  /**
   * Listing and opening saved monitorings: holders of the monitoring quota. A monitoring is
   * seen by its owner and, when it was saved for an organization, by that organization's
   * members holding the quota; anyone else gets 404 for it, as for a missing id.
   */
  'monitoring.read': { kind: 'quota', quota: 'monitoring' },
  /**
   * Saving (creating, changing, renaming), deleting a monitoring and turning its digest on or
   * off: holders of the quota, on their own monitorings only; an organization member who sees
   * one gets 403 (they may duplicate it into their own). Saving privately needs the quota's
   * canBePrivate; otherwise one of the organizations the quota offers must be chosen. A saved
   * monitoring keeps what it has without these checks: its organization, or being private (after
   * its organization was deleted, say).
   */
  'monitoring.edit': { kind: 'quota', quota: 'monitoring' },
  /** Turning a digest off from the signed link of its e-mail, without logging in. */
  'monitoring.unsubscribe': PUBLIC,
  /** The ontology's concepts, their pages and the concept list (spec 02): anyone. */
  'ontology.read': PUBLIC,
  /**
   * The concept form's checks (DF, conflicts, neighbours, 'Construct', merge preview) and
   * suggestions: any logged-in user. A suggestion changes nothing until a moderator approves it.
   */
  'ontology.suggest': { kind: 'login' },
  /**
   * Changing the ontology directly (save, delete, restore, merge, categories), reviewing
   * suggestions with their impact, the whole log, the curation queue and the rescan queue.
   */
  'ontology.moderate': { kind: 'quota', quota: 'ontology_moderator' },
  /** The GraphQL explorer and schema introspection: superusers and ontology moderators. */
  'graphql.explore': {
    kind: 'any',
    rules: [{ kind: 'superuser' }, { kind: 'quota', quota: 'ontology_moderator' }],
  },
  /**
   * Author claiming for oneself (find by e-mail, suggestions, claiming profiles and articles):
   * a browser session, since a claim links the account itself. The claim policy decides what
   * is applied at once and what goes to the moderation queue.
   */
  'claims.claim': { kind: 'session' },
  /** Claiming for a recommender: anyone holding the recommender's attorney token (checked by the use case). */
  'claims.act_for_recommender': PUBLIC,
  /** Whether an author is claimed; the claims listed are the caller's own (superusers: all). */
  'claims.author_history': PUBLIC,
  /** Undoing an applied or approved claim: its claimant, and superusers. */
  'claims.undo': { kind: 'owner', superuser: true },
  /** The moderation queue: approving and rejecting contested claims. */
  'claims.moderate': { kind: 'superuser' },
  /** Recommenders and their attorney tokens, until the jobs module creates them. */
  'claims.advisors.manage': { kind: 'superuser' },
  /** The account dashboard (/accounts/dashboard/). */
  'accounts.dashboard': { kind: 'login' },
  /**
   * 'Report False' on possible concepts (`banPossibleLiterals`): superusers. The terms are
   * never proposed again, in any docs batch, article or proposal.
   */
  'ontology.ban_possible': { kind: 'superuser' },
} as const satisfies Record<string, AccessRule>;

export type Permission = keyof typeof PERMISSIONS;

/** The rule of a permission. */
export function accessRuleOf(permission: Permission): AccessRule {
  return PERMISSIONS[permission];
}
