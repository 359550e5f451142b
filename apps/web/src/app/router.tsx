import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ShellLayout } from '../components/layout/shell-layout';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RouteErrorPage } from '../pages/route-error-page';

/*
 * Every page is its own chunk, loaded when its route is first visited. `page()` wraps the
 * protected ones in the authentication gate of spec 01 section 4.
 */

type PageModule = Record<string, unknown>;

function page<M extends PageModule>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { protect = false }: { protect?: boolean } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = pick(await load());
      return {
        Component: protect
          ? () => (
              <RequireAuth>
                <Page />
              </RequireAuth>
            )
          : Page,
      };
    },
  };
}

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
        path: 'accounts/register',
        ...page(
          () => import('../pages/accounts/register-page'),
          (m) => m.RegisterPage,
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
        path: 'panel-composer',
        ...page(
          () => import('../pages/panels/panels-page'),
          (m) => m.PanelsPage,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id',
        ...page(
          () => import('../pages/panels/panel-page'),
          (m) => m.PanelPage,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/compositions',
        ...page(
          () => import('../pages/panels/compositions-page'),
          (m) => m.CompositionsPage,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/compositions/:compositionId/members',
        ...page(
          () => import('../pages/panels/composition-people-page'),
          (m) => () => <m.CompositionPeoplePage list="members" />,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/compositions/:compositionId/candidates',
        ...page(
          () => import('../pages/panels/composition-people-page'),
          (m) => () => <m.CompositionPeoplePage list="candidates" />,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/compositions/:compositionId/coverage',
        ...page(
          () => import('../pages/panels/coverage-page'),
          (m) => m.CoveragePage,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/compositions/:compositionId/assignment',
        ...page(
          () => import('../pages/panels/assignment-page'),
          (m) => m.AssignmentPage,
          { protect: true },
        ),
      },
      {
        path: 'panel-composer/:id/subpanels/:subpanelCode/documents',
        ...page(
          () => import('../pages/panels/subpanel-documents-page'),
          (m) => m.SubpanelDocumentsPage,
          { protect: true },
        ),
      },
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
        path: 'semantic-jobs',
        ...page(
          () => import('../pages/jobs/semantic-jobs-page'),
          (m) => m.SemanticJobsPage,
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
      {
        path: 'author/:authorIdSlug',
        ...page(
          () => import('../pages/author-page'),
          (m) => m.AuthorPage,
        ),
      },
      {
        path: 'ontology/concepts',
        ...page(
          () => import('../pages/ontology/concepts-page'),
          (m) => m.ConceptsPage,
        ),
      },
      {
        path: 'ontology/concept/new/:name?',
        ...page(
          () => import('../pages/ontology/new-concept-page'),
          (m) => m.NewConceptPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/concept/edit/:id',
        ...page(
          () => import('../pages/ontology/concept-page'),
          (m) => m.EditConceptPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/concept/log/:id',
        ...page(
          () => import('../pages/ontology/concept-log-page'),
          (m) => m.ConceptLogPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/concept/:idSlug',
        ...page(
          () => import('../pages/ontology/concept-page'),
          (m) => m.ConceptPage,
        ),
      },
      {
        path: 'ontology/log',
        ...page(
          () => import('../pages/ontology/ontology-log-page'),
          (m) => m.OntologyLogPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/rescan-queue',
        ...page(
          () => import('../pages/ontology/rescan-queue-page'),
          (m) => m.RescanQueuePage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/curation',
        ...page(
          () => import('../pages/ontology/curation-page'),
          (m) => m.CurationPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/help',
        ...page(
          () => import('../pages/ontology/ontology-help-page'),
          (m) => m.OntologyHelpPage,
        ),
      },
      // Possible concepts and import from a list (issue 12).
      {
        path: 'ontology/possible-concepts/:id?',
        ...page(
          () => import('../pages/ontology/possible-concepts-page'),
          (m) => m.PossibleConceptsPage,
          { protect: true },
        ),
      },
      {
        path: 'ontology/import',
        ...page(
          () => import('../pages/ontology/import-list-page'),
          (m) => m.ImportListPage,
          { protect: true },
        ),
      },
      {
        path: 'article/:id/possible-concepts',
        ...page(
          () => import('../pages/ontology/doc-possible-concepts-page'),
          (m) => () => <m.DocPossibleConceptsPage kind="article" />,
          { protect: true },
        ),
      },
      {
        path: 'proposal/:id/possible-concepts',
        ...page(
          () => import('../pages/ontology/doc-possible-concepts-page'),
          (m) => () => <m.DocPossibleConceptsPage kind="proposal" />,
          { protect: true },
        ),
      },
      {
        path: 'graphiql',
        ...page(
          () => import('../pages/graphiql-page'),
          (m) => m.GraphiqlPage,
          { protect: true },
        ),
      },
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
      {
        path: 'jobs/new',
        ...page(
          () => import('../pages/jobs/vacancy-form-page'),
          (m) => m.VacancyFormPage,
          { protect: true },
        ),
      },
      {
        path: 'jobs/edit/:id',
        ...page(
          () => import('../pages/jobs/vacancy-form-page'),
          (m) => m.VacancyFormPage,
          { protect: true },
        ),
      },
      {
        path: 'jobs/:id',
        ...page(
          () => import('../pages/jobs/vacancy-page'),
          (m) => m.VacancyPage,
        ),
      },
      {
        path: 'jobs/:id/apply',
        ...page(
          () => import('../pages/jobs/apply-page'),
          (m) => m.ApplyPage,
          { protect: true },
        ),
      },
      {
        path: 'jobs/:id/applications/edit/:applicationId',
        ...page(
          () => import('../pages/jobs/apply-page'),
          (m) => m.ApplyPage,
          { protect: true },
        ),
      },
      {
        path: 'jobs/:jobId/applicant/:applicationId',
        ...page(
          () => import('../pages/jobs/applicant-page'),
          (m) => m.ApplicantPage,
          { protect: true },
        ),
      },
      {
        path: 'jobs/:id/:tab/:preliminary?',
        ...page(
          () => import('../pages/jobs/review-page'),
          (m) => m.ReviewPage,
          { protect: true },
        ),
      },
      // The recommender's letter upload: open to anonymous visitors holding the e-mailed link.
      {
        path: 'jobs/recommendation/:advisorId',
        ...page(
          () => import('../pages/jobs/recommendation-page'),
          (m) => m.RecommendationPage,
        ),
      },

      // Monitoring (issue 11).
      {
        path: 'monitoring',
        ...page(
          () => import('../pages/monitoring/monitoring-page'),
          (m) => m.NewMonitoringPage,
        ),
      },
      {
        path: 'monitoring/help',
        ...page(
          () => import('../pages/monitoring/monitoring-help-page'),
          (m) => m.MonitoringHelpPage,
        ),
      },
      {
        path: 'monitoring/:id',
        ...page(
          () => import('../pages/monitoring/monitoring-page'),
          (m) => m.SavedMonitoringPage,
          { protect: true },
        ),
      },
      {
        path: 'saved-monitorings',
        ...page(
          () => import('../pages/monitoring/saved-monitorings-page'),
          (m) => m.SavedMonitoringsPage,
          { protect: true },
        ),
      },
      {
        path: 'monitorings',
        ...page(
          () => import('../pages/monitoring/monitorings-product-page'),
          (m) => m.MonitoringsProductPage,
        ),
      },
      {
        path: 'monitoring-digest/unsubscribe',
        ...page(
          () => import('../pages/monitoring/monitoring-unsubscribe-page'),
          (m) => m.MonitoringUnsubscribePage,
        ),
      },

      // Author claiming (spec 04 §2): for oneself (logged in) or, with an attorney token, for a recommender (anyone).
      {
        path: 'find-authors',
        ...page(
          () => import('../pages/claims/find-authors-page'),
          (m) => m.FindAuthorsPage,
          { protect: true },
        ),
      },
      {
        path: 'find-authors/:token',
        ...page(
          () => import('../pages/claims/find-authors-page'),
          (m) => m.FindAuthorsPage,
        ),
      },
      {
        path: 'claim-publications',
        ...page(
          () => import('../pages/claims/claim-publications-page'),
          (m) => m.ClaimPublicationsPage,
          { protect: true },
        ),
      },
      {
        path: 'claim-publications/:token',
        ...page(
          () => import('../pages/claims/claim-publications-page'),
          (m) => m.ClaimPublicationsPage,
        ),
      },
      {
        path: 'edit-recommender-profile/:token',
        ...page(
          () => import('../pages/claims/edit-recommender-profile-page'),
          (m) => m.EditRecommenderProfilePage,
        ),
      },
      {
        path: 'accounts/dashboard',
        ...page(
          () => import('../pages/accounts/dashboard-page'),
          (m) => m.DashboardPage,
          { protect: true },
        ),
      },
      {
        path: 'superadmin/claims',
        ...page(
          () => import('../pages/admin/claims-moderation-page'),
          (m) => m.ClaimsModerationPage,
          { protect: true },
        ),
      },
      {
        path: 'superadmin/recommenders',
        ...page(
          () => import('../pages/admin/recommenders-page'),
          (m) => m.RecommendersPage,
          { protect: true },
        ),
      },

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
