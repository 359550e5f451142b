/**
 * A small English stop-word list: function words that carry no topic. Lexical similarity
 * drops them; the concept matcher does not (literals such as "Theory of computation"
 * contain them).
 */
import { stemToken } from './normalize';

const WORDS = (
  'a about above after again against all also am an and any are as at be because been before ' +
  'being below between both but by can could did do does doing down during each either etc ' +
  'few for from further had has have having he her here hers herself him himself his how ' +
  'however i if in into is it its itself just may me might more most much must my myself ' +
  'neither no nor not of off on once only or other our ours ourselves out over own same shall ' +
  'she should so some such than that the their theirs them themselves then there thereby ' +
  'therefore these they this those though through thus to too under until up upon us very via ' +
  'was we were what when where whether which while who whom whose why will with within without ' +
  'would yet you your yours yourself'
).split(' ');

/**
 * Stop words in both their raw and their normalised form (`stemToken`), so the set can be
 * queried with a lower-cased word or with a term from `tokenize` alike ("this", "its" → "it").
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(WORDS.flatMap((word) => [word, stemToken(word)]));

/** True when `term` (a lower-case word or a normalised term) is an English stop word. */
export function isStopWord(term: string): boolean {
  return ENGLISH_STOP_WORDS.has(term);
}
