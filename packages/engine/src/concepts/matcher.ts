/**
 * The concept matcher: finds the ontology's literals in a text and reports, per concept,
 * how often it occurs (tf), which literal made it count and why (provenance), and, per
 * literal, how often it matched (for literal DF).
 *
 * Rules (see `literal-scan.ts` and `case-rules.ts`): token-based, leftmost-longest and
 * non-overlapping; abbreviations ("i.e.", "et al.") never match; a span never crosses
 * punctuation its literal lacks; short literals and capitalised literal tokens match only
 * as written, and a short acronym of the text only a literal written in capitals; an
 * occurrence inside one of the literal's blocked contexts ("state of the art") is not
 * counted; an acronym the text defines otherwise ("deep image prior (DIP)") does not count for a
 * concept whose literals do not name that expansion (`acronym-definitions.ts`); an ambiguous
 * literal counts only when the same text also has a non-ambiguous
 * match of its concept or of a parent, child or related concept. Basic concepts are never
 * matched. Composite literals are expanded into plain variants at build time.
 */
import type { OntologyConcept } from '../ontology/ontology.types';
import { TOKEN_ACRONYM, tokenize, tokenTerms, type TokenizedText } from '../text/tokenize';
import { acronymDefinitions, acronymKey, expansionAgrees } from './acronym-definitions';
import { DEFAULT_MAX_COMPOSITE_VARIANTS } from './composite';
import { entryAccepts, inBlockedContext, nodeHasConcept, scanSpans, tokenVocabularyIds } from './literal-scan';
import { matcherIndexSteps, type ConceptMatcherStats, type ContextIds } from './matcher-index';
import { runSteps, type Steps } from '../steps';

/**
 * The version of the matching rules: raised whenever a change to the rules changes what a
 * text yields for the same ontology, so that a server started on a database scanned under
 * older rules rescans its articles (and recomputes the corpus statistics the rules feed).
 * 2: a phrase nested in a longer literal counts for its own concept.
 * 3: an acronym the text defines otherwise counts only for a concept naming that expansion.
 * 4: an alternative label of several words is flagged by the corpus's absolute evidence rule
 *    (corpus-ambiguity.ts), as single words are.
 */
export const CONCEPT_RULES_VERSION = 4;

/** Why a concept counted in a text (stored per article and concept as provenance). */
export const MATCH_REASONS = ['literal', 'case-exact', 'confirmed'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** Concepts and literals found in one text; ids ascending, counts parallel to ids. */
export interface ConceptMatch {
  conceptIds: Int32Array;
  /** Occurrences of each concept (tf): one per matched span, whichever literal matched. */
  conceptCounts: Int32Array;
  /** Per concept, the literal that made it count (its first counted occurrence). */
  conceptLiteralIds: Int32Array;
  /** Per concept, an index into `MATCH_REASONS`. */
  conceptReasons: Uint8Array;
  /** Per concept, the concept that confirmed an ambiguous literal ("confirmed"), else -1. */
  conceptEvidenceIds: Int32Array;
  /** Per concept, its occurrences that start in the title (the text before `titleEnd`). */
  conceptTitleCounts: Int32Array;
  /** Per concept, the length in tokens of its longest counted occurrence (a phrase is specific). */
  conceptSpanTokens: Int32Array;
  /** Per concept, how many of the text's other concepts are its parents, children or related concepts. */
  conceptNeighbourCounts: Int32Array;
  literalIds: Int32Array;
  literalCounts: Int32Array;
}

/** One counted occurrence of a concept in a text (explain-extract): UTF-16 offsets into the text. */
export interface ConceptSpan {
  start: number;
  end: number;
  conceptId: number;
  literalId: number;
}

export interface ConceptMatcher {
  /**
   * Tokenises `text` and matches it; `titleEnd` is the UTF-16 offset where the title ends
   * (occurrences starting before it count as title occurrences; default 0: no title).
   */
  match(text: string, titleEnd?: number): ConceptMatch;
  /**
   * Where each concept `match` reports was found: every span of a counted concept, with the
   * literal that matched there, in text order (a span shared by two concepts appears twice).
   */
  explain(text: string): ConceptSpan[];
  /** Matches an already tokenised text (search tokenises once and reuses the tokens). */
  matchTokens(tokens: TokenizedText, titleEnd?: number): ConceptMatch;
  /** Ids of the concepts this matcher can report, ascending (the dense concept index). */
  readonly conceptIds: Int32Array;
  /** Ids of the literals this matcher can report, ascending (the dense literal index). */
  readonly literalIds: Int32Array;
  readonly stats: ConceptMatcherStats;
}

const REASON_LITERAL = 0;
const REASON_CASE_EXACT = 1;
const REASON_CONFIRMED = 2;

/**
 * Builds a matcher over every literal of every non-basic concept. The matcher keeps
 * scratch buffers between calls, so one matcher must not be shared across threads
 * (calls on one thread are fine: matching is synchronous). With `ignoreAmbiguity` every
 * literal counts on its own and contexts are not blocked (the corpus statistics that
 * decide those flags need every occurrence).
 */
export function buildConceptMatcher(options: ConceptMatcherOptions): ConceptMatcher {
  return runSteps(conceptMatcherSteps(options));
}

export interface ConceptMatcherOptions {
  concepts: readonly OntologyConcept[];
  /** Cap on the plain variants of each composite literal (default 200). */
  maxCompositeVariants?: number;
  ignoreAmbiguity?: boolean;
}

/**
 * `buildConceptMatcher` in steps (its index's, `matcherIndexSteps`), so an async caller can
 * answer requests between them: at the default ontologies the build takes 0.2-0.3 s.
 */
export function* conceptMatcherSteps({
  concepts,
  maxCompositeVariants = DEFAULT_MAX_COMPOSITE_VARIANTS,
  ignoreAmbiguity = false,
}: ConceptMatcherOptions): Steps<ConceptMatcher> {
  const index = yield* matcherIndexSteps({ concepts, maxCompositeVariants, withContexts: !ignoreAmbiguity });
  const { entryStart, entryConcept, entryLiteral, entryAmbiguous, entryCaseKeys } = index;
  const { literalConcept, literalContexts, neighbourStart, neighbours } = index;
  const conceptCount = index.conceptIds.length;
  const literalCount = index.literalIds.length;

  // Scratch state, reset after every text by walking only the touched slots.
  const confirmed = new Int32Array(conceptCount);
  const unconfirmed = new Int32Array(conceptCount);
  const accepted = new Uint8Array(conceptCount);
  const firstLiteral = new Int32Array(conceptCount).fill(-1);
  const firstExact = new Uint8Array(conceptCount);
  const titleHits = new Int32Array(conceptCount);
  const spanTokens = new Int32Array(conceptCount);
  let titleEndOffset = 0;
  const touchedConcepts = new Int32Array(conceptCount);
  let touchedConceptCount = 0;
  const literalHits = new Int32Array(literalCount);
  const touchedLiterals = new Int32Array(literalCount);
  let touchedLiteralCount = 0;
  let tokenIds = new Int32Array(512);
  /** The acronyms the text being matched defines (none while the statistics read every occurrence). */
  let definitions = new Map<string, number[]>();
  const ontologyConcepts = new Map(concepts.map((c) => [c.id, c]));
  /** Per concept slot, the vocabulary ids of its name's and literals' words (built when first asked). */
  const conceptTerms = new Map<number, Set<number>>();

  function termsOf(concept: number): Set<number> {
    let terms = conceptTerms.get(concept);
    if (terms === undefined) {
      terms = new Set<number>();
      const source = ontologyConcepts.get(index.conceptIds[concept] as number);
      for (const name of [source?.name ?? '', ...(source?.literals ?? []).map((l) => l.name)])
        for (const term of tokenTerms(name)) {
          const id = index.vocabulary.get(term);
          if (id !== undefined) terms.add(id);
        }
      conceptTerms.set(concept, terms);
    }
    return terms;
  }

  /** True when the one-token span at `start` is an acronym the text defines as something `concept` does not name. */
  function definedOtherwise(tokens: TokenizedText, start: number, end: number, concept: number): boolean {
    if (definitions.size === 0 || end - start !== 1 || ((tokens.flags[start] as number) & TOKEN_ACRONYM) === 0)
      return false;
    const expansion = definitions.get(acronymKey(tokens.surfaces[start] as string));
    return expansion !== undefined && !expansionAgrees(expansion, termsOf(concept));
  }

  /**
   * Counts one matched span ending at `node`: each concept once, each literal once. A phrase
   * nested in the span of `outerNode` counts only for concepts that span did not give.
   */
  function record(node: number, tokens: TokenizedText, start: number, end: number, outerNode = -1): void {
    let e = entryStart[node] as number;
    const last = entryStart[node + 1] as number;
    while (e < last) {
      const concept = entryConcept[e] as number;
      if (outerNode >= 0 && nodeHasConcept(index, outerNode, concept)) {
        while (e < last && entryConcept[e] === concept) e++;
        continue;
      }
      let acceptedLiteral = -1;
      let acceptedExact = false;
      let anyConfirmed = false;
      let previousLiteral = -1;
      for (; e < last && entryConcept[e] === concept; e++) {
        if (!entryAccepts(index, e, tokens, start, end)) continue;
        const literal = entryLiteral[e] as number;
        const contexts = literalContexts[literal] as ContextIds[] | null;
        if (contexts !== null && inBlockedContext(contexts, tokens, tokenIds, start, end)) continue;
        if (definedOtherwise(tokens, start, end, concept)) continue;
        const ambiguous = !ignoreAmbiguity && entryAmbiguous[e] === 1;
        // Prefer an unambiguous literal as the one that made the concept count.
        if (acceptedLiteral < 0 || (!ambiguous && !anyConfirmed)) {
          acceptedLiteral = literal;
          acceptedExact = entryCaseKeys[e] !== null;
        }
        if (!ambiguous) anyConfirmed = true;
        if (literal === previousLiteral) continue;
        previousLiteral = literal;
        if ((literalHits[literal] as number) === 0) touchedLiterals[touchedLiteralCount++] = literal;
        literalHits[literal] = (literalHits[literal] as number) + 1;
      }
      if (acceptedLiteral < 0) continue;
      if (confirmed[concept] === 0 && unconfirmed[concept] === 0) touchedConcepts[touchedConceptCount++] = concept;
      if ((tokens.starts[start] as number) < titleEndOffset) titleHits[concept] = (titleHits[concept] as number) + 1;
      if (end - start > (spanTokens[concept] as number)) spanTokens[concept] = end - start;
      if (anyConfirmed) {
        if (confirmed[concept] === 0) {
          firstLiteral[concept] = acceptedLiteral;
          firstExact[concept] = acceptedExact ? 1 : 0;
        }
        confirmed[concept] = (confirmed[concept] as number) + 1;
      } else {
        if (unconfirmed[concept] === 0 && confirmed[concept] === 0) {
          firstLiteral[concept] = acceptedLiteral;
          firstExact[concept] = acceptedExact ? 1 : 0;
        }
        unconfirmed[concept] = (unconfirmed[concept] as number) + 1;
      }
    }
  }

  /** The slot confirming an ambiguous-only concept: a neighbour with an unambiguous match, or -1. */
  function evidenceFor(concept: number): number {
    const end = neighbourStart[concept + 1] as number;
    for (let n = neighbourStart[concept] as number; n < end; n++) {
      const other = neighbours[n] as number;
      if ((confirmed[other] as number) > 0) return other;
    }
    return -1;
  }

  /** Turns the scratch counts into a result and clears them. */
  function collect(): ConceptMatch {
    const touched = touchedConcepts.subarray(0, touchedConceptCount).sort();
    const evidence = new Int32Array(touched.length).fill(-1);
    let acceptedCount = 0;
    touched.forEach((concept, k) => {
      if ((confirmed[concept] as number) > 0) accepted[concept] = 1;
      else {
        evidence[k] = evidenceFor(concept);
        if (evidence[k] >= 0) accepted[concept] = 1;
      }
      acceptedCount += accepted[concept] as number;
    });
    const conceptIds = new Int32Array(acceptedCount);
    const conceptCounts = new Int32Array(acceptedCount);
    const conceptLiteralIds = new Int32Array(acceptedCount);
    const conceptReasons = new Uint8Array(acceptedCount);
    const conceptEvidenceIds = new Int32Array(acceptedCount).fill(-1);
    const conceptTitleCounts = new Int32Array(acceptedCount);
    const conceptSpanTokens = new Int32Array(acceptedCount);
    const conceptNeighbourCounts = new Int32Array(acceptedCount);
    let at = 0;
    touched.forEach((concept, k) => {
      if (accepted[concept] !== 1) return;
      conceptIds[at] = index.conceptIds[concept] as number;
      conceptTitleCounts[at] = titleHits[concept] as number;
      conceptSpanTokens[at] = spanTokens[concept] as number;
      let near = 0;
      const end = neighbourStart[concept + 1] as number;
      for (let n = neighbourStart[concept] as number; n < end; n++) near += accepted[neighbours[n] as number] as number;
      conceptNeighbourCounts[at] = near;
      conceptCounts[at] = (confirmed[concept] as number) + (unconfirmed[concept] as number);
      conceptLiteralIds[at] = index.literalIds[firstLiteral[concept] as number] as number;
      const confirmedBy = evidence[k] as number;
      if (confirmedBy >= 0) {
        conceptReasons[at] = REASON_CONFIRMED;
        conceptEvidenceIds[at] = index.conceptIds[confirmedBy] as number;
      } else conceptReasons[at] = firstExact[concept] === 1 ? REASON_CASE_EXACT : REASON_LITERAL;
      at++;
    });

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
      firstLiteral[concept] = -1;
      firstExact[concept] = 0;
      titleHits[concept] = 0;
      spanTokens[concept] = 0;
    }
    touchedConceptCount = 0;
    touchedLiteralCount = 0;
    return {
      conceptIds,
      conceptCounts,
      conceptLiteralIds,
      conceptReasons,
      conceptEvidenceIds,
      conceptTitleCounts,
      conceptSpanTokens,
      conceptNeighbourCounts,
      literalIds,
      literalCounts,
    };
  }

  function matchTokens(tokens: TokenizedText, titleEnd = 0): ConceptMatch {
    titleEndOffset = titleEnd;
    if (tokenIds.length < tokens.count) tokenIds = new Int32Array(tokens.count * 2);
    tokenVocabularyIds(index, tokens, tokenIds);
    definitions = ignoreAmbiguity ? definitions : acronymDefinitions(tokens, tokenIds);
    scanSpans(
      index,
      tokens,
      tokenIds,
      (node, start, end) => record(node, tokens, start, end),
      (node, start, end, outer) => record(node, tokens, start, end, outer),
    );
    return collect();
  }

  function explain(text: string): ConceptSpan[] {
    const tokens = tokenize(text);
    const counted = new Set(matchTokens(tokens).conceptIds);
    const spans: ConceptSpan[] = [];
    // `matchTokens` left the text's vocabulary ids in `tokenIds`; the scan is the same one.
    const onSpan = (node: number, start: number, end: number, outerNode = -1): void => {
      const last = entryStart[node + 1] as number;
      let previousConcept = -1;
      for (let e = entryStart[node] as number; e < last; e++) {
        const concept = entryConcept[e] as number;
        const conceptId = index.conceptIds[concept] as number;
        if (concept === previousConcept || !counted.has(conceptId)) continue;
        if (outerNode >= 0 && nodeHasConcept(index, outerNode, concept)) continue;
        if (!entryAccepts(index, e, tokens, start, end)) continue;
        const literal = entryLiteral[e] as number;
        const contexts = literalContexts[literal] as ContextIds[] | null;
        if (contexts !== null && inBlockedContext(contexts, tokens, tokenIds, start, end)) continue;
        if (definedOtherwise(tokens, start, end, concept)) continue;
        previousConcept = concept;
        spans.push({
          start: tokens.starts[start] as number,
          end: tokens.ends[end - 1] as number,
          conceptId,
          literalId: index.literalIds[literal] as number,
        });
      }
    };
    scanSpans(index, tokens, tokenIds, onSpan, onSpan);
    return spans;
  }

  return {
    match: (text, titleEnd = 0) => matchTokens(tokenize(text), titleEnd),
    explain,
    matchTokens,
    conceptIds: index.conceptIds,
    literalIds: index.literalIds,
    stats: index.stats,
  };
}
