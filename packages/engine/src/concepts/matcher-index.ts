/**
 * Build side of the concept matcher: dense slots for concepts and literals, the token
 * vocabulary, the trie of literal token sequences and, per trie node, the literals that
 * end there. Everything the matching loop reads is a typed array or a frozen table.
 */
import type { OntologyConcept } from '../ontology/ontology.types';
import { stemSurface } from '../text/normalize';
import { tokenize } from '../text/tokenize';
import { expandCompositeLiteral, type CompositeVariant } from './composite';
import { TokenTrieBuilder, type TokenTrie } from './token-trie';

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
}

/**
 * Per token of a variant: the case-preserving stem it must have in the text, or null
 * when any case will do. Null for the whole variant when no token is case-sensitive.
 */
export type CaseKeys = Array<string | null> | null;

export interface MatcherIndex {
  /** Dense concept slot → concept id, ascending. */
  conceptIds: Int32Array;
  /** Dense literal slot → literal id, ascending. */
  literalIds: Int32Array;
  literalConcept: Int32Array;
  literalAmbiguous: Uint8Array;
  /** Parents and children of each concept slot (evidence for ambiguous literals). */
  neighbourStart: Int32Array;
  neighbours: Int32Array;
  vocabulary: Map<string, number>;
  trie: TokenTrie;
  /** Literal entries ending at node n: `entry*[entryStart[n] .. entryStart[n + 1])`, by concept. */
  entryStart: Int32Array;
  entryConcept: Int32Array;
  entryLiteral: Int32Array;
  entryAmbiguous: Uint8Array;
  entryCaseKeys: CaseKeys[];
  /** 1 when some entry at the node needs no case check, so the node always accepts. */
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

/** Token ids (added to the vocabulary) and case keys of one variant. */
function encodeVariant({
  variant,
  allCaseSensitive,
  vocabulary,
}: {
  variant: CompositeVariant;
  allCaseSensitive: boolean;
  vocabulary: Map<string, number>;
}): { tokenIds: number[]; caseKeys: CaseKeys } {
  const tokenIds: number[] = [];
  const keys: Array<string | null> = [];
  let anyKey = false;
  for (const segment of variant.segments) {
    const tokens = tokenize(segment.text);
    const caseSensitive = allCaseSensitive || segment.caseSensitive;
    for (let i = 0; i < tokens.count; i++) {
      const term = tokens.terms[i] as string;
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
      }
      tokenIds.push(id);
      const surface = tokens.surfaces[i] as string;
      if (caseSensitive && hasCasedLetter(surface)) {
        keys.push(stemSurface(surface));
        anyKey = true;
      } else {
        keys.push(null);
      }
    }
  }
  return { tokenIds, caseKeys: anyKey ? keys : null };
}

/**
 * Builds the matcher's tables from the ontology. Basic concepts are not matched but
 * their literals still fill composite references; `maxCompositeVariants` caps each
 * composite literal's expansion.
 */
export function buildMatcherIndex({
  concepts,
  maxCompositeVariants,
}: {
  concepts: readonly OntologyConcept[];
  maxCompositeVariants: number;
}): MatcherIndex {
  const conceptsById = new Map<number, OntologyConcept>();
  for (const concept of concepts) if (!conceptsById.has(concept.id)) conceptsById.set(concept.id, concept);

  const matchable = Array.from(conceptsById.values())
    .filter((c) => !c.basic)
    .sort((a, b) => a.id - b.id);
  const conceptSlot = new Map<number, number>();
  matchable.forEach((concept, slot) => conceptSlot.set(concept.id, slot));

  const literalRows: Array<{ id: number; concept: number; ambiguous: boolean }> = [];
  const seenLiteralIds = new Set<number>();
  for (const concept of matchable) {
    for (const literal of concept.literals) {
      if (seenLiteralIds.has(literal.id)) continue;
      seenLiteralIds.add(literal.id);
      literalRows.push({
        id: literal.id,
        concept: conceptSlot.get(concept.id) as number,
        ambiguous: literal.isAmbiguous,
      });
    }
  }
  literalRows.sort((a, b) => a.id - b.id);
  const literalSlot = new Map<number, number>();
  literalRows.forEach((row, slot) => literalSlot.set(row.id, slot));

  const vocabulary = new Map<string, number>();
  const trieBuilder = new TokenTrieBuilder();
  const pending: PendingEntry[] = [];
  const entryKeys = new Set<string>();
  let variantCount = 0;
  let truncatedComposites = 0;

  for (const concept of matchable) {
    const slot = conceptSlot.get(concept.id) as number;
    for (const literal of concept.literals) {
      const litSlot = literalSlot.get(literal.id) as number;
      if (literalRows[litSlot]?.concept !== slot) continue; // a duplicate literal id
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
        variants = [{ name: literal.name, segments: [{ text: literal.name, caseSensitive: literal.isAmbiguous }] }];
      }
      for (const variant of variants) {
        const { tokenIds, caseKeys } = encodeVariant({ variant, allCaseSensitive: literal.isAmbiguous, vocabulary });
        if (tokenIds.length === 0) continue;
        const node = trieBuilder.insert(tokenIds);
        const key = `${node}|${litSlot}|${caseKeys === null ? '' : caseKeys.join('\u0000')}`;
        if (entryKeys.has(key)) continue;
        entryKeys.add(key);
        variantCount++;
        pending.push({ node, conceptSlot: slot, literalSlot: litSlot, ambiguous: literal.isAmbiguous, caseKeys });
      }
    }
  }

  const trie = trieBuilder.freeze(vocabulary.size);
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

  const { neighbourStart, neighbours } = buildNeighbours({ matchable, conceptSlot });
  const usedConcepts = new Set(pending.map((entry) => entry.conceptSlot)).size;
  return {
    conceptIds: Int32Array.from(matchable, (c) => c.id),
    literalIds: Int32Array.from(literalRows, (row) => row.id),
    literalConcept: Int32Array.from(literalRows, (row) => row.concept),
    literalAmbiguous: Uint8Array.from(literalRows, (row) => (row.ambiguous ? 1 : 0)),
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
    },
  };
}

/** Parent and child slots of every matchable concept, as CSR arrays. */
function buildNeighbours({
  matchable,
  conceptSlot,
}: {
  matchable: readonly OntologyConcept[];
  conceptSlot: ReadonlyMap<number, number>;
}): { neighbourStart: Int32Array; neighbours: Int32Array } {
  const lists: Array<Set<number>> = matchable.map(() => new Set<number>());
  matchable.forEach((concept, slot) => {
    for (const parentId of concept.parentIds) {
      const parent = conceptSlot.get(parentId);
      if (parent === undefined || parent === slot) continue;
      (lists[slot] as Set<number>).add(parent);
      (lists[parent] as Set<number>).add(slot);
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
  for (const list of lists) for (const slot of list) neighbours[at++] = slot;
  return { neighbourStart, neighbours };
}
