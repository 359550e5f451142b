import {
  AUTOCOMPLETE_CONCEPT_LABEL_LENGTH,
  AUTOCOMPLETE_LABEL_LENGTH,
  AUTOCOMPLETE_MAX_RESULTS,
  AUTOCOMPLETE_MIN_QUERY_LENGTH,
} from '@sciscope/contracts';

/** A label cut to `max` characters, the last being '…' when anything was cut. */
export function truncateLabel(label: string, max: number): string {
  const chars = Array.from(label);
  if (chars.length <= max) return label;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Suggestion labels: 65 characters, 70 in the concept search (spec 01 section 9). */
export function suggestionLabel(label: string, { conceptSearch }: { conceptSearch: boolean }): string {
  return truncateLabel(label, conceptSearch ? AUTOCOMPLETE_CONCEPT_LABEL_LENGTH : AUTOCOMPLETE_LABEL_LENGTH);
}

/** At most 10 suggestions are displayed, whatever the server sends. */
export function visibleSuggestions<T>(results: readonly T[]): T[] {
  return results.slice(0, AUTOCOMPLETE_MAX_RESULTS);
}

/** Autocomplete starts at 2 characters (spaces around do not count). */
export function isAutocompleteQuery(text: string): boolean {
  return text.trim().length >= AUTOCOMPLETE_MIN_QUERY_LENGTH;
}
