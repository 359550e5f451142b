import { fileURLToPath } from 'node:url';
import type { ReadOperation } from './app/reads/read-operation';
import { autocompleteConceptsRead, autocompleteSearchInputRead } from './modules/autocomplete/autocomplete.reads';
import {
  authorArticlesRead,
  authorConceptsRead,
  authorFullRead,
  authorShortRead,
} from './modules/authors/authors.reads';
import { searchPageRead } from './modules/search/search.reads';
import { monitoringCooccurrenceRead, monitoringQueryRead } from './modules/monitoring/monitoring.reads';
import {
  checkLiteralsRead,
  conceptImpactRead,
  curationEvidenceRead,
  literalsDfsRead,
} from './modules/ontology/ontology.reads';
import { findClaimArticlesRead } from './modules/claims/claims.reads';

/**
 * Every read operation the read workers answer (search, autocomplete, author pages): the one
 * place that wires modules into the read pool, used by the worker module and by the app.
 */
const OPERATIONS = [
  searchPageRead,
  autocompleteConceptsRead,
  autocompleteSearchInputRead,
  authorFullRead,
  authorArticlesRead,
  authorConceptsRead,
  authorShortRead,
  monitoringQueryRead,
  monitoringCooccurrenceRead,
  checkLiteralsRead,
  conceptImpactRead,
  curationEvidenceRead,
  literalsDfsRead,
  findClaimArticlesRead,
] as const;

/** The operations by name. */
export const READ_OPERATIONS: ReadonlyMap<string, ReadOperation<never, unknown>> = new Map(
  OPERATIONS.map((operation) => [operation.name, operation as ReadOperation<never, unknown>]),
);

/** Absolute path of the read worker module (for the read pool). */
export const READ_WORKER_ENTRY = fileURLToPath(new URL('./read-worker.ts', import.meta.url));
