/**
 * Corpus-driven ambiguity (issue 9): a single-word literal whose occurrences mostly lack its
 * concept's neighbours (parents, children, related concepts, the concept's other literals) is
 * marked ambiguous, and then counts only with a co-occurring related concept (so is an
 * alternative label of several words whose texts hardly ever have them); a phrase around a
 * literal whose occurrences lack them too ("state of the" before "art") becomes a blocked
 * context; a concept found in a large share of the corpus is suggested as basic (little
 * information). The statistics are gathered over every text with every literal counting.
 */
import type { LiteralContext, OntologyConcept } from '../ontology/ontology.types';
import { isStopWord } from '../text/stop-words';
import { TOKEN_ABBREVIATION, TOKEN_BREAK_BEFORE, tokenize, tokenTerms, type TokenizedText } from '../text/tokenize';
import { DEFAULT_MAX_COMPOSITE_VARIANTS } from './composite';
import { entryAccepts, nodeHasConcept, scanSpans, tokenVocabularyIds } from './literal-scan';
import { buildMatcherIndex } from './matcher-index';

/** Occurrence counts of one literal, or of one literal in one context. */
export interface EvidenceCounts {
  /** Texts with the literal (in the context). */
  docs: number;
  /** Of those, texts that also have a neighbour of its concept or another literal of it. */
  evidenceDocs: number;
}

/** What the corpus says about the literals; ids are the ontology's. */
export interface LiteralCorpusStats {
  documents: number;
  literals: Map<
    number,
    EvidenceCounts & {
      conceptId: number;
      canHaveEvidence: boolean;
      singleWord: boolean;
      /** The literal is the concept's own name (same terms): it fixes its sense, whatever the corpus says. */
      isName: boolean;
      /** Share of all texts that hold a neighbour of the literal's concept: the evidence expected by chance. */
      chanceEvidence: number;
      /** Texts with the literal that come with their authors' keywords. */
      keywordDocs: number;
      /** Of those, texts whose keywords name the literal's concept (one of its literals, same terms). */
      keyphraseDocs: number;
    }
  >;
  conceptDocs: Map<number, number>;
  /** Per literal id, counts per context key (`b:` words before, `a:` words after). */
  contexts: Map<number, Map<string, EvidenceCounts>>;
}

/** Thresholds of the corpus decisions (chosen by cross-validation, see the concept benchmark). */
export interface CorpusAmbiguityThresholds {
  /** Literals seen in fewer texts are left alone (too little evidence either way). */
  minDocs: number;
  /** A literal (or a context) whose texts have evidence less often than this is ambiguous (blocked). */
  maxEvidenceShare: number;
  /**
   * A literal whose evidence share is less than this multiple of the share expected by chance
   * (hub concepts with many neighbours, generic words) is ambiguous too; 0 turns it off.
   */
  minLift: number;
  /** Contexts seen in fewer texts are never blocked. */
  minContextDocs: number;
  /** A concept in at least this share of the texts is suggested as basic. */
  basicDocShare: number;
}

/** Chosen by 5-fold cross-validation on judged sample 1 (`bench:concepts` before badge relevance): every fold chose these. */
export const DEFAULT_CORPUS_AMBIGUITY: CorpusAmbiguityThresholds = {
  minDocs: 20,
  maxEvidenceShare: 0.005,
  minLift: 2,
  minContextDocs: 20,
  basicDocShare: 0.1,
};

/** The decisions drawn from the statistics. */
export interface CorpusAmbiguityDecision {
  ambiguousLiteralIds: Set<number>;
  blockedContexts: Map<number, LiteralContext[]>;
  basicSuggestedConceptIds: Set<number>;
  /**
   * Per literal seen in texts with keywords, its keyphraseness: the share of those texts whose
   * keywords name its concept, keyphraseDocs / (keywordDocs + 1) (one text more without it, so
   * a literal seen once with its keyword is not certain). Like Wikipedia's link probability.
   */
  keyphraseness: Map<number, number>;
}

export interface LiteralStatsCollector {
  /** Adds one text (title and abstract) with its authors' keywords, if any. */
  add(text: string, keywords?: readonly string[]): void;
  result(): LiteralCorpusStats;
}

const CONTEXT_WORDS = 3;

/**
 * The context words on one side of a span, up to and including the first word that is not
 * a stop word ("state of the"), never across punctuation; null when there is none.
 */
function contextWords(tokens: TokenizedText, from: number, step: 1 | -1): string | null {
  const words: string[] = [];
  for (let t = from, k = 0; k < CONTEXT_WORDS && t >= 0 && t < tokens.count; t += step, k++) {
    // The joint between t and its neighbour towards the span must carry no punctuation.
    if (((tokens.flags[step === 1 ? t : t + 1] as number) & TOKEN_BREAK_BEFORE) !== 0) return null;
    if (((tokens.flags[t] as number) & TOKEN_ABBREVIATION) !== 0) return null;
    const term = tokens.terms[t] as string;
    words.push(term);
    if (!isStopWord(term)) return join(words, step);
  }
  return null;
}

function join(words: string[], step: 1 | -1): string {
  return (step === 1 ? words : [...words].reverse()).join(' ');
}

/** Gathers `LiteralCorpusStats` text by text; concepts as the matcher takes them. */
export function createLiteralStatsCollector(concepts: readonly OntologyConcept[]): LiteralStatsCollector {
  const index = buildMatcherIndex({
    concepts,
    maxCompositeVariants: DEFAULT_MAX_COMPOSITE_VARIANTS,
    withContexts: false,
  });
  const { entryStart, entryConcept, entryLiteral, literalConcept, neighbourStart, neighbours } = index;
  const literalCount = index.literalIds.length;
  const conceptCount = index.conceptIds.length;
  const singleWord = new Set<number>();
  const nameLiterals = new Set<number>();
  // Per concept id, the terms of its literals as a keyword would be written ("neural networks").
  const conceptKeys = new Map<number, string[]>();
  for (const concept of concepts) {
    const keys: string[] = [];
    for (const literal of concept.literals) {
      if ((literal.composite ?? []).length === 0 && tokenize(literal.name).count === 1) singleWord.add(literal.id);
      const key = tokenTerms(literal.name).join(' ');
      if (key === tokenTerms(concept.name).join(' ')) nameLiterals.add(literal.id);
      if (key !== '' && !keys.includes(key)) keys.push(key);
    }
    conceptKeys.set(concept.id, keys);
  }
  const literalsPerConcept = new Int32Array(conceptCount);
  for (let l = 0; l < literalCount; l++)
    literalsPerConcept[literalConcept[l] as number] = (literalsPerConcept[literalConcept[l] as number] as number) + 1;

  const singleWordSlot = new Uint8Array(literalCount);
  for (let l = 0; l < literalCount; l++) singleWordSlot[l] = singleWord.has(index.literalIds[l] as number) ? 1 : 0;
  const docs = new Int32Array(literalCount);
  const evidenceDocs = new Int32Array(literalCount);
  const keywordDocs = new Int32Array(literalCount);
  const keyphraseDocs = new Int32Array(literalCount);
  const conceptDocs = new Int32Array(conceptCount);
  const neighbourDocs = new Int32Array(conceptCount);
  const neighbourSeen = new Uint8Array(conceptCount);
  const contexts = new Map<number, Map<string, EvidenceCounts>>();
  let documents = 0;

  const literalSeen = new Uint8Array(literalCount);
  const conceptSeen = new Uint8Array(conceptCount);
  let ids = new Int32Array(512);

  function add(text: string, keywords: readonly string[] = []): void {
    documents++;
    const tokens = tokenize(text);
    if (ids.length < tokens.count) ids = new Int32Array(tokens.count * 2);
    tokenVocabularyIds(index, tokens, ids);
    const hitLiterals: number[] = [];
    const hitConcepts: number[] = [];
    const spanContexts: Array<{ literal: number; key: string }> = [];
    // Accepted literal slots per span: another literal of the concept is evidence only when
    // it matched elsewhere ("framework" and "Frameworks" read the same span).
    const spans: number[][] = [];
    const onSpan = (node: number, start: number, end: number, outerNode = -1): void => {
      const last = entryStart[node + 1] as number;
      const spanLiterals: number[] = [];
      for (let e = entryStart[node] as number; e < last; e++) {
        if (!entryAccepts(index, e, tokens, start, end)) continue;
        const literal = entryLiteral[e] as number;
        const concept = entryConcept[e] as number;
        // A phrase nested in a longer literal counts for the concepts the longer one did not give.
        if (outerNode >= 0 && nodeHasConcept(index, outerNode, concept)) continue;
        if (spanLiterals.includes(literal)) continue;
        spanLiterals.push(literal);
        if (literalSeen[literal] === 0) {
          literalSeen[literal] = 1;
          hitLiterals.push(literal);
        }
        if (conceptSeen[concept] === 0) {
          conceptSeen[concept] = 1;
          hitConcepts.push(concept);
        }
      }
      if (spanLiterals.length === 0) return;
      spans.push(spanLiterals);
      // Contexts are drawn for single words only; a nested phrase has none of its own.
      if (outerNode >= 0) return;
      const before = contextWords(tokens, start - 1, -1);
      const after = contextWords(tokens, end, 1);
      for (const literal of spanLiterals) {
        if (before !== null) spanContexts.push({ literal, key: `b:${before}` });
        if (after !== null) spanContexts.push({ literal, key: `a:${after}` });
      }
    };
    scanSpans(index, tokens, ids, onSpan, onSpan);
    const evidence = new Map<number, boolean>();
    for (const literal of hitLiterals) {
      const concept = literalConcept[literal] as number;
      // Another literal of the concept is evidence when it is a phrase: "class" beside "object"
      // (both of "Classes and objects") says nothing about the sense.
      let found = spans.some(
        (span) =>
          !span.includes(literal) &&
          span.some((other) => literalConcept[other] === concept && singleWordSlot[other] === 0),
      );
      const end = neighbourStart[concept + 1] as number;
      for (let n = neighbourStart[concept] as number; !found && n < end; n++) {
        if (conceptSeen[neighbours[n] as number] === 1) found = true;
      }
      evidence.set(literal, found);
      docs[literal] = (docs[literal] as number) + 1;
      if (found) evidenceDocs[literal] = (evidenceDocs[literal] as number) + 1;
    }
    if (keywords.length > 0) {
      const named = new Set(keywords.map((keyword) => tokenTerms(keyword).join(' ')));
      for (const literal of hitLiterals) {
        keywordDocs[literal] = (keywordDocs[literal] as number) + 1;
        const keys = conceptKeys.get(index.conceptIds[literalConcept[literal] as number] as number) ?? [];
        if (keys.some((key) => named.has(key))) keyphraseDocs[literal] = (keyphraseDocs[literal] as number) + 1;
      }
    }
    const counted = new Set<string>();
    for (const { literal, key } of spanContexts) {
      const unique = `${literal}|${key}`;
      if (counted.has(unique)) continue;
      counted.add(unique);
      let perLiteral = contexts.get(literal);
      if (perLiteral === undefined) contexts.set(literal, (perLiteral = new Map()));
      let counts = perLiteral.get(key);
      if (counts === undefined) perLiteral.set(key, (counts = { docs: 0, evidenceDocs: 0 }));
      counts.docs++;
      if (evidence.get(literal) === true) counts.evidenceDocs++;
    }
    const marked: number[] = [];
    for (const concept of hitConcepts) {
      const end = neighbourStart[concept + 1] as number;
      for (let n = neighbourStart[concept] as number; n < end; n++) {
        const other = neighbours[n] as number;
        if (neighbourSeen[other] === 1) continue;
        neighbourSeen[other] = 1;
        marked.push(other);
        neighbourDocs[other] = (neighbourDocs[other] as number) + 1;
      }
    }
    for (const concept of marked) neighbourSeen[concept] = 0;
    for (const literal of hitLiterals) literalSeen[literal] = 0;
    for (const concept of hitConcepts) {
      conceptSeen[concept] = 0;
      conceptDocs[concept] = (conceptDocs[concept] as number) + 1;
    }
  }

  function result(): LiteralCorpusStats {
    const literals: LiteralCorpusStats['literals'] = new Map();
    for (let l = 0; l < literalCount; l++) {
      if (docs[l] === 0) continue;
      const concept = literalConcept[l] as number;
      literals.set(index.literalIds[l] as number, {
        docs: docs[l] as number,
        evidenceDocs: evidenceDocs[l] as number,
        conceptId: index.conceptIds[concept] as number,
        singleWord: singleWord.has(index.literalIds[l] as number),
        isName: nameLiterals.has(index.literalIds[l] as number),
        chanceEvidence: documents === 0 ? 0 : (neighbourDocs[concept] as number) / documents,
        keywordDocs: keywordDocs[l] as number,
        keyphraseDocs: keyphraseDocs[l] as number,
        canHaveEvidence:
          (literalsPerConcept[concept] as number) > 1 ||
          (neighbourStart[concept + 1] as number) > (neighbourStart[concept] as number),
      });
    }
    const conceptDocsById = new Map<number, number>();
    conceptDocs.forEach((count, slot) => {
      if (count > 0) conceptDocsById.set(index.conceptIds[slot] as number, count);
    });
    const contextsById = new Map<number, Map<string, EvidenceCounts>>();
    for (const [slot, perLiteral] of contexts) contextsById.set(index.literalIds[slot] as number, perLiteral);
    return { documents, literals, conceptDocs: conceptDocsById, contexts: contextsById };
  }

  return { add, result };
}

/** Draws the decisions from the statistics under the given thresholds. */
export function decideCorpusAmbiguity(
  stats: LiteralCorpusStats,
  thresholds: CorpusAmbiguityThresholds = DEFAULT_CORPUS_AMBIGUITY,
): CorpusAmbiguityDecision {
  const { minDocs, maxEvidenceShare, minLift, minContextDocs, basicDocShare } = thresholds;
  const ambiguousLiteralIds = new Set<number>();
  for (const [id, counts] of stats.literals) {
    if (!counts.canHaveEvidence || counts.docs < minDocs) continue;
    const share = counts.evidenceDocs / counts.docs;
    if (counts.singleWord) {
      if (share < maxEvidenceShare || share < minLift * counts.chanceEvidence) ambiguousLiteralIds.add(id);
    } else if (!counts.isName && share < maxEvidenceShare) {
      // A phrase mostly fixes its own sense, so only the absolute rule applies to it, and never
      // to the concept's own name: an alternative label whose texts hardly ever name the
      // concept's neighbours ("lower bounds" of "Cell probe models and lower bounds", "black
      // box" of "Flight recording") stands for something else in this corpus.
      ambiguousLiteralIds.add(id);
    }
  }
  const blockedContexts = new Map<number, LiteralContext[]>();
  for (const [id, perLiteral] of stats.contexts) {
    const literal = stats.literals.get(id);
    // As for the literal itself: a phrase of several words fixes its own sense in any context.
    if (literal === undefined || !literal.singleWord || !literal.canHaveEvidence) continue;
    for (const [key, counts] of perLiteral) {
      if (counts.docs < minContextDocs) continue;
      // The literal's own rule, for the phrase: evidence hardly ever, or no more than chance
      // would give while the literal's other occurrences have it `minLift` times as often
      // ("point cloud" 1.7% against 17% for the other "cloud"s: a sense of its own).
      const share = counts.evidenceDocs / counts.docs;
      const otherDocs = literal.docs - counts.docs;
      const otherShare = otherDocs > 0 ? (literal.evidenceDocs - counts.evidenceDocs) / otherDocs : 0;
      const belowChance = share < minLift * literal.chanceEvidence && otherShare >= minLift * share;
      if (share >= maxEvidenceShare && !belowChance) continue;
      // A context no worse than the literal as a whole says nothing about the phrase.
      if (counts.evidenceDocs * literal.docs >= literal.evidenceDocs * counts.docs) continue;
      const words = key.slice(2);
      const context = key.startsWith('b:') ? { before: words, after: '' } : { before: '', after: words };
      const list = blockedContexts.get(id);
      if (list === undefined) blockedContexts.set(id, [context]);
      else list.push(context);
    }
  }
  const basicSuggestedConceptIds = new Set<number>();
  for (const [id, count] of stats.conceptDocs) {
    if (stats.documents > 0 && count >= basicDocShare * stats.documents) basicSuggestedConceptIds.add(id);
  }
  const keyphraseness = new Map<number, number>();
  for (const [id, counts] of stats.literals) {
    if (counts.keywordDocs > 0) keyphraseness.set(id, counts.keyphraseDocs / (counts.keywordDocs + 1));
  }
  return { ambiguousLiteralIds, blockedContexts, basicSuggestedConceptIds, keyphraseness };
}

/**
 * The concepts with the decisions applied: a literal's stored flag wins when a moderator set
 * it (`moderatorFlags`), otherwise the machine's decision holds.
 */
export function applyCorpusAmbiguity(
  concepts: readonly OntologyConcept[],
  decision: CorpusAmbiguityDecision,
  moderatorFlags: ReadonlyMap<number, boolean> = new Map(),
): OntologyConcept[] {
  return concepts.map((concept) => ({
    ...concept,
    basicSuggested: decision.basicSuggestedConceptIds.has(concept.id),
    literals: concept.literals.map((literal) => ({
      ...literal,
      isAmbiguous: moderatorFlags.get(literal.id) ?? decision.ambiguousLiteralIds.has(literal.id),
      blockedContexts: decision.blockedContexts.get(literal.id) ?? null,
    })),
  }));
}
