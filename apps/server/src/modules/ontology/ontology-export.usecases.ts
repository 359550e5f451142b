import { setImmediate as nextTurn } from 'node:timers/promises';
import type { OntologyExportFormat } from '@sciscope/contracts';
import { exportSkos } from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { createOntologyExportRepository } from './ontology-export.repository';

export interface OntologyExportFile {
  fileName: string;
  contentType: string;
  /** The document in chunks of a few hundred concepts, the event loop free between them. */
  chunks: AsyncGenerator<string>;
  conceptCount: number;
}

const FILE_TYPES: Record<OntologyExportFormat, { extension: string; contentType: string }> = {
  turtle: { extension: 'ttl', contentType: 'text/turtle; charset=utf-8' },
  rdfxml: { extension: 'rdf', contentType: 'application/rdf+xml; charset=utf-8' },
};

/**
 * The whole ontology (live concepts) as SKOS, for the download route and the command line.
 * Concept IRIs are `<publicUrl>/ontology/concept/<id>`, the scheme `<publicUrl>/ontology`;
 * what SKOS cannot say (basic, ambiguity, composites) is in the sciscope namespace
 * (`SCISCOPE_NS`, see skos-export.ts), so the file re-imports to the same concepts and literals.
 */
export async function exportOntology({
  db,
  access,
  actor,
  format,
  publicUrl,
  now = new Date(),
}: {
  db: Db;
  access: AccessRepository;
  actor: Actor;
  format: OntologyExportFormat;
  publicUrl: string;
  now?: Date;
}): Promise<OntologyExportFile> {
  await requireAccess({ access, user: actor, permission: 'ontology.export' });
  const concepts = await createOntologyExportRepository({ db }).liveConcepts();
  const base = publicUrl.replace(/\/+$/, '');
  const { extension, contentType } = FILE_TYPES[format];
  async function* chunks(): AsyncGenerator<string> {
    for (const chunk of exportSkos({
      concepts,
      format,
      conceptBase: `${base}/ontology/concept/`,
      schemeIri: `${base}/ontology`,
      schemeTitle: `sciscope ontology, exported ${now.toISOString()}`,
      // About 100 concepts (a few milliseconds of work) between two turns of the event loop.
      chunkSize: 100,
    })) {
      yield chunk;
      await nextTurn();
    }
  }
  return {
    fileName: `sciscope-ontology-${now.toISOString().slice(0, 10)}.${extension}`,
    contentType,
    chunks: chunks(),
    conceptCount: concepts.length,
  };
}
