// Curation side of the engine (spec 02): the concept form's validation, 'Construct', merges.
export {
  validateConceptDraft,
  type ConceptError,
  type ConceptValidation,
  type ConceptWarning,
  type LiteralError,
  type LiteralWarning,
  type ValidatedLiteral,
} from './concept-validation';
export { constructWithParent, missingLiterals, type ConstructParent } from './composite-construct';
export {
  areSimilarLiterals,
  compositeName,
  containsTerms,
  literalKey,
  literalText,
  nameKey,
  termsOf,
  type CurationLiteral,
} from './literal-text';
export {
  extractPossibleTerms,
  withoutNestedTerms,
  scorePossibleTerm,
  POSSIBLE_TERM_MAX_WORDS,
  type CoveredSpan,
  type PossibleTerm,
} from './possible-terms';
