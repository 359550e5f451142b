import { MATCH_REASONS, type ConceptMatcher, type MatchReason } from '@sciscope/engine';

/** The concept pairs of some articles and the document-frequency changes they bring. */
export interface ArticleConceptMatches {
  pairs: Array<{
    articleId: number;
    conceptId: number;
    tf: number;
    /** Provenance: the literal that made the concept count, why, and the confirming concept. */
    literalId: number;
    reason: MatchReason;
    evidenceConceptId: number | null;
    /** Badge evidence: occurrences in the title, longest occurrence in tokens, neighbours present. */
    titleTf: number;
    spanTokens: number;
    neighbours: number;
  }>;
  /** Articles per concept among these articles. */
  conceptDf: Map<number, number>;
  /** Articles per literal among these articles. */
  literalDf: Map<number, number>;
}

/**
 * Finds the ontology's concepts in articles (title and abstract); tf is the concept's match
 * count, and each pair keeps its provenance.
 */
export function matchArticleConcepts(
  matcher: ConceptMatcher,
  articles: Iterable<{ id: number; title: string; abstract: string | null }>,
): ArticleConceptMatches {
  const pairs: ArticleConceptMatches['pairs'] = [];
  const conceptDf = new Map<number, number>();
  const literalDf = new Map<number, number>();
  for (const a of articles) {
    const found = matcher.match(a.abstract ? `${a.title}\n${a.abstract}` : a.title, a.title.length);
    for (let i = 0; i < found.conceptIds.length; i++) {
      const conceptId = found.conceptIds[i]!;
      const evidence = found.conceptEvidenceIds[i]!;
      pairs.push({
        articleId: a.id,
        conceptId,
        tf: found.conceptCounts[i]!,
        literalId: found.conceptLiteralIds[i]!,
        reason: MATCH_REASONS[found.conceptReasons[i]!]!,
        evidenceConceptId: evidence < 0 ? null : evidence,
        titleTf: found.conceptTitleCounts[i]!,
        spanTokens: found.conceptSpanTokens[i]!,
        neighbours: found.conceptNeighbourCounts[i]!,
      });
      conceptDf.set(conceptId, (conceptDf.get(conceptId) ?? 0) + 1);
    }
    for (let i = 0; i < found.literalIds.length; i++) {
      const id = found.literalIds[i]!;
      literalDf.set(id, (literalDf.get(id) ?? 0) + 1);
    }
  }
  return { pairs, conceptDf, literalDf };
}
