import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorArticlesQuerySchema, authorIdParamsSchema, setGenderQuerySchema } from '@sciscope/contracts';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { authorArticlesRead, authorConceptsRead, authorFullRead, authorShortRead } from './authors.reads';
import { createAuthorsRepository } from './authors.repository';
import { setAuthorGender } from './authors.usecases';

/**
 * `/api/authors/{id}/…`: the author page (full, further article pages, concepts) and hover
 * cards, answered by the read workers (responses checked against the contracts' schemas, which
 * the routes declare for the OpenAPI description; the serialised bodies go out as they are),
 * and the manual gender, written here.
 */
export async function registerAuthorsRoutes(app: FastifyInstance, { db, access, reads }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authors = createAuthorsRepository({ db });

  r.get(
    '/api/authors/:id/full',
    {
      schema: {
        summary: 'The author page: metrics, top concepts, affiliations and the first page of articles',
        params: authorIdParamsSchema,
        querystring: authorArticlesQuerySchema,
        response: { 200: authorFullRead.response },
      },
    },
    async (request, reply) => {
      const { sort, concepts, offset } = request.query;
      const args = { user: request.user, authorId: request.params.id, options: { sort, concepts, offset } };
      return sendJsonBody(reply, await reads.run(authorFullRead, args));
    },
  );

  r.get(
    '/api/authors/:id/articles',
    {
      schema: {
        summary: 'A further page of an author’s articles, sorted and filtered by concepts',
        params: authorIdParamsSchema,
        querystring: authorArticlesQuerySchema,
        response: { 200: authorArticlesRead.response },
      },
    },
    async (request, reply) => {
      const { sort, concepts, offset } = request.query;
      const args = { user: request.user, authorId: request.params.id, options: { sort, concepts, offset } };
      return sendJsonBody(reply, await reads.run(authorArticlesRead, args));
    },
  );

  r.get(
    '/api/authors/:id/concepts',
    {
      schema: {
        summary: 'Every concept of an author with its summed tf-idf and article count',
        params: authorIdParamsSchema,
        response: { 200: authorConceptsRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await reads.run(authorConceptsRead, { user: request.user, authorId: request.params.id })),
  );

  r.get(
    '/api/authors/:id/short',
    {
      schema: {
        summary: 'An author’s hover card',
        params: authorIdParamsSchema,
        response: { 200: authorShortRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await reads.run(authorShortRead, { user: request.user, authorId: request.params.id })),
  );

  r.put(
    '/api/authors/:id/set-gender/',
    {
      schema: {
        summary: 'Set an author’s manual gender (holders of the gender quota)',
        params: authorIdParamsSchema,
        querystring: setGenderQuerySchema,
      },
    },
    async (request, reply) => {
      await setAuthorGender({
        authors,
        access,
        user: request.user,
        authorId: request.params.id,
        gender: request.query.gender,
      });
      return reply.status(204).send();
    },
  );
}
