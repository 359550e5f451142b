/**
 * Several parsed ontologies into one concept list ready for insertion: concepts whose
 * names are equal (case-insensitive, whitespace-normalised) become one concept, inside a
 * source as well as across sources. Relations are remapped to merged keys; self-loops are
 * dropped and links that would close a cycle in the parent graph (possible once sources
 * are combined) are refused, so that hierarchy walks terminate.
 */
import type { ParsedConcept, ParsedOntology } from './ontology.types';
import { addUniqueLabels, labelKey, normalizeLabel } from './label-text';
import { createWarningCollector } from './warnings';

/** Where a merged concept came from: its source and its key inside that source. */
export interface ConceptOrigin {
  source: string;
  key: string;
}

export interface MergedConcept {
  /** The normalised lower-case name: stable across imports and input order. */
  key: string;
  /** Spelling of the first source (in list order) that has the concept. */
  name: string;
  /** The name first, then every source's literals, deduplicated case-insensitively. */
  literals: string[];
  parentKeys: string[];
  relatedKeys: string[];
  origins: ConceptOrigin[];
}

export interface MergeStats {
  /** Concepts read from all sources together. */
  inputConcepts: number;
  /** Concepts after merging. */
  mergedConcepts: number;
  /** Merged concepts that combine two or more source concepts. */
  combined: number;
  /** Merged concepts that combine concepts of two or more different sources. */
  combinedAcrossSources: number;
  /** Parent links removed because they closed a cycle. */
  cycleLinksRemoved: number;
}

export interface MergedOntology {
  concepts: MergedConcept[];
  stats: MergeStats;
  warnings: string[];
}

interface RemapInput {
  source: string;
  concept: ParsedConcept;
  targets: string[];
  relation: 'broader' | 'related';
}

interface Draft {
  name: string;
  literals: string[];
  seenLiterals: Set<string>;
  parents: Set<string>;
  related: Set<string>;
  origins: ConceptOrigin[];
}

/** Merges ontologies; earlier ones in the list win for the spelling of names. */
export function mergeOntologies(list: ParsedOntology[]): MergedOntology {
  const warnings = createWarningCollector();
  const drafts = new Map<string, Draft>();
  const mergedKeyOf = new Map<string, string>();
  const originId = (source: string, key: string): string => `${source}\u0000${key}`;
  let inputConcepts = 0;

  for (const { source, concepts } of list) {
    for (const concept of concepts) {
      inputConcepts += 1;
      const key = labelKey(concept.name);
      if (key === '') {
        warnings.warn(`${source}: concept ${concept.key} has an empty name; skipped`);
        continue;
      }
      const id = originId(source, concept.key);
      if (mergedKeyOf.has(id)) warnings.warn(`${source}: key ${concept.key} appears twice; both merged`);
      mergedKeyOf.set(id, key);
      let draft = drafts.get(key);
      if (!draft) {
        draft = {
          name: normalizeLabel(concept.name),
          literals: [],
          seenLiterals: new Set(),
          parents: new Set(),
          related: new Set(),
          origins: [],
        };
        addUniqueLabels(draft.literals, draft.seenLiterals, [draft.name]);
        drafts.set(key, draft);
      }
      addUniqueLabels(draft.literals, draft.seenLiterals, concept.literals);
      draft.origins.push({ source, key: concept.key });
    }
  }

  const parentLinks: Array<{ child: string; parent: string }> = [];
  const remap = ({ source, concept, targets, relation }: RemapInput): string[] => {
    const self = mergedKeyOf.get(originId(source, concept.key));
    const mapped: string[] = [];
    for (const target of targets) {
      const key = mergedKeyOf.get(originId(source, target));
      if (key === undefined)
        warnings.warn(`${source}: ${relation} ${target} of ${concept.key} is not a concept; dropped`);
      else if (key !== self) mapped.push(key);
    }
    return mapped;
  };
  for (const { source, concepts } of list) {
    for (const concept of concepts) {
      const self = mergedKeyOf.get(originId(source, concept.key));
      if (self === undefined) continue;
      for (const parent of remap({ source, concept, targets: concept.broader, relation: 'broader' })) {
        parentLinks.push({ child: self, parent });
      }
      const { related } = drafts.get(self)!;
      for (const other of remap({ source, concept, targets: concept.related, relation: 'related' })) related.add(other);
    }
  }
  // Links are added in source order and a link that would close a cycle is refused, so
  // the hierarchy of earlier sources wins when sources disagree.
  let cycleLinksRemoved = 0;
  for (const { child, parent } of parentLinks) {
    if (isAncestorOrSelf(drafts, parent, child)) {
      cycleLinksRemoved += 1;
      warnings.warn(`cycle: parent link "${child}" → "${parent}" removed`);
    } else {
      drafts.get(child)!.parents.add(parent);
    }
  }
  // Merging can make a concept related to its own parent; that is kept (SKOS allows it).
  for (const [key, draft] of drafts) for (const other of draft.related) drafts.get(other)!.related.add(key);

  const concepts = [...drafts].map(([key, draft]) => ({
    key,
    name: draft.name,
    literals: draft.literals,
    parentKeys: [...draft.parents],
    relatedKeys: [...draft.related],
    origins: draft.origins,
  }));
  const stats: MergeStats = {
    inputConcepts,
    mergedConcepts: concepts.length,
    combined: concepts.filter(({ origins }) => origins.length > 1).length,
    combinedAcrossSources: concepts.filter(({ origins }) => new Set(origins.map(({ source }) => source)).size > 1)
      .length,
    cycleLinksRemoved,
  };
  return { concepts, stats, warnings: warnings.list() };
}

/**
 * Whether `target` is `from` or one of its ancestors. Ancestor sets in real hierarchies
 * are small (tens of concepts), so a walk per added link is cheap.
 */
function isAncestorOrSelf(drafts: Map<string, Draft>, from: string, target: string): boolean {
  const pending = [from];
  const seen = new Set(pending);
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (key === target) return true;
    for (const parent of drafts.get(key)!.parents) {
      if (!seen.has(parent)) {
        seen.add(parent);
        pending.push(parent);
      }
    }
  }
  return false;
}
