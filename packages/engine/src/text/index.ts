// Text side of the engine: folding, tokenisation, inflection, stop words.
export { foldText, normalizeToken, normalizeWord, stemSurface, stemToken } from './normalize';
export {
  TOKEN_ABBREVIATION,
  TOKEN_ACRONYM,
  TOKEN_BREAK_BEFORE,
  TOKEN_JOINED_BEFORE,
  tokenize,
  tokenTerms,
  type TokenizedText,
} from './tokenize';
export { repairMojibake } from './mojibake';
export { ENGLISH_STOP_WORDS, isStopWord } from './stop-words';
export { tagWordClasses, wordClassOf, type WordClass, type WordClasses } from './word-classes';
