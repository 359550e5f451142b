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
export {
  InstitutionSystems,
  institutionNamesJoin,
  isGenericInstitutionWord,
  parseInstitutionName,
} from './institution-names';
export type { InstitutionName } from './institution-names';
export { diversifyByInstitution, filterReasons, genderPasses, institutionTypeOf } from './filters';
export type { RefereeCandidateFacts, RefereeFilterSettings } from './filters';
export {
  areVersions,
  groupWorkVersions,
  repeatedTitleFinder,
  repeatedWorks,
  repeatedWorksAmong,
  workTitleKey,
} from './work-versions';
export type { VersionFacts } from './work-versions';
