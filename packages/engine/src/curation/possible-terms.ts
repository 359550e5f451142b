/**
 * Candidate terms of a document for the possible-concepts curation (spec 02): word n-grams
 * that read like a term (no punctuation inside: words apart only by spaces, a hyphen or a
 * possessive apostrophe; no stop word at either end, "of" the only stop word allowed inside:
 * "theory of computation"; no count first: "three real-world datasets"; no word twice; given
 * the text's word classes, no verb or adverb and a noun last), not already inside a span that an
 * existing literal matches, grouped by the matcher's normalised words so that "neural nets"
 * and "Neural net" are one candidate. Scoring is `scorePossibleTerm` below.
 */
import { stemToken } from '../text/normalize';
import { isStopWord } from '../text/stop-words';
import { tokenize, TOKEN_ABBREVIATION, TOKEN_ACRONYM, TOKEN_BREAK_BEFORE } from '../text/tokenize';
import type { WordClass, WordClasses } from '../text/word-classes';

/** Longest candidate, in words. */
export const POSSIBLE_TERM_MAX_WORDS = 4;
/** Shortest single-word candidate, in characters (an acronym of two letters still counts). */
const MIN_UNIGRAM_LENGTH = 4;
/** Stop words allowed inside (not at the ends of) a candidate. */
const INNER_STOP_WORDS = new Set(['of']);

/** Terms of `words` as the tokenizer writes them (so "hundreds" is found as "hundred"). */
const termSet = (words: string): ReadonlySet<string> =>
  new Set(words.split(' ').flatMap((word) => [word, stemToken(word)]));

/**
 * Words that stand where the stop words do (`isStopWord`: never at an end of a candidate, nor
 * inside it): the prepositions the general list lacks, and the quantity and generic adjectives
 * of abstracts, which say how many or which, not what ("across various downstream tasks",
 * "existing privacy-preserving").
 */
const EDGE_STOP_WORDS = termSet(
  'across along amongst among around beyond despite onto per regarding throughout toward towards unlike versus vs ' +
    'various several numerous diverse different existing respective certain',
);

/**
 * Cardinal number words: one first and then a space is a count ("two real-world datasets"),
 * not a term; joined by a hyphen it is part of one ("three-dimensional displays", "one-shot").
 */
const COUNT_WORDS = termSet(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
    'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands ' +
    'million millions billion billions dozen dozens',
);

/** A hyphen (or an en dash: "Navier–Stokes") joining two words. */
const HYPHEN = /^[-\u2010\u2011\u2013]$/u;
/** What may stand between two words of a term: spaces (no line break), a hyphen, or a possessive ("Newton's"). */
const WORD_GAP = /^(?:[^\S\n]+|[-\u2010\u2011\u2013]|['\u2019]s?[^\S\n]+)$/u;

/** One candidate term of a text. */
export interface PossibleTerm {
  /** The matcher's normalised words joined by spaces: what groups written forms. */
  key: string;
  /** The written form seen most often (a sentence's capital first letter lowered). */
  name: string;
  /** Occurrences in the text. */
  tf: number;
  words: number;
}

/** A span `[start, end)` of the text that an existing literal matches. */
export interface CoveredSpan {
  start: number;
  end: number;
}

/**
 * True when `[start, end)` lies inside a known span or cuts across one's edge ("network
 * segments" out of "neural network segments"); a candidate that holds a whole known span
 * ("spectral graph theory" around "graph theory") stays: the known concept is its neighbour.
 */
function isCovered(spans: readonly CoveredSpan[], start: number, end: number): boolean {
  for (const span of spans) {
    if (end <= span.start || start >= span.end) continue;
    if (start <= span.start && end >= span.end && end - start > span.end - span.start) continue;
    return true;
  }
  return false;
}

/** Lowers a capital that only starts a sentence ("Graph sparsifiers" → "graph sparsifiers"), keeps "Markov chain". */
function displayForm(surface: string, sentenceStart: boolean, acronym: boolean): string {
  if (!sentenceStart || acronym) return surface;
  const first = surface.split(/[\s-]/u)[0] ?? '';
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return surface;
  return surface.charAt(0).toLowerCase() + surface.slice(1);
}

/**
 * The candidate terms of `text`, in order of first occurrence. `covered` are the spans existing
 * literals match (from the ontology's matcher): a candidate lying inside one is known already.
 */
export function extractPossibleTerms({
  text,
  covered = [],
  maxWords = POSSIBLE_TERM_MAX_WORDS,
  wordClasses = null,
}: {
  text: string;
  covered?: readonly CoveredSpan[];
  maxWords?: number;
  /**
   * The text's word classes (`tagWordClasses`): with them a candidate holds no verb or adverb
   * and ends in a noun ("dynamic obstacles", not "methods often overlook" or "complex scenes like").
   */
  wordClasses?: WordClasses | null;
}): PossibleTerm[] {
  const tokens = tokenize(text);
  const byKey = new Map<string, { tf: number; words: number; forms: Map<string, number> }>();
  const usable = (i: number) => {
    if (tokens.flags[i]! & TOKEN_ABBREVIATION) return false;
    const surface = tokens.surfaces[i]!;
    return /\p{L}/u.test(surface) && surface.length > 1;
  };
  const stopTerm = (term: string) => isStopWord(term) || EDGE_STOP_WORDS.has(term);
  const gapBefore = (j: number) => text.slice(tokens.ends[j - 1]!, tokens.starts[j]!);
  for (let i = 0; i < tokens.count; i++) {
    if (!usable(i) || stopTerm(tokens.terms[i]!)) continue;
    // A number word starts a term only as part of a hyphenated word ("one-shot learning").
    const countFirst = COUNT_WORDS.has(tokens.terms[i]!);
    if (countFirst && !(i + 1 < tokens.count && HYPHEN.test(gapBefore(i + 1)))) continue;
    const sentenceStart =
      i === 0 ||
      (tokens.flags[i]! & TOKEN_BREAK_BEFORE) !== 0 ||
      text.slice(tokens.ends[i - 1]!, tokens.starts[i]!).includes('\n');
    let previousClass: WordClass | null = null;
    for (let j = i; j < tokens.count && j - i < maxWords; j++) {
      if (j > i && (tokens.flags[j]! & TOKEN_BREAK_BEFORE) !== 0) break;
      // The title and the abstract are separate lines: no term runs from one into the other.
      if (j > i && gapBefore(j).includes('\n')) break;
      // Punctuation between two words ends the term ("$\epsilon$-differential", "science/status").
      if (j > i && !WORD_GAP.test(gapBefore(j))) break;
      if (!usable(j)) break;
      const term = tokens.terms[j]!;
      const stop = stopTerm(term);
      if (stop && !INNER_STOP_WORDS.has(term)) break;
      if (stop) continue;
      // A word twice is a run across two terms ("Graph Contrastive Learning Graph"), not a term.
      if (j > i && tokens.terms.slice(i, j).includes(term)) break;
      const wordClass = wordClasses?.classAt(tokens.starts[j]!) ?? null;
      // A verb or an adverb is in every longer candidate from i as well; a verb in -s may be a
      // plural noun, which ends a term ("graph sketches") but stands inside none.
      if (wordClass === 'verb' || wordClass === 'adverb' || previousClass === 'nounOrVerb') break;
      previousClass = wordClass;
      const acronymHere = (tokens.flags[j]! & TOKEN_ACRONYM) !== 0;
      const endsTerm = wordClass === null || wordClass === 'noun' || wordClass === 'nounOrVerb' || acronymHere;
      if (wordClasses !== null && !endsTerm) continue;
      const words = j - i + 1;
      const start = tokens.starts[i]!;
      const end = tokens.ends[j]!;
      const acronym = (tokens.flags[i]! & TOKEN_ACRONYM) !== 0;
      if (words === 1 && ((!acronym && tokens.surfaces[i]!.length < MIN_UNIGRAM_LENGTH) || countFirst)) continue;
      if (isCovered(covered, start, end)) continue;
      const key = tokens.terms.slice(i, j + 1).join(' ');
      const form = displayForm(text.slice(start, end).replace(/\s+/gu, ' '), sentenceStart, acronym);
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { tf: 0, words, forms: new Map() }));
      entry.tf++;
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
    }
  }
  const out: PossibleTerm[] = [];
  for (const [key, entry] of byKey) {
    let name = '';
    let best = 0;
    for (const [form, count] of entry.forms) if (count > best) [name, best] = [form, count];
    out.push({ key, name, tf: entry.tf, words: entry.words });
  }
  return out;
}

/**
 * `terms` without those that only ever occur inside one longer term, here and in the corpus
 * (the same tf in the document, the same corpus df): "Free MPC" inside "collision-free MPC".
 * A part that also stands on its own elsewhere in the corpus ("thoracoscopic surgery" inside
 * "video assisted thoracoscopic surgery") has a larger df and stays: it is a term of its own.
 */
export function withoutNestedTerms<T extends { key: string; tf: number; df: number }>(terms: readonly T[]): T[] {
  const byKey = new Map(terms.map((t) => [t.key, t]));
  const nested = new Set<string>();
  for (const term of terms) {
    const words = term.key.split(' ');
    for (let from = 0; from < words.length; from++) {
      for (let to = from + 1; to <= words.length; to++) {
        if (to - from === words.length) continue;
        const inner = byKey.get(words.slice(from, to).join(' '));
        if (inner && inner.tf === term.tf && inner.df === term.df) nested.add(inner.key);
      }
    }
  }
  return terms.filter((t) => !nested.has(t.key));
}

/**
 * The score of a candidate (shown with two decimals): tf·idf with a bonus for multi-word terms,
 * `(1 + ln tf) × ln((N + 1) / (df + 1)) × (1 + 0.5 × (words − 1))`, where `tf` counts its
 * occurrences in the document (or the batch), `df` the corpus articles holding it and `N` the
 * corpus size: frequent here, rare in the corpus, and a phrase rather than a word. The phrase
 * bonus applies only when `df` ≥ 2 (the phrase recurs in the corpus).
 */
export function scorePossibleTerm({
  tf,
  df,
  corpusSize,
  words,
}: {
  tf: number;
  df: number;
  corpusSize: number;
  words: number;
}): number {
  if (tf <= 0) return 0;
  const idf = Math.log((corpusSize + 1) / (df + 1));
  // The phrase bonus needs the phrase in two corpus articles at least: a run of words found in
  // one text only ("called structural commonsense unveiling") is rarely a term.
  const phrase = df >= 2 ? 1 + 0.5 * (words - 1) : 1;
  return (1 + Math.log(tf)) * Math.max(0, idf) * phrase;
}
