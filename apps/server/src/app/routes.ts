import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import { dataLoadStatus } from './data-loading';
import { registerCsrfHook } from './auth/csrf.hook';
import { registerSessionHook } from './auth/session.hook';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerOrgAdminRoutes } from '../modules/admin/orgadmin.routes';
import { registerActionsLogRoutes } from '../modules/actions-log/actions-log.routes';
import { registerArticlesRoutes } from '../modules/articles/articles.routes';
import { registerAuthorsRoutes } from '../modules/authors/authors.routes';
import { registerSearchRoutes } from '../modules/search/search.routes';
import { registerAutocompleteRoutes } from '../modules/autocomplete/autocomplete.routes';
import { registerProfileRoutes } from '../modules/profile/profile.routes';
import { registerIntegrationsRoutes } from '../modules/integrations/integrations.routes';

export interface RouteDeps {
  config: AppConfig;
  db: Db;
}

/** Registers every feature's routes. Each feature's routes only do HTTP; rules live in use cases. */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  // Before every feature route: CSRF check on state-changing API calls, then the session.
  registerCsrfHook(app);
  registerSessionHook(app, deps);
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/status', async () => ({ dataLoad: dataLoadStatus }));
  await registerAuthRoutes(app, deps);
  await registerAdminRoutes(app, deps);
  await registerOrgAdminRoutes(app, deps);
  await registerActionsLogRoutes(app, deps);
  await registerArticlesRoutes(app, deps);
  await registerAuthorsRoutes(app, deps);
  await registerSearchRoutes(app, deps);
  await registerAutocompleteRoutes(app, deps);
  await registerProfileRoutes(app, deps);
  await registerIntegrationsRoutes(app, deps);
}
