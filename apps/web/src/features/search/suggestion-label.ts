import {
  AUTOCOMPLETE_CONCEPT_LABEL_LENGTH,
  AUTOCOMPLETE_LABEL_LENGTH,
  AUTOCOMPLETE_MAX_RESULTS,
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
