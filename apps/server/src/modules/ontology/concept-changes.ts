import type { CompositePartApi, LiteralLang, LoggedLiteral, OntologyAction } from '@sciscope/contracts';
import { isAmbiguousLiteralName, literalKey, nameKey, type CurationLiteral } from '@sciscope/engine';
import type { CompositePart } from '@sciscope/engine';

/*
 * A concept as the curation use cases change it, and the log actions between two states.
 * Pure: no I/O. Suggestions are stored as actions and applied to the concept as it is when a
 * moderator approves them, so a suggestion made on an older state changes only what it names.
 */

export type AmbiguitySetBy = 'machine' | 'moderator';

export interface StateLiteral extends CurationLiteral {
  /** The stored literal; null for a new one. */
  id: number | null;
  composite: CompositePart[] | null;
  lang: LiteralLang;
  ambiguitySetBy: AmbiguitySetBy;
}

export interface ConceptState {
  /** Null for a concept not created yet. */
  id: number | null;
  name: string;
  basic: boolean;
  deleted: boolean;
  literals: StateLiteral[];
  parentIds: number[];
  childIds: number[];
  relatedIds: number[];
  /** Names of the moderators' categories it is in. */
  categories: string[];
}

/** Composite parts as the API writes them (`{ concept_id, name }` / a string) → the engine's. */
export function partsFromApi(parts: readonly CompositePartApi[] | null | undefined): CompositePart[] | null {
  if (!parts || parts.length === 0) return null;
  return parts.map((part) =>
    typeof part === 'string' ? { text: part } : { conceptId: part.concept_id, name: part.name },
  );
}

/** The engine's composite parts → the API's. */
export function partsToApi(parts: readonly CompositePart[] | null): CompositePartApi[] | null {
  if (!parts || parts.length === 0) return null;
  return parts.map((part) => ('conceptId' in part ? { concept_id: part.conceptId, name: part.name } : part.text));
}

/** A literal as a log action records it. */
export function loggedLiteral(literal: StateLiteral): LoggedLiteral {
  return {
    name: literal.name,
    composite: partsToApi(literal.composite),
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
  };
}

/**
 * Who a new literal's flag comes from: the automatic rule (upper case, see the engine's
 * `isAmbiguousLiteralName`) unless a person set it otherwise or by hand.
 */
export function newLiteralSetBy(literal: { name: string; isAmbiguous: boolean }, byHand = false): AmbiguitySetBy {
  return byHand || literal.isAmbiguous !== isAmbiguousLiteralName(literal.name) ? 'moderator' : 'machine';
}

function fromLogged(literal: LoggedLiteral): StateLiteral {
  return {
    id: null,
    name: literal.name,
    composite: partsFromApi(literal.composite),
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
    ambiguitySetBy: newLiteralSetBy(literal),
  };
}

/** Same written form, references, language and flag: the literal did not change. */
export function sameLiteral(a: StateLiteral, b: StateLiteral): boolean {
  return literalKey(a) === literalKey(b) && a.lang === b.lang && a.isAmbiguous === b.isAmbiguous;
}

const RELATIONS = [
  ['parentIds', 'add_parent', 'remove_parent'],
  ['childIds', 'add_child', 'remove_child'],
  ['relatedIds', 'add_related', 'remove_related'],
] as const;

/**
 * The actions that turn `before` into `after` (null `before`: a new concept), in the order
 * they are applied: the concept itself, removed literals, added literals, relations,
 * categories. `nameOf` names related concepts for the log.
 */
export function diffConcept({
  before,
  after,
  nameOf,
}: {
  before: ConceptState | null;
  after: ConceptState;
  nameOf: (id: number) => string;
}): OntologyAction[] {
  const actions: OntologyAction[] = [];
  if (before === null) actions.push({ type: 'add_concept', name: after.name, basic: after.basic });
  else {
    if (!before.deleted && after.deleted) actions.push({ type: 'remove_concept' });
    if (before.deleted && !after.deleted) actions.push({ type: 'restore_concept' });
    const renamed = before.name !== after.name;
    if (renamed || before.basic !== after.basic) {
      actions.push({
        type: 'modify_concept',
        basic: after.basic,
        ...(renamed ? { name: after.name, previous_name: before.name } : {}),
      });
    }
  }
  const old = before?.literals ?? [];
  for (const literal of old) {
    if (!after.literals.some((other) => sameLiteral(literal, other)))
      actions.push({ type: 'remove_literal', literal: loggedLiteral(literal) });
  }
  for (const literal of after.literals) {
    if (!old.some((other) => sameLiteral(literal, other)))
      actions.push({ type: 'add_literal', literal: loggedLiteral(literal) });
  }
  for (const [field, add, remove] of RELATIONS) {
    const was = new Set(before?.[field] ?? []);
    const now = new Set(after[field]);
    for (const id of was) if (!now.has(id)) actions.push({ type: remove, concept_id: id, name: nameOf(id) });
    for (const id of now) if (!was.has(id)) actions.push({ type: add, concept_id: id, name: nameOf(id) });
  }
  const wasIn = new Map((before?.categories ?? []).map((name) => [nameKey(name), name]));
  const nowIn = new Map(after.categories.map((name) => [nameKey(name), name]));
  for (const [key, name] of wasIn)
    if (!nowIn.has(key)) actions.push({ type: 'remove_concept_from_category', category_name: name });
  for (const [key, name] of nowIn)
    if (!wasIn.has(key)) actions.push({ type: 'add_concept_to_category', category_name: name });
  return actions;
}

/**
 * `state` with `actions` applied (a suggestion approved on the concept as it is now). A
 * literal is removed by its written form and references whatever its flag became since; an
 * added literal replaces one of the same written form (a changed flag is then a moderator's,
 * who approved it).
 */
export function applyActions({
  state,
  actions,
}: {
  state: ConceptState;
  actions: readonly OntologyAction[];
}): ConceptState {
  const next: ConceptState = {
    ...state,
    literals: [...state.literals],
    parentIds: [...state.parentIds],
    childIds: [...state.childIds],
    relatedIds: [...state.relatedIds],
    categories: [...state.categories],
  };
  const dropId = (list: number[], id: number) => list.filter((other) => other !== id);
  const addId = (list: number[], id: number) => (list.includes(id) ? list : [...list, id]);
  for (const action of actions) {
    switch (action.type) {
      case 'add_concept':
        next.name = action.name;
        next.basic = action.basic;
        break;
      case 'remove_concept':
        next.deleted = true;
        break;
      case 'restore_concept':
        next.deleted = false;
        break;
      case 'modify_concept':
        next.basic = action.basic;
        if (action.name) next.name = action.name;
        break;
      case 'remove_literal': {
        const key = literalKey(fromLogged(action.literal));
        next.literals = next.literals.filter((literal) => literalKey(literal) !== key);
        break;
      }
      case 'add_literal': {
        const added = fromLogged(action.literal);
        const key = literalKey(added);
        const at = next.literals.findIndex((literal) => literalKey(literal) === key);
        const existing = at >= 0 ? next.literals[at]! : null;
        if (existing) {
          const setBy = existing.isAmbiguous === added.isAmbiguous ? existing.ambiguitySetBy : 'moderator';
          next.literals[at] = { ...added, id: existing.id, ambiguitySetBy: setBy };
        } else next.literals.push(added);
        break;
      }
      case 'add_parent':
        next.parentIds = addId(next.parentIds, action.concept_id);
        break;
      case 'remove_parent':
        next.parentIds = dropId(next.parentIds, action.concept_id);
        break;
      case 'add_child':
        next.childIds = addId(next.childIds, action.concept_id);
        break;
      case 'remove_child':
        next.childIds = dropId(next.childIds, action.concept_id);
        break;
      case 'add_related':
        next.relatedIds = addId(next.relatedIds, action.concept_id);
        break;
      case 'remove_related':
        next.relatedIds = dropId(next.relatedIds, action.concept_id);
        break;
      case 'add_concept_to_category':
        if (!next.categories.some((name) => nameKey(name) === nameKey(action.category_name)))
          next.categories.push(action.category_name);
        break;
      case 'remove_concept_from_category':
        next.categories = next.categories.filter((name) => nameKey(name) !== nameKey(action.category_name));
        break;
    }
  }
  return next;
}

/**
 * The literals whose matching may differ between two states: those added or changed, and
 * every literal when the concept starts being matched again (restored, no longer basic) or
 * its neighbours changed (ambiguous literals count only beside a neighbour).
 */
/**
 * True when the change alters what the concept matcher reads of the concept: its name (acronym
 * definitions are checked against it), basic and deleted flags, relations (an ambiguous
 * literal counts beside a related concept), or a literal's form, language or flag. Who set a
 * flag and the categories are not read: such a change rescans nothing.
 */
export function matcherInputChanged(before: ConceptState | null, after: ConceptState): boolean {
  if (before === null) return true;
  if (before.name !== after.name || before.basic !== after.basic || before.deleted !== after.deleted) return true;
  const ids = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(',');
  if (RELATIONS.some(([field]) => ids(before[field]) !== ids(after[field]))) return true;
  const kept = (from: readonly StateLiteral[], to: readonly StateLiteral[]) =>
    from.every((literal) => to.some((other) => sameLiteral(literal, other)));
  return !kept(before.literals, after.literals) || !kept(after.literals, before.literals);
}

export function changedLiterals(before: ConceptState | null, after: ConceptState): StateLiteral[] {
  if (after.deleted || after.basic) return [];
  const wasMatched = before !== null && !before.deleted && !before.basic;
  if (!wasMatched) return after.literals;
  const neighboursChanged = RELATIONS.some(
    ([field]) => [...before[field]].sort().join(',') !== [...after[field]].sort().join(','),
  );
  return after.literals.filter(
    (literal) =>
      !before.literals.some((other) => sameLiteral(literal, other)) || (neighboursChanged && literal.isAmbiguous),
  );
}
