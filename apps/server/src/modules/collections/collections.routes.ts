import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleLabelsQuerySchema,
  articleLabelsResponseSchema,
  collectionArticleIdsSchema,
  collectionArticlesChangeResponseSchema,
  collectionArticlesQuerySchema,
  collectionArticlesResponseSchema,
  collectionExportQuerySchema,
  collectionInputSchema,
  collectionResponseSchema,
  collectionsListResponseSchema,
  collectionUpdateSchema,
  idParamSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createArticlesRepository } from '../articles/articles.repository';
import {
  addCollectionArticles,
  labelsOfArticles,
  listCollectionArticles,
  removeCollectionArticles,
} from './collection-articles.usecases';
import { exportCollection } from './collections-export.usecases';
import { createCollectionsRepository } from './collections.repository';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  updateCollection,
} from './collections.usecases';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['collections'];
const security = LOGIN_SECURITY;

/** `/api/collections/…`: labels and collections (see collections.usecases.ts for who may do what). */
export async function registerCollectionsRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const collections = createCollectionsRepository({ db });
  const articles = createArticlesRepository({ db });
  const readGate = accessGate({ access, permission: 'collections.read' });
  const editGate = accessGate({ access, permission: 'collections.edit' });
  const manageGate = accessGate({ access, permission: 'collections.manage' });
  const deps = (user: Actor) => ({ collections, access, user });

  r.get(
    '/api/collections',
    {
      ...readGate,
      schema: {
        tags,
        security,
        summary: 'The labels the caller owns, then those shared with their organizations',
        response: { 200: collectionsListResponseSchema },
      },
    },
    async (request) => listCollections(deps(request.user)),
  );

  r.post(
    '/api/collections',
    {
      ...manageGate,
      schema: {
        tags,
        security,
        summary: 'Create a label (can_manage_collections)',
        body: collectionInputSchema,
        response: { 201: collectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCollection({ ...deps(request.user), input: request.body })),
  );

  // Registered before `/:id`; Fastify prefers the static segment anyway.
  r.get(
    '/api/collections/article-labels',
    {
      ...readGate,
      schema: {
        tags,
        security,
        summary: 'The labels the caller reads each of these articles in (chips on result lists)',
        querystring: articleLabelsQuerySchema,
        response: { 200: articleLabelsResponseSchema },
      },
    },
    async (request) => labelsOfArticles({ ...deps(request.user), articleIds: request.query.articleIds }),
  );

  r.get(
    '/api/collections/:id',
    {
      ...readGate,
      schema: {
        tags,
        security,
        summary: 'One label',
        params: idParamSchema,
        response: { 200: collectionResponseSchema },
      },
    },
    async (request) => getCollection({ ...deps(request.user), labelId: request.params.id }),
  );

  r.put(
    '/api/collections/:id',
    {
      ...manageGate,
      schema: {
        tags,
        security,
        summary: 'Rename, recolour, share or unshare a label (its owner)',
        params: idParamSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionResponseSchema },
      },
    },
    async (request) => updateCollection({ ...deps(request.user), labelId: request.params.id, changes: request.body }),
  );

  r.delete(
    '/api/collections/:id',
    {
      ...manageGate,
      schema: { tags, security, summary: 'Delete a label (its owner)', params: idParamSchema },
    },
    async (request, reply) => {
      await deleteCollection({ ...deps(request.user), labelId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/collections/:id/articles',
    {
      ...readGate,
      schema: {
        tags,
        security,
        summary: "A page of a label's articles (50), the latest added first",
        params: idParamSchema,
        querystring: collectionArticlesQuerySchema,
        response: { 200: collectionArticlesResponseSchema },
      },
    },
    async (request) =>
      listCollectionArticles({
        ...deps(request.user),
        articles,
        labelId: request.params.id,
        page: request.query.page,
      }),
  );

  r.post(
    '/api/collections/:id/articles',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Add articles to a label (several at once; those already in it are skipped)',
        params: idParamSchema,
        body: collectionArticleIdsSchema,
        response: { 200: collectionArticlesChangeResponseSchema },
      },
    },
    async (request) =>
      addCollectionArticles({
        ...deps(request.user),
        labelId: request.params.id,
        articleIds: request.body.articleIds,
      }),
  );

  r.post(
    '/api/collections/:id/articles/remove',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Remove articles from a label (several at once; those not in it are ignored)',
        params: idParamSchema,
        body: collectionArticleIdsSchema,
        response: { 200: collectionArticlesChangeResponseSchema },
      },
    },
    async (request) =>
      removeCollectionArticles({
        ...deps(request.user),
        labelId: request.params.id,
        articleIds: request.body.articleIds,
      }),
  );

  r.get(
    '/api/collections/:id/export',
    {
      ...readGate,
      schema: {
        tags,
        security,
        summary: "A label's articles as BibTeX or CSV (a download)",
        params: idParamSchema,
        querystring: collectionExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportCollection({
        ...deps(request.user),
        labelId: request.params.id,
        format: request.query.format,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
