/**
 * Acronyms a text defines for itself: "deep image prior (DIP)", "high-resolution (HR)". Inside
 * such a text the acronym means what the text says, so a concept read off the acronym counts
 * only when its own literals name that expansion: "DIP" is not "Electronics packaging" in a
 * paper on deep image priors, nor "HR" "Heart rate" in one on high-resolution images, while
 * "convolutional neural networks (CNN)" keeps "Convolutional neural networks".
 *
 * A definition is a short acronym as written (`TOKEN_ACRONYM`: 2 to 4 capitals, an optional
 * plural "s") set off by punctuation on both sides — the parentheses — right after the words
 * whose initials spell it, each hyphenated piece counting as a word and short lower-case words
 * ("and", "of", "the") skipped: "simultaneous localization and mapping (SLAM)".
 */
import { TOKEN_ACRONYM, TOKEN_BREAK_BEFORE, type TokenizedText } from '../text/tokenize';

/** Words the initials may skip: lower-case words of at most this many letters. */
const SKIPPABLE_LENGTH = 3;
/** The longest expansion looked at, in words. */
const MAX_EXPANSION_WORDS = 12;

/** An acronym's letters as written, a plural "s" dropped ("CNNs" → "CNN"). */
export function acronymKey(surface: string): string {
  return surface.length > 2 && surface.endsWith('s') ? surface.slice(0, -1) : surface;
}

function isSkippable(surface: string): boolean {
  return surface.length <= SKIPPABLE_LENGTH && surface === surface.toLowerCase() && /^\p{L}+$/u.test(surface);
}

/**
 * The acronyms `tokens` defines, each with the vocabulary ids (`ids`, -1 for a word outside the
 * vocabulary) of its expansion's words, skipped words left out; the first definition of an
 * acronym holds.
 */
export function acronymDefinitions(tokens: TokenizedText, ids: Int32Array): Map<string, number[]> {
  const definitions = new Map<string, number[]>();
  const { flags, surfaces, count } = tokens;
  for (let t = 1; t < count; t++) {
    const flag = flags[t] as number;
    if ((flag & TOKEN_ACRONYM) === 0 || (flag & TOKEN_BREAK_BEFORE) === 0) continue;
    if (t + 1 < count && ((flags[t + 1] as number) & TOKEN_BREAK_BEFORE) === 0) continue;
    const key = acronymKey(surfaces[t] as string);
    if (definitions.has(key)) continue;
    const expansion = expansionBefore(tokens, ids, t, key);
    if (expansion !== null) definitions.set(key, expansion);
  }
  return definitions;
}

/** The ids of the words before token `t` whose initials spell `letters`, or null. */
function expansionBefore(tokens: TokenizedText, ids: Int32Array, t: number, letters: string): number[] | null {
  const { flags, surfaces } = tokens;
  const words: number[] = [];
  let letter = letters.length - 1;
  for (let k = t - 1; k >= 0 && t - k <= MAX_EXPANSION_WORDS; k--) {
    const surface = surfaces[k] as string;
    if (surface.charAt(0).toUpperCase() === letters.charAt(letter)) {
      words.push(ids[k] as number);
      letter--;
      if (letter < 0) return words.reverse();
    } else if (!isSkippable(surface)) return null;
    // The expansion does not reach across punctuation before its first word.
    if (((flags[k] as number) & TOKEN_BREAK_BEFORE) !== 0) return null;
  }
  return null;
}

/**
 * True when a concept whose literals hold the vocabulary ids `conceptTerms` names the
 * expansion: at least half of the expansion's words are words of its literals.
 */
export function expansionAgrees(expansion: readonly number[], conceptTerms: ReadonlySet<number>): boolean {
  let shared = 0;
  for (const id of expansion) if (id >= 0 && conceptTerms.has(id)) shared++;
  return shared * 2 >= expansion.length;
}
