import type { ConceptMatcher } from '@sciscope/engine';
import { matchArticleConcepts } from '../corpus/article-concepts';
import type { ProposalConceptPair } from './proposals.repository';

/**
 * The text a document's concepts come from: the title, a line break and the abstract, exactly
 * as the corpus import and rescan read an article (`matchArticleConcepts`), so a proposal and
 * an article with the same text get the same concepts and provenance.
 */
export function documentText({ title, abstract }: { title: string; abstract: string | null }): string {
  return abstract ? `${title}\n${abstract}` : title;
}

/**
 * The concepts of a proposal's text with their provenance (tf, literal, reason, evidence):
 * the corpus's own extraction, run on the proposal as if it were one article.
 */
export function extractProposalConcepts(
  matcher: ConceptMatcher,
  fields: { title: string; abstract: string },
): ProposalConceptPair[] {
  const { pairs } = matchArticleConcepts(matcher, [{ id: 0, title: fields.title, abstract: fields.abstract }]);
  return pairs.map(({ conceptId, tf, literalId, reason, evidenceConceptId }) => ({
    conceptId,
    tf,
    literalId,
    reason,
    evidenceConceptId,
  }));
}
