/**
 * Joining a manuscript's lines into running text, mending words broken at a line end.
 *
 * A hyphen ending a line is either the typesetter's (a word split in two: "meth-" + "od" is
 * "method") or the word's own (a compound that happened to break at its hyphen: "distance-" +
 * "weighted" is "distance-weighted"). Nothing at the break tells them apart, so the rest of the
 * document is asked, as a careful reader would, before any general rule:
 *
 * 1. A soft hyphen (U+00AD) is always the typesetter's; a non-breaking hyphen (U+2011) is
 *    always the word's. A hyphen after a space is a dash: the lines are joined with a space.
 * 2. The word's own when what follows starts with a capital or a digit ("non-" + "Euclidean",
 *    "COVID-" + "19"), or when the part before is one letter, holds a digit or is an acronym
 *    ("k-" + "means", "3D-" + "printed", "RNA-" + "binding"): no hyphenation splits words there.
 *    A line set in capitals ("METH-" + "OD") is judged by the evidence below instead.
 * 3. The document's own spellings: the hyphenated form ("distance-weighted") and the joined
 *    one ("distanceweighted") are counted elsewhere in the text; the more frequent wins, the
 *    hyphen on a tie.
 * 4. Neither form seen: the hyphen is kept when both halves are words of the document (at least
 *    three letters each, so that "in-" + "formation" is still mended) and the joined word is not.
 * 5. Otherwise the word is mended ("meth-" + "od"): hyphenation is by far the commoner cause.
 *
 * "Elsewhere" excludes the broken words themselves (a line's last word before its hyphen and
 * the next line's first word), which would otherwise vouch for themselves.
 */

/** Characters that may end a line as a hyphen, by what they say. */
const SOFT_HYPHEN = '\u00ad';
const NON_BREAKING_HYPHEN = '\u2011';
const HYPHENS = new Set(['-', '\u2010']);

const WORD = /[\p{L}\p{M}]+/gu;
/** A word written with hyphens inside ("distance-weighted", "state-of-the-art", "COVID-19"). */
const COMPOUND = /[\p{L}\p{M}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{M}\p{N}]+)+/gu;
const COMPOUND_PARTS = /[-\u2010\u2011]/u;
/** The word a line ends with, with the hyphen that breaks it (a compound's pieces included). */
const BROKEN_END = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\-\u2010\u2011\u00ad]*$/u;
/** The letters and digits a line starts with. */
const FIRST_WORD = /^[\p{L}\p{M}\p{N}]+/u;
const LAST_WORD = /[\p{L}\p{M}\p{N}]+$/u;
const MIN_HALF = 3;

/** Joins lines (a title's, an abstract's) into one text; see the module comment. */
export type LineJoiner = (parts: readonly string[]) => string;

interface Evidence {
  /** Words of the document (lower case) and how often they occur. */
  words: Map<string, number>;
  /** Adjacent pieces of hyphenated compounds ("distance-weighted"), lower case, and how often. */
  hyphenated: Map<string, number>;
}

/** A joiner that judges line-end hyphens by the words of `lines` (the whole document read). */
export function createLineJoiner(lines: readonly { text: string }[]): LineJoiner {
  const evidence = collectEvidence(lines.map((l) => l.text));
  return (parts) => parts.reduce((text, part) => (text ? joinPair(text, part, evidence) : part), '');
}

/** Joins two lines, the first possibly ending with a hyphen. */
function joinPair(left: string, right: string, evidence: Evidence): string {
  if (!right) return left;
  const hyphen = left.at(-1) ?? '';
  const before = left.slice(0, -1);
  const broken = hyphen === SOFT_HYPHEN || hyphen === NON_BREAKING_HYPHEN || HYPHENS.has(hyphen);
  if (!broken || !LAST_WORD.test(before) || !FIRST_WORD.test(right)) return `${left} ${right}`;
  if (hyphen === SOFT_HYPHEN) return before + right;
  if (hyphen === NON_BREAKING_HYPHEN) return left + right;
  const head = LAST_WORD.exec(before)![0];
  const tail = FIRST_WORD.exec(right)![0];
  return keepsHyphen(head, tail, evidence) ? left + right : before + right;
}

function keepsHyphen(head: string, tail: string, evidence: Evidence): boolean {
  const capitals = isCapitals(head) && isCapitals(tail);
  if (!capitals) {
    if (!/^\p{Ll}/u.test(tail)) return true;
    if (/\p{N}/u.test(head) || [...head].length === 1 || isCapitals(head)) return true;
  } else if (/\p{N}/u.test(head + tail)) return true;
  const h = head.toLowerCase();
  const t = tail.toLowerCase();
  const hyphenated = evidence.hyphenated.get(`${h}-${t}`) ?? 0;
  const joined = evidence.words.get(h + t) ?? 0;
  if (hyphenated > 0 || joined > 0) return hyphenated >= joined;
  return [...h].length >= MIN_HALF && [...t].length >= MIN_HALF && evidence.words.has(h) && evidence.words.has(t);
}

/** Two letters or more, all capitals ("RNA", "METH"). */
function isCapitals(word: string): boolean {
  return [...word].length >= 2 && /^[\p{Lu}\p{N}]+$/u.test(word) && /\p{Lu}/u.test(word);
}

/** Counts the words and hyphenated pairs of `texts`, leaving out the words broken at line ends. */
function collectEvidence(texts: readonly string[]): Evidence {
  const words = new Map<string, number>();
  const hyphenated = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let afterBreak = false;
  for (const raw of texts) {
    let text = raw;
    if (afterBreak) text = text.replace(FIRST_WORD, ' ');
    const endsBroken = /[\p{L}\p{M}\p{N}][-\u2010\u00ad]$/u.test(text);
    if (endsBroken) text = text.replace(BROKEN_END, ' ');
    afterBreak = endsBroken;
    for (const compound of text.match(COMPOUND) ?? []) {
      const pieces = compound.toLowerCase().split(COMPOUND_PARTS);
      for (let i = 1; i < pieces.length; i++) add(hyphenated, `${pieces[i - 1]}-${pieces[i]}`);
    }
    for (const word of text.match(WORD) ?? []) add(words, word.toLowerCase());
  }
  return { words, hyphenated };
}
