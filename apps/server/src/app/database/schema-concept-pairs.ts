import type { Generated } from 'kysely';
import type { MatchReason } from '@sciscope/engine';

/** One concept of one text (an article, a proposal): how often, its provenance and badge evidence. */
export interface ConceptPairColumns {
  conceptId: number;
  tf: number;
  /** Provenance (migration 0006): the literal that made the concept count, and why. */
  literalId: number | null;
  reason: MatchReason | null;
  /** The concept that confirmed an ambiguous literal (reason 'confirmed'). */
  evidenceConceptId: number | null;
  /**
   * Badge evidence (articles: migration 0008a; proposals: 0020, pairs saved before read as one
   * plain mention): occurrences in the title, longest occurrence in tokens, neighbours present.
   */
  titleTf: Generated<number>;
  spanTokens: Generated<number>;
  neighbours: Generated<number>;
  /** Cosine of the text's vector with the centroid of the (other) articles carrying the concept (migration 0019); null until computed. */
  typicality: number | null;
}
