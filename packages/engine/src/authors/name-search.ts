// Name words as the author search compares them. A person's name is spelled with its
// diacritics ("Schölkopf"), without them ("Scholkopf") or with German umlauts written out
// ("Schoelkopf", "Gauss" for "Gauß"); a search for any of these spellings finds the others.
// Only the search is widened: author disambiguation keeps comparing given names as folded,
// since joining "ue"/"ae" in given names would merge different people ("Xuezhi" / "Xuzhi",
// "Jaewoo" / "Jawoo" in the corpus).
import { foldNameText, joinTransliteratedUmlauts } from './name-key';

/** One word of a name, typed or stored. */
export interface NameSearchWord {
  /** Lower-cased, diacritics stripped, special letters folded: "schölkopf" -> "scholkopf", "gauß" -> "gauss". */
  folded: string;
  /**
   * `folded` with written-out umlauts joined, the form the name keys hold surnames in
   * ("schoelkopf" -> "scholkopf"): the spellings of one name meet here.
   */
  key: string;
}

/** The words of a name or of a typed query, split at anything that is not a letter or a digit. */
export function nameSearchWords(text: string): NameSearchWord[] {
  return foldNameText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((folded) => ({ folded, key: joinTransliteratedUmlauts(folded) }));
}

// The `author:` field of the query language compares whole words in the full-text index, so its
// spellings are written into the index rather than guessed at query time. Only a name that holds
// an umlaut or "ß" is widened there, to its two other spellings ("Schölkopf": "scholkopf" and
// "schoelkopf"; "Gauß": "gauss"). Joining a written-out "e" in every name, as the suggestions do,
// would make "Michael" and "Michal", "Rafael" and "Rafal" one name for the field (3,428 articles
// for `author:Michal` on the corpus instead of 205).
const UMLAUTS = /[äöüÄÖÜß]/u;
const WRITTEN_OUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** The words of a text as a full-text tokenizer roughly reads them: lower-cased, split at anything but letters and digits. */
function plainWords(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(' ');
}

/** `text` folded (diacritics stripped, lower-cased), as words. */
function foldedWords(text: string): string {
  return plainWords(foldNameText(text));
}

/**
 * The spellings the `author:` field looks a typed name up by: the name folded ("Scholkopf" ->
 * "scholkopf"), and for a name typed with an umlaut or "ß" also with them written out
 * ("Schölkopf" -> "scholkopf", "schoelkopf"). A name typed with them written out ("Schoelkopf")
 * is looked up as typed: the index holds that spelling for every name written with the umlaut.
 */
export function authorQuerySpellings(text: string): string[] {
  const folded = foldedWords(text);
  if (!UMLAUTS.test(text.normalize('NFC'))) return folded.length > 0 ? [folded] : [];
  const writtenOut = foldedWords(text.normalize('NFC').replace(/[äöüÄÖÜß]/gu, (ch) => WRITTEN_OUT[ch] ?? ch));
  return [...new Set([folded, writtenOut].filter((form) => form.length > 0))];
}

/**
 * The author names of one article as its full-text `authors` column holds them: each name as
 * given, and for a name with an umlaut or "ß" also its folded and written-out spellings
 * ("Bernhard Schölkopf, bernhard scholkopf, bernhard schoelkopf"), so that `author:` finds it
 * whichever way it is typed (`authorQuerySpellings`); each spelling once, names separated by
 * commas. `names` holds every name of every authorship (as printed, as the source displays it);
 * empty ones are skipped.
 */
export function authorsSearchText(names: Iterable<string | null | undefined>): string {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (text: string, plain: string) => {
    if (plain.length === 0 || seen.has(plain)) return;
    seen.add(plain);
    out.push(text);
  };
  for (const name of names) {
    const given = name?.trim() ?? '';
    add(given, plainWords(given));
    if (!UMLAUTS.test(given.normalize('NFC'))) continue;
    for (const spelling of authorQuerySpellings(given)) add(spelling, spelling);
  }
  return out.join(', ');
}

// The "e" of a written-out umlaut is joined only before a consonant, which a half-typed
// word ("Schoe" on the way to "Schoelkopf") does not have yet. Short words and pinyin finals
// (Xue, Jue, Lue, Nue) are taken as typed: "Joe", "Jae" or "Xue" must not find "John", "Jan" or "Xu".
const OPEN_UMLAUT_END = /^(.*(?:[bcdfghjklmnprstvwxz][ao]|[bcdfhkmprstvwz]u))e$/;
const OPEN_UMLAUT_MIN_LENGTH = 5;

/**
 * The prefixes a typed word looks stored names up by, in the key form (name keys start with
 * the surname's key form): its key, and for a word still being typed (`halfTyped`, the last
 * word of the text) that ends in a possible written-out umlaut also the key without that
 * "e" ("schoe" -> "schoe", "scho").
 */
export function typedWordPrefixes(word: NameSearchWord, { halfTyped }: { halfTyped: boolean }): string[] {
  const open = halfTyped && word.key.length >= OPEN_UMLAUT_MIN_LENGTH ? OPEN_UMLAUT_END.exec(word.key) : null;
  return open?.[1] ? [word.key, open[1]] : [word.key];
}

/** Whether a typed word starts the stored name word in any of its spellings; see typedWordPrefixes. */
export function nameWordStarts(
  typed: NameSearchWord,
  stored: NameSearchWord,
  { halfTyped }: { halfTyped: boolean },
): boolean {
  if (stored.folded.startsWith(typed.folded)) return true;
  return typedWordPrefixes(typed, { halfTyped }).some((prefix) => stored.key.startsWith(prefix));
}

/** How a typed name matches a stored one, best first. */
export type NameSearchMatch = 'exact' | 'spelling' | 'prefix' | 'none';

/**
 * Compares a typed name (its last word maybe half typed) with a stored one: "exact" when the
 * words are the same once folded ("Schölkopf" / "Scholkopf"), "spelling" when they are the
 * same with umlauts written out ("Schoelkopf"), "prefix" when every typed word starts some
 * word of the name, else "none".
 */
export function matchTypedName(typed: readonly NameSearchWord[], stored: readonly NameSearchWord[]): NameSearchMatch {
  const last = typed.length - 1;
  const starts = (word: NameSearchWord, i: number) =>
    stored.some((s) => nameWordStarts(word, s, { halfTyped: i === last }));
  if (typed.length === 0 || !typed.every(starts)) return 'none';
  const joined = (words: readonly NameSearchWord[], form: keyof NameSearchWord) => words.map((w) => w[form]).join(' ');
  if (joined(typed, 'folded') === joined(stored, 'folded')) return 'exact';
  if (joined(typed, 'key') === joined(stored, 'key')) return 'spelling';
  return 'prefix';
}
