import type { ConceptChangeResponse, ConceptInputParsed, OntologyAction } from '@sciscope/contracts';
import { hasAccess, requireAccess, type AccessGrant } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commitChanges, type ConceptChange } from './concept-apply';
import { diffConcept, newLiteralSetBy, partsFromApi, type ConceptState, type StateLiteral } from './concept-changes';
import { requireValidConcept } from './concept-form-check';
import { conceptView, loadConceptState } from './concept-state';
import type { OntologyCaller } from './ontology-deps';
import { ontologyErrors } from './ontology.errors';

/*
 * The concept form's save, delete and restore (spec 02 sections 2, 4, 6). A moderator (quota
 * ontology_moderator) changes the ontology directly: the change is applied, logged as
 * 'approved' and the articles it may affect are rescanned. Anyone else logged in makes a
 * suggestion: a 'pending' log entry that changes nothing until a moderator approves it. The same
 * user's identical suggestion (same concept, same actions) is taken once while it is pending: a
 * second one answers 409 `ontology.duplicate_suggestion`.
 */

/** Who acts, and whether they change the ontology directly. */
export async function curationRole(caller: OntologyCaller): Promise<{ grant: AccessGrant; moderator: boolean }> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  const moderator = await hasAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  return { grant, moderator };
}

/** The literals of the form as the concept's literals will be, with who set each ambiguity flag. */
function literalsFromInput(input: ConceptInputParsed['literals'], before: ConceptState | null): StateLiteral[] {
  const stored = new Map((before?.literals ?? []).filter((l) => l.id !== null).map((l) => [l.id!, l]));
  return input.map((literal) => {
    const composite = partsFromApi(literal.composite);
    const base = {
      id: literal.id ?? null,
      name: literal.name.trim(),
      composite,
      lang: literal.lang,
      isAmbiguous: literal.isAmbiguous,
    };
    const old = literal.id != null ? stored.get(literal.id) : undefined;
    const byHand = literal.checkboxInteracted === true;
    const ambiguitySetBy = old
      ? old.isAmbiguous !== literal.isAmbiguous || byHand
        ? 'moderator'
        : old.ambiguitySetBy
      : newLiteralSetBy(base, byHand);
    return { ...base, id: old ? old.id : null, ambiguitySetBy };
  });
}

/**
 * Refuses relations to concepts that do not exist, to itself, and cycles in the hierarchy. After
 * the save the concept sits between its parents and its children, so a cycle closes exactly
 * when one of its children is one of its parents or an ancestor of one (read in the hierarchy
 * without the concept's own links, which the save replaces). Only pairs with a relation this
 * request adds are checked: a parent and a child given together close a cycle as surely as
 * one added to the stored other.
 */
async function checkRelations(
  caller: OntologyCaller,
  conceptId: number | null,
  state: ConceptState,
  before: ConceptState | null,
) {
  for (const field of ['parentIds', 'childIds', 'relatedIds'] as const) {
    const ids = state[field];
    if (conceptId !== null && ids.includes(conceptId)) throw ontologyErrors.cycle(field);
    const added = ids.filter((id) => !(before?.[field] ?? []).includes(id));
    if (added.length === 0) continue;
    const found = await caller.concepts.refsByIds(added);
    if (found.length !== new Set(added).size) throw ontologyErrors.unknownConcepts(field);
  }
  const newChildren = state.childIds.filter((id) => !(before?.childIds ?? []).includes(id));
  for (const parent of state.parentIds) {
    const parentIsNew = !(before?.parentIds ?? []).includes(parent);
    const children = parentIsNew ? state.childIds : newChildren;
    if (children.length === 0) continue;
    if (children.includes(parent)) throw ontologyErrors.parentAndChild(parentIsNew ? 'parentIds' : 'childIds');
    const above = new Set(await caller.concepts.ancestorIds(parent, { apartFrom: conceptId }));
    if (children.some((id) => above.has(id))) throw ontologyErrors.cycle(parentIsNew ? 'parentIds' : 'childIds');
  }
}

async function namesOf(caller: OntologyCaller, before: ConceptState | null, after: ConceptState) {
  const ids = [
    ...new Set([
      ...(before?.parentIds ?? []),
      ...(before?.childIds ?? []),
      ...(before?.relatedIds ?? []),
      ...after.parentIds,
      ...after.childIds,
      ...after.relatedIds,
    ]),
  ];
  const names = new Map((await caller.concepts.refsByIds(ids)).map((r) => [r.id, r.name]));
  return (id: number) => names.get(id) ?? `#${id}`;
}

/**
 * Applies (moderator) or suggests (anyone else) the change from `before` to `after`, logged as
 * `actions`; nothing is written when there is no action.
 */
export async function submitChange({
  caller,
  before,
  after,
  actions,
  moderator,
  userId,
}: {
  caller: OntologyCaller;
  before: ConceptState | null;
  after: ConceptState;
  actions: OntologyAction[];
  moderator: boolean;
  userId: number | null;
}): Promise<ConceptChangeResponse> {
  const current = async (id: number | null) => (id === null ? null : conceptView(caller.concepts, id, { moderator }));
  if (actions.length === 0) {
    return { ok: true, pending: false, logId: null, concept: await current(before?.id ?? null), rescan: null };
  }
  if (!moderator) {
    const entry = {
      conceptId: before?.id ?? null,
      conceptName: after.name || before?.name || '',
      source: 'form' as const,
      actions,
      now: nowIso(),
    };
    // Whatever sent it (the form twice, GraphQL, an import), one user files a change once.
    const logId = await caller.writes.transaction((tx) =>
      userId === null
        ? tx.insertLog({ ...entry, status: 'pending', userId })
        : tx.insertSuggestion({ ...entry, userId }),
    );
    if (logId === null) throw ontologyErrors.duplicateSuggestion();
    return { ok: true, pending: true, logId, concept: await current(before?.id ?? null), rescan: null };
  }
  const change: ConceptChange = { before, after, actions, source: 'form' };
  const { applied, rescan } = await commitChanges({
    services: caller,
    changes: [change],
    userId,
    reason: `ontology change (${after.name})`,
  });
  const [first] = applied;
  return { ok: true, pending: false, logId: first!.logId, concept: await current(first!.conceptId), rescan };
}

/** `POST /api/ontology/concepts` (conceptId null) and `PUT /api/ontology/concepts/{id}`: the form's save. */
export async function saveConcept({
  conceptId,
  input,
  ...caller
}: OntologyCaller & { conceptId: number | null; input: ConceptInputParsed }): Promise<ConceptChangeResponse> {
  const { grant, moderator } = await curationRole(caller);
  let before: ConceptState | null = null;
  if (conceptId !== null) {
    const loaded = await loadConceptState(caller.concepts, conceptId);
    if (!loaded) throw ontologyErrors.conceptNotFound();
    if (loaded.state.deleted) throw ontologyErrors.conceptDeleted();
    before = loaded.state;
  }
  const after: ConceptState = {
    id: conceptId,
    name: input.name.trim(),
    basic: input.basic,
    deleted: false,
    literals: literalsFromInput(input.literals, before),
    parentIds: [...new Set(input.parentIds ?? before?.parentIds ?? [])],
    childIds: [...new Set(input.childIds ?? before?.childIds ?? [])],
    relatedIds: [...new Set(input.relatedIds ?? before?.relatedIds ?? [])],
    categories: input.ontologyCategories
      ? [...new Map(input.ontologyCategories.map((name) => [name.toLowerCase(), name.trim()])).values()]
      : (before?.categories ?? []),
  };
  await requireValidConcept({ concepts: caller.concepts, conceptId, name: after.name, literals: after.literals });
  await checkRelations(caller, conceptId, after, before);
  const actions = diffConcept({ before, after, nameOf: await namesOf(caller, before, after) });
  return submitChange({ caller, before, after, actions, moderator, userId: grant.user?.id ?? null });
}

/** Loads a concept for delete or restore (404 when missing). */
async function loadExisting(caller: OntologyCaller, conceptId: number) {
  const loaded = await loadConceptState(caller.concepts, conceptId);
  if (!loaded) throw ontologyErrors.conceptNotFound();
  return loaded.state;
}

/** Refuses to delete or merge a concept that is the parent of live concepts. */
export async function requireNoChildren(caller: OntologyCaller, conceptId: number): Promise<void> {
  const children = await caller.concepts.liveChildCount(conceptId);
  if (children > 0) throw ontologyErrors.parentProtected(children);
}

/** `DELETE /api/ontology/concepts/{id}`: delete (moderator) or 'Suggest delete'. */
export async function deleteConcept({
  conceptId,
  ...caller
}: OntologyCaller & { conceptId: number }): Promise<ConceptChangeResponse> {
  const { grant, moderator } = await curationRole(caller);
  const before = await loadExisting(caller, conceptId);
  if (!before.deleted) await requireNoChildren(caller, conceptId);
  const after = { ...before, deleted: true };
  const actions: OntologyAction[] = before.deleted ? [] : [{ type: 'remove_concept' }];
  return submitChange({ caller, before, after, actions, moderator, userId: grant.user?.id ?? null });
}

/** `POST /api/ontology/concepts/{id}/restore`: restore (moderator) or suggest restoring. */
export async function restoreConcept({
  conceptId,
  ...caller
}: OntologyCaller & { conceptId: number }): Promise<ConceptChangeResponse> {
  const { grant, moderator } = await curationRole(caller);
  const before = await loadExisting(caller, conceptId);
  if (!before.deleted) throw ontologyErrors.notDeleted();
  const after = { ...before, deleted: false };
  const actions: OntologyAction[] = [{ type: 'restore_concept' }];
  return submitChange({ caller, before, after, actions, moderator, userId: grant.user?.id ?? null });
}
