import {
  AUTOCOMPLETE_CONCEPT_LABEL_LENGTH,
  AUTOCOMPLETE_LABEL_LENGTH,
  AUTOCOMPLETE_MAX_QUERY_LENGTH,
  AUTOCOMPLETE_MAX_RESULTS,
  AUTOCOMPLETE_MIN_QUERY_LENGTH,
  cutLabel,
} from '@sciscope/contracts';

/** Suggestion labels: 65 characters, 70 in the concept search (spec 01 section 9). */
export function suggestionLabel(label: string, { conceptSearch }: { conceptSearch: boolean }): string {
  return cutLabel(label, conceptSearch ? AUTOCOMPLETE_CONCEPT_LABEL_LENGTH : AUTOCOMPLETE_LABEL_LENGTH);
}

/** At most 10 suggestions are displayed, whatever the server sends. */
export function visibleSuggestions<T>(results: readonly T[]): T[] {
  return results.slice(0, AUTOCOMPLETE_MAX_RESULTS);
}

/**
 * Autocomplete starts at 2 characters (spaces around do not count) and stops past the 200 the
 * server accepts: a longer text is a query to run, not a name to complete, and asking would only
 * answer 400.
 */
export function isAutocompleteQuery(text: string): boolean {
  const { length } = text.trim();
  return length >= AUTOCOMPLETE_MIN_QUERY_LENGTH && length <= AUTOCOMPLETE_MAX_QUERY_LENGTH;
}
