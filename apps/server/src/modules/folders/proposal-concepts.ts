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
 * Typicality of a saved text's concepts: per concept id, the cosine of the text's embedding with
 * the concept's centroid (`documentTypicality` in representations); concepts without one are
 * absent.
 */
export type ProposalTypicality = (
  text: { title: string; abstract: string },
  conceptIds: readonly number[],
) => Promise<Map<number, number>>;

/**
 * The concepts of a proposal's text with their provenance (tf, literal, reason, evidence) and
 * badge evidence (title occurrences, longest span, neighbours): the corpus's own extraction, run
 * on the proposal as if it were one article, so both are ordered alike. Typicality is added by
 * `withTypicality`.
 */
export function extractProposalConcepts(
  matcher: ConceptMatcher,
  fields: { title: string; abstract: string },
): ProposalConceptPair[] {
  const { pairs } = matchArticleConcepts(matcher, [{ id: 0, title: fields.title, abstract: fields.abstract }]);
  return pairs.map(({ conceptId, tf, literalId, reason, evidenceConceptId, titleTf, spanTokens, neighbours }) => ({
    conceptId,
    tf,
    literalId,
    reason,
    evidenceConceptId,
    titleTf,
    spanTokens,
    neighbours,
    typicality: null,
  }));
}

/** The pairs with the typicality of their concepts in the text (null where none is known). */
export async function withTypicality(
  typicality: ProposalTypicality,
  fields: { title: string; abstract: string },
  pairs: ProposalConceptPair[],
): Promise<ProposalConceptPair[]> {
  if (pairs.length === 0) return pairs;
  const found = await typicality(
    fields,
    pairs.map((p) => p.conceptId),
  );
  return pairs.map((p) => ({ ...p, typicality: found.get(p.conceptId) ?? null }));
}
