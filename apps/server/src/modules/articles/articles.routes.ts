import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleForPopoverResponseSchema, articleIdParamsSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes';
import { getArticleForPopover } from './articles.usecases';

/** `/api/articles/…`: single articles. Lists of articles come with the endpoints that list them. */
export async function registerArticlesRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/articles/:id/for-popover',
      { schema: { params: articleIdParamsSchema, response: { 200: articleForPopoverResponseSchema } } },
      async (request) => getArticleForPopover({ db, articleId: request.params.id }),
    );
}
