/*
 * Test data of the contracts' shapes, for the server's and the web's tests alike
 * (`@sciscope/contracts/testing`; never imported by application code).
 */
import type { ArticleConcept, ConceptRelevance } from '../articles.contract';

/** A concept's badge relevance: every part 0 unless given, the score their sum. */
export function conceptRelevance(parts: Partial<Omit<ConceptRelevance, 'score'>> = {}): ConceptRelevance {
  const all = { occurrences: 0, title: 0, phrase: 0, neighbours: 0, keyphrase: 0, confirmation: 0, basic: 0, ...parts };
  return { score: Object.values(all).reduce((a, b) => a + b, 0), ...all };
}

/** An article's concept: tf 1, tf-idf 1, DF 10, relevance 1 from its occurrences, not a badge, unless overridden. */
export function articleConcept(
  conceptId: number,
  name: string,
  overrides: Partial<ArticleConcept> = {},
): ArticleConcept {
  return {
    conceptId,
    name,
    tf: 1,
    tfidf: 1,
    df: 10,
    basicSuggested: false,
    provenance: null,
    relevance: conceptRelevance({ occurrences: 1 }),
    badge: false,
    ...overrides,
  };
}
