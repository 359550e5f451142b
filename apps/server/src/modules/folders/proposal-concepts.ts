import { MATCH_REASONS, type ConceptMatcher } from '@sciscope/engine';
import type { ProposalConceptPair } from './proposals.repository';

/**
 * The text a document's concepts come from: the title, a line break and the abstract, exactly
 * as the corpus import and rescan read an article (`matchArticleConcepts`), so a proposal and
 * an article with the same text get the same concepts and provenance.
 */
export function documentText({ title, abstract }: { title: string; abstract: string | null }): string {
  return abstract ? `${title}\n${abstract}` : title;
}

/** The concepts of a proposal's text with their provenance (tf, literal, reason, evidence). */
export function extractProposalConcepts(
  matcher: ConceptMatcher,
  fields: { title: string; abstract: string },
): ProposalConceptPair[] {
  const found = matcher.match(documentText(fields));
  const pairs: ProposalConceptPair[] = [];
  for (let i = 0; i < found.conceptIds.length; i++) {
    const evidence = found.conceptEvidenceIds[i]!;
    pairs.push({
      conceptId: found.conceptIds[i]!,
      tf: found.conceptCounts[i]!,
      literalId: found.conceptLiteralIds[i]!,
      reason: MATCH_REASONS[found.conceptReasons[i]!]!,
      evidenceConceptId: evidence < 0 ? null : evidence,
    });
  }
  return pairs;
}
