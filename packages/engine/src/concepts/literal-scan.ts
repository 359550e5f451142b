/**
 * The scanning loop shared by the matcher and the corpus statistics: finds literal spans
 * leftmost-longest and non-overlapping, applying the tokenizer's rules (abbreviations never
 * match, punctuation inside a span must be in the literal too) and the case rules.
 */
import { stemSurface } from '../text/normalize';
import {
  TOKEN_ABBREVIATION,
  TOKEN_ACRONYM,
  TOKEN_BREAK_BEFORE,
  TOKEN_JOINED_BEFORE,
  type TokenizedText,
} from '../text/tokenize';
import { BREAK_TOKEN, type CaseKeys, type ContextIds, type MatcherIndex } from './matcher-index';
import { trieChild } from './token-trie';

/**
 * True when the single token `t` is one piece of a compound written with a hyphen or a slash
 * ("state-of-the-art", "down-stream", "plug-and-play", "zero-shot"): the compound is one phrase,
 * so a one-word literal does not match its piece. Acronyms keep matching ("CNN-based").
 */
export function isCompoundPiece(tokens: TokenizedText, t: number): boolean {
  const { flags, count } = tokens;
  if (((flags[t] as number) & TOKEN_ACRONYM) !== 0) return false;
  return (
    ((flags[t] as number) & TOKEN_JOINED_BEFORE) !== 0 ||
    (t + 1 < count && ((flags[t + 1] as number) & TOKEN_JOINED_BEFORE) !== 0)
  );
}

/**
 * True when entry `e` of the index accepts the text tokens `[start, end)` as written: each
 * case-sensitive token has the literal's case, a short acronym of the text ("MARS") meets
 * a literal token written in capitals, and a one-token span is not a piece of a compound.
 */
export function entryAccepts(
  index: MatcherIndex,
  e: number,
  tokens: TokenizedText,
  start: number,
  end: number,
): boolean {
  const keys = index.entryCaseKeys[e] as CaseKeys;
  const { surfaces, flags } = tokens;
  if (end - start === 1 && isCompoundPiece(tokens, start)) return false;
  for (let t = start; t < end; t++) {
    const key = keys === null ? null : (keys[t - start] ?? null);
    if (key === null) {
      if (((flags[t] as number) & TOKEN_ACRONYM) !== 0) return false;
      continue;
    }
    const surface = surfaces[t] as string;
    // Cheap first-character test before computing the surface stem.
    if (surface.charCodeAt(0) !== key.charCodeAt(0) || stemSurface(surface) !== key) return false;
  }
  return true;
}

function nodeAccepts(
  index: MatcherIndex,
  node: number,
  tokens: TokenizedText,
  start: number,
  end: number,
  acronymInSpan: boolean,
): boolean {
  const first = index.entryStart[node] as number;
  const last = index.entryStart[node + 1] as number;
  if (first === last) return false;
  if (index.nodeCaseFree[node] === 1 && !acronymInSpan && (end - start > 1 || !isCompoundPiece(tokens, start))) {
    return true;
  }
  for (let e = first; e < last; e++) if (entryAccepts(index, e, tokens, start, end)) return true;
  return false;
}

/** True when one of the entries of trie node `node` is of concept slot `concept`. */
export function nodeHasConcept(index: MatcherIndex, node: number, concept: number): boolean {
  const last = index.entryStart[node + 1] as number;
  for (let e = index.entryStart[node] as number; e < last; e++) if (index.entryConcept[e] === concept) return true;
  return false;
}

/** Fills `ids` with the vocabulary id of each token, -1 for unknown terms and abbreviations. */
export function tokenVocabularyIds(index: MatcherIndex, tokens: TokenizedText, ids: Int32Array): void {
  const { terms, flags, count } = tokens;
  for (let i = 0; i < count; i++) {
    ids[i] = ((flags[i] as number) & TOKEN_ABBREVIATION) !== 0 ? -1 : (index.vocabulary.get(terms[i] as string) ?? -1);
  }
}

/** True when token `t` is joined to the one before it by a hyphen or a slash. */
function joinedBefore(tokens: TokenizedText, t: number): boolean {
  return t < tokens.count && ((tokens.flags[t] as number) & TOKEN_JOINED_BEFORE) !== 0;
}

/**
 * The longest literal span of the text starting at token `i` and ending at `limit` at the
 * latest: its trie node and end, or node -1.
 */
function longestSpanAt(
  index: MatcherIndex,
  tokens: TokenizedText,
  ids: Int32Array,
  i: number,
  limit: number,
): { node: number; end: number } {
  const { flags } = tokens;
  const trie = index.trie;
  const first = ids[i] as number;
  let node = first < 0 ? -1 : trieChild(trie, 0, first);
  let bestNode = -1;
  let bestEnd = i;
  let acronymInSpan = false;
  for (let j = i; node >= 0;) {
    if (((flags[j] as number) & TOKEN_ACRONYM) !== 0) acronymInSpan = true;
    if (nodeAccepts(index, node, tokens, i, j + 1, acronymInSpan)) {
      bestNode = node;
      bestEnd = j + 1;
    }
    j++;
    if (j >= limit) break;
    const next = ids[j] as number;
    if (next < 0) break;
    if (((flags[j] as number) & TOKEN_BREAK_BEFORE) !== 0) {
      node = trieChild(trie, node, BREAK_TOKEN);
      if (node < 0) break;
    }
    node = trieChild(trie, node, next);
  }
  return { node: bestNode, end: bestEnd };
}

/**
 * Calls `onSpan(node, start, end)` for every literal span of the text: leftmost-longest,
 * non-overlapping; a span never crosses punctuation its literal does not have. `ids` holds
 * the tokens' vocabulary ids (`tokenVocabularyIds`).
 *
 * With `onNested`, the phrases named inside a span of three tokens or more are reported too,
 * right after it, as `onNested(node, start, end, outerNode)`: the literal spans of two tokens
 * or more inside it (leftmost-longest among themselves), the span itself excepted. A text
 * that says "multi-agent reinforcement learning" names reinforcement learning, a broader
 * concept; a one-word piece ("network" of "neural network") is never reported, since a
 * word inside a term need not keep its own sense, and neither does a phrase that starts or
 * ends inside a compound written with a hyphen or a slash.
 */
export function scanSpans(
  index: MatcherIndex,
  tokens: TokenizedText,
  ids: Int32Array,
  onSpan: (node: number, start: number, end: number) => void,
  onNested?: (node: number, start: number, end: number, outerNode: number) => void,
): void {
  const { count } = tokens;
  let i = 0;
  while (i < count) {
    const { node, end } = longestSpanAt(index, tokens, ids, i, count);
    if (node < 0) {
      i++;
      continue;
    }
    onSpan(node, i, end);
    if (onNested !== undefined && end - i >= 3) {
      for (let k = i; k < end - 1;) {
        // The span from i itself is not nested: at i, look only at shorter ones.
        // Nor does a nested phrase start or end inside a compound ("supervised learning" of
        // "semi-supervised learning" is another thing).
        const nested = joinedBefore(tokens, k)
          ? { node: -1, end: k }
          : longestSpanAt(index, tokens, ids, k, k === i ? end - 1 : end);
        if (nested.node >= 0 && nested.end - k >= 2 && !joinedBefore(tokens, nested.end)) {
          onNested(nested.node, k, nested.end, node);
          k = nested.end;
        } else k++;
      }
    }
    i = end;
  }
}

/**
 * True when the span `[start, end)` sits in one of the contexts: the words before and after
 * it are the context's, with no punctuation between them and the span.
 */
export function inBlockedContext(
  contexts: readonly ContextIds[],
  tokens: TokenizedText,
  ids: Int32Array,
  start: number,
  end: number,
): boolean {
  const { flags, count } = tokens;
  outer: for (const context of contexts) {
    const { before, after } = context;
    if (start - before.length < 0 || end + after.length > count) continue;
    for (let k = 0; k < before.length; k++) {
      const t = start - 1 - k;
      if (ids[t] !== before[k] || ((flags[t + 1] as number) & TOKEN_BREAK_BEFORE) !== 0) continue outer;
    }
    for (let k = 0; k < after.length; k++) {
      const t = end + k;
      if (ids[t] !== after[k] || ((flags[t] as number) & TOKEN_BREAK_BEFORE) !== 0) continue outer;
    }
    return true;
  }
  return false;
}
