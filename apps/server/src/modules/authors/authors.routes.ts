import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorArticlesQuerySchema,
  authorArticlesResponseSchema,
  authorConceptsResponseSchema,
  authorFullResponseSchema,
  authorIdParamsSchema,
  authorShortResponseSchema,
  setGenderQuerySchema,
} from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes';
import {
  getAuthorArticles,
  getAuthorConcepts,
  getAuthorFull,
  getAuthorShort,
  setAuthorGender,
} from './authors.usecases';

/** `/api/authors/{id}/…`: the author page (full, further article pages, concepts), hover cards and manual gender. */
export async function registerAuthorsRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/authors/:id/full',
    {
      schema: {
        params: authorIdParamsSchema,
        querystring: authorArticlesQuerySchema,
        response: { 200: authorFullResponseSchema },
      },
    },
    async (request) => {
      const { sort, concepts, offset } = request.query;
      return getAuthorFull({
        db,
        user: request.user,
        authorId: request.params.id,
        options: { sort, concepts, offset },
      });
    },
  );

  r.get(
    '/api/authors/:id/articles',
    {
      schema: {
        params: authorIdParamsSchema,
        querystring: authorArticlesQuerySchema,
        response: { 200: authorArticlesResponseSchema },
      },
    },
    async (request) => {
      const { sort, concepts, offset } = request.query;
      return getAuthorArticles({
        db,
        user: request.user,
        authorId: request.params.id,
        options: { sort, concepts, offset },
      });
    },
  );

  r.get(
    '/api/authors/:id/concepts',
    { schema: { params: authorIdParamsSchema, response: { 200: authorConceptsResponseSchema } } },
    async (request) => getAuthorConcepts({ db, authorId: request.params.id }),
  );

  r.get(
    '/api/authors/:id/short',
    { schema: { params: authorIdParamsSchema, response: { 200: authorShortResponseSchema } } },
    async (request) => getAuthorShort({ db, authorId: request.params.id }),
  );

  r.put(
    '/api/authors/:id/set-gender/',
    { schema: { params: authorIdParamsSchema, querystring: setGenderQuerySchema } },
    async (request, reply) => {
      await setAuthorGender({ db, user: request.user, authorId: request.params.id, gender: request.query.gender });
      return reply.status(204).send();
    },
  );
}
