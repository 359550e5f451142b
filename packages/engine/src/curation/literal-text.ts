/**
 * Literal text helpers of the concept form (spec 02): the written name of a composite, the
 * comparison keys of literals, and term sequences (the matcher's normalised words) to tell
 * whether one literal lies inside another or merely differs by inflection or a hyphen.
 */
import type { CompositePart } from '../ontology/ontology.types';
import { tokenTerms } from '../text/tokenize';

/** A literal as the curation helpers see it. */
export interface CurationLiteral {
  name: string;
  /** Text parts and concept references, in order; null for a plain literal. */
  composite: readonly CompositePart[] | null;
  /** '' (any language), 'de', 'en', 'fr' or 'ru'. */
  lang: string;
  isAmbiguous: boolean;
}

const WORD_END = /[\p{L}\p{N}]$/u;
const WORD_START = /^[\p{L}\p{N}]/u;

/**
 * The written form of a composite literal: text parts as typed, references as their concept's
 * name, a space between two words and nothing where a part brings its own separator
 * ("CNN" + "-based"), as the matcher joins its expanded variants.
 */
export function compositeName(parts: readonly CompositePart[]): string {
  let out = '';
  for (const part of parts) {
    const piece = ('conceptId' in part ? part.name : part.text).trim();
    if (piece === '') continue;
    out = out === '' ? piece : WORD_END.test(out) && WORD_START.test(piece) ? `${out} ${piece}` : out + piece;
  }
  return out;
}

/** What a literal reads as: the composite's written form, or the name. */
export function literalText(literal: Pick<CurationLiteral, 'name' | 'composite'>): string {
  return literal.composite && literal.composite.length > 0 ? compositeName(literal.composite) : literal.name;
}

/** Comparison key of a name: NFKC, whitespace collapsed, trimmed, lower case (the `name_key` of the database). */
export function nameKey(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Identity of a literal within its concept: the key of its written form, plus its references
 * for a composite (two composites that read alike but point at different concepts differ).
 */
export function literalKey(literal: Pick<CurationLiteral, 'name' | 'composite'>): string {
  const key = nameKey(literalText(literal));
  if (!literal.composite || literal.composite.length === 0) return key;
  const refs = literal.composite.filter((p) => 'conceptId' in p).map((p) => ('conceptId' in p ? p.conceptId : 0));
  return refs.length > 0 ? `${key}#${refs.join(',')}` : key;
}

/** The matcher's normalised words of a text (lower-cased, inflection removed). */
export function termsOf(text: string): string[] {
  return tokenTerms(text);
}

/** True when `inner` occurs as a contiguous run of words inside `outer` (and is not all of it). */
export function containsTerms(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length >= outer.length) return false;
  outer: for (let start = 0; start + inner.length <= outer.length; start++) {
    for (let i = 0; i < inner.length; i++) if (outer[start + i] !== inner[i]) continue outer;
    return true;
  }
  return false;
}

/**
 * The words of a text as written (split at white space), each normalised to the matcher's
 * terms; a word that is only punctuation is dropped. "<script>alert" is one word, so
 * "</script>" is not inside it, while "neural networks" is inside "neural network (computer)".
 */
export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((word) => termsOf(word).join('\u0000'))
    .filter((word) => word !== '');
}

/** True when the words of `inner` (`wordsOf`) are a contiguous run of the words of `outer`, and not all of them. */
export function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  return containsTerms(outer, inner);
}

/**
 * Two literals that the matcher reads alike or nearly so: the same words after inflection is
 * removed ("neural networks" / "neural network"), or the same letters once the word breaks
 * are gone ("e-mail" / "email", "data set" / "dataset"). Identical keys are not "similar":
 * they are duplicates.
 */
export function areSimilarLiterals(a: string, b: string): boolean {
  if (nameKey(a) === nameKey(b)) return false;
  const ta = termsOf(a);
  const tb = termsOf(b);
  if (ta.length === 0 || tb.length === 0) return false;
  return ta.join(' ') === tb.join(' ') || ta.join('') === tb.join('');
}
