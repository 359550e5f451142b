import { truncateLabel } from '../../components/ui/truncate-label';
import { nameSlug } from '../auth/user-access';

/* Labels and links of a concept (spec 01 sections 2, 5 and 9). */

/** Concept labels are cut at this many characters. */
export const CONCEPT_LABEL_MAX = 70;
/** The name slug of a concept page path is cut at this many characters. */
export const CONCEPT_SLUG_MAX = 120;

/** A concept label cut at CONCEPT_LABEL_MAX characters (or `max`). */
export function truncateConceptLabel(label: string, max: number = CONCEPT_LABEL_MAX): string {
  return truncateLabel(label, max);
}

/** `/ontology/concept/{id}-{slug}`, the slug cut at 120 characters; `/ontology/concept/{id}` without a usable name. */
export function conceptPagePath(conceptId: number, name: string): string {
  const slug = nameSlug(name).slice(0, CONCEPT_SLUG_MAX).replace(/-+$/, '');
  return slug ? `/ontology/concept/${conceptId}-${slug}` : `/ontology/concept/${conceptId}`;
}

/** The search for articles containing the concept: `/search/?q=c:{id}`. */
export function conceptSearchPath(conceptId: number): string {
  return `/search/?q=c:${conceptId}`;
}
