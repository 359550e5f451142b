import { isAutocompleteQuery } from '@sciscope/contracts';
import type { Concept, CurationKind } from '@sciscope/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveEntry,
  decideCuration,
  fetchCategories,
  fetchConcept,
  fetchConceptLog,
  fetchConcepts,
  fetchConceptSuggestions,
  fetchCuration,
  fetchEvidence,
  fetchImpact,
  fetchOntologyLog,
  fetchRecommended,
  fetchRescanQueue,
  rejectEntry,
} from '../api/ontology-api';
import { ontologyKeys } from './ontology-keys';
import { refreshAfterCuration, refreshAfterReview } from './refresh-after-review';

/** Concept lookups start at 2 characters, 250 ms after typing stops (spec 02 section 9). */
export const CONCEPT_LOOKUP_MIN = 2;

export function useConcept(id: number | null) {
  return useQuery({
    queryKey: ontologyKeys.concept(id ?? 0),
    queryFn: ({ signal }) => fetchConcept(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * Whether the concept an address names does not exist: the address holds no concept id, the
 * server has no such concept, or it answered 'Concept doesn't exist.'. Every page of one
 * concept (its form, its edit page, its log) then shows that text (spec 02 section 8).
 */
export function isMissingConcept(
  id: number | null,
  concept: { data: Concept | null | undefined; error: unknown },
): boolean {
  return (
    id === null ||
    concept.data === null ||
    (concept.error as { code?: string } | null)?.code === 'ontology.concept_not_found'
  );
}

export function useConcepts(query: string, offset: number) {
  return useQuery({
    queryKey: ontologyKeys.concepts(query, offset),
    queryFn: ({ signal }) => fetchConcepts(query, offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConceptLog(id: number, enabled = true) {
  return useQuery({
    queryKey: ontologyKeys.conceptLog(id),
    queryFn: ({ signal }) => fetchConceptLog(id, signal),
    enabled,
  });
}

export function useOntologyLog(email: string, offset: number) {
  return useQuery({
    queryKey: ontologyKeys.log(email, offset),
    queryFn: ({ signal }) => fetchOntologyLog(email, offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useImpact(logId: number, enabled: boolean) {
  return useQuery({
    queryKey: ontologyKeys.impact(logId),
    queryFn: ({ signal }) => fetchImpact(logId, signal),
    enabled,
    retry: false,
  });
}

/** Concepts matching `text` (the # lookup, merge and relation pickers). */
export function useConceptSuggestions(text: string) {
  const [query] = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: ontologyKeys.suggestions(query),
    queryFn: ({ signal }) => fetchConceptSuggestions(query, signal),
    // Within the lengths the autocomplete takes (2–200 characters): a longer text asks nothing.
    enabled: isAutocompleteQuery(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRecommended(id: number | null) {
  return useQuery({
    queryKey: ontologyKeys.recommended(id ?? 0),
    queryFn: ({ signal }) => fetchRecommended(id!, signal),
    enabled: id !== null,
  });
}

export function useCategories() {
  return useQuery({ queryKey: ontologyKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });
}

export function useCuration(kind: CurationKind, offset: number) {
  return useQuery({
    queryKey: ontologyKeys.curation(kind, offset),
    queryFn: ({ signal }) => fetchCuration(kind, offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEvidence(kind: CurationKind, id: number, enabled: boolean) {
  return useQuery({
    queryKey: ontologyKeys.evidence(kind, id),
    queryFn: ({ signal }) => fetchEvidence(kind, id, signal),
    enabled,
  });
}

/** The rescan queue, polled every 2 s while articles wait or a task runs. */
export function useRescanQueue() {
  return useQuery({
    queryKey: ontologyKeys.rescanQueue(),
    queryFn: ({ signal }) => fetchRescanQueue(signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      const active = data && (data.queued > 0 || data.tasks.some((t) => t.state === 'queued' || t.state === 'running'));
      return active ? 2000 : false;
    },
  });
}

function useInvalidateOntology() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ontologyKeys.all });
}

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      decision === 'approve' ? approveEntry(id) : rejectEntry(id, reason ?? ''),
    onSuccess: (_result, { id }) => refreshAfterReview(queryClient, id),
  });
}

export function useCurationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, decision }: { kind: CurationKind; id: number; decision: 'accept' | 'dismiss' }) =>
      decideCuration(kind, id, decision),
    onSuccess: (_result, { kind, id }) => refreshAfterCuration(queryClient, kind, id),
  });
}

export { useInvalidateOntology };
