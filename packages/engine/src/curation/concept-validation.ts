/**
 * Validation of the concept form (spec 02 section 5), the same in the browser (before a save,
 * which is then not sent) and on the server (which never trusts the browser). It returns
 * issue codes; `packages/contracts` turns them into the spec's texts (`conceptIssueText`).
 */
import {
  areSimilarLiterals,
  containsTerms,
  containsWords,
  literalText,
  nameKey,
  termsOf,
  wordsOf,
  type CurationLiteral,
} from './literal-text';

/** A literal with what the server found out about it. */
export interface ValidatedLiteral extends CurationLiteral {
  /** The plain forms it stands for (a composite expanded; a plain literal: just its name). */
  variants: readonly string[];
  /** Other concepts having the same literal (or one of its variants). */
  conflicts: number;
}

/** Blocking problems of one literal. */
export type LiteralError = { code: 'literalEmpty' } | { code: 'literalNotUnique' };

/** Non-blocking warnings of one literal. */
export type LiteralWarning =
  | { code: 'literalConflicts' }
  | { code: 'compositeContainsLiteral'; literal: string }
  | { code: 'literalExistsIn'; literal: string }
  | { code: 'similarLiteral'; literal: string };

/** Problems of the concept as a whole; `nameNotInLiterals` is a warning, the others block. */
export type ConceptError =
  { code: 'conceptNameEmpty' } | { code: 'noLiterals' } | { code: 'noCorrectLiteral' } | { code: 'literalsIncorrect' };
export type ConceptWarning = { code: 'nameNotInLiterals'; name: string };

export interface ConceptValidation {
  /** True when nothing blocks a save. */
  valid: boolean;
  errors: ConceptError[];
  warnings: ConceptWarning[];
  /** Per literal, in input order. */
  literals: Array<{ errors: LiteralError[]; warnings: LiteralWarning[] }>;
}

/** Runs every rule of spec 02 section 5 on a concept's name and literals. */
export function validateConceptDraft({
  name,
  literals,
}: {
  name: string;
  literals: readonly ValidatedLiteral[];
}): ConceptValidation {
  const texts = literals.map((literal) => literalText(literal));
  const terms = texts.map((text) => termsOf(text));
  const variantForms = literals.map((literal, i) => (literal.variants.length > 0 ? literal.variants : [texts[i]!]));
  const variantTerms = variantForms.map((forms) => forms.map((variant) => termsOf(variant)));
  const words = texts.map((text) => wordsOf(text));
  const variantWords = variantForms.map((forms) => forms.map((variant) => wordsOf(variant)));
  const seen = new Set<string>();
  const perLiteral = literals.map((literal, i) => {
    const errors: LiteralError[] = [];
    const warnings: LiteralWarning[] = [];
    const text = texts[i]!;
    if (text.trim() === '') {
      errors.push({ code: 'literalEmpty' });
      return { errors, warnings };
    }
    const key = nameKey(text);
    if (seen.has(key)) errors.push({ code: 'literalNotUnique' });
    seen.add(key);
    if (!literal.isAmbiguous && literal.conflicts > 0) warnings.push({ code: 'literalConflicts' });
    const isComposite = literal.composite !== null && literal.composite.length > 0;
    literals.forEach((other, j) => {
      if (j === i || texts[j]!.trim() === '' || nameKey(texts[j]!) === key) return;
      const otherComposite = other.composite !== null && other.composite.length > 0;
      if (isComposite && !otherComposite) {
        const inner = terms[j]!;
        if (variantTerms[i]!.some((variant) => containsTerms(variant, inner) || variant.join(' ') === inner.join(' ')))
          warnings.push({ code: 'compositeContainsLiteral', literal: texts[j]! });
      }
      if (!isComposite && variantWords[j]!.some((variant) => containsWords(variant, words[i]!)))
        warnings.push({ code: 'literalExistsIn', literal: texts[j]! });
      if (areSimilarLiterals(text, texts[j]!)) warnings.push({ code: 'similarLiteral', literal: texts[j]! });
    });
    return { errors, warnings: dedupe(warnings) };
  });

  const errors: ConceptError[] = [];
  const warnings: ConceptWarning[] = [];
  if (name.trim() === '') errors.push({ code: 'conceptNameEmpty' });
  const filled = texts.filter((text) => text.trim() !== '').length;
  if (filled === 0) errors.push({ code: 'noLiterals' });
  else {
    // "Correct" (spec 02 section 5: "at least one non-ambiguous literal without warnings") is read
    // together with the same section's "Warnings (non-blocking)": only the warning about the
    // literal itself, that other concepts have it too, makes it no evidence of this concept.
    // The warnings that relate two literals of the same concept (similar, contained, composite
    // holding another) come in pairs, so counting them would make "Shape" + "shapes" unsaveable
    // while adding a third unrelated literal would make it saveable: they stay non-blocking.
    const correct = literals.some(
      (literal, i) =>
        !literal.isAmbiguous &&
        perLiteral[i]!.errors.length === 0 &&
        !perLiteral[i]!.warnings.some((warning) => warning.code === 'literalConflicts'),
    );
    if (!correct) errors.push({ code: 'noCorrectLiteral' });
  }
  if (perLiteral.some((literal) => literal.errors.length > 0)) errors.push({ code: 'literalsIncorrect' });
  if (name.trim() !== '') {
    const wanted = nameKey(name);
    const named = literals.some(
      (literal, i) => nameKey(texts[i]!) === wanted || literal.variants.some((variant) => nameKey(variant) === wanted),
    );
    if (!named) warnings.push({ code: 'nameNotInLiterals', name: name.trim() });
  }
  return { valid: errors.length === 0, errors, warnings, literals: perLiteral };
}

function dedupe(warnings: LiteralWarning[]): LiteralWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = JSON.stringify(warning);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
