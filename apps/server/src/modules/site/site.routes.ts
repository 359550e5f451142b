import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import type { RouteDeps } from '../../app/routes.types';
import { getSiteInfo } from './site.usecases';

/** `/api/site`: who runs this instance, for the footer and the privacy page. Public. */
export async function registerSiteRoutes(app: FastifyInstance, { access, config }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Fixed until the server restarts (the settings are read at start), so the answer is built once.
  const info = getSiteInfo({ site: config.site });

  r.get(
    '/api/site',
    {
      schema: {
        summary: 'Who runs this instance, for the footer and the privacy page',
        response: { 200: siteInfoSchema },
      },
    },
    async (request) => {
      await requireAccess({ access, user: request.user, permission: 'site.read' });
      return info;
    },
  );
}
