import { z } from 'zod';

/**
 * The export of the whole ontology as SKOS (`GET /api/ontology/export`, `sciscope export
 * ontology`): Turtle or RDF/XML, chosen by the caller. Ontology moderators and superusers.
 */
export const ONTOLOGY_EXPORT_FORMATS = ['turtle', 'rdfxml'] as const;
export type OntologyExportFormat = (typeof ONTOLOGY_EXPORT_FORMATS)[number];

export const ontologyExportQuerySchema = z.object({
  /** Default Turtle. */
  format: z.enum(ONTOLOGY_EXPORT_FORMATS, { message: "Format must be 'turtle' or 'rdfxml'." }).default('turtle'),
});
export type OntologyExportQuery = z.infer<typeof ontologyExportQuerySchema>;
