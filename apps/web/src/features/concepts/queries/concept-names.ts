import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { limitQueries } from '../../../app/query-limit';
import { conceptKeys } from './concept-keys';

/*
 * Names of the concepts the app has seen (chosen suggestions, concepts of result articles),
 * kept as query data under `conceptKeys.name(id)`, so a badge restored from a URL
 * (`q=... c:123`) shows the concept's name: no call looks a concept up by id. Until its name
 * is seen a badge shows `c:123`.
 */

/** Names kept; far more than a page shows, small enough to never matter. */
export const CONCEPT_NAME_CAPACITY = 2000;

/**
 * Makes the client keep concept names for the whole visit, at most CONCEPT_NAME_CAPACITY of
 * them (the least recently used go first). Returns the function that stops the bound.
 */
export function bindConceptNameCache(queryClient: QueryClient): () => void {
  queryClient.setQueryDefaults(conceptKeys.names(), { staleTime: Infinity, gcTime: Infinity });
  return limitQueries(queryClient.getQueryCache(), { queryKey: conceptKeys.names(), max: CONCEPT_NAME_CAPACITY });
}

/** Writes the names of concepts into the cache; empty names and names already known are skipped. */
export function rememberConceptNames(
  queryClient: QueryClient,
  entries: Iterable<{ conceptId: number; name: string }>,
): void {
  for (const { conceptId, name } of entries) {
    const key = conceptKeys.name(conceptId);
    if (name === '' || queryClient.getQueryData<string>(key) === name) continue;
    queryClient.setQueryData<string>(key, name);
  }
}

/** What a badge shows for a concept: its name once known, else `c:{id}`. */
export function conceptBadgeLabel(name: string | undefined, conceptId: number): string {
  return name ?? `c:${conceptId}`;
}

/** The label of a concept badge, updated when its name is learnt. */
export function useConceptBadgeLabel(conceptId: number): string {
  // Never fetched: the data only ever comes from rememberConceptNames.
  const { data } = useQuery<string>({ queryKey: conceptKeys.name(conceptId), queryFn: skipToken });
  return conceptBadgeLabel(data, conceptId);
}
