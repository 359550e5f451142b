import type { MatrixCaller, MatrixRequest, MatrixWorld } from './authorisation-matrix.world';
import { MODULE_REQUESTS } from './authorisation-matrix.module-requests';
import { ACCOUNT_DELETION_ROW } from './authorisation-matrix.table';

// The requests of the authorisation matrix (`authorisation-matrix.table.ts` holds the rows): what
// each route is called with, and the seeded world the requests name. The later modules' requests
// (panels, jobs, monitoring, ontology, claims) are in `authorisation-matrix.module-requests.ts`.
/**
 * The request each row sends: valid input, so an allowed principal gets a 2xx and a refusal
 * can only come from the access rules. Requests that use something up prepare it each time.
 */
/** Every principal's password once the password-change row has run (the account deletion asks for it). */
const CHANGED_PASSWORD = 'another long password';

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
  'POST /api/auth/password-reset/': (w) => ({
    url: '/api/auth/password-reset/',
    payload: { email: `matrix-reset-${w.unique()}@example.org` },
  }),
  'POST /api/auth/password-reset/confirm/': async (w) => ({
    url: '/api/auth/password-reset/confirm/',
    payload: { token: await w.newPasswordResetToken(), password: 'a new long password' },
  }),

  'POST /api/auth/confirm-email/': async (w) => ({
    url: '/api/auth/confirm-email/',
    payload: { token: await w.newEmailConfirmationToken() },
  }),
  'POST /api/auth/confirm-email/resend/': () => ({ url: '/api/auth/confirm-email/resend/' }),

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
    payload: { currentPassword: w.password, newPassword: CHANGED_PASSWORD },
  }),
  'GET /api/profile/sessions': () => ({ url: '/api/profile/sessions' }),
  'POST /api/profile/sessions/sign-out-others': () => ({ url: '/api/profile/sessions/sign-out-others' }),
  'DELETE /api/profile/sessions/:id': async (w, caller) => ({
    url: `/api/profile/sessions/${caller.userId === null ? '0'.repeat(16) : await w.newSessionHandle(caller.userId)}`,
  }),

  'GET /api/admin/users': () => ({ url: '/api/admin/users?query=example' }),
  // A quota may only name organizations the user is a member of; `replace` because the row runs once per column.
  'POST /api/admin/users/:id/quotas': async (w) => {
    await w.addTargetToOrganization();
    return {
      url: `/api/admin/users/${w.target.id}/quotas`,
      payload: { name: 'monitoring', canBePrivate: true, organizationsIds: [w.organizationId], replace: true },
    };
  },
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

  'PUT /api/orgadmin/:id': (w) => ({
    url: `/api/orgadmin/${w.organizationId}`,
    payload: { name: `Organization A ${w.unique()}` },
  }),
  'GET /api/admin/organizations/:id/deletion': (w) => ({
    url: `/api/admin/organizations/${w.organizationId}/deletion`,
  }),
  'DELETE /api/admin/organizations/:id': async (w) => ({
    url: `/api/admin/organizations/${await w.newOrganization()}`,
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
  // Shared with the caller's organization when they have one: a plan without canBePrivate needs one.
  'POST /api/authors-groups': async (w, caller) => ({
    url: '/api/authors-groups',
    payload: { display_name: `Group ${w.unique()}`, organization_id: await w.monitoringOrganizationOf(caller.userId) },
  }),
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
  'GET /api/authors-groups/:id/member-authors': async (w) => ({
    url: `/api/authors-groups/${(await w.newAuthorsGroup()).groupId}/member-authors`,
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
  'GET /api/referees/:docKind/:docId/hidden-referees/': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/hidden-referees/`,
  }),
  'POST /api/referees/:docKind/:docId/unhide-referees/': (w) => ({
    url: `/api/referees/article/${w.referees.documentId}/unhide-referees/`,
    payload: { authorsIds: [w.referees.candidateId] },
  }),
  'POST /api/referees/:docKind/:docId/hide-referees/ · proposal': (w) => ({
    url: `/api/referees/proposal/${w.proposalId}/hide-referees/`,
    payload: { authorsIds: [w.authorId], reason: 'died_retired' },
  }),
  'GET /api/referees/:docKind/:docId/hidden-referees/ · proposal': (w) => ({
    url: `/api/referees/proposal/${w.proposalId}/hidden-referees/`,
  }),
  'POST /api/referees/:docKind/:docId/unhide-referees/ · proposal': (w) => ({
    url: `/api/referees/proposal/${w.proposalId}/unhide-referees/`,
    payload: { authorsIds: [w.authorId] },
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
  'GET /api/articles/:id/as-ref-doc': (w) => ({ url: `/api/articles/${w.referees.documentId}/as-ref-doc` }),
  'GET /api/articles/:id/as-ref-doc · refereed article': (w) => ({
    url: `/api/articles/${w.referees.refereedId}/as-ref-doc`,
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
  'PUT /api/admin/users/:id/show-changelog-link': (w) => ({
    url: `/api/admin/users/${w.target.id}/show-changelog-link`,
    payload: { show_changelog_link: true },
  }),
  ...MODULE_REQUESTS,
  [ACCOUNT_DELETION_ROW]: async (w, caller) => {
    if (caller.userId !== null) await w.clearAccountDeletion(caller.userId);
    return {
      url: '/api/profile/delete-account',
      payload: { currentPassword: CHANGED_PASSWORD, confirmation: 'delete my account' },
    };
  },
};
