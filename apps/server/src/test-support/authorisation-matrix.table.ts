import type { QuotaName } from '@sciscope/contracts';
import type { ClaimsMatrixWorld } from './claims.fixture';

/**
 * The authorisation matrix: for every route the app registers, who may call it and what
 * everyone else gets. `authorisation-matrix.test.ts` calls each route as each principal and
 * compares; a registered route without a row, or a row without a route, fails the test.
 *
 * Columns (the principals; organisation roles are in organisation A, which the requests target):
 * - guest: no session;
 * - user: logged in, no quota, no organisation;
 * - other: another user, holding every quota and admin of organisation B: everything but a
 *   part in the object the request names (per-object routes must answer 404);
 * - member / admin / dev: member, admin, developer of organisation A;
 * - super: a superuser without quotas;
 * - quotas: one user per quota holding only that quota; one outcome for all, or per quota
 *   with `other` for the rest;
 * - token: an organisation API token (`Authorization: Bearer …`, no cookie) created by the dev
 *   column's user. It acts as that developer within organisation A only, never as a
 *   superuser, and is refused (403 `auth.session_required`) by the session-only profile and
 *   token-management calls.
 *
 * Cells: OK (any 2xx), or the refusal's status: 401 (login needed), 403 (not permitted),
 * 404 (hidden: the same answer as for a missing object).
 *
 * A module adds a row per route (and a variant row where a query changes the answer) and its
 * request below; a new principal role (moderator, folder roles, vacancy owner, committee,
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

const GENDER_ONLY = { gender_info: OK, other: 403 } as const;
const GROUPS_ONLY = { authors_group: OK, other: 403 } as const;
const AUTHOR_REPORT_ONLY = { author_report: OK, other: 403 } as const;
const REFEREE_FINDER_ONLY = { referee_finder: OK, other: 403 } as const;
const REFEREES_EXPORT_ONLY = { referees_export: OK, other: 403 } as const;
const ONTOLOGY_MODERATOR_ONLY = { ontology_moderator: OK, other: 403 } as const;
/** Panels: the quota, then a role in the panel's organisation (the quota holder is in none: 404). */
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
  ['GET /api/referees/organization/:orgId/settings',     401,  404, 404,  404,   OK,   404, OK,   404,   404],
  ['POST /api/referees/organization/:orgId/settings',    401,  404, 404,  404,   OK,   404, OK,   404,   404],
  // The folder's defaults: its readers see them, its editors (and the organisation's admins) change them.
  ['GET /api/referees/folder/:folderId/settings',        401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['POST /api/referees/folder/:folderId/settings',       401,  404, 404,  403,   OK,   OK,  OK,   404,   OK],
  // A proposal's ranking: anyone with a role in its folder.
  ['POST /api/referees/:docKind/:docId/ · proposal',     401,  404, 404,  OK,    OK,   OK,  OK,   404,   OK],
  ['GET /api/is-article-already-refereed/:id/',          OK,   OK,  OK,   OK,    OK,   OK,  OK,   OK,    OK],
  ['GET /referees-beam/export-referees/:docId/',         401,  403, OK,   403,   403,  403, 403,  REFEREES_EXPORT_ONLY, 403],
  // The SKOS export of the whole ontology: ontology moderators and superusers.
  ['GET /api/ontology/export',                           401,  403, OK,   403,   403,  403, OK,   ONTOLOGY_MODERATOR_ONLY, 403],
  // The file exchange: superusers only (quotas give no part in it; a token never acts as a superuser).
  ['GET /api/file-exchange/list',                        401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/file-exchange/upload/',                    401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['POST /api/file-exchange/submit-comment/',            401,  403, 403,  403,   403,  403, OK,   403,   403],
  ['GET /api/file-exchange/download/:id',                401,  403, 403,  403,   403,  403, OK,   403,   403],
  // Labels: a browser session (tokens 403). The label is the organisation-A admin's, shared with
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
  // Panel composer: the quota (member and dev of A hold it here, the admin does not), then a role
  // in the panel's organisation A; another organisation's holder gets 404.
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
  ['POST /api/panel/:id/compositions',                   401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['DELETE /api/panel/:id/composition/:compId',     401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/people', 401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['GET /api/panel/:id/composition/:compId/candidates', 401, 403, 404, OK,  403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/add-candidate',                      401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/remove-candidate',                   401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
  ['POST /api/panel/:id/hide-candidates/',               401,  403, 404,  OK,    403,  OK,  403,  PANEL_HIDDEN, OK],
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
];

/** What the requests may name: the seeded objects, and helpers for requests that use one up. */
export interface MatrixWorld {
  /** Organisation A: the member, admin and dev columns hold their roles here. */
  organizationId: number;
  authorId: number;
  articleId: number;
  conceptId: number;
  /** A plain account the admin requests act on (quotas, memberships). */
  target: { id: number; email: string; password: string };
  /** A fresh account (for a login that must not trip the per-e-mail limit). */
  newUser(): Promise<{ id: number; email: string; password: string }>;
  /** Grants `target` a quota, so revoking it can succeed. */
  grantTargetQuota(quota: QuotaName): Promise<void>;
  /** Makes `target` a member of organisation A, so removing them can succeed. */
  addTargetToOrganization(): Promise<void>;
  /** A number no earlier call returned (unique names and e-mails). */
  unique(): number;
  /** A new background task started by the `user` column's account, in `state`. */
  newTask(state: 'queued' | 'failed'): Promise<number>;
  /** The password every principal's account starts with (the e-mail change asks for it). */
  password: string;
  /** The profile handle of a new session of `userId` (not the one the request comes with). */
  newSessionHandle(userId: number): Promise<string>;
  /** A new API token of organisation A, created by the dev column's user: its id. */
  newToken(): Promise<number>;
  /** A folder of organisation A: the member column is its viewer, the dev column its editor. */
  folderId: number;
  /** A proposal in that folder. */
  proposalId: number;
  /** A new proposal in that folder (for a delete that must find one): its id. */
  newProposal(): Promise<number>;
  /** Gives `target` (made a member of organisation A) a role in the folder, so removing it can succeed. */
  giveTargetFolderRole(): Promise<void>;
  /** A small real PDF, as a multipart upload. */
  manuscriptUpload(): { payload: Buffer; headers: Record<string, string> };
  /** A new authors group of the authors_group quota holder, holding `authorId`: its id and its member's id. */
  newAuthorsGroup(): Promise<{ groupId: number; memberId: number }>;
  /** A new saved search of the `user` column's account: its id. */
  newSavedSearch(): Promise<number>;
  /** A file of the file exchange (bytes stored). */
  fileExchangeId: number;
  /** The referee finder's corpus (a trained model): a preprint, a refereed article, an author. */
  referees: { documentId: number; refereedId: number; authorId: number; candidateId: number };
  /** A new label of the admin column's user, shared with organisation A, holding `articleId`: its id. */
  newCollection(): Promise<number>;
  /**
   * A computed panel of organisation A (subpanel `M1`: the referee finder's document and the
   * folder's proposal; members Eve and Frank) with an editable composition, and makers of
   * objects a request uses up.
   */
  panels: {
    panelId: number;
    compositionId: number;
    newPanel(): Promise<number>;
    newComposition(): Promise<number>;
    /** A subpanel of a new panel (changing subpanels makes a panel's scores stale): its panel and code. */
    newSubpanel(): Promise<{ panelId: number; code: string }>;
  };
  /**
   * The jobs board: a published vacancy of the admin column's user (committee: the member
   * column, the dev column as equality officer), a draft of theirs, the user column's
   * application with its CV, and makers of objects a request uses up.
   */
  jobs: {
    vacancyId: number;
    draftId: number;
    applicationId: number;
    /** A reference of that application with an uploaded letter: its advisor id and link uuid. */
    advisor: { id: number; uuid: string };
    /** The letter upload form for an advisor link (uuid, or numeric id). */
    letterForm(advisorId: string): { payload: Buffer; headers: Record<string, string> };
    /** The current CV of that application (an edit of the application replaces it). */
    fileId(): Promise<number>;
    newPreliminary(): Promise<number>;
    newTag(assignTo?: number[]): Promise<number>;
    /** Puts `target` on the committee, so removing them can succeed. */
    addTargetToCommittee(): Promise<void>;
    voteAs(userId: number): Promise<void>;
    /** The application form: an edit of their application for the applicant, a new one for anyone else. */
    applicationForm(userId: number | null): Promise<{ payload: Buffer; headers: Record<string, string> }>;
  };
  /** A new monitoring of the monitoring quota holder (who may save privately): its id. */
  newMonitoring(): Promise<number>;
  /** The unsubscribe token of a new monitoring of the monitoring quota holder. */
  newUnsubscribeToken(): Promise<string>;
  /** Where `userId` may save a monitoring: an organisation of theirs, or null (private) if they have none. */
  monitoringOrganizationOf(userId: number | null): Promise<number | null>;
  /** Ontology curation: concepts, suggestions and curation items made fresh where a request uses one up. */
  ontology: {
    /** A concept with one literal and a parent concept (`parentId`, with no other child). */
    conceptId: number;
    parentId: number;
    /** A new concept with a literal of its own: its id. */
    newConcept(): Promise<number>;
    /** A pending suggestion (a literal added to a new concept) by the user column: its log entry's id. */
    newSuggestion(): Promise<number>;
    /** A new literal the corpus statistics flagged ambiguous: its id. */
    newMachineAmbiguousLiteral(): Promise<number>;
    /** A docs batch (possible concepts). */
    docsBatchId: number;
  };
  /** Recommenders, attorney tokens, claim uploads and claims (author claiming). */
  claims: ClaimsMatrixWorld;
}

/** Who is about to send the request: the account behind the session or token, null for guests. */
export interface MatrixCaller {
  userId: number | null;
}

export interface MatrixRequest {
  url: string;
  payload?: object | Buffer;
  /** Extra headers (a multipart upload's content type). */
  headers?: Record<string, string>;
}

/**
 * The request each row sends: valid input, so an allowed principal gets a 2xx and a refusal
 * can only come from the access rules. Requests that use something up prepare it each time.
 */
export const MATRIX_REQUESTS: Record<
  string,
  (w: MatrixWorld, caller: MatrixCaller) => MatrixRequest | Promise<MatrixRequest>
> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/status': () => ({ url: '/api/status' }),
  'GET /api/site': () => ({ url: '/api/site' }),
  'GET /api/docs': () => ({ url: '/api/docs' }),

  'GET /api/auth/current-user/': () => ({ url: '/api/auth/current-user/' }),
  'POST /api/auth/register/': (w) => ({
    url: '/api/auth/register/',
    payload: { email: `matrix-${w.unique()}@example.org`, password: 'a long password' },
  }),
  'POST /api/auth/login/': async (w) => {
    const { email, password } = await w.newUser();
    return { url: '/api/auth/login/', payload: { email, password } };
  },
  'POST /api/auth/logout/': () => ({ url: '/api/auth/logout/' }),

  'GET /api/profile/': () => ({ url: '/api/profile/' }),
  'PUT /api/profile/name': (w) => ({ url: '/api/profile/name', payload: { name: `Matrix ${w.unique()}` } }),
  // Rows run in table order: the e-mail change (which asks for the starting password) comes
  // before the password change that replaces it.
  'PUT /api/profile/email': (w) => ({
    url: '/api/profile/email',
    payload: { email: `matrix-moved-${w.unique()}@example.org`, currentPassword: w.password },
  }),
  'PUT /api/profile/password': (w) => ({
    url: '/api/profile/password',
    payload: { currentPassword: w.password, newPassword: 'another long password' },
  }),
  'GET /api/profile/sessions': () => ({ url: '/api/profile/sessions' }),
  'POST /api/profile/sessions/sign-out-others': () => ({ url: '/api/profile/sessions/sign-out-others' }),
  'DELETE /api/profile/sessions/:id': async (w, caller) => ({
    url: `/api/profile/sessions/${caller.userId === null ? '0'.repeat(16) : await w.newSessionHandle(caller.userId)}`,
  }),

  'GET /api/admin/users': () => ({ url: '/api/admin/users?query=example' }),
  'POST /api/admin/users/:id/quotas': (w) => ({
    url: `/api/admin/users/${w.target.id}/quotas`,
    payload: { name: 'monitoring', canBePrivate: true, organizationsIds: [w.organizationId] },
  }),
  'DELETE /api/admin/users/:id/quotas/:name': async (w) => {
    await w.grantTargetQuota('referee_finder');
    return { url: `/api/admin/users/${w.target.id}/quotas/referee_finder` };
  },
  'GET /api/admin/organizations': () => ({ url: '/api/admin/organizations' }),
  'POST /api/admin/organizations': (w) => ({ url: '/api/admin/organizations', payload: { name: `Lab ${w.unique()}` } }),
  'POST /api/admin/organizations/:id/members': (w) => ({
    url: `/api/admin/organizations/${w.organizationId}/members`,
    payload: { email: w.target.email, role: 'member' },
  }),

  'GET /api/orgadmin/:id/members': (w) => ({ url: `/api/orgadmin/${w.organizationId}/members` }),
  'POST /api/orgadmin/:id/members': (w) => ({
    url: `/api/orgadmin/${w.organizationId}/members`,
    payload: { email: w.target.email, role: 'developer' },
  }),
  'DELETE /api/orgadmin/:id/members/:userId': async (w) => {
    await w.addTargetToOrganization();
    return { url: `/api/orgadmin/${w.organizationId}/members/${w.target.id}` };
  },

  'GET /api/orgdev/organizations': () => ({ url: '/api/orgdev/organizations' }),
  'GET /api/orgdev/:id/tokens': (w) => ({ url: `/api/orgdev/${w.organizationId}/tokens` }),
  'POST /api/orgdev/:id/tokens': (w) => ({
    url: `/api/orgdev/${w.organizationId}/tokens`,
    payload: { name: `Matrix ${w.unique()}` },
  }),
  'DELETE /api/orgdev/:id/tokens/:tokenId': async (w) => ({
    url: `/api/orgdev/${w.organizationId}/tokens/${await w.newToken()}`,
  }),

  'POST /api/actions-log': () => ({ url: '/api/actions-log', payload: { action: 'matrix', payload: { page: 1 } } }),
  'GET /api/articles/:id/for-popover': (w) => ({ url: `/api/articles/${w.articleId}/for-popover` }),

  'GET /api/authors/:id/full': (w) => ({ url: `/api/authors/${w.authorId}/full?sort=citations` }),
  'GET /api/authors/:id/full · concept filter': (w) => ({
    url: `/api/authors/${w.authorId}/full?concepts=${w.conceptId}`,
  }),
  'GET /api/authors/:id/articles': (w) => ({ url: `/api/authors/${w.authorId}/articles?offset=0` }),
  'GET /api/authors/:id/articles · concept filter': (w) => ({
    url: `/api/authors/${w.authorId}/articles?concepts=${w.conceptId}`,
  }),
  'GET /api/authors/:id/concepts': (w) => ({ url: `/api/authors/${w.authorId}/concepts` }),
  'GET /api/authors/:id/short': (w) => ({ url: `/api/authors/${w.authorId}/short` }),
  'PUT /api/authors/:id/set-gender/': (w) => ({ url: `/api/authors/${w.authorId}/set-gender/?gender=100` }),

  'GET /api/search': () => ({ url: '/api/search?q=graphs' }),
  'GET /api/autocomplete/concepts': () => ({ url: '/api/autocomplete/concepts?query=graph' }),
  'GET /api/autocomplete/search-input': () => ({ url: '/api/autocomplete/search-input?query=graph&type=all' }),

  'GET /api/folders': () => ({ url: '/api/folders' }),
  'POST /api/folders': (w) => ({
    url: '/api/folders',
    payload: { name: `Folder ${w.unique()}`, organizationId: w.organizationId },
  }),
  'POST /api/folders/personal': () => ({ url: '/api/folders/personal' }),
  'GET /api/folders/:id': (w) => ({ url: `/api/folders/${w.folderId}?offset=0` }),
  'PUT /api/folders/:id/roles': async (w) => {
    await w.addTargetToOrganization();
    return { url: `/api/folders/${w.folderId}/roles`, payload: { email: w.target.email, role: 'viewer' } };
  },
  'DELETE /api/folders/:id/roles/:userId': async (w) => {
    await w.giveTargetFolderRole();
    return { url: `/api/folders/${w.folderId}/roles/${w.target.id}` };
  },
  'POST /api/folders/:id/proposals': (w) => ({
    url: `/api/folders/${w.folderId}/proposals`,
    payload: { title: `Graphs ${w.unique()}`, abstract: 'On graph theory.' },
  }),
  'POST /api/folders/:id/import': (w) => ({
    url: `/api/folders/${w.folderId}/import`,
    payload: { format: 'csv', content: `title\nImported ${w.unique()}\n` },
  }),
  'GET /api/proposals/:id/full': (w) => ({ url: `/api/proposals/${w.proposalId}/full?fulltext=1` }),
  'PUT /api/proposals/:id': (w) => ({
    url: `/api/proposals/${w.proposalId}`,
    payload: { title: 'Graph theory, edited', abstract: 'On graph theory.' },
  }),
  'DELETE /api/proposals/:id': async (w) => ({ url: `/api/proposals/${await w.newProposal()}` }),
  'GET /api/proposals/:id/explain-extract': (w) => ({ url: `/api/proposals/${w.proposalId}/explain-extract` }),
  'POST /api/proposals/:id/mark-as-referees/': (w) => ({
    url: `/api/proposals/${w.proposalId}/mark-as-referees/`,
    payload: { proposalId: w.proposalId, authorsIds: [w.authorId], scores: [0.5] },
  }),
  'POST /api/proposals/:id/unmark-as-referees/': (w) => ({
    url: `/api/proposals/${w.proposalId}/unmark-as-referees/`,
    payload: { proposalId: w.proposalId, authorsIds: [w.authorId] },
  }),
  'GET /api/folders/:id/marks': (w) => ({ url: `/api/folders/${w.folderId}/marks?author_id=${w.authorId}` }),
  'GET /orgadmin/:orgId/export-proposal-referees/folder/:folderId/': (w) => ({
    url: `/orgadmin/${w.organizationId}/export-proposal-referees/folder/${w.folderId}/?export_format=csv`,
  }),
  'POST /api/proposals/extract-manuscript': (w) => ({
    url: '/api/proposals/extract-manuscript',
    ...w.manuscriptUpload(),
  }),
  'GET /api/articles/:id/explain-extract': (w) => ({ url: `/api/articles/${w.articleId}/explain-extract` }),

  'GET /api/tasks': () => ({ url: '/api/tasks?state=queued' }),
  'GET /api/tasks/:id': async (w) => ({ url: `/api/tasks/${await w.newTask('queued')}` }),
  'POST /api/tasks/:id/cancel': async (w) => ({ url: `/api/tasks/${await w.newTask('queued')}/cancel` }),
  'POST /api/tasks/:id/retry': async (w) => ({ url: `/api/tasks/${await w.newTask('failed')}/retry` }),

  'GET /api/authors-groups': () => ({ url: '/api/authors-groups' }),
  'POST /api/authors-groups': (w) => ({ url: '/api/authors-groups', payload: { display_name: `Group ${w.unique()}` } }),
  'GET /api/authors-groups/:id': async (w) => ({ url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}` }),
  'PUT /api/authors-groups/:id': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}`,
    payload: { label: `Label ${w.unique()}` },
  }),
  'DELETE /api/authors-groups/:id': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}`,
  }),
  'GET /api/authors-groups/:id/members': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}/members?offset=0`,
  }),
  'POST /api/authors-groups/:id/members': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}/members`,
    payload: { authorIds: [w.authorId] },
  }),
  'POST /api/authors-groups/:id/members/import': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}/members/import`,
    payload: { text: `${w.authorId}, 0000-0002-1825-0097` },
  }),
  'DELETE /api/authors-groups/:id/members/:memberId': async (w) => {
    const { groupId, memberId } = await w.newAuthorsGroup();
    return { url: `/api/authors-groups/${groupId}/members/${memberId}` };
  },
  'GET /api/authors-groups/members/:memberId': async (w) => ({
    url: `/api/authors-groups/members/${(await w.newAuthorsGroup()).memberId}`,
  }),
  'PUT /api/authors-groups/members/:memberId': async (w) => ({
    url: `/api/authors-groups/members/${(await w.newAuthorsGroup()).memberId}`,
    payload: { authorId: w.authorId },
  }),

  'GET /api/saved-searches': () => ({ url: '/api/saved-searches' }),
  'POST /api/saved-searches': (w) => ({
    url: '/api/saved-searches',
    payload: { name: `Search ${w.unique()}`, q: 'graphs', sort: 'date' },
  }),
  'GET /api/saved-search/:id': async (w) => ({ url: `/api/saved-search/${await w.newSavedSearch()}` }),
  'PUT /api/saved-search/:id': async (w) => ({
    url: `/api/saved-search/${await w.newSavedSearch()}`,
    payload: { name: `Renamed ${w.unique()}` },
  }),
  'DELETE /api/saved-search/:id': async (w) => ({ url: `/api/saved-search/${await w.newSavedSearch()}` }),
  'POST /api/referees/:docKind/:docId/': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/`,
    payload: { min_h_index: 1 },
  }),
  'POST /api/referees/:docKind/:docId/ · author document': (w) => ({
    url: `/api/referees/author/${w.referees.authorId}/`,
    payload: {},
  }),
  'POST /api/referees/:docKind/:docId/ · refereed article': (w) => ({
    url: `/api/referees/article/${w.referees.refereedId}/`,
    payload: {},
  }),
  'POST /api/referees/:docKind/:docId/ · proposal': (w) => ({
    url: `/api/referees/proposal/${w.proposalId}/`,
    payload: {},
  }),
  'POST /api/referees/:docKind/:docId/custom': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/custom`,
    payload: { authorsIds: [w.referees.candidateId] },
  }),
  'POST /api/referees/:docKind/:docId/coauthors': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/coauthors`,
    payload: { refereeAuthorId: w.referees.candidateId },
  }),
  'POST /api/referees/:docKind/:docId/save-settings': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/save-settings`,
    payload: { title: `Matrix ${w.unique()}`, settings: 'min_h_index=2' },
  }),
  'GET /api/referees/:docKind/:docId/saved-settings': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/saved-settings`,
  }),
  'POST /api/referees/:docKind/:docId/hide-referees/': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/hide-referees/`,
    payload: { authorsIds: [w.referees.candidateId], reason: 'conflict_of_interest' },
  }),
  'GET /api/referees/organization/:orgId/settings': (w) => ({
    url: `/api/referees/organization/${w.organizationId}/settings`,
  }),
  'POST /api/referees/organization/:orgId/settings': (w) => ({
    url: `/api/referees/organization/${w.organizationId}/settings`,
    payload: { coauthorship_coi_years: 4 },
  }),
  'GET /api/referees/folder/:folderId/settings': (w) => ({ url: `/api/referees/folder/${w.folderId}/settings` }),
  'POST /api/referees/folder/:folderId/settings': (w) => ({
    url: `/api/referees/folder/${w.folderId}/settings`,
    payload: { min_h_index: 1 },
  }),
  'GET /referees-beam/export-referees/:docId/': (w) => ({
    url: `/referees-beam/export-referees/${w.referees.documentId}/?doc_kind=article&export_format=csv&limit=50`,
  }),
  'GET /api/is-article-already-refereed/:id/': (w) => ({
    url: `/api/is-article-already-refereed/${w.referees.refereedId}/`,
  }),
  'GET /api/ontology/export': () => ({ url: '/api/ontology/export?format=turtle' }),
  'GET /api/file-exchange/list': () => ({ url: '/api/file-exchange/list' }),
  'POST /api/file-exchange/upload/': (w) => {
    const { payload, headers } = w.manuscriptUpload();
    return { url: '/api/file-exchange/upload/', payload, headers };
  },
  'POST /api/file-exchange/submit-comment/': (w) => ({
    url: '/api/file-exchange/submit-comment/',
    payload: { id: w.fileExchangeId, comment: `Matrix ${w.unique()}` },
  }),
  'GET /api/file-exchange/download/:id': (w) => ({ url: `/api/file-exchange/download/${w.fileExchangeId}` }),

  'GET /api/collections': () => ({ url: '/api/collections' }),
  'POST /api/collections': (w) => ({ url: '/api/collections', payload: { name: `Label ${w.unique()}` } }),
  'GET /api/collections/article-labels': (w) => ({ url: `/api/collections/article-labels?articleIds=${w.articleId}` }),
  'GET /api/collections/:id': async (w) => ({ url: `/api/collections/${await w.newCollection()}` }),
  'PUT /api/collections/:id': async (w) => ({
    url: `/api/collections/${await w.newCollection()}`,
    payload: { name: `Renamed ${w.unique()}`, color: '#fa5252' },
  }),
  'DELETE /api/collections/:id': async (w) => ({ url: `/api/collections/${await w.newCollection()}` }),
  'GET /api/collections/:id/articles': async (w) => ({ url: `/api/collections/${await w.newCollection()}/articles` }),
  'POST /api/collections/:id/articles': async (w) => ({
    url: `/api/collections/${await w.newCollection()}/articles`,
    payload: { articleIds: [w.articleId] },
  }),
  'POST /api/collections/:id/articles/remove': async (w) => ({
    url: `/api/collections/${await w.newCollection()}/articles/remove`,
    payload: { articleIds: [w.articleId] },
  }),
  'GET /api/collections/:id/export': async (w) => ({
    url: `/api/collections/${await w.newCollection()}/export?format=bibtex`,
  }),
  'PUT /api/admin/users/:id/can-manage-collections': (w) => ({
    url: `/api/admin/users/${w.target.id}/can-manage-collections`,
    payload: { can_manage_collections: true },
  }),
  'GET /api/panels': () => ({ url: '/api/panels?offset=0' }),
  'POST /api/panels': (w) => ({
    url: '/api/panels',
    payload: { name: `Panel ${w.unique()}`, organizationId: w.organizationId },
  }),
  'GET /api/panel/:id': (w) => ({ url: `/api/panel/${w.panels.panelId}` }),
  'PUT /api/panel/:id': (w) => ({
    url: `/api/panel/${w.panels.panelId}`,
    payload: { name: `Matrix panel ${w.unique()}` },
  }),
  'DELETE /api/panel/:id': async (w) => ({ url: `/api/panel/${await w.panels.newPanel()}` }),
  'POST /api/panel/:id/subpanels': async (w) => ({
    url: `/api/panel/${await w.panels.newPanel()}/subpanels`,
    payload: { code: `S${w.unique()}`, name: 'Matrix subpanel', documents: [] },
  }),
  'PUT /api/panel/:id/subpanels/:subpanelCode': async (w) => {
    const { panelId, code } = await w.panels.newSubpanel();
    return {
      url: `/api/panel/${panelId}/subpanels/${code}`,
      payload: { code, name: 'Renamed', documents: [] },
    };
  },
  'DELETE /api/panel/:id/subpanels/:subpanelCode': async (w) => {
    const { panelId, code } = await w.panels.newSubpanel();
    return { url: `/api/panel/${panelId}/subpanels/${code}` };
  },
  'GET /api/panel/:id/subpanel/:subpanelCode/documents': (w) => ({
    url: `/api/panel/${w.panels.panelId}/subpanel/M1/documents`,
  }),
  'POST /api/panel/:id/import': async (w) => ({
    url: `/api/panel/${await w.panels.newPanel()}/import`,
    payload: { format: 'json', content: JSON.stringify([{ code: `I${w.unique()}`, name: 'Imported', documents: [] }]) },
  }),
  'POST /api/panel/:id/compute': async (w) => ({ url: `/api/panel/${await w.panels.newPanel()}/compute` }),
  'POST /api/panel/:id/compositions': (w) => ({
    url: `/api/panel/${w.panels.panelId}/compositions`,
    payload: { fromCompositionId: w.panels.compositionId, name: `Copy ${w.unique()}` },
  }),
  'DELETE /api/panel/:id/composition/:compId': async (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${await w.panels.newComposition()}`,
  }),
  'GET /api/panel/:id/composition/:compId/people': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/people?list=candidates&gender=&sort=M1`,
  }),
  'GET /api/panel/:id/composition/:compId/candidates': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/candidates?offset=0`,
  }),
  'POST /api/panel/add-candidate': (w) => ({
    url: '/api/panel/add-candidate',
    payload: { panelId: w.panels.panelId, compositionId: w.panels.compositionId, authorId: w.referees.candidateId },
  }),
  'POST /api/panel/remove-candidate': (w) => ({
    url: '/api/panel/remove-candidate',
    payload: { panelId: w.panels.panelId, compositionId: w.panels.compositionId, authorId: w.referees.candidateId },
  }),
  'POST /api/panel/:id/hide-candidates/': (w) => ({
    url: `/api/panel/${w.panels.panelId}/hide-candidates/`,
    payload: { authorsIds: [w.authorId], reason: 'died_retired' },
  }),
  'GET /api/panel/:id/composition/:compId/coverage': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/coverage`,
  }),
  'POST /api/panel/:id/composition/:compId/assignment': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/assignment`,
    payload: { min_load: 0, max_load: 2, reviewers_per_document: 1 },
  }),
  'GET /api/panel/:id/composition/:compId/assignment/export': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/assignment/export?reviewers_per_document=1&max_load=2&export_format=csv`,
  }),
  'POST /api/referees/:docKind/:docId/custom · panel': (w) => ({
    url: `/api/referees/panel/${w.panels.panelId}/custom`,
    payload: { authorsIds: [w.referees.authorId] },
  }),
  'POST /api/referees/:docKind/:docId/:extraKind/:extraId/custom': (w) => ({
    url: `/api/referees/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/custom`,
    payload: { authorsIds: [w.referees.candidateId] },
  }),

  'GET /api/jobs/vacancies': () => ({ url: '/api/jobs/vacancies?deadline=all' }),
  'GET /api/jobs/vacancies · mine': () => ({ url: '/api/jobs/vacancies?mine=1' }),
  'GET /api/jobs/vacancy/:id': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}` }),
  'GET /api/jobs/vacancy/:id · draft': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.draftId}` }),
  'POST /api/jobs/edit-vacancy/': (w) => ({ url: '/api/jobs/edit-vacancy/', payload: matrixVacancy(w, undefined) }),
  'POST /api/jobs/edit-vacancy/ · edit': (w) => ({
    url: '/api/jobs/edit-vacancy/',
    payload: matrixVacancy(w, w.jobs.vacancyId),
  }),
  'GET /api/jobs/vacancy/:id/committee': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee` }),
  'POST /api/jobs/vacancy/:id/committee': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee`,
    payload: { email: w.target.email, isEqualityOfficer: false },
  }),
  'DELETE /api/jobs/vacancy/:id/committee/:userId': async (w) => {
    await w.jobs.addTargetToCommittee();
    return { url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee/${w.target.id}` };
  },
  'POST /api/jobs/edit-application/': async (w, caller) => ({
    url: '/api/jobs/edit-application/',
    ...(await w.jobs.applicationForm(caller.userId)),
  }),
  'GET /api/jobs/application/:id': (w) => ({ url: `/api/jobs/application/${w.jobs.applicationId}` }),
  'GET /api/jobs/attachment/:id': async (w) => ({ url: `/api/jobs/attachment/${await w.jobs.fileId()}` }),
  'GET /api/jobs/attachment/:id/:filename': async (w) => ({
    url: `/api/jobs/attachment/${await w.jobs.fileId()}/cv.pdf`,
  }),
  'GET /api/jobs/vacancy/:id/applicants': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/applicants` }),
  'GET /api/jobs/vacancy/:id/applicants/preliminary': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/applicants/preliminary?offset=0`,
  }),
  'GET /api/jobs/applicant/:id': (w) => ({ url: `/api/jobs/applicant/${w.jobs.applicationId}` }),
  'GET /api/jobs/vacancy/:id/concepts': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/concepts?minSim=0` }),
  'POST /api/jobs/vote/': (w) => ({
    url: '/api/jobs/vote/',
    payload: { voteType: 'long_list', applicationId: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/vote/': async (w, caller) => {
    if (caller.userId !== null) await w.jobs.voteAs(caller.userId);
    return { url: '/api/jobs/vote/', payload: { voteType: 'seen', applicationId: w.jobs.applicationId } };
  },
  'POST /api/jobs/comment/': (w) => ({
    url: '/api/jobs/comment/',
    payload: { comment: 'Strong record.', applicationId: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/comment/': (w) => ({ url: '/api/jobs/comment/', payload: { applicationId: w.jobs.applicationId } }),
  'GET /api/jobs/vacancy/:id/tags': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/tags` }),
  'POST /api/jobs/vacancy-tag/': (w) => ({
    url: '/api/jobs/vacancy-tag/',
    payload: { vacancyId: w.jobs.vacancyId, name: `Matrix tag ${w.unique()}` },
  }),
  'DELETE /api/jobs/vacancy-tag/': async (w) => ({
    url: '/api/jobs/vacancy-tag/',
    payload: { id: await w.jobs.newTag(), vacancyId: w.jobs.vacancyId },
  }),
  'POST /api/jobs/applicant-tag/': async (w) => ({
    url: '/api/jobs/applicant-tag/',
    payload: { applicationsIds: [w.jobs.applicationId], vacancyTagId: await w.jobs.newTag() },
  }),
  'DELETE /api/jobs/applicant-tag/': async (w) => ({
    url: '/api/jobs/applicant-tag/',
    payload: { applicationId: w.jobs.applicationId, vacancyTagId: await w.jobs.newTag([w.jobs.applicationId]) },
  }),
  'GET /api/jobs/last-articles/': () => ({ url: '/api/jobs/last-articles/' }),
  'GET /api/jobs/recommendation-request/:advisorUuid': (w) => ({
    url: `/api/jobs/recommendation-request/${w.jobs.advisor.uuid}`,
  }),
  'GET /api/jobs/recommendation-request/:advisorUuid · by id': (w) => ({
    url: `/api/jobs/recommendation-request/${w.jobs.advisor.id}`,
  }),
  'POST /api/jobs/upload-recommendation/': (w) => ({
    url: '/api/jobs/upload-recommendation/',
    ...w.jobs.letterForm(w.jobs.advisor.uuid),
  }),
  'POST /api/jobs/upload-recommendation/ · by id': (w) => ({
    url: '/api/jobs/upload-recommendation/',
    ...w.jobs.letterForm(String(w.jobs.advisor.id)),
  }),
  'GET /api/jobs/recommendation/:id': (w) => ({ url: `/api/jobs/recommendation/${w.jobs.advisor.id}` }),
  'GET /api/jobs/recommendation/:id/:filename': (w) => ({
    url: `/api/jobs/recommendation/${w.jobs.advisor.id}/letter.pdf`,
  }),
  'GET /api/jobs/vacancy/:id/recommenders': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/recommenders` }),
  'GET /api/jobs/vacancy/:id/recommenders/preliminary': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/recommenders/preliminary`,
  }),
  'POST /api/jobs/merge-applications/': async (w) => ({
    url: '/api/jobs/merge-applications/',
    payload: { applicationId1: await w.jobs.newPreliminary(), applicationId2: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/delete-preliminary-application/': async (w) => ({
    url: '/api/jobs/delete-preliminary-application/',
    payload: { applicationId: await w.jobs.newPreliminary() },
  }),
  'POST /api/jobs/add-preliminary-applicants/': (w) => ({
    url: '/api/jobs/add-preliminary-applicants/',
    payload: { vacancyId: w.jobs.vacancyId, authorsIds: [w.authorId] },
  }),
  'POST /api/jobs/add-all-preliminary-applicants/': (w) => ({
    url: '/api/jobs/add-all-preliminary-applicants/',
    payload: Buffer.from(
      `docKind=vacancy&docId=${w.jobs.vacancyId}&vacancyId=${w.jobs.vacancyId}&authorsIds=${w.authorId}`,
    ),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'GET /api/jobs/vacancy/:id/suggest-topics': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/suggest-topics` }),
  'GET /api/jobs/vacancy/:id/suggest-topics-for-new-applicants': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/suggest-topics-for-new-applicants`,
  }),
  'POST /api/jobs/save-topics/': (w) => ({
    url: '/api/jobs/save-topics/',
    payload: { vacancyId: w.jobs.vacancyId, topics: [{ name: 'Graphs', applicantsIds: [w.jobs.applicationId] }] },
  }),
  'POST /jobs/:id/emails': (w) => ({
    url: `/jobs/${w.jobs.vacancyId}/emails`,
    payload: Buffer.from(`applicantsIds=${w.jobs.applicationId}`),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),

  'POST /api/monitoring/query': (w) => ({ url: '/api/monitoring/query', payload: monitoringQuery(w) }),
  'POST /api/monitoring/query · saved monitoring': async (w) => ({
    url: '/api/monitoring/query',
    payload: { ...monitoringQuery(w), monitoringId: await w.newMonitoring() },
  }),
  'POST /api/monitoring/top-cooccurrence': (w) => ({
    url: '/api/monitoring/top-cooccurrence',
    payload: { ...monitoringQuery(w), conceptId: w.conceptId, selectedDate: 'all' },
  }),
  'GET /api/monitoring/list': () => ({ url: '/api/monitoring/list?with_topics=true' }),
  'POST /api/monitoring/edit': async (w, caller) => ({
    url: '/api/monitoring/edit',
    payload: { ...monitoringEdit(w), organizationId: await w.monitoringOrganizationOf(caller.userId) },
  }),
  'POST /api/monitoring/edit · saved monitoring': async (w) => ({
    url: '/api/monitoring/edit',
    payload: { ...monitoringEdit(w), id: await w.newMonitoring(), organizationId: null },
  }),
  'GET /api/monitoring/:id': async (w) => ({ url: `/api/monitoring/${await w.newMonitoring()}` }),
  'DELETE /api/monitoring/:id': async (w) => ({ url: `/api/monitoring/${await w.newMonitoring()}` }),
  'POST /api/monitoring/:id/digest': async (w) => ({
    url: `/api/monitoring/${await w.newMonitoring()}/digest`,
    payload: { enabled: false },
  }),
  'POST /api/monitoring/unsubscribe': async (w) => ({
    url: '/api/monitoring/unsubscribe',
    payload: { token: await w.newUnsubscribeToken() },
  }),

  'GET /api/ontology/concepts': () => ({ url: '/api/ontology/concepts?query=matrix&offset=0' }),
  'POST /api/ontology/concepts': (w) => {
    const name = `Matrix created ${w.unique()}`;
    return { url: '/api/ontology/concepts', payload: { name, literals: [{ name }] } };
  },
  'GET /api/ontology/concepts/:id': (w) => ({ url: `/api/ontology/concepts/${w.ontology.conceptId}` }),
  'PUT /api/ontology/concepts/:id': async (w) => {
    const id = await w.ontology.newConcept();
    const name = `Matrix edited ${w.unique()}`;
    return { url: `/api/ontology/concepts/${id}`, payload: { name, literals: [{ name }] } };
  },
  'DELETE /api/ontology/concepts/:id': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newConcept()}`,
  }),
  'POST /api/ontology/concepts/:id/restore': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newConcept()}/restore`,
  }),
  'POST /api/ontology/concepts/:id/merge': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newConcept()}/merge`,
    payload: { targetId: await w.ontology.newConcept() },
  }),
  'GET /api/ontology/concepts/:id/missing-literals': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/missing-literals?targetId=${w.ontology.parentId}`,
  }),
  'GET /api/ontology/concepts/:id/recommended': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/recommended?topn=10`,
  }),
  'GET /api/ontology/concepts/:id/log': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/log?status=all`,
  }),
  'POST /api/ontology/check-literals': (w) => ({
    url: '/api/ontology/check-literals',
    payload: { conceptId: w.ontology.conceptId, literals: [{ name: 'graphs for matrices' }] },
  }),
  'POST /api/ontology/use-as-parent-in-composite': (w) => ({
    url: '/api/ontology/use-as-parent-in-composite',
    payload: {
      concept_id: w.ontology.conceptId,
      parent_concept_id: w.ontology.parentId,
      literals: [{ name: 'deep matrix parent', is_ambiguous: false, lang: '' }],
    },
  }),
  'GET /api/ontology/categories': () => ({ url: '/api/ontology/categories' }),
  'GET /api/ontology/log': () => ({ url: '/api/ontology/log?email=example&offset=0' }),
  'GET /api/ontology/log/:id/impact': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/impact`,
  }),
  'POST /api/ontology/log/:id/approve': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/approve`,
  }),
  'POST /api/ontology/log/:id/reject': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/reject`,
    payload: { reason: 'Not in this ontology.' },
  }),
  'GET /api/ontology/curation': () => ({ url: '/api/ontology/curation?kind=ambiguous&offset=0' }),
  'GET /api/ontology/curation/evidence': async (w) => ({
    url: `/api/ontology/curation/evidence?kind=ambiguous&id=${await w.ontology.newMachineAmbiguousLiteral()}`,
  }),
  'POST /api/ontology/curation/decisions': async (w) => ({
    url: '/api/ontology/curation/decisions',
    payload: { kind: 'ambiguous', id: await w.ontology.newMachineAmbiguousLiteral(), decision: 'accept' },
  }),
  'GET /api/ontology/rescan-queue': () => ({ url: '/api/ontology/rescan-queue' }),
  'GET /api/ontology/docs-batches': () => ({ url: '/api/ontology/docs-batches' }),
  'POST /api/ontology/docs-batches': () => ({
    url: '/api/ontology/docs-batches',
    payload: { source: 'newest', count: 5 },
  }),
  'GET /api/ontology/docs-batches/:id': (w) => ({
    url: `/api/ontology/docs-batches/${w.ontology.docsBatchId}?showHidden=true&offset=0`,
  }),
  'POST /api/ontology/hide-batch-possible-concepts': (w) => ({
    url: '/api/ontology/hide-batch-possible-concepts',
    payload: { docs_batch_id: w.ontology.docsBatchId, names: ['matrix term'] },
  }),
  'POST /api/ontology/unhide-batch-possible-concepts': (w) => ({
    url: '/api/ontology/unhide-batch-possible-concepts',
    payload: { docs_batch_id: w.ontology.docsBatchId, names: ['matrix term'] },
  }),
  'POST /api/ontology/ban-possible-literals': (w) => ({
    url: '/api/ontology/ban-possible-literals',
    payload: { literals: [`matrix false term ${w.unique()}`] },
  }),
  'GET /api/ontology/articles/:id/possible-concepts': (w) => ({
    url: `/api/ontology/articles/${w.articleId}/possible-concepts`,
  }),
  'GET /api/ontology/proposals/:id/possible-concepts': (w) => ({
    url: `/api/ontology/proposals/${w.proposalId}/possible-concepts`,
  }),
  'POST /api/ontology/possible-concepts/create': (w) => {
    const name = `Matrix possible ${w.unique()}`;
    return {
      url: '/api/ontology/possible-concepts/create',
      payload: { docs_batch_id: null, names: [name], concept: { name, literals: [{ name }] } },
    };
  },
  'POST /api/ontology/import/parse': () => ({
    url: '/api/ontology/import/parse',
    payload: { text: 'matrix listed, matrix lists', separators: ',' },
  }),
  'POST /api/ontology/import': (w) => ({
    url: '/api/ontology/import',
    payload: { text: `Matrix imported ${w.unique()}; matrix import`, separators: ';' },
  }),
  'GET /api/graphql/': (w) => ({
    url: `/api/graphql/?query=${encodeURIComponent(`{ concept(id: ${w.ontology.conceptId}) { id name df } }`)}`,
  }),
  'POST /api/graphql/': (w) => ({
    url: '/api/graphql/',
    payload: { query: `{ concept(id: ${w.ontology.conceptId}) { id name literals { name isAmbiguous } } }` },
  }),
  'POST /api/graphql/ · suggestion': (w) => {
    const name = `Matrix graphql ${w.unique()}`;
    return {
      url: '/api/graphql/',
      payload: {
        query: 'mutation ($name: String!) { concept(name: $name, literals: [{ name: $name }]) { ok pending } }',
        variables: { name },
      },
    };
  },
  'POST /api/graphql/ · merge': async (w) => ({
    url: '/api/graphql/',
    payload: {
      query: `mutation { mergeConcept(id: ${await w.ontology.newConcept()}, targetId: ${await w.ontology.newConcept()}) { ok } }`,
    },
  }),
  'POST /api/graphql/ · introspection': () => ({
    url: '/api/graphql/',
    payload: { query: '{ __schema { queryType { name } } }' },
  }),

  'GET /api/authors/suggest-author-for-user/': () => ({ url: '/api/authors/suggest-author-for-user/' }),
  'GET /api/authors/suggest-author-for-advisor/:token': async (w) => ({
    url: `/api/authors/suggest-author-for-advisor/${(await w.claims.newAttorneyToken()).token}`,
  }),
  'POST /api/authors/find-by-emails/': () => ({
    url: '/api/authors/find-by-emails/',
    payload: { emails: 'ada.matrix@example.org' },
  }),
  'POST /api/authors/find-by-emails/ · attorney token': async (w) => ({
    url: '/api/authors/find-by-emails/',
    payload: { emails: 'ada.matrix@example.org', attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/claim-authors/': async (w) => ({
    url: '/api/authors/claim-authors/',
    payload: { authors_ids: [await w.claims.newAuthor()], comment: 'matrix' },
  }),
  'POST /api/authors/claim-authors/ · attorney token': async (w) => ({
    url: '/api/authors/claim-authors/',
    payload: { authors_ids: [await w.claims.newAuthor()], attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/find-claim-articles/': () => ({
    url: '/api/authors/find-claim-articles/',
    payload: { plain_text: 'Matrix claims article 1' },
  }),
  'POST /api/authors/find-claim-articles/ · attorney token': async (w) => ({
    url: '/api/authors/find-claim-articles/',
    payload: { plain_text: 'Matrix claims article 1', attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/claim-articles/': async (w, caller) => {
    const session = await w.claims.newClaimSession({ userId: caller.userId, advisorId: null });
    return {
      url: '/api/authors/claim-articles/',
      payload: { articles_ids: [session.articleId], names: [session.name], token: session.token },
    };
  },
  'POST /api/authors/claim-articles/ · attorney token': async (w) => {
    const { token, advisorId } = await w.claims.newAttorneyToken();
    const session = await w.claims.newClaimSession({ userId: null, advisorId });
    return {
      url: '/api/authors/claim-articles/',
      payload: {
        articles_ids: [session.articleId],
        names: [session.name],
        token: session.token,
        attorney_token: token,
      },
    };
  },
  'GET /api/authors/:id/top-cited-articles': (w) => ({ url: `/api/authors/${w.authorId}/top-cited-articles` }),
  'GET /api/jobs/fetch-advisor-by-attorney/:token': async (w) => ({
    url: `/api/jobs/fetch-advisor-by-attorney/${(await w.claims.newAttorneyToken()).token}`,
  }),
  'POST /api/jobs/edit-advisor-by-attorney/:token': async (w) => ({
    url: `/api/jobs/edit-advisor-by-attorney/${(await w.claims.newAttorneyToken()).token}`,
    payload: { name: 'Matrix Recommender', email: 'recommender@example.org', affiliation: 'Matrix University' },
  }),
  'GET /api/claims/author/:id': (w) => ({ url: `/api/claims/author/${w.authorId}` }),
  'POST /api/claims/:id/undo': async (w) => ({ url: `/api/claims/${await w.claims.newClaim('applied')}/undo` }),
  'GET /api/claims/moderation': () => ({ url: '/api/claims/moderation?state=pending&offset=0' }),
  'POST /api/claims/:id/approve': async (w) => ({
    url: `/api/claims/${await w.claims.newClaim('pending')}/approve`,
    payload: { note: 'matrix' },
  }),
  'POST /api/claims/:id/reject': async (w) => ({
    url: `/api/claims/${await w.claims.newClaim('pending')}/reject`,
    payload: { note: 'matrix' },
  }),
  'GET /api/admin/advisors': () => ({ url: '/api/admin/advisors?query=matrix' }),
  'POST /api/admin/advisors': (w) => ({
    url: '/api/admin/advisors',
    payload: { name: `Matrix Recommender ${w.unique()}`, email: `rec-${w.unique()}@example.org` },
  }),
  'POST /api/admin/advisors/:id/attorney-tokens': (w) => ({
    url: `/api/admin/advisors/${w.claims.advisorId}/attorney-tokens`,
  }),
  'DELETE /api/admin/advisors/:id/attorney-tokens': (w) => ({
    url: `/api/admin/advisors/${w.claims.advisorId}/attorney-tokens`,
  }),
  'GET /api/accounts/dashboard/': () => ({ url: '/api/accounts/dashboard/?offset=0' }),
};

/** A valid vacancy form (`id` to edit the matrix vacancy, which stays published). */
function matrixVacancy(w: MatrixWorld, id: number | undefined) {
  return {
    ...(id === undefined ? {} : { id }),
    title: `Matrix vacancy ${w.unique()}`,
    descriptionMarkdown: 'A position.',
    dateDeadline: '2099-12-31',
    affiliation: 'Matrix University',
    infoEmail: 'jobs@example.org',
    conceptsIds: [w.conceptId],
    status: id === undefined ? 'draft' : 'published',
  };
}

/** A one-topic monitoring query on the world's concept. */
function monitoringQuery(w: MatrixWorld) {
  return {
    topics: [{ title: 'Topic 0', color: '#1c7ed6', concepts: [{ conceptId: w.conceptId, name: 'graph theory' }] }],
    tree: null,
    useTree: false,
    date: 'all',
  };
}

function monitoringEdit(w: MatrixWorld) {
  return {
    title: `Monitoring ${w.unique()}`,
    date: 'month',
    topics: [{ title: 'Topic 0', color: '#1c7ed6', conceptIds: [w.conceptId] }],
    tree: { topicId: 0 },
    useTree: false,
  };
}
