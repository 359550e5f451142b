/**
 * Build side of the concept matcher: dense slots for concepts and literals, the token
 * vocabulary, the trie of literal token sequences and, per trie node, the literals that
 * end there. Everything the matching loop reads is a typed array or a frozen table.
 */
import type { LiteralContext, OntologyConcept } from '../ontology/ontology.types';
import { stemSurface } from '../text/normalize';
import { TOKEN_ABBREVIATION, TOKEN_BREAK_BEFORE, tokenize } from '../text/tokenize';
import { isCapitalisedToken, isShortLiteral } from './case-rules';
import { expandCompositeLiteral, type CompositeVariant } from './composite';
import { TokenTrieBuilder, type TokenTrie } from './token-trie';
import { runSteps, type Steps } from '../steps';

/** Sizes of a built matcher, for logs and benchmarks. */
export interface ConceptMatcherStats {
  /** Concepts that can be matched (non-basic, with at least one usable literal). */
  concepts: number;
  literals: number;
  /** Plain token sequences indexed (composite literals contribute one per variant). */
  variants: number;
  vocabulary: number;
  trieNodes: number;
  /** Composite literals whose expansion hit the variant cap. */
  truncatedComposites: number;
  /** Literals never matched because they are abbreviations ("i.e.", "e.g."). */
  abbreviationLiterals: number;
}

/**
 * Per token of a variant: the case-preserving stem it must have in the text, or null
 * when any case will do. Null for the whole variant when no token is case-sensitive.
 */
export type CaseKeys = Array<string | null> | null;

/** Vocabulary id of the pseudo-token standing for punctuation inside a literal ("802.11"). */
export const BREAK_TOKEN = 0;

/** A blocked context of one literal as term ids; `before` is read backwards from the literal. */
export interface ContextIds {
  before: Int32Array;
  after: Int32Array;
}

export interface MatcherIndex {
  /** Dense concept slot → concept id, ascending. */
  conceptIds: Int32Array;
  /** Dense literal slot → literal id, ascending. */
  literalIds: Int32Array;
  literalConcept: Int32Array;
  literalAmbiguous: Uint8Array;
  /** Blocked contexts per literal slot (null for most). */
  literalContexts: Array<ContextIds[] | null>;
  /** Parents, children and related concepts of each concept slot (evidence for ambiguous literals). */
  neighbourStart: Int32Array;
  neighbours: Int32Array;
  /** Terms → ids; id 0 is `BREAK_TOKEN`. */
  vocabulary: Map<string, number>;
  trie: TokenTrie;
  /** Literal entries ending at node n: `entry*[entryStart[n] .. entryStart[n + 1])`, by concept. */
  entryStart: Int32Array;
  entryConcept: Int32Array;
  entryLiteral: Int32Array;
  entryAmbiguous: Uint8Array;
  entryCaseKeys: CaseKeys[];
  /** 1 when some entry at the node needs no case check, so the node accepts any written form. */
  nodeCaseFree: Uint8Array;
  stats: ConceptMatcherStats;
}

interface PendingEntry {
  node: number;
  conceptSlot: number;
  literalSlot: number;
  ambiguous: boolean;
  caseKeys: CaseKeys;
}

function hasCasedLetter(surface: string): boolean {
  return surface.toLowerCase() !== surface.toUpperCase();
}

function termId(vocabulary: Map<string, number>, term: string): number {
  let id = vocabulary.get(term);
  if (id === undefined) {
    id = vocabulary.size;
    vocabulary.set(term, id);
  }
  return id;
}

/**
 * Token ids (added to the vocabulary, with `BREAK_TOKEN` where punctuation lies inside the
 * literal) and case keys of one variant; null when the variant holds an abbreviation.
 */
function encodeVariant({
  variant,
  shortLiteral,
  vocabulary,
}: {
  variant: CompositeVariant;
  shortLiteral: boolean;
  vocabulary: Map<string, number>;
}): { tokenIds: number[]; caseKeys: CaseKeys } | null {
  const tokenIds: number[] = [];
  const keys: Array<string | null> = [];
  let anyKey = false;
  for (const segment of variant.segments) {
    const tokens = tokenize(segment.text);
    const segmentExact = shortLiteral || segment.caseSensitive;
    for (let i = 0; i < tokens.count; i++) {
      const flags = tokens.flags[i] as number;
      if ((flags & TOKEN_ABBREVIATION) !== 0) return null;
      if (tokenIds.length > 0 && i > 0 && (flags & TOKEN_BREAK_BEFORE) !== 0) tokenIds.push(BREAK_TOKEN);
      tokenIds.push(termId(vocabulary, tokens.terms[i] as string));
      const surface = tokens.surfaces[i] as string;
      if ((segmentExact || isCapitalisedToken(surface)) && hasCasedLetter(surface)) {
        keys.push(stemSurface(surface));
        anyKey = true;
      } else {
        keys.push(null);
      }
    }
  }
  return { tokenIds, caseKeys: anyKey ? keys : null };
}

/** Term ids of a context phrase, in reading order. */
function contextTerms(text: string, vocabulary: Map<string, number>): number[] {
  const tokens = tokenize(text);
  const ids: number[] = [];
  for (let i = 0; i < tokens.count; i++) ids.push(termId(vocabulary, tokens.terms[i] as string));
  return ids;
}

function encodeContexts(
  contexts: readonly LiteralContext[] | null | undefined,
  vocabulary: Map<string, number>,
): ContextIds[] | null {
  if (!contexts || contexts.length === 0) return null;
  const encoded = contexts
    .map((context) => ({
      before: Int32Array.from(contextTerms(context.before, vocabulary).reverse()),
      after: Int32Array.from(contextTerms(context.after, vocabulary)),
    }))
    .filter((context) => context.before.length + context.after.length > 0);
  return encoded.length > 0 ? encoded : null;
}

/**
 * Builds the matcher's tables from the ontology. Basic concepts are not matched but
 * their literals still fill composite references; `maxCompositeVariants` caps each
 * composite literal's expansion. With `withContexts` false the literals' blocked contexts
 * are left out (the corpus statistics that find them need every occurrence).
 */
export function buildMatcherIndex(options: MatcherIndexOptions): MatcherIndex {
  return runSteps(matcherIndexSteps(options));
}

export interface MatcherIndexOptions {
  concepts: readonly OntologyConcept[];
  maxCompositeVariants: number;
  withContexts?: boolean;
}

/** Concepts whose literals a step of `matcherIndexSteps` encodes (about 30 ms at the default ontologies). */
export const MATCHER_STEP_CONCEPTS = 2_000;

/**
 * `buildMatcherIndex` in steps: it yields after every `stepConcepts` concepts encoded and
 * between the later passes, so an async caller can answer requests while a matcher is built.
 */
export function* matcherIndexSteps(
  { concepts, maxCompositeVariants, withContexts = true }: MatcherIndexOptions,
  stepConcepts = MATCHER_STEP_CONCEPTS,
): Steps<MatcherIndex> {
  const conceptsById = new Map<number, OntologyConcept>();
  for (const concept of concepts) if (!conceptsById.has(concept.id)) conceptsById.set(concept.id, concept);

  const matchable = Array.from(conceptsById.values())
    .filter((c) => !c.basic)
    .sort((a, b) => a.id - b.id);
  const conceptSlot = new Map<number, number>();
  matchable.forEach((concept, slot) => conceptSlot.set(concept.id, slot));

  const literalRows: Array<{ id: number; concept: number; ambiguous: boolean; short: boolean }> = [];
  const literalSource = new Map<number, OntologyConcept['literals'][number]>();
  for (const concept of matchable) {
    for (const literal of concept.literals) {
      if (literalSource.has(literal.id)) continue;
      literalSource.set(literal.id, literal);
      literalRows.push({
        id: literal.id,
        concept: conceptSlot.get(concept.id) as number,
        ambiguous: literal.isAmbiguous,
        short: isShortLiteral(literal.name),
      });
    }
  }
  literalRows.sort((a, b) => a.id - b.id);
  const literalSlot = new Map<number, number>();
  literalRows.forEach((row, slot) => literalSlot.set(row.id, slot));

  const vocabulary = new Map<string, number>([['\u0000break', BREAK_TOKEN]]);
  const trieBuilder = new TokenTrieBuilder();
  const pending: PendingEntry[] = [];
  const entryKeys = new Set<string>();
  let variantCount = 0;
  let truncatedComposites = 0;
  let abbreviationLiterals = 0;

  yield;
  let encodedConcepts = 0;
  for (const concept of matchable) {
    if (++encodedConcepts % stepConcepts === 0) yield;
    const slot = conceptSlot.get(concept.id) as number;
    for (const literal of concept.literals) {
      const litSlot = literalSlot.get(literal.id) as number;
      const row = literalRows[litSlot];
      if (row?.concept !== slot || literalSource.get(literal.id) !== literal) continue; // a duplicate literal id
      let variants: CompositeVariant[];
      if (literal.composite != null && literal.composite.length > 0) {
        const expansion = expandCompositeLiteral({
          parts: literal.composite,
          conceptsById,
          maxVariants: maxCompositeVariants,
        });
        if (expansion.truncated) truncatedComposites++;
        variants = expansion.variants;
      } else {
        variants = [{ name: literal.name, segments: [{ text: literal.name, caseSensitive: false }] }];
      }
      let encodedAny = false;
      let abbreviated = false;
      for (const variant of variants) {
        const encoded = encodeVariant({ variant, shortLiteral: row.short, vocabulary });
        if (encoded === null) {
          abbreviated = true;
          continue;
        }
        const { tokenIds, caseKeys } = encoded;
        if (tokenIds.length === 0) continue;
        encodedAny = true;
        const node = trieBuilder.insert(tokenIds);
        const key = `${node}|${litSlot}|${caseKeys === null ? '' : caseKeys.join('\u0000')}`;
        if (entryKeys.has(key)) continue;
        entryKeys.add(key);
        variantCount++;
        pending.push({ node, conceptSlot: slot, literalSlot: litSlot, ambiguous: literal.isAmbiguous, caseKeys });
      }
      if (!encodedAny && abbreviated) abbreviationLiterals++;
    }
  }

  const literalContexts = literalRows.map((row) =>
    withContexts ? encodeContexts(literalSource.get(row.id)?.blockedContexts, vocabulary) : null,
  );

  yield;
  const trie = trieBuilder.freeze(vocabulary.size);
  yield;
  pending.sort((a, b) => a.node - b.node || a.conceptSlot - b.conceptSlot || a.literalSlot - b.literalSlot);
  const entryStart = new Int32Array(trie.nodeCount + 1);
  const entryConcept = new Int32Array(pending.length);
  const entryLiteral = new Int32Array(pending.length);
  const entryAmbiguous = new Uint8Array(pending.length);
  const entryCaseKeys: CaseKeys[] = new Array<CaseKeys>(pending.length);
  const nodeCaseFree = new Uint8Array(trie.nodeCount);
  pending.forEach((entry, i) => {
    entryStart[entry.node + 1] = i + 1;
    entryConcept[i] = entry.conceptSlot;
    entryLiteral[i] = entry.literalSlot;
    entryAmbiguous[i] = entry.ambiguous ? 1 : 0;
    entryCaseKeys[i] = entry.caseKeys;
    if (entry.caseKeys === null) nodeCaseFree[entry.node] = 1;
  });
  // Nodes without entries inherit the end of the previous node's run.
  for (let node = 1; node <= trie.nodeCount; node++) {
    if ((entryStart[node] as number) < (entryStart[node - 1] as number))
      entryStart[node] = entryStart[node - 1] as number;
  }

  yield;
  const { neighbourStart, neighbours } = buildNeighbours({ matchable, conceptSlot });
  const usedConcepts = new Set(pending.map((entry) => entry.conceptSlot)).size;
  return {
    conceptIds: Int32Array.from(matchable, (c) => c.id),
    literalIds: Int32Array.from(literalRows, (row) => row.id),
    literalConcept: Int32Array.from(literalRows, (row) => row.concept),
    literalAmbiguous: Uint8Array.from(literalRows, (row) => (row.ambiguous ? 1 : 0)),
    literalContexts,
    neighbourStart,
    neighbours,
    vocabulary,
    trie,
    entryStart,
    entryConcept,
    entryLiteral,
    entryAmbiguous,
    entryCaseKeys,
    nodeCaseFree,
    stats: {
      concepts: usedConcepts,
      literals: literalRows.length,
      variants: variantCount,
      vocabulary: vocabulary.size,
      trieNodes: trie.nodeCount,
      truncatedComposites,
      abbreviationLiterals,
    },
  };
}

/** Parent, child and related slots of every matchable concept, as CSR arrays. */
function buildNeighbours({
  matchable,
  conceptSlot,
}: {
  matchable: readonly OntologyConcept[];
  conceptSlot: ReadonlyMap<number, number>;
}): { neighbourStart: Int32Array; neighbours: Int32Array } {
  const lists: Array<Set<number>> = matchable.map(() => new Set<number>());
  const link = (a: number, b: number): void => {
    (lists[a] as Set<number>).add(b);
    (lists[b] as Set<number>).add(a);
  };
  matchable.forEach((concept, slot) => {
    for (const otherId of [...concept.parentIds, ...(concept.relatedIds ?? [])]) {
      const other = conceptSlot.get(otherId);
      if (other !== undefined && other !== slot) link(slot, other);
    }
  });
  const neighbourStart = new Int32Array(matchable.length + 1);
  let total = 0;
  lists.forEach((list, slot) => {
    neighbourStart[slot] = total;
    total += list.size;
  });
  neighbourStart[matchable.length] = total;
  const neighbours = new Int32Array(total);
  let at = 0;
  for (const list of lists) for (const slot of [...list].sort((a, b) => a - b)) neighbours[at++] = slot;
  return { neighbourStart, neighbours };
}
