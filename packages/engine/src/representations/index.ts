// Public surface of the corpus representations (stored model, article vectors, expertise).
export { csrFromRows, csrTimesDense, csrTransposeTimesDense } from './csr-matrix';
export type { CsrMatrix } from './csr-matrix';
export { randomizedSvd, seededGaussian } from './randomized-svd';
export type { RandomizedSvdOptions, TruncatedSvd } from './randomized-svd';
export { symmetricEigen } from './symmetric-eigen';
export {
  DEFAULT_REPRESENTATION_SETTINGS,
  adjustRepresentationModel,
  denseDot,
  embedDocument,
  embedText,
  projectSparse,
  representationText,
  trainRepresentationModel,
} from './representation-model';
export type { RepresentationModel, RepresentationSettings, RepresentedText } from './representation-model';
export {
  bytesToFloat32,
  float32ToBytes,
  loadRepresentationModel,
  representationModelLoader,
  serializeRepresentationModel,
} from './representation-store';
export type { RepresentationModelHeader, StoredRepresentationModel } from './representation-store';
export { NO_EXPERTISE_WEIGHTING, articleWeight, weightedAuthorScore } from './author-expertise';
export type { ExpertiseWeighting, ProfileArticleFacts } from './author-expertise';
export {
  DEFAULT_EXPERTISE_SCORE_CONFIG,
  blendedArticleScores,
  representDocument,
  scoreExpertise,
} from './expertise-score';
export type { ExpertiseScoreConfig, RepresentedVectors } from './expertise-score';
export { computeExpertiseTable } from './expertise-table';
export type { ExpertiseArticleInput, ExpertiseConcepts, ExpertisePaperInput } from './expertise-table';
