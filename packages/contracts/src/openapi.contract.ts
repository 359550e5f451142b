import { z } from 'zod';

/** An operation of the OpenAPI description, as far as readers of it rely on. */
export const openApiOperationSchema = z.looseObject({
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  /** Alternatives of security requirements, e.g. `[{ sessionCookie: [] }]`; absent = the document's default. */
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/**
 * `GET /api/docs`: the OpenAPI 3 document of every route (generated from these contracts). Only
 * the parts the web app reads are checked; everything else passes through.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
