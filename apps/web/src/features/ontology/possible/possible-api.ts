import {
  banPossibleLiteralsResponseSchema,
  conceptChangeResponseSchema,
  conceptListImportResponseSchema,
  conceptListParseResponseSchema,
  docPossibleSchema,
  docsBatchListResponseSchema,
  docsBatchSchema,
  hideBatchPossibleResponseSchema,
  startDocsBatchResponseSchema,
  taskSchema,
  type ConceptChangeResponse,
  type ConceptInput,
  type ConceptListImportResponse,
  type ConceptListInput,
  type ConceptListParseResponse,
  type DocPossible,
  type DocsBatch,
  type DocsBatchListResponse,
  type StartDocsBatch,
  type Task,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/* The calls of the possible-concepts pages and of 'Import from list' (spec 02 section 7). */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchDocsBatches(signal?: AbortSignal): Promise<DocsBatchListResponse> {
  return api.get('/api/ontology/docs-batches', { schema: docsBatchListResponseSchema, ...signalOption(signal) });
}

export function startDocsBatch(input: StartDocsBatch) {
  return api.post('/api/ontology/docs-batches', input, { schema: startDocsBatchResponseSchema, silent: true });
}

/** The `docsBatch` call: a page of 50, hidden ones with showHidden. */
export function fetchDocsBatch(
  id: number,
  showHidden: boolean,
  offset: number,
  signal?: AbortSignal,
): Promise<DocsBatch> {
  return api.get(`/api/ontology/docs-batches/${id}`, {
    query: { showHidden: String(showHidden), offset },
    schema: docsBatchSchema,
    ...signalOption(signal),
  });
}

/** `POST /api/ontology/hide-batch-possible-concepts` or `…/unhide-…` with the selection's names. */
export function setBatchHidden(docsBatchId: number, names: string[], hidden: boolean) {
  return api.post(
    `/api/ontology/${hidden ? 'hide' : 'unhide'}-batch-possible-concepts`,
    { docs_batch_id: docsBatchId, names },
    { schema: hideBatchPossibleResponseSchema },
  );
}

/** `banPossibleLiterals` ('Report False'). */
export function banPossibleLiterals(literals: string[]) {
  return api.post('/api/ontology/ban-possible-literals', { literals }, { schema: banPossibleLiteralsResponseSchema });
}

/** The `docPossible` call for an article or a proposal. */
export function fetchDocPossible(kind: 'article' | 'proposal', id: number, signal?: AbortSignal): Promise<DocPossible> {
  return api.get(`/api/ontology/${kind}s/${id}/possible-concepts`, {
    schema: docPossibleSchema,
    ...signalOption(signal),
  });
}

/** Creates a concept from possible concepts (one: created; several: merged); silent: the table shows the error. */
export function createFromPossible(
  docsBatchId: number | null,
  names: string[],
  concept: ConceptInput,
): Promise<ConceptChangeResponse> {
  return api.post(
    '/api/ontology/possible-concepts/create',
    { docs_batch_id: docsBatchId, names, concept },
    { schema: conceptChangeResponseSchema, silent: true },
  );
}

/** The list-parsing call (dry run). */
export function parseConceptList(input: ConceptListInput): Promise<ConceptListParseResponse> {
  return api.post('/api/ontology/import/parse', input, { schema: conceptListParseResponseSchema, silent: true });
}

export function importConceptList(input: ConceptListInput): Promise<ConceptListImportResponse> {
  return api.post('/api/ontology/import', input, { schema: conceptListImportResponseSchema, silent: true });
}

/** `GET /api/tasks/{id}`: a background task's progress. */
export function fetchTask(id: number, signal?: AbortSignal): Promise<Task> {
  return api.get(`/api/tasks/${id}`, { schema: taskSchema, ...signalOption(signal) });
}
