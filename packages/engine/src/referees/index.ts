export { rankByAlgorithm3, topicOverlap, topicWeights } from './algorithm3';
export type { Algorithm3Candidate, Algorithm3Input } from './algorithm3';
export {
  DocumentInstitutions,
  affiliationKey,
  coauthorshipIndex,
  normalizeInstitutionName,
  sameAffiliation,
  sharedInstitutions,
} from './conflicts';
export type { CandidateInstitution, CoauthoredPaper, DocumentInstitution, SharedInstitution } from './conflicts';
export { diversifyByInstitution, filterReasons, genderPasses, institutionTypeOf } from './filters';
export type { RefereeCandidateFacts, RefereeFilterSettings } from './filters';
export { areVersions, groupWorkVersions, repeatedWorks, repeatedWorksAmong, workTitleKey } from './work-versions';
export type { VersionFacts } from './work-versions';
