/**
 * Matcher input straight from merged ontology files, for tools that run without the
 * database (the `sciscope affinity` command, the benchmark). The server instead loads
 * `OntologyConcept[]` from its stored rows.
 */
import { isAmbiguousLiteralName } from '../concepts/ambiguity';
import type { MergedConcept } from '../ontology/merge';
import type { OntologyConcept } from '../ontology/ontology.types';

/**
 * Dense ids 0..n-1 in input order; literals are the merged literals (name first, then
 * synonyms), ambiguous when all upper case and longer than one character; parents and
 * related concepts resolved by merged key (unknown keys dropped).
 */
export function conceptsFromMergedOntology(concepts: readonly MergedConcept[]): OntologyConcept[] {
  const idByKey = new Map<string, number>();
  concepts.forEach((concept, i) => idByKey.set(concept.key, i));
  let literalId = 0;
  return concepts.map((concept, id) => {
    const names = concept.literals.includes(concept.name) ? concept.literals : [concept.name, ...concept.literals];
    return {
      id,
      name: concept.name,
      basic: false,
      literals: names.map((name) => ({ id: literalId++, name, isAmbiguous: isAmbiguousLiteralName(name) })),
      parentIds: concept.parentKeys
        .map((key) => idByKey.get(key))
        .filter((parent): parent is number => parent !== undefined),
      relatedIds: concept.relatedKeys
        .map((key) => idByKey.get(key))
        .filter((related): related is number => related !== undefined),
    };
  });
}
