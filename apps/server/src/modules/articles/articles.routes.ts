import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleForPopoverResponseSchema, articleIdParamsSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { createArticlesRepository } from './articles.repository';
import { getArticleForPopover } from './articles.usecases';

/** `/api/articles/…`: single articles. Lists of articles come with the endpoints that list them. */
export async function registerArticlesRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const articles = createArticlesRepository({ db });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/articles/:id/for-popover',
    {
      schema: {
        summary: 'An article as its popover shows it',
        params: articleIdParamsSchema,
        response: { 200: articleForPopoverResponseSchema },
      },
    },
    async (request) => getArticleForPopover({ articles, access, user: request.user, articleId: request.params.id }),
  );
}
