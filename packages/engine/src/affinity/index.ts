// Public surface of affinity scoring (who can review what).
export { computeExpertiseLoss, computePairAccuracy } from './expertise-loss';
export type { ExpertiseLoss, PairAccuracy, PairRegime, ReviewerLoss, ReviewerPaperTable } from './expertise-loss';
export { analyzeText, analyzeTextWithSurfaces, contentTokens } from './affinity-text';
export { sharedWords, sharedWordsWith } from './shared-words';
export type { AffinityStemmer, AnalyzeOptions } from './affinity-text';
export { buildLexicalModel, createLexicalModelBuilder, loadLexicalModel } from './lexical-model';
export type { LexicalModel, LexicalModelBuilder, LexicalModelOptions, SerializedLexicalModel } from './lexical-model';
export { createConceptModelBuilder, loadConceptModel } from './concept-model';
export type { ConceptCounts, ConceptModel, ConceptModelBuilder, SerializedConceptModel } from './concept-model';
export { aggregateScores } from './aggregation';
export type { Aggregation } from './aggregation';
export { documentText, scoreArticles, scoreAuthor, vectorizeDocument } from './author-score';
export type { AffinityDocument, AffinityModels, AuthorAffinity, DocumentVectors } from './author-score';
export { DEFAULT_AFFINITY_CONFIG, DEFAULT_AFFINITY_MODEL_SETTINGS } from './affinity-defaults';
export type { AffinityConfig, AffinityModelSettings } from './affinity-defaults';
export { computeAffinityTable } from './affinity-table';
export type { AffinityTable } from './affinity-table';
export { conceptsFromMergedOntology } from './ontology-concepts';
export { buildHeldOutAuthorSet, DEFAULT_HELD_OUT_OPTIONS, stableHash } from './held-out-authors';
export type {
  HeldOutAuthorSet,
  HeldOutAuthorSetOptions,
  HeldOutProfileEntry,
  HeldOutReviewer,
  HeldOutWork,
} from './held-out-authors';
export { assignFolds, crossValidateSelection, foldLosses, pooledLoss, summarizeFolds } from './cross-validation';
export type { CvCandidate, CvSelection, FoldSummary, ReviewerCost, ReviewerCosts } from './cross-validation';
