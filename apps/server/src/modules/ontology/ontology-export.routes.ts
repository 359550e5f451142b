import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ontologyExportQuerySchema } from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { exportOntology } from './ontology-export.usecases';

/** `GET /api/ontology/export?format=turtle|rdfxml`: the whole ontology as a SKOS file, streamed. */
export async function registerOntologyExportRoutes(app: FastifyInstance, { db, access, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/ontology/export',
    {
      ...accessGate({ access, permission: 'ontology.export' }),
      schema: {
        tags: ['ontology'],
        security: [{ sessionCookie: [] }],
        summary: 'The whole ontology as SKOS (Turtle or RDF/XML): ontology moderators and superusers',
        querystring: ontologyExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportOntology({
        db,
        access,
        actor: request.user,
        format: request.query.format,
        publicUrl: config.publicUrl,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(Readable.from(file.chunks));
    },
  );
}
