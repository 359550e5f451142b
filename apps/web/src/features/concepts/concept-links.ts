import { cutLabel } from '@sciscope/contracts';

/* Labels of a concept (spec 01 section 5); its links are in @sciscope/contracts. */

/** Concept labels are cut at this many characters. */
export const CONCEPT_LABEL_MAX = 70;

/** A concept label cut at CONCEPT_LABEL_MAX characters (or `max`). */
export function truncateConceptLabel(label: string, max: number = CONCEPT_LABEL_MAX): string {
  return cutLabel(label, max);
}
