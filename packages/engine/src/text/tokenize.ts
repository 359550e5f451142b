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
  /** Per token, a bit set of `TOKEN_*` flags: how it is written and what separates it from the previous token. */
  readonly flags: Uint8Array;
}

/**
 * An abbreviation ("i.e.", "e.g.", "U.S.", the "et" and "al." of "et al.", "cf.", "vs."): never
 * part of a concept literal, so "i.e." cannot be read as "IE" nor "al." as "Al".
 */
export const TOKEN_ABBREVIATION = 1;
/** Punctuation (.,;:!?()[]{}" or a line break) lies between this token and the previous one, or it is the first. */
export const TOKEN_BREAK_BEFORE = 2;
/** Written against the previous token without a space or a break ("x-ray", "CNN-based", "and/or"). */
export const TOKEN_JOINED_BEFORE = 4;
/**
 * A short acronym as written: 2 to 4 capital letters, with an optional plural "s" ("MARS", "SR",
 * "CNNs"); not set in lines written in capitals throughout (shouted titles).
 */
export const TOKEN_ACRONYM = 8;

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

// Separator characters that end a phrase: a literal never spans them unless it has them too.
const BREAK_CHARS = new Set([
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '"',
  '\u201c',
  '\u201d',
  '\n',
  '\r',
]);

// After a lower-case word, its period and a space, these continue the sentence: the period
// was an abbreviation's ("cf. the", "vs. 20").
const CONTINUES_SENTENCE = /[a-z0-9]/;

/** Growable token buffers; one per call, so `tokenize` is re-entrant. */
class TokenSink {
  count = 0;
  terms: string[] = [];
  surfaces: string[] = [];
  starts: Int32Array;
  ends: Int32Array;
  flags: Uint8Array;

  constructor(capacity: number) {
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  push(surface: string, start: number, end: number, flags: number): void {
    if (this.count === this.starts.length) {
      const size = this.count * 2 + 8;
      const grownStarts = new Int32Array(size);
      const grownEnds = new Int32Array(size);
      const grownFlags = new Uint8Array(size);
      grownStarts.set(this.starts);
      grownEnds.set(this.ends);
      grownFlags.set(this.flags);
      this.starts = grownStarts;
      this.ends = grownEnds;
      this.flags = grownFlags;
    }
    this.terms.push((flags & TOKEN_ABBREVIATION) !== 0 ? surface.toLowerCase() : normalizeToken(surface));
    this.surfaces.push(surface);
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.flags[this.count] = flags;
    this.count++;
  }
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * End of a dotted abbreviation starting at `start` ("i.e.", "e.g", "U.S.", "w.r.t."): two or
 * more single letters, each but maybe the last followed by a period; -1 when there is none.
 */
function dottedAbbreviationEnd(text: string, start: number): number {
  let at = start;
  let letters = 0;
  while (
    at < text.length &&
    isAsciiLetter(text.charCodeAt(at)) &&
    !isAsciiLetter(text.charCodeAt(at + 1)) &&
    !(text.charCodeAt(at + 1) >= 0x30 && text.charCodeAt(at + 1) <= 0x39)
  ) {
    letters++;
    if (text.charCodeAt(at + 1) !== 0x2e) {
      at++;
      break;
    }
    at += 2;
  }
  // "a." alone is a word and a full stop; a lone trailing letter after dots still belongs ("e.g").
  if (letters < 2 || text.charCodeAt(start + 1) !== 0x2e) return -1;
  return at;
}

/** True when `surface` is a short acronym: 2-4 capitals and an optional plural "s". */
function isShortAcronym(surface: string): boolean {
  let letters = surface.length;
  if (letters > 2 && surface.charCodeAt(letters - 1) === 0x73) letters--;
  if (letters < 2 || letters > 4) return false;
  for (let i = 0; i < letters; i++) {
    const code = surface.charCodeAt(i);
    if (code < 0x41 || code > 0x5a) return false;
  }
  return true;
}

/** True when `surface` has at least two letters and no lower-case one. */
function isAllCapitals(surface: string): boolean {
  let letters = 0;
  for (let i = 0; i < surface.length; i++) {
    const code = surface.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) return false;
    if (code >= 0x41 && code <= 0x5a) letters++;
  }
  return letters >= 2;
}

/**
 * True when the lower-case ASCII word `text[start, end)` of 1-5 letters is followed by a period
 * that does not end a sentence: punctuation follows at once ("etc.,", "resp.)") or, after a
 * space, a lower-case word or a number ("cf. the", "vs. 20").
 */
function isPeriodAbbreviation(text: string, start: number, end: number): boolean {
  if (end - start > 5 || text.charCodeAt(end) !== 0x2e) return false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x61 || code > 0x7a) return false;
  }
  const after = text[end + 1];
  if (after === ',' || after === ';' || after === ':' || after === ')') return true;
  if (after !== ' ') return false;
  let next = end + 1;
  while (text.charCodeAt(next) === 0x20) next++;
  return next < text.length && CONTINUES_SENTENCE.test(text[next] as string);
}

/**
 * Splits `text` into word tokens: maximal runs of letters and digits (so "3d" and "x2"
 * stay whole, "x-ray" gives "x" and "ray"). Diacritics and compatibility forms are folded
 * (NFKD); a possessive "'s" after a word is dropped. Abbreviations stay whole and are
 * flagged ("i.e.", "e.g.", "U.S.", "et al.", a lower-case word whose period does not end the
 * sentence, such as "cf." or "vs."). Each token records whether punctuation or a hyphen-like
 * joint separates it from the previous one, and whether it is a short acronym (`TOKEN_*`).
 * Offsets refer to the input text; a folded token that splits (e.g. "½" → "1", "2")
 * gives pieces that share the offsets of the original run.
 */
export function tokenize(text: string): TokenizedText {
  // Every token but the last is followed by a separator, which bounds the count.
  const sink = new TokenSink((text.length >> 1) + 1);
  let previousEnd = -2;
  const length = text.length;
  let at = 0;
  let separatorBreaks = true;
  let separatorSpaces = false;
  let lineStart = 0;
  let lineWords = 0;
  let lineCapitals = 0;
  const closeLine = (): void => {
    // A line written in capitals throughout is shouted, not a row of acronyms.
    if (lineWords >= 3 && lineCapitals * 5 >= lineWords * 3) {
      for (let t = lineStart; t < sink.count; t++) sink.flags[t] = (sink.flags[t] as number) & ~TOKEN_ACRONYM;
    }
    lineStart = sink.count;
    lineWords = 0;
    lineCapitals = 0;
  };
  while (at < length) {
    const first = wordCharLength(text, at);
    if (first === 0) {
      // Skip a whole surrogate pair so a lone low surrogate is never tested on its own.
      const code = text.charCodeAt(at);
      if (code === 0x0a) closeLine();
      if (code <= 0x20 || code === 0xa0) separatorSpaces = true;
      else if (BREAK_CHARS.has(text[at] as string)) separatorBreaks = true;
      at += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
      continue;
    }
    const start = at;
    let flags = separatorBreaks ? TOKEN_BREAK_BEFORE : separatorSpaces ? 0 : TOKEN_JOINED_BEFORE;
    separatorBreaks = false;
    separatorSpaces = false;

    const dotted = dottedAbbreviationEnd(text, start);
    if (dotted > 0) {
      sink.push(text.slice(start, dotted), start, dotted, flags | TOKEN_ABBREVIATION);
      previousEnd = dotted;
      at = dotted;
      continue;
    }

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
    if (!ascii) {
      const folded = foldText(raw);
      FOLDED_WORD_RUN.lastIndex = 0;
      for (let piece = FOLDED_WORD_RUN.exec(folded); piece !== null; piece = FOLDED_WORD_RUN.exec(folded)) {
        sink.push(piece[0], start, end, flags);
        flags &= ~(TOKEN_BREAK_BEFORE | TOKEN_JOINED_BEFORE);
        flags |= TOKEN_JOINED_BEFORE;
      }
      continue;
    }
    if (raw.length >= 2) {
      lineWords++;
      if (isAllCapitals(raw)) lineCapitals++;
    }
    if (isShortAcronym(raw)) flags |= TOKEN_ACRONYM;
    const previous = sink.count - 1;
    if (
      (raw === 'al' || raw === 'Al') &&
      previous >= 0 &&
      sink.surfaces[previous] === 'et' &&
      (flags & (TOKEN_BREAK_BEFORE | TOKEN_JOINED_BEFORE)) === 0
    ) {
      // "et al.": the Latin phrase of citations, never the chemical symbol.
      sink.flags[previous] = (sink.flags[previous] as number) | TOKEN_ABBREVIATION;
      sink.terms[previous] = 'et';
      const withPeriod = text.charCodeAt(end) === 0x2e ? end + 1 : end;
      sink.push(text.slice(start, withPeriod), start, withPeriod, (flags & ~TOKEN_ACRONYM) | TOKEN_ABBREVIATION);
      at = withPeriod;
      previousEnd = withPeriod;
      continue;
    }
    if (isPeriodAbbreviation(text, start, end)) {
      sink.push(text.slice(start, end + 1), start, end + 1, flags | TOKEN_ABBREVIATION);
      at = end + 1;
      previousEnd = end + 1;
      continue;
    }
    sink.push(raw, start, end, flags);
  }
  closeLine();
  return {
    count: sink.count,
    terms: sink.terms,
    surfaces: sink.surfaces,
    starts: sink.starts,
    ends: sink.ends,
    flags: sink.flags,
  };
}

/** Just the normalised terms of `text`, for callers that need neither case nor offsets. */
export function tokenTerms(text: string): string[] {
  return tokenize(text).terms;
}
