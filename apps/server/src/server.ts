import type { FastifyInstance } from 'fastify';
import { createAccessRepository } from './app/access.repository';
import { createHttpApp, type HttpAppDeps } from './app/http-app';
import { createInProcessReads, type ReadExecutor } from './app/reads/read-executor';
import type { RegisterRoutes, RouteDeps } from './app/routes.types';
import { registerWebApp } from './app/web-app';
import { registerActionsLogRoutes } from './modules/actions-log/actions-log.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerOrgAdminRoutes } from './modules/admin/orgadmin.routes';
import { registerArticlesRoutes } from './modules/articles/articles.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerAuthorsRoutes } from './modules/authors/authors.routes';
import { registerAuthorsGroupsRoutes } from './modules/authors-groups/authors-groups.routes';
import { authorsGroupsSource } from './modules/authors-groups/authors-groups.source';
import { registerAutocompleteRoutes } from './modules/autocomplete/autocomplete.routes';
import { folderAccessSource } from './modules/folders/folder-access.source';
import { registerFoldersRoutes } from './modules/folders/folders.routes';
import { proposalRefDocSource } from './modules/folders/proposal-ref-doc.source';
import { registerProposalsRoutes } from './modules/folders/proposals.routes';
import { refereeMarksSource } from './modules/folders/referee-marks.source';
import { registerRefereeMarksRoutes } from './modules/folders/referee-marks.routes';
import { registerIntegrationsRoutes } from './modules/integrations/integrations.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { savedSearchRefDocSource } from './modules/saved-searches/saved-search.ref-doc';
import { registerSavedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { createRefereesRoutes } from './modules/referees/referees.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerSiteRoutes } from './modules/site/site.routes';
import { registerStatusRoutes } from './modules/status/status.routes';
import { registerTasksRoutes } from './modules/tasks/tasks.routes';
import { registerOntologyExportRoutes } from './modules/ontology/ontology-export.routes';
import { registerFileExchangeRoutes } from './modules/file-exchange/file-exchange.routes';
import { registerCollectionsRoutes } from './modules/collections/collections.routes';
import { registerMonitoringRoutes } from './modules/monitoring/monitoring.routes';
import { READ_OPERATIONS } from './read-registry';
import { createPanelsRoutes, panelPeoplePort } from './modules/panels/panels.routes';
import { registerJobPostingsRoutes } from './modules/job-postings/job-postings.routes';
import { vacancyRefDocSource } from './modules/job-postings/vacancy-ref-doc.source';
import { registerOntologyRoutes } from './modules/ontology/ontology.routes';
import { registerOntologyModerationRoutes } from './modules/ontology/ontology-moderation.routes';
import { registerPossibleConceptsRoutes } from './modules/ontology/possible-concepts.routes';
import { registerGraphqlRoutes } from './modules/graphql/graphql.routes';
import { registerClaimsRoutes } from './modules/claims/claims.routes';
import { registerClaimsAdminRoutes } from './modules/claims/claims-admin.routes';

/**
 * The composition root: the one place that knows every module. `app/` is the infrastructure
 * the modules use and imports none of them; modules never import this file.
 */

/** Every feature's routes, in registration order. A new module adds its line here. */
const MODULE_ROUTES: readonly RegisterRoutes[] = [
  registerAuthRoutes,
  registerAdminRoutes,
  registerOrgAdminRoutes,
  registerActionsLogRoutes,
  registerArticlesRoutes,
  registerAuthorsRoutes,
  registerSearchRoutes,
  registerAutocompleteRoutes,
  registerStatusRoutes,
  registerTasksRoutes,
  registerSiteRoutes,
  registerProfileRoutes,
  registerIntegrationsRoutes,
  registerFoldersRoutes,
  registerProposalsRoutes,
  registerRefereeMarksRoutes,
  registerAuthorsGroupsRoutes,
  registerSavedSearchesRoutes,
  // The referee finder ranks the documents of the other modules through its ports.
  createRefereesRoutes({
    sources: [proposalRefDocSource, savedSearchRefDocSource, vacancyRefDocSource],
    authorsGroups: authorsGroupsSource,
    folderAccess: folderAccessSource,
    marks: refereeMarksSource,
    panels: panelPeoplePort({ sources: [proposalRefDocSource], authorsGroups: authorsGroupsSource }),
  }),
  registerOntologyExportRoutes,
  registerFileExchangeRoutes,
  registerCollectionsRoutes,
  // The panel composer scores proposals and articles with the referee finder's engine.
  createPanelsRoutes({ sources: [proposalRefDocSource], authorsGroups: authorsGroupsSource }),
  // The jobs board (vacancies are also a referee-finder document kind, above).
  registerJobPostingsRoutes,
  registerMonitoringRoutes,
  registerOntologyRoutes,
  registerOntologyModerationRoutes,
  registerGraphqlRoutes,
  registerClaimsRoutes,
  registerClaimsAdminRoutes,
  registerPossibleConceptsRoutes,
];

export interface AppDeps extends HttpAppDeps {
  /** Tells the task runner that a task was queued (no-op when the app runs without one, as in tests). */
  wakeTaskRunner?: () => void;
  /**
   * Answers the read operations (read-registry.ts): the read pool of main.ts; in-process on
   * `db` when not given (tests, benches that measure without workers).
   */
  reads?: ReadExecutor;
}

/** Builds the HTTP application (no listening): used by main.ts and by tests through `app.inject`. */
export async function buildApp({
  config,
  db,
  onRoute,
  wakeTaskRunner = () => {},
  reads = createInProcessReads({ db, operations: READ_OPERATIONS }),
}: AppDeps): Promise<FastifyInstance> {
  const app = await createHttpApp({ config, db, onRoute });
  const deps: RouteDeps = { config, db, access: createAccessRepository({ db }), wakeTaskRunner, reads };
  for (const register of MODULE_ROUTES) await register(app, deps);
  if (config.serveWeb) await registerWebApp(app, config);
  return app;
}
