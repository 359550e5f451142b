import type { Concept, ConceptRef, Literal, LiteralLang, OntologyCategory } from '@sciscope/contracts';
import { LITERAL_LANGS, ONTOLOGY_LIMITS } from '@sciscope/contracts';
import {
  expandCompositeLiteral,
  literalText,
  type CompositePart,
  type OntologyLiteral,
  type ReferencedConcept,
} from '@sciscope/engine';
import { partsToApi, type ConceptState, type StateLiteral } from './concept-changes';
import type { ConceptRefRow, ConceptRow, ConceptsRepository, LiteralRow } from './concepts.repository';

/*
 * Concepts as loaded for the use cases: the editable state, the API view, and the plain forms
 * of composite literals (expanded with the referenced concepts' stored literals).
 */

function langOf(value: string): LiteralLang {
  return (LITERAL_LANGS as readonly string[]).includes(value) ? (value as LiteralLang) : '';
}

function parseComposite(json: string | null): CompositePart[] | null {
  if (!json) return null;
  const parts = JSON.parse(json) as CompositePart[];
  return parts.length > 0 ? parts : null;
}

export function stateLiteralOf(row: LiteralRow): StateLiteral {
  return {
    id: row.id,
    name: row.name,
    composite: parseComposite(row.composite),
    lang: langOf(row.lang),
    isAmbiguous: row.isAmbiguous === 1,
    ambiguitySetBy: row.ambiguitySetBy === 'moderator' ? 'moderator' : 'machine',
  };
}

export function literalViewOf(row: LiteralRow): Literal {
  const literal = stateLiteralOf(row);
  return {
    id: row.id,
    name: literal.name,
    composite: partsToApi(literal.composite),
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
    ambiguitySetBy: literal.ambiguitySetBy,
    df: row.df,
  };
}

export function refOf(row: ConceptRefRow): ConceptRef {
  return { id: row.id, name: row.name, basic: row.basic === 1, deleted: row.deleted === 1, df: row.df };
}

/** The concept's row and editable state, or null when there is no such concept. */
export async function loadConceptState(
  concepts: ConceptsRepository,
  id: number,
): Promise<{ row: ConceptRow; state: ConceptState } | null> {
  const row = await concepts.findConcept(id);
  if (!row) return null;
  const [literals, parents, childIds, related, categories] = await Promise.all([
    concepts.literalsOf([id]),
    concepts.parentsOf(id),
    concepts.childIdsOf(id),
    concepts.relatedOf(id),
    concepts.categoriesOf(id),
  ]);
  return {
    row,
    state: {
      id,
      name: row.name,
      basic: row.basic === 1,
      deleted: row.deleted === 1,
      literals: literals.map(stateLiteralOf),
      parentIds: parents.map((p) => p.id),
      childIds,
      relatedIds: related.map((r) => r.id),
      categories,
    },
  };
}

/** An empty state, for a concept not created yet. */
export function emptyState(): ConceptState {
  return {
    id: null,
    name: '',
    basic: false,
    deleted: false,
    literals: [],
    parentIds: [],
    childIds: [],
    relatedIds: [],
    categories: [],
  };
}

/** The concept as the API shows it; `pendingChanges` only for moderators. */
export async function conceptView(
  concepts: ConceptsRepository,
  id: number,
  { moderator }: { moderator: boolean },
): Promise<Concept | null> {
  const row = await concepts.findConcept(id);
  if (!row) return null;
  const [literals, parents, children, childCount, related, categories, tops, pending] = await Promise.all([
    concepts.literalsOf([id]),
    concepts.parentsOf(id),
    concepts.childrenOf(id, ONTOLOGY_LIMITS.childrenListed),
    concepts.liveChildCount(id),
    concepts.relatedOf(id),
    concepts.categoriesOf(id),
    concepts.topAncestors(id),
    moderator ? concepts.pendingCount(id) : Promise.resolve(null),
  ]);
  const ontologyCategories: OntologyCategory[] = tops.map((top) => ({
    name: top.name,
    kind: 'scheme',
    conceptId: top.id,
  }));
  for (const name of categories) {
    if (!ontologyCategories.some((c) => c.name.toLowerCase() === name.toLowerCase()))
      ontologyCategories.push({ name, kind: 'moderator', conceptId: null });
  }
  return {
    id: row.id,
    name: row.name,
    basic: row.basic === 1,
    deleted: row.deleted === 1,
    isManuallyModified: row.isManuallyModified === 1,
    dateModified: row.dateModified,
    df: row.df,
    childConceptsCount: childCount,
    basicSuggested: row.basicSuggested === 1,
    literals: literals.map(literalViewOf),
    parents: parents.map(refOf),
    children: children.map(refOf),
    related: related.map(refOf),
    ontologyCategories,
    origins: row.origins ? (JSON.parse(row.origins) as Array<{ source: string; key: string }>) : [],
    pendingChanges: pending,
  };
}

/** Rounds of references followed when expanding composites (as the engine's expansion goes). */
const EXPANSION_DEPTH = 4;

/**
 * The concepts composite literals refer to (and those their composites refer to), with their
 * stored literals, as the engine's expansion reads them.
 */
export async function referencedConcepts(
  concepts: ConceptsRepository,
  literals: ReadonlyArray<{ composite: readonly CompositePart[] | null }>,
): Promise<Map<number, ReferencedConcept>> {
  const found = new Map<number, ReferencedConcept>();
  let wanted = new Set<number>();
  for (const literal of literals)
    for (const part of literal.composite ?? []) if ('conceptId' in part) wanted.add(part.conceptId);
  for (let round = 0; round < EXPANSION_DEPTH && wanted.size > 0; round++) {
    const { concepts: rows, literals: literalRows } = await concepts.conceptsWithLiterals([...wanted]);
    const next = new Set<number>();
    for (const row of rows) {
      if (row.deleted === 1) continue;
      const own: OntologyLiteral[] = literalRows
        .filter((l) => l.conceptId === row.id)
        .map((l) => ({
          id: l.id,
          name: l.name,
          isAmbiguous: l.isAmbiguous === 1,
          lang: l.lang,
          composite: parseComposite(l.composite),
        }));
      found.set(row.id, { name: row.name, literals: own });
      for (const literal of own)
        for (const part of literal.composite ?? [])
          if ('conceptId' in part && !found.has(part.conceptId)) next.add(part.conceptId);
    }
    wanted = next;
  }
  return found;
}

/** The plain forms of a literal: a composite's expansion (at most 200), or the literal itself. */
export function variantsOf(
  literal: { name: string; composite: readonly CompositePart[] | null },
  referenced: ReadonlyMap<number, ReferencedConcept>,
): string[] {
  if (!literal.composite || literal.composite.length === 0) return literal.name.trim() ? [literal.name.trim()] : [];
  const { variants } = expandCompositeLiteral({ parts: literal.composite, conceptsById: referenced });
  const names = variants.map((variant) => variant.name);
  return names.length > 0 ? names : [literalText(literal)];
}
