/**
 * The words a literal stands for in a text, as the text writes them: "convolutional neural
 * nets" where the ontology's literal reads "Convolutional neural net". The matcher stores which
 * literal made a concept count, not where; this finds the literal in the text again the way
 * the matcher reads both (`tokenize`: folded, lower-cased, stemmed words), so that a badge can
 * quote the article rather than the ontology.
 */
import { TOKEN_ABBREVIATION, TOKEN_BREAK_BEFORE, tokenize, type TokenizedText } from '../text/tokenize';

/** A literal as `findLiteralSurface` compares it: its tokens, read once. */
export interface SurfaceLiteral {
  terms: readonly string[];
  /** Surface forms (folded, original case): compared when the literal counts only as written. */
  surfaces: readonly string[];
  /** Per token after the first, whether punctuation precedes it in the literal itself. */
  breaks: readonly boolean[];
}

/** Reads `literal` for `findLiteralSurface`. */
export function surfaceLiteral(literal: string): SurfaceLiteral {
  const tokens = tokenize(literal);
  const breaks: boolean[] = [];
  for (let t = 1; t < tokens.count; t++) breaks.push(((tokens.flags[t] as number) & TOKEN_BREAK_BEFORE) !== 0);
  return { terms: tokens.terms.slice(0, tokens.count), surfaces: tokens.surfaces.slice(0, tokens.count), breaks };
}

/**
 * The first stretch of `text` (tokenised as `tokens`) that reads as `literal`: its terms in
 * order, no punctuation inside that the literal lacks, no abbreviation ("i.e." is never part
 * of a literal), and with `exactCase` (a short literal or acronym, matched only as written) the
 * literal's own letter case. Null when the text holds none: a composite literal's expanded
 * variant, or a concept found in a part of the article that was not read.
 */
export function findLiteralSurface({
  text,
  tokens,
  literal,
  exactCase,
}: {
  text: string;
  tokens: TokenizedText;
  literal: SurfaceLiteral;
  exactCase: boolean;
}): string | null {
  const size = literal.terms.length;
  if (size === 0) return null;
  for (let start = 0; start + size <= tokens.count; start++) {
    let matches = true;
    for (let j = 0; j < size && matches; j++) {
      const t = start + j;
      const flags = tokens.flags[t] as number;
      matches =
        tokens.terms[t] === literal.terms[j] &&
        (flags & TOKEN_ABBREVIATION) === 0 &&
        (j === 0 || (flags & TOKEN_BREAK_BEFORE) === 0 || literal.breaks[j - 1] === true) &&
        (!exactCase || tokens.surfaces[t] === literal.surfaces[j]);
    }
    if (matches) return text.slice(tokens.starts[start] as number, tokens.ends[start + size - 1] as number);
  }
  return null;
}
