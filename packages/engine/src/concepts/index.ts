// Concept side of the engine: literal matching, composite expansion, DF and tf-idf.
export { isAmbiguousLiteralName } from './ambiguity';
export {
  badgeNameKey,
  badgeRelevance,
  compareBadges,
  DEFAULT_BADGE_RELEVANCE,
  orderBadges,
  type BadgeEvidence,
  type BadgeRelevance,
  type BadgeRelevanceSettings,
  type RankedConcept,
} from './badge-relevance';
export {
  DEFAULT_MAX_COMPOSITE_VARIANTS,
  expandCompositeLiteral,
  type CompositeExpansion,
  type CompositeVariant,
  type ReferencedConcept,
  type VariantSegment,
} from './composite';
export { isCapitalisedToken, isShortLiteral } from './case-rules';
export {
  applyCorpusAmbiguity,
  createLiteralStatsCollector,
  decideCorpusAmbiguity,
  DEFAULT_CORPUS_AMBIGUITY,
  type CorpusAmbiguityDecision,
  type CorpusAmbiguityThresholds,
  type EvidenceCounts,
  type LiteralCorpusStats,
  type LiteralStatsCollector,
} from './corpus-ambiguity';
export {
  CONCEPT_RULES_VERSION,
  buildConceptMatcher,
  conceptMatcherSteps,
  MATCH_REASONS,
  type ConceptMatch,
  type ConceptMatcherOptions,
  type ConceptMatcher,
  type MatchReason,
} from './matcher';
export type { ConceptMatcherStats } from './matcher-index';
export { findLiteralSurface, surfaceLiteral, type SurfaceLiteral } from './literal-surface';
export {
  EMPTY_SPARSE_WEIGHTS,
  normalizeSparse,
  sparseCosine,
  sparseDot,
  sparseNorm,
  sparseWeightsFromPairs,
  type SparseWeights,
} from './sparse-weights';
export {
  createSparseMatrixBuilder,
  dotWithRows,
  sparseMatrixRow,
  type SparseMatrix,
  type SparseMatrixBuilder,
} from './sparse-matrix';
export {
  createDfAccumulator,
  inverseDocumentFrequency,
  tfidfVector,
  tfidfWeight,
  type ConceptFrequencies,
  type DfAccumulator,
} from './weighting';
export {
  buildConceptCentroids,
  conceptTypicality,
  createConceptCentroidsBuilder,
  type CentroidArticle,
  type ConceptCentroidsBuilder,
  type ConceptCentroids,
} from './typicality';
