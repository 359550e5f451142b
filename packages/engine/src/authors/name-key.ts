// Person-name normalisation for author blocking and name compatibility.
// Names arrive as free text in many shapes ("J.S. Albus", "Albus, James S.",
// "Josef van Genabith", "Wei-Nan Zhang"); everything downstream works on
// ParsedName so that the shapes compare equal where a person would say so.

/** A person name reduced to comparable parts. All strings are lower-case, without diacritics. */
export interface ParsedName {
  /** Surname without particles, spaces or hyphens: "genabith" for "Josef van Genabith". */
  last: string;
  /**
   * Given-name tokens in order; a one-letter token is an initial. Hyphenated given names
   * are joined ("wei-nan" -> "weinan"), spaced initials stay separate ("J. S." -> ["j", "s"]).
   */
  given: string[];
  /** Blocking key: surname + "_" + first initial ("genabith_j"); "_" alone when the name is empty. */
  blockKey: string;
}

/** How two names relate. */
export type NameMatch = 'exact' | 'compatible' | 'incompatible';

/** Surname particles dropped from keys, so "Luc Van Gool" and "L. Gool" block together. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'des',
  'la',
  'le',
  'ten',
  'ter',
  'dos',
  'das',
  'do',
  'bin',
  'al',
  'el',
  'st',
  'zu',
  'af',
  'av',
]);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md']);

/** A surname particle ("van", "de", "al") or a suffix ("Jr.", "III"), written in any case. */
export function isNamePartWord(word: string): boolean {
  const folded = foldNameText(word).replace(/\.$/, '');
  return PARTICLES.has(folded) || SUFFIXES.has(folded);
}

/** Letters that Unicode decomposition does not split into a base letter plus a mark. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const FOLD_PATTERN = /[ßæœøłđðþıħ]/g;

/**
 * Lower-cases, strips diacritics and folds special letters ("Dušek" -> "dusek", "Brogårdh" -> "brogardh").
 * Letters of other scripts are kept so that non-Latin names still produce keys.
 */
export function foldNameText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLD_PATTERN, (ch) => FOLDS[ch] ?? ch);
}

// Consonant-only capitals such as "JS" or "MW" are run-together initials; "BO" or "LI" are names.
function isRunTogetherInitials(raw: string): boolean {
  return raw.length >= 2 && raw.length <= 3 && /^[A-Z]+$/.test(raw) && !/[AEIOUY]/.test(raw);
}

// One whitespace-separated piece of the given-name part becomes one or more tokens.
function givenTokens(piece: string): string[] {
  const dotted = piece.includes('.');
  if (isRunTogetherInitials(piece)) return [...piece.toLowerCase()];
  const parts = foldNameText(piece)
    .split(/[.]+/)
    .map((p) => p.replace(/[^\p{L}-]/gu, ''))
    .filter((p) => p.replace(/-/g, '').length > 0);
  const tokens: string[] = [];
  for (const part of parts) {
    const syllables = part.split('-').filter((s) => s.length > 0);
    // "J.-Y." spells two initials; "Jean-Yves" is one given name written with a hyphen.
    if (syllables.every((s) => s.length === 1) && (dotted || syllables.length > 1)) tokens.push(...syllables);
    else tokens.push(syllables.join(''));
  }
  return tokens;
}

// German transliteration writes ü/ö/ä as ue/oe/ae ("Schuetze"), while folding gives
// u/o/a ("Schutze"); surnames drop the e so both spellings meet. Only between consonants,
// never after q or y (pinyin Xue, Yue stay) and not in "gue" (Rodriguez, Dominguez).
const TRANSLITERATED_UMLAUT = /([bcdfghjklmnprstvwxz][ao]|[bcdfhjklmnprstvwxz]u)e(?=[bcdfghjklmnpqrstvwxz])/g;

/**
 * A folded word with German umlauts written as ue/oe/ae joined to the plain vowel, as the name
 * keys hold surnames ("schoelkopf" -> "scholkopf", "mueller" -> "muller"; "xue" stays).
 */
export function joinTransliteratedUmlauts(folded: string): string {
  return folded.replace(TRANSLITERATED_UMLAUT, '$1');
}

function surnameTokens(piece: string): string[] {
  return foldNameText(piece)
    .split(/[\s-]+/)
    .map((p) => joinTransliteratedUmlauts(p.replace(/[^\p{L}]/gu, '')))
    .filter((p) => p.length > 0);
}

/** Parsed names kept: the same names recur across a corpus (and batch after batch of an import). */
const PARSED_CACHE_SIZE = 200_000;
const parsedCache = new Map<string, ParsedName>();

/**
 * Parses a free-text person name ("First Middle Last", "Last, First", initials, particles,
 * hyphens, suffixes such as "Jr.") into comparable parts. Results are shared and frozen:
 * callers never change a parsed name.
 */
export function parseAuthorName(raw: string): ParsedName {
  let parsed = parsedCache.get(raw);
  if (parsed === undefined) {
    if (parsedCache.size >= PARSED_CACHE_SIZE) parsedCache.clear();
    parsed = parseUncached(raw);
    Object.freeze(parsed.given);
    parsedCache.set(raw, Object.freeze(parsed));
  }
  return parsed;
}

function parseUncached(raw: string): ParsedName {
  let text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^,+|,+$/g, '')
    .trim();
  let surnamePart: string | null = null;
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const before = text.slice(0, comma).trim();
    const after = text.slice(comma + 1).trim();
    const afterWords = foldNameText(after)
      .replace(/[^\p{L} ]/gu, '')
      .trim();
    // "Smith, Jr." is a suffix, not an inverted name.
    if (SUFFIXES.has(afterWords) || after.length === 0) text = before;
    else {
      surnamePart = before;
      text = after;
    }
  }
  let pieces = text.split(' ').filter((p) => p.length > 0);
  while (pieces.length > 1) {
    const tail = foldNameText(pieces[pieces.length - 1] ?? '').replace(/[^\p{L}]/gu, '');
    if (!SUFFIXES.has(tail)) break;
    pieces = pieces.slice(0, -1);
  }
  let surname: string[];
  const givenPieces: string[] = [];
  if (surnamePart !== null) {
    surname = surnameTokens(surnamePart);
    givenPieces.push(...pieces);
  } else {
    const lastPiece = pieces[pieces.length - 1] ?? '';
    // "J.S.Albus" or "J.Albus" glue initials to the surname.
    const glued = /^((?:\p{L}\.)+)(\p{L}{2,}.*)$/u.exec(lastPiece);
    if (glued && glued[1] && glued[2]) {
      givenPieces.push(...pieces.slice(0, -1), glued[1]);
      surname = surnameTokens(glued[2]);
    } else {
      givenPieces.push(...pieces.slice(0, -1));
      surname = surnameTokens(lastPiece);
    }
  }
  const given: string[] = [];
  for (const piece of givenPieces) {
    const folded = foldNameText(piece).replace(/[^\p{L}]/gu, '');
    // Particles before the surname ("van", "de la") are not given names, but a leading one may be ("Da Li").
    if (given.length > 0 && PARTICLES.has(folded)) continue;
    given.push(...givenTokens(piece));
  }
  // A hyphenated surname blocks on its final part; its first parts act like middle names,
  // which is how "Espinosa-Anke" and "Espinosa Anke" end up equal.
  const significant = significantSurname(surname);
  const last = significant[significant.length - 1] ?? '';
  given.push(...significant.slice(0, -1));
  if (last === '' && given.length > 0) {
    const moved = given.pop() ?? '';
    return { last: moved, given, blockKey: blockKeyOf(moved, given) };
  }
  return { last, given, blockKey: blockKeyOf(last, given) };
}

// The surname tokens that count: particles go, except a final one (a surname that is a particle).
function significantSurname(tokens: readonly string[]): string[] {
  return tokens.filter((s, i) => i === tokens.length - 1 || !PARTICLES.has(s));
}

/**
 * The surname as the name keys hold it, for a surname written on its own: folded, particles
 * dropped, the last part of a compound, transliterated umlauts joined ("Kaess" -> "kass",
 * "van Gool" -> "gool", "Espinosa-Anke" -> "anke"). It is `parseAuthorName(...).last` of any
 * name with this surname, so what is spelled elsewhere (an e-mail address) meets the importer's keys.
 */
export function surnameKey(surname: string): string {
  const significant = significantSurname(surnameTokens(surname));
  return significant[significant.length - 1] ?? '';
}

/** Blocking key of a surname (as `surnameKey` gives it) and given tokens: "kass_m"; what the importer stores. */
export function blockKeyOf(last: string, given: readonly string[]): string {
  return `${last}_${given[0]?.[0] ?? ''}`;
}

/** Blocking key of a raw name: surname + first initial, e.g. "J. van Genabith" -> "genabith_j". */
export function nameBlockKey(raw: string): string {
  return parseAuthorName(raw).blockKey;
}

/** Full key of a raw name: surname + all given tokens, e.g. "Jingyi Zhang" -> "zhang_jingyi". */
export function nameFullKey(parsed: ParsedName): string {
  return `${parsed.last}_${parsed.given.join(' ')}`;
}

// Two given tokens agree when equal or when one is the other's initial. Clipped forms
// ("Alex" / "Alexander") are not accepted: measured on the corpus they join far more
// different people ("Yang" / "Yangsheng", "Dong" / "Donglei") than nicknames of one.
function tokensAgree(a: string, b: string): 'exact' | 'compatible' | 'incompatible' {
  if (a === b) return 'exact';
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 'compatible' : 'incompatible';
  return 'incompatible';
}

/**
 * Compares the given names of two parsed names with the same surname rules:
 * "exact" when surname and all given tokens are equal (or equal once spaces are removed, "jing yi" / "jingyi"),
 * "compatible" when one may be an abbreviation of the other ("J. Smith", "John Smith", "John A. Smith"),
 * "incompatible" otherwise ("Jon Smith" vs "John Smith", "John A. Smith" vs "John B. Smith").
 */
export function compareParsedNames(a: ParsedName, b: ParsedName): NameMatch {
  if (a.last !== b.last) return 'incompatible';
  return compareGiven(a.given, b.given);
}

/** Name compatibility of two raw names; see compareParsedNames. */
export function nameCompatibility(a: string, b: string): NameMatch {
  return compareParsedNames(parseAuthorName(a), parseAuthorName(b));
}

/** Compares two given-token lists; see compareParsedNames. */
export function compareGiven(a: readonly string[], b: readonly string[]): NameMatch {
  if (a.length === b.length && a.every((t, i) => t === b[i])) return 'exact';
  if (a.length === 0 || b.length === 0) return 'compatible';
  const joinedA = a.join('');
  const joinedB = b.join('');
  if (joinedA === joinedB && joinedA.length > a.length && joinedB.length > b.length) return 'exact';
  // The first given name decides; middle names may be missing on either side.
  const first = tokensAgree(a[0] ?? '', b[0] ?? '');
  if (first === 'incompatible') return 'incompatible';
  const n = Math.min(a.length, b.length);
  for (let i = 1; i < n; i++) {
    if (tokensAgree(a[i] ?? '', b[i] ?? '') === 'incompatible') return 'incompatible';
  }
  return 'compatible';
}

/**
 * The more specific of two compatible given-token lists, position by position
 * ("j a" + "john" -> "john a"); used as a cluster's name form so that a cluster holding
 * "John A. Smith" no longer accepts "John B. Smith".
 */
export function mergeGiven(a: readonly string[], b: readonly string[]): string[] {
  const n = Math.max(a.length, b.length);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) out.push(y ?? '');
    else if (y === undefined) out.push(x);
    else out.push(y.length > x.length ? y : x);
  }
  return out;
}

/**
 * How fully a name spells its given names: 2 points for each written-out given name, 1 for an
 * initial ("Tamim Asfour" 2, "T. Asfour" 1, "Sethu Vijayakumar" 2, "S. Vijayakumar" 1). Of
 * two profiles of one person, the fuller name is the one to show.
 */
export function nameFullness(raw: string): number {
  return parseAuthorName(raw).given.reduce((sum, token) => sum + (token.length > 1 ? 2 : 1), 0);
}
