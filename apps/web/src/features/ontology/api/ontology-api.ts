import {
  autocompleteConceptsResponseSchema,
  categoriesResponseSchema,
  CONCEPT_MUTATION,
  CONCEPT_QUERY,
  conceptListResponseSchema,
  conceptMutationDataSchema,
  conceptQueryDataSchema,
  curationDecisionResponseSchema,
  curationEvidenceResponseSchema,
  curationResponseSchema,
  impactResponseSchema,
  LITERAL_CHECKS_QUERY,
  literalChecksDataSchema,
  MERGE_CONCEPT_MUTATION,
  mergeConceptDataSchema,
  MISSING_LITERALS_QUERY,
  missingLiteralsDataSchema,
  ONTOLOGY_LOGS_QUERY,
  ontologyLogResponseSchema,
  ontologyLogsDataSchema,
  RECOMMENDED_CONCEPTS_QUERY,
  recommendedConceptsDataSchema,
  rescanQueueResponseSchema,
  reviewResponseSchema,
  useAsParentResponseSchema,
  type CategoriesResponse,
  type ConceptListResponse,
  type ConceptResult,
  type ConceptSuggestion,
  type CurationEvidence,
  type CurationKind,
  type CurationResponse,
  type ImpactResponse,
  type LiteralChecksData,
  type LiteralInput,
  type OntologyLogResponse,
  type RescanQueueResponse,
  type ReviewResponse,
  type UseAsParentRequest,
  type UseAsParentResponse,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';
import { graphql } from './graphql-client';

/*
 * The ontology pages' calls (spec 02 section 7): GraphQL where the spec's calls table uses it
 * (the concept, its literals' checks, save/delete/restore/merge, missing literals, a concept's
 * log, recommended concepts), REST for the rest.
 */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `concept(id)`: null when there is no such concept. */
export async function fetchConcept(id: number, signal?: AbortSignal) {
  const data = await graphql(CONCEPT_QUERY, { id }, conceptQueryDataSchema, { signal, silent: true });
  return data.concept;
}

/** The form's re-check of its literals. */
export function checkLiterals(
  conceptId: number | null,
  literals: LiteralInput[],
  signal?: AbortSignal,
): Promise<LiteralChecksData> {
  return graphql(LITERAL_CHECKS_QUERY, { conceptId, literals }, literalChecksDataSchema, { signal, silent: true });
}

export interface ConceptSave {
  id: number | null;
  name?: string;
  literals?: LiteralInput[];
  basic?: boolean;
  deleted?: boolean;
  ontologyCategories?: string[];
  parentIds?: number[];
  childIds?: number[];
  relatedIds?: number[];
}

/** The `concept` mutation (save, suggest, delete, restore); silent: the form lists the errors. */
export async function saveConcept(save: ConceptSave): Promise<ConceptResult> {
  return (await graphql(CONCEPT_MUTATION, { ...save }, conceptMutationDataSchema, { silent: true })).concept;
}

export async function mergeConcept(id: number, targetId: number): Promise<ConceptResult> {
  return (await graphql(MERGE_CONCEPT_MUTATION, { id, targetId }, mergeConceptDataSchema, { silent: true }))
    .mergeConcept;
}

export async function fetchMissingLiterals(conceptId: number, destLiterals: LiteralInput[], literals: LiteralInput[]) {
  return (await graphql(MISSING_LITERALS_QUERY, { conceptId, destLiterals, literals }, missingLiteralsDataSchema))
    .missingLiterals;
}

export async function fetchConceptLog(conceptId: number, signal?: AbortSignal): Promise<OntologyLogResponse> {
  return (await graphql(ONTOLOGY_LOGS_QUERY, { conceptId, status: 'all' }, ontologyLogsDataSchema, { signal }))
    .ontologyLogs;
}

export async function fetchRecommended(conceptId: number, signal?: AbortSignal) {
  return (await graphql(RECOMMENDED_CONCEPTS_QUERY, { conceptId, topn: 50 }, recommendedConceptsDataSchema, { signal }))
    .recommendedConcepts;
}

/** GET /api/ontology/concepts?query=&offset= */
export function fetchConcepts(query: string, offset: number, signal?: AbortSignal): Promise<ConceptListResponse> {
  return api.get('/api/ontology/concepts', {
    query: { query, offset },
    schema: conceptListResponseSchema,
    ...signalOption(signal),
  });
}

/** GET /api/autocomplete/concepts?query= (the # lookup, merge and relation pickers). */
export async function fetchConceptSuggestions(query: string, signal?: AbortSignal): Promise<ConceptSuggestion[]> {
  const { results } = await api.get('/api/autocomplete/concepts', {
    query: { query },
    schema: autocompleteConceptsResponseSchema,
    ...signalOption(signal),
  });
  return results;
}

/** POST /api/ontology/use-as-parent-in-composite ('Construct'). */
export function constructWithParent(request: UseAsParentRequest): Promise<UseAsParentResponse> {
  return api.post('/api/ontology/use-as-parent-in-composite', request, {
    schema: useAsParentResponseSchema,
    silent: true,
  });
}

export function fetchCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return api.get('/api/ontology/categories', { schema: categoriesResponseSchema, ...signalOption(signal) });
}

/** GET /api/ontology/log?email=&offset= */
export function fetchOntologyLog(email: string, offset: number, signal?: AbortSignal): Promise<OntologyLogResponse> {
  return api.get('/api/ontology/log', {
    query: { email, offset },
    schema: ontologyLogResponseSchema,
    ...signalOption(signal),
  });
}

export function fetchImpact(logId: number, signal?: AbortSignal): Promise<ImpactResponse> {
  return api.get(`/api/ontology/log/${logId}/impact`, { schema: impactResponseSchema, ...signalOption(signal) });
}

export function approveEntry(logId: number): Promise<ReviewResponse> {
  return api.post(`/api/ontology/log/${logId}/approve`, undefined, { schema: reviewResponseSchema, silent: true });
}

export function rejectEntry(logId: number, reason: string): Promise<ReviewResponse> {
  return api.post(`/api/ontology/log/${logId}/reject`, { reason }, { schema: reviewResponseSchema, silent: true });
}

export function fetchCuration(kind: CurationKind, offset: number, signal?: AbortSignal): Promise<CurationResponse> {
  return api.get('/api/ontology/curation', {
    query: { kind, offset },
    schema: curationResponseSchema,
    ...signalOption(signal),
  });
}

export function fetchEvidence(kind: CurationKind, id: number, signal?: AbortSignal): Promise<CurationEvidence> {
  return api.get('/api/ontology/curation/evidence', {
    query: { kind, id },
    schema: curationEvidenceResponseSchema,
    ...signalOption(signal),
  });
}

export function decideCuration(kind: CurationKind, id: number, decision: 'accept' | 'dismiss') {
  return api.post(
    '/api/ontology/curation/decisions',
    { kind, id, decision },
    { schema: curationDecisionResponseSchema, silent: true },
  );
}

export function fetchRescanQueue(signal?: AbortSignal): Promise<RescanQueueResponse> {
  return api.get('/api/ontology/rescan-queue', { schema: rescanQueueResponseSchema, ...signalOption(signal) });
}
