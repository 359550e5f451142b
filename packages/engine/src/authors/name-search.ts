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

/**
 * A name in the form the query language's `author:` field looks it up: the key form of each
 * word ("Bernhard Schoelkopf", "Bernhard Schölkopf", "B. Scholkopf" -> "bernhard scholkopf",
 * "b scholkopf"), so every spelling of one name reads the same. Composed again (NFC) at the end:
 * folding decomposes some scripts (Hangul into jamo), which the full-text tokenizers would
 * otherwise read differently from the syllables they hold.
 */
export function nameSearchText(text: string): string {
  return nameSearchWords(text)
    .map((word) => word.key)
    .join(' ')
    .normalize('NFC');
}

/** The words of a text as a full-text tokenizer roughly reads them: lower-cased, split at anything but letters and digits. */
function plainText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(' ');
}

/**
 * The author names of one article as its full-text `authors` column holds them: each name as
 * given, followed by its search form (`nameSearchText`) when that reads otherwise, so that a
 * plain search still finds the name as spelt ("Schoelkopf") while `author:`, which looks up the
 * search form, finds every spelling; each name once, names separated by commas. `names` holds
 * every name of every authorship (as printed, as the source displays it); empty ones are skipped.
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
    const plain = plainText(given);
    add(given, plain);
    const search = nameSearchText(given);
    if (search !== plain) add(search, search);
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
