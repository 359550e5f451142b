import type { QuotaName } from '@sciscope/contracts';

/**
 * The authorisation matrix: for every route the app registers, who may call it and what
 * everyone else gets. `authorisation-matrix.test.ts` calls each route as each principal and
 * compares; a registered route without a row, or a row without a route, fails the test.
 *
 * Columns (the principals; organization roles are in organization A, which the requests target):
 * - guest: no session;
 * - user: logged in, no quota, no organization;
 * - other: another user, holding every quota and admin of organization B: everything but a
 *   part in the object the request names (per-object routes must answer 404);
 * - member / admin / dev: member, admin, developer of organization A;
 * - super: a superuser without quotas;
 * - quotas: one user per quota holding only that quota; one outcome for all, or per quota
 *   with `other` for the rest;
 * - token: an organization API token (`Authorization: Bearer …`, no cookie) created by the dev
 *   column's user. It acts as that developer within organization A only, never as a
 *   superuser, and is refused (403 `auth.session_required`) by the session-only profile and
 *   token-management calls.
 *
 * Cells: OK (any 2xx), or the refusal's status: 401 (login needed), 403 (not permitted),
 * 404 (hidden: the same answer as for a missing object).
 *
 * A module adds a row per route (and a variant row where a query changes the answer) and its
 * request in `authorisation-matrix.requests.ts` (or `.module-requests.ts`); a new principal role (moderator, folder roles, vacancy owner, committee,
 * applicant) adds a column to every row and to `authorisation-matrix.test.ts`.
 */
export const OK = 'OK' as const;
export type Outcome = typeof OK | 401 | 403 | 404;
export type QuotaOutcome = Outcome | ({ other: Outcome } & Partial<Record<QuotaName, Outcome>>);

export const MATRIX_COLUMNS = ['guest', 'user', 'other', 'member', 'admin', 'dev', 'super', 'quotas', 'token'] as const;

/** `METHOD /url` as Fastify registers it, optionally `· variant` for a second row of a route. */
export type MatrixRow = readonly [
  key: string,
  guest: Outcome,
  user: Outcome,
  other: Outcome,
  member: Outcome,
  admin: Outcome,
  dev: Outcome,
  superuser: Outcome,
  quotas: QuotaOutcome,
  token: Outcome,
];

/**
 * Deleting one's own account: every allowed caller is gone afterwards. The row comes last, and
 * its callers run in reverse order, so the token is refused while its creator (the dev column)
 * still exists; each request first clears what would refuse the deletion (see the world).
 */
export const ACCOUNT_DELETION_ROW = 'POST /api/profile/delete-account';

const GENDER_ONLY = { gender_info: OK, other: 403 } as const;
const GROUPS_ONLY = { authors_group: OK, other: 403 } as const;
const AUTHOR_REPORT_ONLY = { author_report: OK, other: 403 } as const;
const REFEREE_FINDER_ONLY = { referee_finder: OK, other: 403 } as const;
const REFEREES_EXPORT_ONLY = { referees_export: OK, other: 403 } as const;
const ONTOLOGY_MODERATOR_ONLY = { ontology_moderator: OK, other: 403 } as const;
/** Panels: the quota, then a role in the panel's organization (the quota holder is in none: 404). */
const PANELS_LIST = { panel_composer: OK, other: 403 } as const;
const PANEL_HIDDEN = { panel_composer: 404, other: 403 } as const;
const MONITORING_ONLY = { monitoring: OK, other: 403 } as const;
const MODERATOR_ONLY = { ontology_moderator: OK, other: 403 } as const;

// prettier-ignore
export const AUTHORISATION_MATRIX: readonly MatrixRow[] = [
  // route                                              guest user other member admin dev  super quotas token
  ['GET /api/health',                                   OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/status',                                   OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/site',                                     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/docs',                                     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],

  ['GET /api/auth/current-user/',                       OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/register/',                          OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/login/',                             OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/logout/',                            OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/password-reset/',                    OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/password-reset/confirm/',            OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/confirm-email/',                     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/auth/confirm-email/resend/',              401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],

  ['GET /api/profile/',                                 401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['PUT /api/profile/name',                             401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['PUT /api/profile/email',                            401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['PUT /api/profile/password',                         401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['GET /api/profile/sessions',                         401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/profile/sessions/sign-out-others',        401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['DELETE /api/profile/sessions/:id',                  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],

  ['GET /api/admin/users',                              401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/admin/users/:id/quotas',                  401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['DELETE /api/admin/users/:id/quotas/:name',          401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/admin/organizations',                      401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/admin/organizations',                     401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/admin/organizations/:id/members',         401,  403, 403,  403,   403,  403, OK,   403,   403],
  // Deleting an organization, and the list of what would go: superusers only.
  ['GET /api/admin/organizations/:id/deletion',         401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['DELETE /api/admin/organizations/:id',               401,  403, 403,  403,   403,  403, OK,   403,   403],

  ['PUT /api/orgadmin/:id',                             401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['GET /api/orgadmin/:id/members',                     401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/orgadmin/:id/members',                    401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['DELETE /api/orgadmin/:id/members/:userId',          401,  404, 404,  404,   OK,   404, OK,   404,   404],

  ['GET /api/orgdev/organizations',                     401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['GET /api/orgdev/:id/tokens',                        401,  404, 404,  404,   404,  OK,  OK,   404,   403],
  ['POST /api/orgdev/:id/tokens',                       401,  404, 404,  404,   404,  OK,  403,  404,   403],
  ['DELETE /api/orgdev/:id/tokens/:tokenId',            401,  404, 404,  404,   404,  OK,  OK,   404,   403],

  ['POST /api/actions-log',                             OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/articles/:id/for-popover',                 OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],

  ['GET /api/authors/:id/full',                         OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/full · concept filter',        401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/articles',                     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/articles · concept filter',    401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/concepts',                     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/short',                        OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['PUT /api/authors/:id/set-gender/',                  401,  403, OK,   403,   403,  403, 403,  GENDER_ONLY, 403],

  ['GET /api/search',                                   OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/autocomplete/concepts',                    OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/autocomplete/search-input',                OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],

  ['GET /api/folders',                                  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/folders',                                 401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/folders/personal',                        401,  OK,  403,  403,   403,  403, OK,   OK,    403],
  ['GET /api/folders/:id',                              401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['PUT /api/folders/:id/roles',                        401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['DELETE /api/folders/:id/roles/:userId',             401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/folders/:id/proposals',                   401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['POST /api/folders/:id/import',                      401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['GET /api/proposals/:id/full',                       401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['PUT /api/proposals/:id',                            401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['DELETE /api/proposals/:id',                         401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['GET /api/proposals/:id/explain-extract',            401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  // Referee marks: the folder's editors mark; its viewers read the marks page; org admins export.
  ['POST /api/proposals/:id/mark-as-referees/',         401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['POST /api/proposals/:id/unmark-as-referees/',       401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  ['GET /api/folders/:id/marks',                        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /orgadmin/:orgId/export-proposal-referees/folder/:folderId/', 401, 404, 404, 404, OK, 404, OK, 404, 404],
  ['POST /api/proposals/extract-manuscript',            401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/articles/:id/explain-extract',             OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],

  ['GET /api/tasks',                                    401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/tasks/:id',                                401,  OK,  404,  404,   404,  404, OK,   404,   404],
  ['POST /api/tasks/:id/cancel',                        401,  OK,  404,  404,   404,  404, OK,   404,   404],
  ['POST /api/tasks/:id/retry',                         401,  403, 403,  403,   403,  403, OK,   403,   403],

  // Authors groups: the quota, then the object (owned by the authors_group holder; 404 for others).
  ['GET /api/authors-groups',                           401,  403, OK,   403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['POST /api/authors-groups',                          401,  403, OK,   403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['GET /api/authors-groups/:id',                       401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['PUT /api/authors-groups/:id',                       401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['DELETE /api/authors-groups/:id',                    401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['GET /api/authors-groups/:id/members',               401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['GET /api/authors-groups/:id/member-authors',        401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['POST /api/authors-groups/:id/members',              401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['POST /api/authors-groups/:id/members/import',       401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['DELETE /api/authors-groups/:id/members/:memberId',  401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['GET /api/authors-groups/members/:memberId',         401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],
  ['PUT /api/authors-groups/members/:memberId',         401,  403, 404,  403,   403,  403, 403,  GROUPS_ONLY, 403],

  // Saved searches: any logged-in user keeps their own; the object is owned by the user column.
  ['GET /api/saved-searches',                           401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/saved-searches',                          401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/saved-search/:id',                         401,  OK,  404,  404,   404,  404, 404,  404,   404],
  ['PUT /api/saved-search/:id',                         401,  OK,  404,  404,   404,  404, 404,  404,   404],
  ['DELETE /api/saved-search/:id',                      401,  OK,  404,  404,   404,  404, 404,  404,   404],
  // The referee finder: any logged-in user for articles (public), quotas per document kind.
  ['POST /api/referees/:docKind/:docId/',                401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/referees/:docKind/:docId/ · author document', 401, 403, OK, 403,  403,  403, 403,  AUTHOR_REPORT_ONLY, 403],
  ['POST /api/referees/:docKind/:docId/ · refereed article', 401, 403, OK, 403, 403,  403, 403,  REFEREE_FINDER_ONLY, 403],
  ['POST /api/referees/:docKind/:docId/custom',          401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/referees/:docKind/:docId/coauthors',       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/referees/:docKind/:docId/save-settings',   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/referees/:docKind/:docId/saved-settings',   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/referees/:docKind/:docId/hide-referees/',  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/referees/:docKind/:docId/hidden-referees/', 401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/referees/:docKind/:docId/unhide-referees/', 401, OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  // A proposal's hides hold for its whole folder: its readers list them, its editors change them.
  ['POST /api/referees/:docKind/:docId/hide-referees/ · proposal', 401, 404, 404, 403, OK, OK, OK,  404,   OK],
  ['GET /api/referees/:docKind/:docId/hidden-referees/ · proposal', 401, 404, 404, OK, OK, OK, OK,  404,   OK],
  ['POST /api/referees/:docKind/:docId/unhide-referees/ · proposal', 401, 404, 404, 403, OK, OK, OK, 404,   OK],
  ['GET /api/referees/organization/:orgId/settings',     401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/referees/organization/:orgId/settings',    401,  404, 404,  404,   OK,   404, OK,   404,   404],
  // The folder's defaults: its readers see them, its editors (and the organization's admins) change them.
  ['GET /api/referees/folder/:folderId/settings',        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/referees/folder/:folderId/settings',       401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  // A proposal's ranking: anyone with a role in its folder.
  ['POST /api/referees/:docKind/:docId/ · proposal',     401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/is-article-already-refereed/:id/',          OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/articles/:id/as-ref-doc',                   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/articles/:id/as-ref-doc · refereed article', 401, 403, OK, 403,   403,  403, 403,  REFEREE_FINDER_ONLY, 403],
  ['GET /referees-beam/export-referees/:docId/',         401,  403, OK,   403,   403,  403, 403,  REFEREES_EXPORT_ONLY, 403],
  // The SKOS export of the whole ontology: ontology moderators and superusers.
  ['GET /api/ontology/export',                           401,  403, OK,   403,   403,  403, OK,   ONTOLOGY_MODERATOR_ONLY, 403],
  // The file exchange: superusers only (quotas give no part in it; a token never acts as a superuser).
  ['GET /api/file-exchange/list',                        401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/file-exchange/upload/',                    401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/file-exchange/submit-comment/',            401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/file-exchange/download/:id',                401,  403, 403,  403,   403,  403, OK,   403,   403],
  // Labels: a browser session (tokens 403). The label is the organization-A admin's, shared with
  // A; the admin, dev and other columns hold can_manage_collections (superusers grant it).
  ['GET /api/collections',                              401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/collections',                             401,  403, OK,   403,   OK,   OK,  403,  403,   403],
  ['GET /api/collections/article-labels',               401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['GET /api/collections/:id',                          401,  404, 404,  OK,    OK,   OK,  404,  404,   403],
  ['PUT /api/collections/:id',                          401,  403, 404,  403,   OK,   403, 403,  403,   403],
  ['DELETE /api/collections/:id',                       401,  403, 404,  403,   OK,   403, 403,  403,   403],
  ['GET /api/collections/:id/articles',                 401,  404, 404,  OK,    OK,   OK,  404,  404,   403],
  ['POST /api/collections/:id/articles',                401,  403, 404,  403,   OK,   OK,  403,  403,   403],
  ['POST /api/collections/:id/articles/remove',         401,  403, 404,  403,   OK,   OK,  403,  403,   403],
  ['GET /api/collections/:id/export',                   401,  404, 404,  OK,    OK,   OK,  404,  404,   403],
  ['PUT /api/admin/users/:id/can-manage-collections',   401,  403, 403,  403,   403,  403, OK,   403,   403],
  // The Changelog link of the user menu (spec 01 §2), set per user by superusers.
  ['PUT /api/admin/users/:id/show-changelog-link',      401,  403, 403,  403,   403,  403, OK,   403,   403],
  // Panel composer: the quota (member and dev of A hold it here, the admin does not), then a role
  // in the panel's organization A; another organization's holder gets 404.
  ['GET /api/panels',                                    401,  403, OK,   OK,    403,  OK,  403,  PANELS_LIST, OK],
  ['POST /api/panels',                                   401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id',                                 401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['PUT /api/panel/:id',                                 401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['DELETE /api/panel/:id',                              401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/subpanels',                      401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['PUT /api/panel/:id/subpanels/:subpanelCode',         401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['DELETE /api/panel/:id/subpanels/:subpanelCode',      401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/subpanel/:subpanelCode/documents', 401, 403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/import',                         401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/compute',                        401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/computation',                    401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/compositions',                   401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['DELETE /api/panel/:id/composition/:compId',     401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/people', 401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/candidates', 401, 403, 404, OK,  403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/add-candidate',                      401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/remove-candidate',                   401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/hide-candidates/',               401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/hidden-candidates/',              401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/unhide-candidates/',             401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/coverage', 401, 403, 404, OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/composition/:compId/assignment', 401, 403, 404, OK, 403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/assignment/export', 401, 403, 404, OK, 403, OK, 403, PANEL_HIDDEN, OK],
  ['POST /api/referees/:docKind/:docId/custom · panel',  401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/referees/:docKind/:docId/:extraKind/:extraId/custom', 401, 403, 404, OK, 403, OK, 403, PANEL_HIDDEN, OK],
  // Jobs board: the vacancy of the admin column; the member column sits on its committee, the dev
  // column (and the dev's token) as its equality officer; the user column has applied.
  ['GET /api/jobs/vacancies',                            OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/vacancies · mine',                     401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/vacancy/:id',                          OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/vacancy/:id · draft',                  404,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/jobs/edit-vacancy/',                       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/jobs/edit-vacancy/ · edit',                401,  403, 403,  403,   OK,   403, OK,   403,   403],
  ['GET /api/jobs/vacancy/:id/committee',                401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/vacancy/:id/committee',               401,  404, 404,  403,   OK,   403, OK,   404,   403],
  ['DELETE /api/jobs/vacancy/:id/committee/:userId',     401,  404, 404,  403,   OK,   403, OK,   404,   403],
  ['POST /api/jobs/edit-application/',                   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/application/:id',                      401,  OK,  404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/attachment/:id',                       401,  OK,  404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/attachment/:id/:filename',             401,  OK,  404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/applicants',               401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/applicants/preliminary',   401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/applicant/:id',                        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/concepts',                 401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/vote/',                               401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['DELETE /api/jobs/vote/',                             401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/comment/',                            401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['DELETE /api/jobs/comment/',                          401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/tags',                     401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/vacancy-tag/',                        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['DELETE /api/jobs/vacancy-tag/',                      401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/applicant-tag/',                      401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['DELETE /api/jobs/applicant-tag/',                    401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/merge-applications/',                 401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['DELETE /api/jobs/delete-preliminary-application/',   401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/add-preliminary-applicants/',         401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/jobs/add-all-preliminary-applicants/',     401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/suggest-topics',           401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/suggest-topics-for-new-applicants', 401, 404, 404, OK, OK, OK, OK,   404,   OK],
  ['POST /api/jobs/save-topics/',                        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /jobs/:id/emails',                              401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  // References' letters: the upload link (advisor uuid) works for anyone holding it; by the
  // advisor's numeric id only for superusers; the letters and the recommenders tab only for the
  // committee (the applicant, the user column, gets 404 like everyone else).
  ['GET /api/jobs/last-articles/',                       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/recommendation-request/:advisorUuid',  OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/recommendation-request/:advisorUuid · by id', 404, 404, 404, 404, 404, 404, OK, 404,  404],
  ['POST /api/jobs/upload-recommendation/',              OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/jobs/upload-recommendation/ · by id',      404,  404, 404,  404,   404,  404, OK,   404,   404],
  ['GET /api/jobs/recommendation/:id',                   401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/recommendation/:id/:filename',         401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/recommenders',             401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/jobs/vacancy/:id/recommenders/preliminary', 401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  // Monitoring: anyone runs a query; saving needs the quota; a saved one is the monitoring holder's (404 for others).
  ['POST /api/monitoring/query',                         OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/monitoring/query · saved monitoring',      401,  403, 404,  403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['POST /api/monitoring/top-cooccurrence',              OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/monitoring/list',                           401,  403, OK,   403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['POST /api/monitoring/edit',                          401,  403, OK,   403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['POST /api/monitoring/edit · saved monitoring',       401,  403, 404,  403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['GET /api/monitoring/:id',                            401,  403, 404,  403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['DELETE /api/monitoring/:id',                         401,  403, 404,  403,   403,  403, 403,  MONITORING_ONLY, 403],
  ['POST /api/monitoring/:id/digest',                    401,  403, 404,  403,   403,  403, 403,  MONITORING_ONLY, 403],
  // The signed link of a digest works without a login.
  ['GET /api/monitoring/unsubscribe',                    OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/monitoring/unsubscribe',                   OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  // Ontology curation: reading is public, the form's checks and suggestions need a login, the
  // rest the ontology_moderator quota (the `other` column holds every quota). A token acts as
  // its developer: a suggestion like any other user's.
  ['GET /api/ontology/concepts',                        OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/concepts',                       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/concepts/:id',                    OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['PUT /api/ontology/concepts/:id',                    401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['DELETE /api/ontology/concepts/:id',                 401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/concepts/:id/restore',           401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/concepts/:id/merge',             401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/concepts/:id/missing-literals',   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/concepts/:id/recommended',        401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/concepts/:id/log',                401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/check-literals',                 401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/use-as-parent-in-composite',     401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/categories',                      OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/log',                             401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/log/:id/impact',                  401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/log/:id/approve',                401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/log/:id/reject',                 401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/curation',                        401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/curation/evidence',               401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/curation/decisions',             401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/rescan-queue',                    401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  // Possible concepts and import from a list: docs batches are the moderators'; an article's or a
  // proposal's candidates, creating from them and the list import need a login (and the
  // proposal's folder); 'Report False' is for superusers.
  ['GET /api/ontology/docs-batches',                    401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/docs-batches',                   401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['GET /api/ontology/docs-batches/:id',                401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/hide-batch-possible-concepts',   401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/unhide-batch-possible-concepts', 401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/ontology/ban-possible-literals',          401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/ontology/articles/:id/possible-concepts',  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/ontology/proposals/:id/possible-concepts', 401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/ontology/possible-concepts/create',       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/import/parse',                   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/ontology/import',                         401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  // GraphQL: one route, the operation's use case decides (the same permissions as REST).
  ['GET /api/graphql/',                                 OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/graphql/',                                OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/graphql/ · suggestion',                   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/graphql/ · merge',                        401,  403, OK,   403,   403,  403, 403,  MODERATOR_ONLY, 403],
  ['POST /api/graphql/ · introspection',                401,  403, OK,   403,   403,  403, OK,   MODERATOR_ONLY, 403],

  // Author claiming: for oneself through a browser session (an API token may not link an
  // account); for a recommender by anyone holding the attorney token.
  ['GET /api/authors/suggest-author-for-user/',          401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['GET /api/authors/suggest-author-for-advisor/:token', OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/authors/find-by-emails/',                  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/authors/find-by-emails/ · attorney token', OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/authors/claim-authors/',                   401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/authors/claim-authors/ · attorney token',  OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/authors/find-claim-articles/',             401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/authors/find-claim-articles/ · attorney token', OK, OK, OK,  OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/authors/claim-articles/',                  401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
  ['POST /api/authors/claim-articles/ · attorney token', OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/authors/:id/top-cited-articles',            OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /api/jobs/fetch-advisor-by-attorney/:token',     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['POST /api/jobs/edit-advisor-by-attorney/:token',     OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  // The claim history: public (whether claimed); the entries are the caller's own, all for superusers.
  ['GET /api/claims/author/:id',                         OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  // Undo: the claim is the user column's.
  ['POST /api/claims/:id/undo',                          401,  OK,  404,  404,   404,  404, OK,   404,   404],
  ['GET /api/claims/moderation',                         401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/claims/:id/approve',                       401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/claims/:id/reject',                        401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/admin/advisors',                            401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/admin/advisors',                           401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/admin/advisors/:id/attorney-tokens',       401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['DELETE /api/admin/advisors/:id/attorney-tokens',     401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/accounts/dashboard/',                       401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],

  // Deleting one's own account uses the caller up, so it is the last row (see ACCOUNT_DELETION_ROW).
  [ACCOUNT_DELETION_ROW,                                 401,  OK,  OK,   OK,    OK,   OK,  OK,   OK,    403],
];
