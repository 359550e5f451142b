import type { ConceptChangeResponse, Literal, LiteralInputParsed, UseAsParentResponse } from '@sciscope/contracts';
import { constructWithParent, literalText, missingLiterals } from '@sciscope/engine';
import { requireAccess } from '../../app/access';
import { commitChanges } from './concept-apply';
import { partsFromApi, partsToApi, type StateLiteral } from './concept-changes';
import { curationRole, requireNoChildren } from './concept-edit.usecases';
import { conceptView, literalViewOf, loadConceptState, refOf } from './concept-state';
import type { OntologyCaller } from './ontology-deps';
import { ontologyErrors } from './ontology.errors';

/*
 * Merging one concept into another (spec 02 sections 2 and 4), the literals a merge carries
 * over, and 'Construct' (a parent's literal inside a literal becomes a reference to it).
 */

/** The literals of the merged concept that the destination lacks (spec `missingLiterals`). */
export async function conceptMissingLiterals({
  conceptId,
  targetId,
  ...caller
}: OntologyCaller & { conceptId: number; targetId: number }): Promise<{ literals: Literal[] }> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  const [source, target] = await Promise.all([
    caller.concepts.findConcept(conceptId),
    caller.concepts.findConcept(targetId),
  ]);
  if (!source || !target) throw ontologyErrors.conceptNotFound();
  const rows = await caller.concepts.literalsOf([conceptId, targetId]);
  const views = rows.map((row) => ({ row, view: literalViewOf(row) }));
  const own = views.filter((v) => v.row.conceptId === conceptId);
  const destination = views.filter((v) => v.row.conceptId === targetId);
  const asCuration = (view: Literal) => ({
    name: view.name,
    composite: partsFromApi(view.composite),
    lang: view.lang,
    isAmbiguous: view.isAmbiguous,
    view,
  });
  const missing = missingLiterals(
    own.map((v) => asCuration(v.view)),
    destination.map((v) => asCuration(v.view)),
  );
  return { literals: missing.map((m) => m.view) };
}

/**
 * `POST /api/ontology/concepts/{id}/merge` (moderators): the concept is marked deleted first,
 * then the target is saved with the literals it lacks; both steps, their log entries and the
 * rescan queue are one transaction, so if the second step fails the deletion is reverted.
 * `afterDelete` runs between the two steps (tests make the second step fail there). A parent
 * of other concepts cannot be merged.
 */
export async function mergeConcept({
  conceptId,
  targetId,
  afterDelete,
  ...caller
}: OntologyCaller & {
  conceptId: number;
  targetId: number;
  afterDelete?: () => Promise<void>;
}): Promise<ConceptChangeResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  if (conceptId === targetId) throw ontologyErrors.mergeTarget();
  const [source, target] = await Promise.all([
    loadConceptState(caller.concepts, conceptId),
    loadConceptState(caller.concepts, targetId),
  ]);
  if (!source) throw ontologyErrors.conceptNotFound();
  if (source.state.deleted) throw ontologyErrors.conceptDeleted();
  if (!target || target.state.deleted) throw ontologyErrors.mergeTarget();
  await requireNoChildren(caller, conceptId);

  const carried = missingLiterals(source.state.literals, target.state.literals).map((literal): StateLiteral => ({
    ...literal,
    id: null,
    ambiguitySetBy: literal.ambiguitySetBy,
  }));
  const targetAfter = { ...target.state, literals: [...target.state.literals, ...carried] };
  const userId = grant.user?.id ?? null;
  const { applied, rescan } = await commitChanges({
    services: caller,
    userId,
    reason: `merge of ${source.state.name} into ${target.state.name}`,
    changes: [
      {
        before: source.state,
        after: { ...source.state, deleted: true },
        actions: [{ type: 'remove_concept', merged_into: { concept_id: targetId, name: target.state.name } }],
        source: 'merge',
      },
      {
        before: target.state,
        after: targetAfter,
        actions: carried.map((literal) => ({
          type: 'add_literal' as const,
          literal: {
            name: literal.name,
            composite: partsToApi(literal.composite),
            lang: literal.lang,
            isAmbiguous: literal.isAmbiguous,
          },
        })),
        source: 'merge',
      },
    ],
    between: async (index) => {
      if (index === 0 && afterDelete) await afterDelete();
    },
  });
  return {
    ok: true,
    pending: false,
    logId: applied[1]?.logId ?? null,
    concept: await conceptView(caller.concepts, targetId, { moderator: true }),
    rescan,
  };
}

/**
 * `POST /api/ontology/use-as-parent-in-composite` ('Construct'): the form's literals with the
 * parent's literals found in them replaced by a reference to the parent. Nothing is saved:
 * the form shows the result, adds the parent, and the user saves (or suggests) it.
 */
export async function useAsParentInComposite({
  parentConceptId,
  literals,
  ...caller
}: OntologyCaller & {
  parentConceptId: number;
  literals: Array<{
    name: string;
    composite?: Parameters<typeof partsFromApi>[0];
    is_ambiguous: boolean;
    lang: StateLiteral['lang'];
  }>;
}): Promise<UseAsParentResponse> {
  await curationRole(caller);
  const parent = await caller.concepts.findConcept(parentConceptId);
  if (!parent || parent.deleted === 1) throw ontologyErrors.conceptNotFound();
  const parentLiterals = await caller.concepts.literalsOf([parentConceptId]);
  const forms = [parent.name, ...parentLiterals.filter((l) => !l.composite).map((l) => l.name)];
  const { literals: built, constructed } = constructWithParent(
    literals.map((literal) => ({
      name: literal.name,
      composite: partsFromApi(literal.composite),
      lang: literal.lang,
      isAmbiguous: literal.is_ambiguous,
    })),
    { id: parent.id, name: parent.name, literals: forms },
  );
  return {
    result: {
      literals: built.map((literal) => ({
        name: literalText(literal),
        composite: partsToApi(literal.composite),
        is_ambiguous: literal.isAmbiguous,
        lang: literal.lang as StateLiteral['lang'],
      })),
      constructed,
      parent: refOf(parent),
    },
  };
}

/**
 * GraphQL `missingLiterals(concept_id, dest_literals, literals)`: of `literals` (the concept's
 * stored ones when not given), those `destLiterals` lack — what a merge would carry over.
 */
export async function missingLiteralsOf({
  conceptId,
  destLiterals,
  literals,
  ...caller
}: OntologyCaller & {
  conceptId: number;
  destLiterals: LiteralInputParsed[];
  literals: LiteralInputParsed[] | null;
}): Promise<Array<{ name: string; composite: Literal['composite']; lang: Literal['lang']; isAmbiguous: boolean }>> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  if (!(await caller.concepts.findConcept(conceptId))) throw ontologyErrors.conceptNotFound();
  const toCuration = (literal: {
    name: string;
    composite?: Literal['composite'] | null;
    lang: Literal['lang'];
    isAmbiguous: boolean;
  }) => ({
    name: literal.name,
    composite: partsFromApi(literal.composite),
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
  });
  const own = literals
    ? literals.map(toCuration)
    : (await caller.concepts.literalsOf([conceptId])).map(literalViewOf).map(toCuration);
  return missingLiterals(own, destLiterals.map(toCuration)).map((literal) => ({
    name: literalText(literal),
    composite: partsToApi(literal.composite),
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
  }));
}
