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
