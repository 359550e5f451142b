/**
 * Text analysis for affinity scoring, on top of the shared tokenizer: folded, lower-cased
 * words without stop words or numbers, stemmed, optionally with bigrams of adjacent
 * content words. Bigrams never span a stop word or punctuation.
 */
import { isStopWord, tokenize } from '../text';
import { stemmer as porterStem } from 'stemmer';

/**
 * 'porter' conflates derivations ("optimization", "optimize" → "optim"), which suits
 * topic similarity (Martin Porter's algorithm from the maintained `stemmer` package);
 * 'inflection' is the shared tokenizer's plural-only normal form.
 */
export type AffinityStemmer = 'porter' | 'inflection';

// Boilerplate of abstracts ("we propose a novel method ... results show"): frequent in
// every field, so they only add noise to similarity and break no meaningful bigram.
const BOILERPLATE = new Set(
  (
    'also although often others otherwise per rather several since upon either else every ' +
    'paper propose proposed proposes present presents presented show shows shown demonstrate ' +
    'demonstrates novel new approach approaches method methods use used using based result ' +
    'results work study studies well two first second three different various many existing able'
  ).split(' '),
);

// Characters that end a phrase (".,;:!?()[]{}" and the double quote), by char code.
const PHRASE_BREAK = new Uint8Array(128);
for (const char of '.,;:!?()[]{}"') PHRASE_BREAK[char.charCodeAt(0)] = 1;

/** Whether `text[from, to)` (the gap between two tokens) holds a phrase-ending character. */
function breaksPhrase(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 128 && PHRASE_BREAK[code] === 1) return true;
  }
  return false;
}

/** Whether `word` has an ASCII lower-case letter. */
function hasAsciiLetter(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) return true;
  }
  return false;
}

const porterCache = new Map<string, string>();
const PORTER_CACHE_LIMIT = 200_000;

function porterCached(word: string): string {
  const cached = porterCache.get(word);
  if (cached !== undefined) return cached;
  const stem = porterStem(word);
  // Only a speed-up for repeated words; capped so a huge corpus cannot grow it unboundedly.
  if (porterCache.size < PORTER_CACHE_LIMIT) porterCache.set(word, stem);
  return stem;
}

function isContentWord(lower: string): boolean {
  if (lower.length < 2 || isStopWord(lower) || BOILERPLATE.has(lower)) return false;
  const first = lower.charCodeAt(0);
  // Numbers and tokens starting with a digit ("2d", "100k") are not topics on their own.
  return !(first >= 0x30 && first <= 0x39) && hasAsciiLetter(lower);
}

/**
 * Stemmed content words of `text`, with `null` where a phrase boundary lies (stop word,
 * number or punctuation), so that callers can form bigrams that never span a boundary.
 * `surfaces`, when given, receives each entry's word as written, lower-cased (null at breaks).
 */
export function contentTokens(
  text: string,
  stemmer: AffinityStemmer = 'inflection',
  surfaces?: Array<string | null>,
): Array<string | null> {
  const tokens = tokenize(text);
  const out: Array<string | null> = [];
  const pushBreak = (): void => {
    if (out.length > 0 && out[out.length - 1] !== null) {
      out.push(null);
      surfaces?.push(null);
    }
  };
  for (let i = 0; i < tokens.count; i++) {
    if (i > 0 && breaksPhrase(text, tokens.ends[i - 1] as number, tokens.starts[i] as number)) pushBreak();
    const lower = (tokens.surfaces[i] as string).toLowerCase();
    if (!isContentWord(lower)) {
      pushBreak();
      continue;
    }
    out.push(stemmer === 'porter' ? porterCached(lower) : (tokens.terms[i] as string));
    surfaces?.push(lower);
  }
  return out;
}

export interface AnalyzeOptions {
  /** Add "a b" terms for adjacent content words. */
  bigrams: boolean;
  stemmer?: AffinityStemmer;
}

/** Terms of `text` for the lexical model: stemmed unigrams and, optionally, bigrams. */
export function analyzeText(text: string, options: AnalyzeOptions): string[] {
  return analyzeTextWithSurfaces(text, options, null).terms;
}

/**
 * `analyzeText`, and with `surfaces` (an empty array) each term's words as written: "diffusion"
 * for the stem "diffus", "diffusion models" for the bigram.
 */
export function analyzeTextWithSurfaces(
  text: string,
  { bigrams, stemmer = 'inflection' }: AnalyzeOptions,
  surfaces: string[] | null = [],
): { terms: string[]; surfaces: string[] | null } {
  const terms: string[] = [];
  const written: Array<string | null> | undefined = surfaces ? [] : undefined;
  const tokens = contentTokens(text, stemmer, written);
  let previous: string | null = null;
  let previousSurface = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string | null;
    if (token === null) {
      previous = null;
      continue;
    }
    const surface = written ? (written[i] as string) : '';
    terms.push(token);
    surfaces?.push(surface);
    if (bigrams && previous !== null) {
      terms.push(`${previous} ${token}`);
      surfaces?.push(`${previousSurface} ${surface}`);
    }
    previous = token;
    previousSurface = surface;
  }
  return { terms, surfaces };
}
