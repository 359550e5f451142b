import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import type { RouteDeps } from '../../app/routes.types';
import { getSiteInfo } from './site.usecases';

/** `/api/site`: who runs this instance, for the footer and the privacy page. Public. */
export async function registerSiteRoutes(app: FastifyInstance, { access, config }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Fixed until the server restarts (the settings are read at start), so the answers are built
  // once: one for guests, one for signed-in users (who may be told the superuser's address).
  const mail = { mailFrom: config.mail.from, adminEmail: config.adminEmail };
  const forGuests = getSiteInfo({ site: config.site, mail, signedIn: false });
  const forUsers = getSiteInfo({ site: config.site, mail, signedIn: true });

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
      return request.user ? forUsers : forGuests;
    },
  );
}
