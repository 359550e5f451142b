import type { ConceptMatcher } from '@sciscope/engine';
import { matchArticleConcepts } from '../corpus/article-concepts';

/**
 * The concepts of a vacancy as a referee-finder document. The concepts the owner picked on the
 * form are the vacancy's topic and win. When none are picked, the ontology's matcher finds them
 * in the vacancy's text (title, description and free text), exactly as a proposal's concepts
 * come from its title and abstract, so a vacancy and a proposal with the same words get the same
 * concepts: most occurrences first, ties by concept id. They are found on every load from the
 * current text, so creating or editing the vacancy, or changing the ontology, is seen at once.
 */
export async function vacancyConceptIds({
  matcher,
  picked,
  title,
  text,
}: {
  /** The current ontology's matcher, asked for only when no concept is picked. */
  matcher: () => Promise<ConceptMatcher>;
  picked: readonly number[];
  title: string;
  /** The description and the free text, as the document's abstract. */
  text: string;
}): Promise<number[]> {
  if (picked.length > 0) return [...picked];
  const { pairs } = matchArticleConcepts(await matcher(), [{ id: 0, title, abstract: text || null }]);
  return pairs.sort((a, b) => b.tf - a.tf || a.conceptId - b.conceptId).map((p) => p.conceptId);
}
