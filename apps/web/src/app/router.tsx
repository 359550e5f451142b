import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ShellLayout } from '../components/layout/shell-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { claimsRoutes } from './routes/claims.routes';
import { jobsRoutes } from './routes/jobs.routes';
import { monitoringRoutes } from './routes/monitoring.routes';
import { ontologyRoutes } from './routes/ontology.routes';
import { page } from './routes/page';
import { panelsRoutes } from './routes/panels.routes';

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    // The first page's chunk loads in a blink; a blank screen beats a flash of a spinner.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="/search/" replace /> },
      {
        path: 'search',
        ...page(
          () => import('../pages/search-page'),
          (m) => m.SearchPage,
        ),
      },

      {
        path: 'accounts/login',
        ...page(
          () => import('../pages/accounts/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'accounts/password-reset',
        ...page(
          () => import('../pages/accounts/password-reset-page'),
          (m) => m.PasswordResetRequestPage,
        ),
      },
      {
        path: 'accounts/password-reset/:token',
        ...page(
          () => import('../pages/accounts/password-reset-page'),
          (m) => m.PasswordResetConfirmPage,
        ),
      },
      {
        path: 'accounts/confirm-email/:token',
        ...page(
          () => import('../pages/accounts/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      {
        path: 'accounts/register',
        ...page(
          () => import('../pages/accounts/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: 'accounts/deleted',
        ...page(
          () => import('../pages/accounts/account-deleted-page'),
          (m) => m.AccountDeletedPage,
        ),
      },
      {
        path: 'accounts/logout',
        ...page(
          () => import('../pages/accounts/logout-page'),
          (m) => m.LogoutPage,
        ),
      },

      {
        path: 'folders',
        ...page(
          () => import('../pages/documents/folders-page'),
          (m) => m.FoldersPage,
          { protect: true },
        ),
      },
      {
        path: 'folder/:id',
        ...page(
          () => import('../pages/documents/folder-page'),
          (m) => m.FolderPage,
          { protect: true },
        ),
      },
      {
        path: 'folder/:id/marks',
        ...page(
          () => import('../pages/documents/folder-marks-page'),
          (m) => m.FolderMarksPage,
          { protect: true },
        ),
      },
      {
        path: 'folder/:id/new',
        ...page(
          () => import('../pages/documents/new-proposal-page'),
          (m) => m.NewProposalPage,
          { protect: true },
        ),
      },
      {
        path: 'proposal/:id',
        ...page(
          () => import('../pages/documents/proposal-page'),
          (m) => m.ProposalPage,
          { protect: true },
        ),
      },
      {
        path: 'proposal/:id/explain-extract',
        ...page(
          () => import('../pages/documents/explain-extract-page'),
          (m) => () => <m.ExplainExtractPage kind="proposal" />,
          { protect: true },
        ),
      },
      {
        path: 'article/:idSlug',
        ...page(
          () => import('../pages/documents/article-page'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: 'article/:id/explain-extract',
        ...page(
          () => import('../pages/documents/explain-extract-page'),
          (m) => () => <m.ExplainExtractPage kind="article" />,
        ),
      },
      // The panel composer (issue 13).
      {
        path: 'authors-groups',
        ...page(
          () => import('../pages/authors-groups/authors-groups-page'),
          (m) => m.AuthorsGroupsPage,
          { protect: true },
        ),
      },
      {
        path: 'authors-groups/edit-found-author/:id',
        ...page(
          () => import('../pages/authors-groups/edit-found-author-page'),
          (m) => m.EditFoundAuthorPage,
          { protect: true },
        ),
      },
      {
        path: 'authors-groups/:id',
        ...page(
          () => import('../pages/authors-groups/authors-group-page'),
          (m) => m.AuthorsGroupPage,
          { protect: true },
        ),
      },
      {
        path: 'saved-searches',
        ...page(
          () => import('../pages/saved-searches-page'),
          (m) => m.SavedSearchesPage,
          { protect: true },
        ),
      },
      {
        path: 'referees-beam/:docKind/:docId',
        ...page(
          () => import('../pages/referees-beam-page'),
          (m) => m.RefereesBeamPage,
          { protect: true },
        ),
      },
      {
        path: 'referees-beam/folder/:id/settings',
        ...page(
          () => import('../pages/referees-default-settings-page'),
          (m) => m.FolderDefaultSettingsPage,
          { protect: true },
        ),
      },
      {
        path: 'referees-beam/organization/:id/settings',
        ...page(
          () => import('../pages/referees-default-settings-page'),
          (m) => m.OrganizationDefaultSettingsPage,
          { protect: true },
        ),
      },
      {
        path: 'reports/author/:authorId/no-plan',
        ...page(
          () => import('../pages/author-no-plan-page'),
          (m) => m.AuthorNoPlanPage,
          { protect: true },
        ),
      },
      {
        path: 'referee-finder/settings-help',
        ...page(
          () => import('../pages/referee-settings-help-page'),
          (m) => m.RefereeSettingsHelpPage,
        ),
      },
      {
        path: 'referee-finder',
        ...page(
          () => import('../pages/documents/referee-finder-page'),
          (m) => m.RefereeFinderPage,
        ),
      },
      {
        path: 'profile',
        ...page(
          () => import('../pages/profile-page'),
          (m) => m.ProfilePage,
          { protect: true },
        ),
      },
      {
        path: 'privacy',
        ...page(
          () => import('../pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'changelog',
        ...page(
          () => import('../pages/changelog-page'),
          (m) => m.ChangelogPage,
        ),
      },
      // The author page, by id: /author/{id}, /author/{id}/ and /author/{id}-{name slug} here;
      // below, the form of spec 01 section 2, /author/{id}/{name slug}. The page reads the id only.
      {
        path: 'author/:authorIdSlug',
        ...page(
          () => import('../pages/author-page'),
          (m) => m.AuthorPage,
        ),
      },
      {
        path: 'author/:authorIdSlug/:nameSlug',
        ...page(
          () => import('../pages/author-page'),
          (m) => m.AuthorPage,
        ),
      },
      // Possible concepts and import from a list (issue 12).
      {
        path: 'collections/manage',
        ...page(
          () => import('../pages/collections/manage-labels-page'),
          (m) => m.ManageLabelsPage,
          { protect: true },
        ),
      },
      {
        path: 'collections/:id',
        ...page(
          () => import('../pages/collections/collection-page'),
          (m) => m.CollectionPage,
          { protect: true },
        ),
      },
      {
        path: 'orgdev/integrations',
        ...page(
          () => import('../pages/orgdev/integrations-page'),
          (m) => m.IntegrationsPage,
          { protect: true },
        ),
      },

      {
        path: 'superadmin',
        ...page(
          () => import('../pages/admin/superadmin-page'),
          (m) => m.SuperadminPage,
          { protect: true },
        ),
      },
      {
        path: 'superadmin/tasks',
        ...page(
          () => import('../pages/admin/tasks-page'),
          (m) => m.TasksPage,
          { protect: true },
        ),
      },
      {
        path: 'orgadmin/organizations',
        ...page(
          () => import('../pages/admin/org-list-page'),
          (m) => m.OrgListPage,
          { protect: true },
        ),
      },
      {
        path: 'orgadmin/:id',
        ...page(
          () => import('../pages/admin/org-members-page'),
          (m) => m.OrgMembersPage,
          { protect: true },
        ),
      },
      {
        path: 'file-exchange',
        ...page(
          () => import('../pages/file-exchange-page'),
          (m) => m.FileExchangePage,
          { protect: true },
        ),
      },

      // The jobs board (spec 04): /jobs/new … /jobs/{id}/{tab}/{preliminary}.
      // The recommender's letter upload: open to anonymous visitors holding the e-mailed link.

      // Monitoring (issue 11).

      // Author claiming (spec 04 §2): for oneself (logged in) or, with an attorney token, for a recommender (anyone).

      ...ontologyRoutes,
      ...jobsRoutes,
      ...monitoringRoutes,
      ...claimsRoutes,
      ...panelsRoutes,
      {
        path: '*',
        ...page(
          () => import('../pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
