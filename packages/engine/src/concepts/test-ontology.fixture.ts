/**
 * Small hand-made ontologies for the concept tests: ids chosen so that literal ids are
 * predictable (concept id * 10 + position).
 */
import type { CompositePart, OntologyConcept } from '../ontology/ontology.types';
import { isAmbiguousLiteralName } from './ambiguity';

export type LiteralSpec = string | { name: string; ambiguous?: boolean; composite?: CompositePart[] };

/** A concept whose literal at position k gets id `id * 10 + k`; ambiguity follows the name rule. */
export function makeConcept({
  id,
  literals,
  parentIds = [],
  basic = false,
}: {
  id: number;
  literals: LiteralSpec[];
  parentIds?: number[];
  basic?: boolean;
}): OntologyConcept {
  return {
    id,
    name: typeof literals[0] === 'string' ? literals[0] : (literals[0]?.name ?? `concept ${id}`),
    basic,
    parentIds,
    literals: literals.map((spec, k) => {
      const literal = typeof spec === 'string' ? { name: spec } : spec;
      return {
        id: id * 10 + k,
        name: literal.name,
        isAmbiguous:
          'ambiguous' in literal && literal.ambiguous !== undefined
            ? literal.ambiguous
            : isAmbiguousLiteralName(literal.name),
        composite: 'composite' in literal ? (literal.composite ?? null) : null,
      };
    }),
  };
}

/** Concept id → tf, from a match, for readable assertions. */
export function countsById(match: { conceptIds: Int32Array; conceptCounts: Int32Array }): Record<number, number> {
  const result: Record<number, number> = {};
  match.conceptIds.forEach((id, i) => {
    result[id] = match.conceptCounts[i] as number;
  });
  return result;
}

/** Literal id → count, from a match. */
export function literalCountsById(match: {
  literalIds: Int32Array;
  literalCounts: Int32Array;
}): Record<number, number> {
  const result: Record<number, number> = {};
  match.literalIds.forEach((id, i) => {
    result[id] = match.literalCounts[i] as number;
  });
  return result;
}
