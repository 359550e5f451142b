/**
 * Tokenisation of English scientific text into words, as a struct of parallel arrays so
 * that the matcher, search and lexical similarity can walk them without per-token objects.
 */
import { foldText, normalizeToken } from './normalize';

/** Tokens of one text; index `i` of every array describes the same token. */
export interface TokenizedText {
  /** Number of tokens (the typed arrays may be longer; read only the first `count`). */
  readonly count: number;
  /** Normalised terms: folded, lower-cased and stemmed (`normalizeToken`). */
  readonly terms: string[];
  /** Surface forms: folded (no diacritics) but with their original case. */
  readonly surfaces: string[];
  /** UTF-16 offset of each token's first character in the input text. */
  readonly starts: Int32Array;
  /** UTF-16 offset just past each token's last character in the input text. */
  readonly ends: Int32Array;
}

// Letters, digits and the combining marks that belong to them (a decomposed "é").
const WORD_CHAR_AT = /[\p{L}\p{N}\p{M}]/uy;
const FOLDED_WORD_RUN = /[\p{L}\p{N}]+/gu;

// ASCII letters and digits, looked up by char code: most scientific English is ASCII, and
// a table test is much cheaper than a Unicode regular expression per character.
const ASCII_WORD = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const isDigit = code >= 0x30 && code <= 0x39;
  const isLetter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  ASCII_WORD[code] = isDigit || isLetter ? 1 : 0;
}

/** Length in UTF-16 units of the word character at `at`, or 0 when it is not one. */
function wordCharLength(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 128) return ASCII_WORD[code] as number;
  WORD_CHAR_AT.lastIndex = at;
  if (!WORD_CHAR_AT.test(text)) return 0;
  return WORD_CHAR_AT.lastIndex - at;
}

function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019;
}

/** Growable token buffers; one per call, so `tokenize` is re-entrant. */
class TokenSink {
  count = 0;
  terms: string[] = [];
  surfaces: string[] = [];
  starts: Int32Array;
  ends: Int32Array;

  constructor(capacity: number) {
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  push(surface: string, start: number, end: number): void {
    if (this.count === this.starts.length) {
      const grownStarts = new Int32Array(this.count * 2 + 8);
      const grownEnds = new Int32Array(this.count * 2 + 8);
      grownStarts.set(this.starts);
      grownEnds.set(this.ends);
      this.starts = grownStarts;
      this.ends = grownEnds;
    }
    this.terms.push(normalizeToken(surface));
    this.surfaces.push(surface);
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count++;
  }
}

/**
 * Splits `text` into word tokens: maximal runs of letters and digits (so "3d" and "x2"
 * stay whole, "x-ray" gives "x" and "ray", "U.S." gives "U" and "S"). Diacritics and
 * compatibility forms are folded (NFKD); a possessive "'s" after a word is dropped.
 * Offsets refer to the input text; a folded token that splits (e.g. "½" → "1", "2")
 * gives pieces that share the offsets of the original run.
 */
export function tokenize(text: string): TokenizedText {
  // Every token but the last is followed by a separator, which bounds the count.
  const sink = new TokenSink((text.length >> 1) + 1);
  let previousEnd = -2;
  const length = text.length;
  let at = 0;
  while (at < length) {
    const first = wordCharLength(text, at);
    if (first === 0) {
      // Skip a whole surrogate pair so a lone low surrogate is never tested on its own.
      const code = text.charCodeAt(at);
      at += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
      continue;
    }
    const start = at;
    let ascii = text.charCodeAt(at) < 128;
    at += first;
    for (;;) {
      if (at >= length) break;
      const code = text.charCodeAt(at);
      if (code < 128) {
        if (ASCII_WORD[code] === 0) break;
        at++;
        continue;
      }
      const step = wordCharLength(text, at);
      if (step === 0) break;
      ascii = false;
      at += step;
    }
    const end = at;
    if (
      end - start === 1 &&
      previousEnd === start - 1 &&
      (text.charCodeAt(start) | 0x20) === 0x73 &&
      isApostrophe(text.charCodeAt(start - 1))
    ) {
      previousEnd = end;
      continue;
    }
    previousEnd = end;
    const raw = text.slice(start, end);
    if (ascii) {
      sink.push(raw, start, end);
      continue;
    }
    const folded = foldText(raw);
    FOLDED_WORD_RUN.lastIndex = 0;
    for (let piece = FOLDED_WORD_RUN.exec(folded); piece !== null; piece = FOLDED_WORD_RUN.exec(folded)) {
      sink.push(piece[0], start, end);
    }
  }
  return { count: sink.count, terms: sink.terms, surfaces: sink.surfaces, starts: sink.starts, ends: sink.ends };
}

/** Just the normalised terms of `text`, for callers that need neither case nor offsets. */
export function tokenTerms(text: string): string[] {
  return tokenize(text).terms;
}
