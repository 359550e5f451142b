/**
 * The concept matcher: finds the ontology's literals in a text and reports, per concept,
 * how often it occurs (tf) and, per literal, how often it matched (for literal DF).
 *
 * Rules: token-based, leftmost-longest and non-overlapping; case-insensitive except for
 * case-sensitive tokens of ambiguous literals (and of acronyms inside composites), which
 * must have the literal's case; an ambiguous literal counts only when the same text also
 * has a non-ambiguous match of its concept, a parent or a child. Basic concepts are never
 * matched. Composite literals are expanded into plain variants at build time.
 */
import type { OntologyConcept } from '../ontology/ontology.types';
import { stemSurface } from '../text/normalize';
import { tokenize, type TokenizedText } from '../text/tokenize';
import { DEFAULT_MAX_COMPOSITE_VARIANTS } from './composite';
import { buildMatcherIndex, type CaseKeys, type ConceptMatcherStats } from './matcher-index';
import { trieChild } from './token-trie';

/** Concepts and literals found in one text; ids ascending, counts parallel to ids. */
export interface ConceptMatch {
  conceptIds: Int32Array;
  /** Occurrences of each concept (tf): one per matched span, whichever literal matched. */
  conceptCounts: Int32Array;
  literalIds: Int32Array;
  literalCounts: Int32Array;
}

export interface ConceptMatcher {
  /** Tokenises `text` and matches it. */
  match(text: string): ConceptMatch;
  /** Matches an already tokenised text (search tokenises once and reuses the tokens). */
  matchTokens(tokens: TokenizedText): ConceptMatch;
  /** Ids of the concepts this matcher can report, ascending (the dense concept index). */
  readonly conceptIds: Int32Array;
  /** Ids of the literals this matcher can report, ascending (the dense literal index). */
  readonly literalIds: Int32Array;
  readonly stats: ConceptMatcherStats;
}

/**
 * Builds a matcher over every literal of every non-basic concept. The matcher keeps
 * scratch buffers between calls, so one matcher must not be shared across threads
 * (calls on one thread are fine: matching is synchronous).
 */
export function buildConceptMatcher({
  concepts,
  maxCompositeVariants = DEFAULT_MAX_COMPOSITE_VARIANTS,
}: {
  concepts: readonly OntologyConcept[];
  /** Cap on the plain variants of each composite literal (default 200). */
  maxCompositeVariants?: number;
}): ConceptMatcher {
  const index = buildMatcherIndex({ concepts, maxCompositeVariants });
  const { vocabulary, trie, entryStart, entryConcept, entryLiteral, entryAmbiguous, entryCaseKeys, nodeCaseFree } =
    index;
  const { literalConcept, neighbourStart, neighbours } = index;
  const conceptCount = index.conceptIds.length;
  const literalCount = index.literalIds.length;

  // Scratch state, reset after every text by walking only the touched slots.
  const confirmed = new Int32Array(conceptCount);
  const unconfirmed = new Int32Array(conceptCount);
  const accepted = new Uint8Array(conceptCount);
  const touchedConcepts = new Int32Array(conceptCount);
  let touchedConceptCount = 0;
  const literalHits = new Int32Array(literalCount);
  const touchedLiterals = new Int32Array(literalCount);
  let touchedLiteralCount = 0;
  let tokenIds = new Int32Array(512);

  function caseKeysHold(keys: NonNullable<CaseKeys>, surfaces: readonly string[], start: number): boolean {
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      if (key == null) continue;
      const surface = surfaces[start + k] as string;
      // Cheap first-character test before computing the surface stem.
      if (surface.charCodeAt(0) !== key.charCodeAt(0) || stemSurface(surface) !== key) return false;
    }
    return true;
  }

  function nodeAccepts(node: number, surfaces: readonly string[], start: number): boolean {
    const first = entryStart[node] as number;
    const last = entryStart[node + 1] as number;
    if (first === last) return false;
    if (nodeCaseFree[node] === 1) return true;
    for (let e = first; e < last; e++) {
      if (caseKeysHold(entryCaseKeys[e] as NonNullable<CaseKeys>, surfaces, start)) return true;
    }
    return false;
  }

  /** Counts one matched span ending at `node`: each concept once, each literal once. */
  function record(node: number, surfaces: readonly string[], start: number): void {
    let e = entryStart[node] as number;
    const last = entryStart[node + 1] as number;
    while (e < last) {
      const concept = entryConcept[e] as number;
      let anyAccepted = false;
      let anyConfirmed = false;
      let previousLiteral = -1;
      for (; e < last && entryConcept[e] === concept; e++) {
        const keys = entryCaseKeys[e] as CaseKeys;
        if (keys !== null && !caseKeysHold(keys, surfaces, start)) continue;
        anyAccepted = true;
        if (entryAmbiguous[e] === 0) anyConfirmed = true;
        const literal = entryLiteral[e] as number;
        if (literal === previousLiteral) continue;
        previousLiteral = literal;
        if ((literalHits[literal] as number) === 0) touchedLiterals[touchedLiteralCount++] = literal;
        literalHits[literal] = (literalHits[literal] as number) + 1;
      }
      if (!anyAccepted) continue;
      if (confirmed[concept] === 0 && unconfirmed[concept] === 0) touchedConcepts[touchedConceptCount++] = concept;
      if (anyConfirmed) confirmed[concept] = (confirmed[concept] as number) + 1;
      else unconfirmed[concept] = (unconfirmed[concept] as number) + 1;
    }
  }

  function hasEvidence(concept: number): boolean {
    if ((confirmed[concept] as number) > 0) return true;
    const end = neighbourStart[concept + 1] as number;
    for (let n = neighbourStart[concept] as number; n < end; n++) {
      if ((confirmed[neighbours[n] as number] as number) > 0) return true;
    }
    return false;
  }

  /** Turns the scratch counts into a result and clears them. */
  function collect(): ConceptMatch {
    const touched = touchedConcepts.subarray(0, touchedConceptCount).sort();
    let acceptedCount = 0;
    for (const concept of touched) {
      if (hasEvidence(concept)) {
        accepted[concept] = 1;
        acceptedCount++;
      }
    }
    const conceptIds = new Int32Array(acceptedCount);
    const conceptCounts = new Int32Array(acceptedCount);
    let at = 0;
    for (const concept of touched) {
      if (accepted[concept] === 1) {
        conceptIds[at] = index.conceptIds[concept] as number;
        conceptCounts[at] = (confirmed[concept] as number) + (unconfirmed[concept] as number);
        at++;
      }
    }

    const touchedLits = touchedLiterals.subarray(0, touchedLiteralCount).sort();
    let literalOut = 0;
    for (const literal of touchedLits) if (accepted[literalConcept[literal] as number] === 1) literalOut++;
    const literalIds = new Int32Array(literalOut);
    const literalCounts = new Int32Array(literalOut);
    at = 0;
    for (const literal of touchedLits) {
      if (accepted[literalConcept[literal] as number] === 1) {
        literalIds[at] = index.literalIds[literal] as number;
        literalCounts[at] = literalHits[literal] as number;
        at++;
      }
      literalHits[literal] = 0;
    }

    for (const concept of touched) {
      confirmed[concept] = 0;
      unconfirmed[concept] = 0;
      accepted[concept] = 0;
    }
    touchedConceptCount = 0;
    touchedLiteralCount = 0;
    return { conceptIds, conceptCounts, literalIds, literalCounts };
  }

  function matchTokens(tokens: TokenizedText): ConceptMatch {
    const count = tokens.count;
    const { terms, surfaces } = tokens;
    if (tokenIds.length < count) tokenIds = new Int32Array(count * 2);
    for (let i = 0; i < count; i++) tokenIds[i] = vocabulary.get(terms[i] as string) ?? -1;

    let i = 0;
    while (i < count) {
      const first = tokenIds[i] as number;
      let node = first < 0 ? -1 : trieChild(trie, 0, first);
      if (node < 0) {
        i++;
        continue;
      }
      let bestNode = -1;
      let bestEnd = i;
      for (let j = i; ;) {
        if (nodeAccepts(node, surfaces, i)) {
          bestNode = node;
          bestEnd = j + 1;
        }
        j++;
        if (j >= count) break;
        const next = tokenIds[j] as number;
        if (next < 0) break;
        node = trieChild(trie, node, next);
        if (node < 0) break;
      }
      if (bestNode < 0) {
        i++;
        continue;
      }
      record(bestNode, surfaces, i);
      i = bestEnd;
    }
    return collect();
  }

  return {
    match: (text) => matchTokens(tokenize(text)),
    matchTokens,
    conceptIds: index.conceptIds,
    literalIds: index.literalIds,
    stats: index.stats,
  };
}
