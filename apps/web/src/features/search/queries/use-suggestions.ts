import { isAutocompleteQuery } from '@sciscope/contracts';
import type { ConceptSuggestion, Suggestion } from '@sciscope/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchConceptSuggestions, fetchSearchInputSuggestions } from '../api/search-api';
import { rememberConceptNames } from '../../concepts/queries/concept-names';
import { searchKeys } from './search-keys';

/** Autocomplete waits this long after the last keystroke (spec 01 section 5). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

/** What the search box offers: concepts for a `#` lookup, everything otherwise. */
export type SuggestionSource = 'concepts' | 'all';

export interface SuggestionsResult {
  source: SuggestionSource;
  suggestions: Array<Suggestion | ConceptSuggestion>;
  /**
   * The answer for the text as typed is not in yet (the debounce is running or the request is
   * under way): an empty list then means 'still looking', not 'nothing found'.
   */
  pending: boolean;
}

/**
 * Suggestions for `text`, asked 250 ms after it stops changing and only from 2 characters.
 * `enabled: false` asks nothing (the dropdown is closed). Answers are kept as the spec's
 * 100-entry cache (`bindSuggestionCache`); concept names in them are remembered for badges.
 */
export function useSuggestions({
  text,
  source,
  enabled,
}: {
  text: string;
  source: SuggestionSource;
  enabled: boolean;
}): SuggestionsResult {
  const query = text.trim();
  const [debounced] = useDebouncedValue(`${source}\u0000${query}`, AUTOCOMPLETE_DEBOUNCE_MS);
  const [debouncedSource, debouncedQuery = ''] = debounced.split('\u0000') as [SuggestionSource, string?];
  const active = enabled && isAutocompleteQuery(debouncedQuery);

  const concepts = useQuery({
    queryKey: searchKeys.conceptSuggestions(debouncedQuery),
    queryFn: async ({ signal, client }) => {
      const results = await fetchConceptSuggestions(debouncedQuery, signal);
      rememberConceptNames(
        client,
        results.map((result) => ({ conceptId: result.id, name: result.value })),
      );
      return results;
    },
    enabled: active && debouncedSource === 'concepts',
    placeholderData: keepPreviousData,
  });
  const all = useQuery({
    queryKey: searchKeys.inputSuggestions(debouncedQuery),
    queryFn: async ({ signal, client }) => {
      const results = await fetchSearchInputSuggestions(debouncedQuery, signal);
      const named = results.filter((result) => result.type === 'concept');
      rememberConceptNames(
        client,
        named.map((result) => ({ conceptId: result.id, name: result.value })),
      );
      return results;
    },
    enabled: active && debouncedSource === 'all',
    placeholderData: keepPreviousData,
  });

  // While the text changes the previous answer stays, so the list does not flicker.
  if (!enabled || !isAutocompleteQuery(query)) return { source, suggestions: [], pending: false };
  if (debouncedSource !== source) return { source, suggestions: [], pending: true };
  const current = source === 'concepts' ? concepts : all;
  const pending = debouncedQuery !== query || current.isFetching || current.isPlaceholderData;
  return { source, suggestions: current.data ?? [], pending };
}

/**
 * What a concept lookup's empty list says: nothing under 2 characters, 'Searching…' while the
 * answer for the text as typed is not in (a slow answer no longer reads as 'No concept found'
 * first), then 'No concept found'.
 */
export function conceptLookupEmptyText(text: string, pending: boolean): string | undefined {
  if (!isAutocompleteQuery(text.trim())) return undefined;
  return pending ? 'Searching…' : 'No concept found';
}
