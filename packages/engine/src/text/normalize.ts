/**
 * Character folding and token normalisation shared by the concept matcher, search and
 * lexical similarity. Everything here is deterministic and locale-independent so that a
 * literal and a text normalise to the same terms on every machine.
 */

const COMBINING_MARKS = /\p{M}/gu;

// Letters that NFKD does not decompose but that readers treat as their base letter
// (author names and loanwords in abstracts: Łojasiewicz, Ørsted, Erdős, Straße).
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ĸ: 'k',
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'gu');
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Folds compatibility characters and diacritics away while keeping case:
 * NFKD, then combining marks removed, then a few stand-alone letters mapped to ASCII.
 * ASCII input is returned unchanged without allocating.
 */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

const CH_S = 0x73; // s
const CH_E = 0x65; // e
const CH_I = 0x69; // i
const CH_U = 0x75; // u
const CH_X = 0x78; // x
const CH_Z = 0x7a; // z
const CH_C = 0x63; // c
const CH_H = 0x68; // h
const CH_Y_UPPER = 0x59; // Y

function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019;
}

/** True when `t[0..end)` ends in s, x, z, ch or sh: the endings that take plural "es". */
function endsInSibilant(t: string, end: number): boolean {
  const last = t.charCodeAt(end - 1);
  if (last === CH_S || last === CH_X || last === CH_Z) return true;
  if (last !== CH_H || end < 2) return false;
  const before = t.charCodeAt(end - 2);
  return before === CH_C || before === CH_S;
}

/**
 * A final "s" that is an inflection, not part of "ss", "us" or "is". At least three
 * letters must remain, which keeps "gas", "yes" and "its" whole.
 */
function hasStrippableS(t: string, end: number): boolean {
  if (end < 4 || t.charCodeAt(end - 1) !== CH_S) return false;
  const before = t.charCodeAt(end - 2);
  return before !== CH_S && before !== CH_U && before !== CH_I;
}

/**
 * Computes how a lower-case token is cut: returns `keep * 2 + (appendY ? 1 : 0)`, an
 * integer so that the rules run once and serve both `stemToken` and `stemSurface`
 * without allocating an intermediate object.
 */
function stemCode(t: string): number {
  let end = t.length;
  if (end > 2 && t.charCodeAt(end - 1) === CH_S && isApostrophe(t.charCodeAt(end - 2))) end -= 2;
  else if (end > 1 && isApostrophe(t.charCodeAt(end - 1))) end -= 1;
  if (end < 3) return end * 2;

  // Plural.
  if (t.charCodeAt(end - 1) === CH_S) {
    if (t.charCodeAt(end - 2) === CH_E) {
      if (end > 4 && t.charCodeAt(end - 3) === CH_I) return (end - 3) * 2 + 1;
      if (end >= 4 && endsInSibilant(t, end - 2)) end -= 2;
      else if (hasStrippableS(t, end)) end -= 1;
    } else if (hasStrippableS(t, end)) {
      end -= 1;
    }
  }
  // A silent "e" after a sibilant goes too, so that singular and plural of words like
  // "case"/"cases" or "cache"/"caches" meet on one stem ("cas", "cach").
  if (end >= 3 && t.charCodeAt(end - 1) === CH_E && endsInSibilant(t, end - 1)) end -= 1;
  // ...and a stem that now ends in a single "s" loses it, which reconciles
  // "bias"/"biases" and "response"/"responses" ("bia", "respon").
  if (hasStrippableS(t, end)) end -= 1;
  return end * 2;
}

/**
 * Normal form of one lower-case token: possessive "'s" and simple English inflection
 * removed so that singular and plural meet ("networks" → "network", "studies" → "study",
 * "classes" → "class", "boxes" → "box", "cases" and "case" → "cas").
 *
 * Rules, in order: possessive "'s" (or a final apostrophe); "ies" → "y" (more than 4
 * letters); "es" after s/x/z/ch/sh (which covers "sses" → "ss"); a final "s" not in
 * "ss"/"us"/"is"; then a final "e" after s/x/z/ch/sh and once more a final lone "s".
 * The stems are not always words; they only have to agree between a literal and a text.
 */
export function stemToken(token: string): string {
  const code = stemCode(token);
  const keep = code >> 1;
  if ((code & 1) === 1) return token.slice(0, keep) + 'y';
  return keep === token.length ? token : token.slice(0, keep);
}

/**
 * The same cut as `stemToken`, applied to a token that keeps its case ("ICAs" → "ICA",
 * "Studies" → "Study"). Case-sensitive literals compare these, so an acronym still
 * matches its plural but not its lower-case homograph.
 */
export function stemSurface(surface: string): string {
  if (isAcronymPlural(surface)) return surface.slice(0, -1);
  if (isMixedCaseName(surface)) return surface;
  const lower = surface.toLowerCase();
  // A few letters change length when lower-cased; their cut would misalign, so leave them.
  if (lower.length !== surface.length) return surface;
  const code = stemCode(lower);
  const keep = code >> 1;
  if ((code & 1) === 1) {
    const cutFirst = surface.charCodeAt(keep);
    const upper = cutFirst >= 0x41 && cutFirst <= 0x5a;
    return surface.slice(0, keep) + String.fromCharCode(upper ? CH_Y_UPPER : 0x79);
  }
  return keep === surface.length ? surface : surface.slice(0, keep);
}

/**
 * "LMs", "GPs", "3Ds": upper-case letters and digits (at least one letter) followed by a
 * lower-case "s". Short acronyms are too short for the general "s" rule, and their case
 * makes the plural unmistakable.
 */
function isAcronymPlural(surface: string): boolean {
  const last = surface.length - 1;
  if (last < 2 || surface.charCodeAt(last) !== CH_S) return false;
  let letters = 0;
  for (let i = 0; i < last; i++) {
    const code = surface.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) letters++;
    else if (code < 0x30 || code > 0x39) return false;
  }
  return letters > 0;
}

/**
 * Term of one folded token with its case (as the tokenizer produces it): lower-cased and
 * stemmed, where an acronym plural such as "LMs" also loses its "s" ("lm").
 */
export function normalizeToken(surface: string): string {
  if (isAcronymPlural(surface)) return surface.slice(0, -1).toLowerCase();
  if (isMixedCaseName(surface)) return surface.toLowerCase();
  return stemToken(surface.toLowerCase());
}

/**
 * "DDoS", "PyTorch", "eBPF": a name written in mixed case (two or more capitals after a
 * lower-case letter or with one inside) is not an English word, so its final "s" is no
 * plural: "DDoS" must not become the stem of "DDO".
 */
function isMixedCaseName(surface: string): boolean {
  let upper = 0;
  let lowerSeen = false;
  let upperAfterLower = false;
  for (let i = 0; i < surface.length; i++) {
    const c = surface.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      upper++;
      if (lowerSeen) upperAfterLower = true;
    } else if (c >= 0x61 && c <= 0x7a) lowerSeen = true;
  }
  return upper >= 2 && upperAfterLower;
}

/** Term of a single word as the tokenizer would produce it: folded, lower-cased, stemmed. */
export function normalizeWord(word: string): string {
  return normalizeToken(foldText(word));
}
