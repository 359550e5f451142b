import {
  CURATION_PAGE_SIZE,
  ONTOLOGY_CONSTANTS,
  type CurationEvidence,
  type CurationDecision,
  type CurationKind,
  type CurationResponse,
  type OntologyAction,
} from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import { articlesToRescan, commitChanges, type ConceptChange, type RescanSummary } from './concept-apply';
import { loggedLiteral } from './concept-changes';
import { loadConceptState, referencedConcepts, stateLiteralOf, variantsOf } from './concept-state';
import { candidatesOf, findOccurrences, occurrenceMatcher } from './literal-occurrences';
import type { ConceptWriter } from './concept-writes.repository';
import type { ConceptsRepository } from './concepts.repository';
import type { OntologyCaller, OntologyRepositories } from './ontology-deps';
import { ontologyErrors } from './ontology.errors';
import type { AccessRepository, Actor } from '../../app/access';

/*
 * The curation queue (issue 12): what the corpus statistics (task `concepts.ambiguity`)
 * decided on their own — literals marked ambiguous, concepts suggested as basic — listed for
 * the moderators with their evidence, each accepted or dismissed in one click and logged like
 * any change (source 'curation').
 * - Accepting an ambiguous literal makes the flag a moderator's (it stays whatever the next
 *   recomputation finds; the matcher reads the same flag, so nothing is rescanned); dismissing
 *   it clears the flag for good, and the articles holding the literal are rescanned (it now
 *   counts on its own).
 * - Accepting a basic suggestion makes the concept basic (it leaves every article: rescan);
 *   dismissing it keeps the concept as it is (no rescan) and the statistics do not suggest it
 *   again.
 */

/** `GET /api/ontology/curation?kind=&offset=` (moderators). */
export async function curationQueue({
  kind,
  offset,
  ...caller
}: OntologyCaller & { kind: CurationKind; offset: number }): Promise<CurationResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const page = { offset, limit: CURATION_PAGE_SIZE };
  if (kind === 'ambiguous') {
    const { rows, total } = await caller.concepts.machineAmbiguous(page);
    return {
      items: rows.map((r) => ({
        kind,
        id: r.id,
        conceptId: r.conceptId,
        conceptName: r.conceptName,
        literal: r.literal,
        df: r.df,
        keyphraseness: r.keyphraseness,
      })),
      total,
      offset,
    };
  }
  const { rows, total } = await caller.concepts.suggestedBasic(page);
  return {
    items: rows.map((r) => ({
      kind,
      id: r.id,
      conceptId: r.id,
      conceptName: r.name,
      literal: null,
      df: r.df,
      keyphraseness: null,
    })),
    total,
    offset,
  };
}

/** Co-occurring concepts listed. */
const CO_OCCURRING = 10;

/**
 * `GET /api/ontology/curation/evidence?kind=&id=` (moderators; a read): for a literal, the
 * articles whose text holds it (up to 100) with sample sentences and the concepts found in
 * them; for a concept, its articles' sample sentences and the concepts found with it. Both
 * with `counted`, the queue's own count (where the item counts for its concept), so the two
 * read as different things rather than as a contradiction.
 */
export async function curationEvidence({
  kind,
  id,
  concepts,
  corpus,
  access,
  user,
}: Pick<OntologyRepositories, 'concepts' | 'corpus'> & {
  access: AccessRepository;
  user: Actor;
  kind: CurationKind;
  id: number;
}): Promise<CurationEvidence> {
  await requireAccess({ access, user, permission: 'ontology.moderate' });
  const cap = ONTOLOGY_CONSTANTS.countAbbreviation;
  if (kind === 'ambiguous') {
    const row = await concepts.findLiteral(id);
    if (!row) throw ontologyErrors.staleSuggestion();
    const literal = stateLiteralOf(row);
    const referenced = await referencedConcepts(concepts, [literal]);
    const found = await findOccurrences({
      corpus,
      matcher: occurrenceMatcher(literal, referenced),
      candidates: await candidatesOf(corpus, variantsOf(literal, referenced)),
      cap,
      sampleCount: 5,
    });
    const coOccurring = await concepts.conceptsInArticles(found.articleIds, row.conceptId, CO_OCCURRING);
    return {
      df: found.articleIds.length,
      capped: found.capped,
      samples: found.samples,
      coOccurring: coOccurring.map((c) => ({ conceptId: c.id, name: c.name, articles: c.articles })),
      // The queue's count, beside the texts' (walk 10: "44" in the row read against "In 100+
      // articles" here): where the literal gave its concept at the last rescan.
      counted: row.df,
      rescan: await curationRescans({ concepts, corpus, kind, id }),
    };
  }
  const loaded = await loadConceptState(concepts, id);
  if (!loaded) throw ontologyErrors.staleSuggestion();
  // The suggestion rests on how many texts hold the concept's literals (the statistics count
  // every occurrence), so that is the evidence: where its literals occur, whether or not the
  // concept counts there (an ambiguous literal counts only beside a related concept).
  const referenced = await referencedConcepts(concepts, loaded.state.literals);
  const found = new Set<number>();
  const samples: CurationEvidence['samples'] = [];
  let capped = false;
  for (const literal of loaded.state.literals) {
    if (found.size >= cap) break;
    const occurrences = await findOccurrences({
      corpus,
      matcher: occurrenceMatcher(literal, referenced),
      candidates: (await candidatesOf(corpus, variantsOf(literal, referenced))).filter((a) => !found.has(a)),
      cap: cap - found.size,
      sampleCount: 5 - samples.length,
    });
    for (const articleId of occurrences.articleIds) found.add(articleId);
    samples.push(...occurrences.samples);
    capped = capped || occurrences.capped;
  }
  const coOccurring = await concepts.coOccurring(id, { sample: 2000, limit: CO_OCCURRING });
  return {
    df: found.size,
    capped: capped || found.size >= cap,
    samples,
    coOccurring: coOccurring.map((c) => ({ conceptId: c.id, name: c.name, articles: c.articles })),
    counted: loaded.row.df,
    rescan: await curationRescans({ concepts, corpus, kind, id }),
  };
}

/** A curation decision as a change of its concept, ready for `commitChanges`. */
interface CurationChange {
  change: ConceptChange;
  reason: string;
  beforeWrite?: (tx: ConceptWriter, now: string) => Promise<void>;
}

/** What accepting or dismissing item `id` changes (a stale item, decided or gone meanwhile: 409). */
async function curationChange({
  concepts,
  kind,
  id,
  decision,
}: {
  concepts: ConceptsRepository;
  kind: CurationKind;
  id: number;
  decision: CurationDecision;
}): Promise<CurationChange> {
  const accept = decision === 'accept';
  if (kind === 'ambiguous') {
    const row = await concepts.findLiteral(id);
    if (!row || row.isAmbiguous !== 1 || row.ambiguitySetBy !== 'machine') throw ontologyErrors.staleSuggestion();
    const loaded = await loadConceptState(concepts, row.conceptId);
    if (!loaded || loaded.state.deleted) throw ontologyErrors.staleSuggestion();
    const before = loaded.state;
    const literals = before.literals.map((literal) =>
      literal.id === id ? { ...literal, isAmbiguous: accept, ambiguitySetBy: 'moderator' as const } : literal,
    );
    const old = before.literals.find((literal) => literal.id === id)!;
    const changed = literals.find((literal) => literal.id === id)!;
    // Accepting keeps the flag (only its owner changes): logged as the literal confirmed ambiguous.
    const actions: OntologyAction[] = accept
      ? [{ type: 'add_literal', literal: loggedLiteral(changed) }]
      : [
          { type: 'remove_literal', literal: loggedLiteral(old) },
          { type: 'add_literal', literal: loggedLiteral(changed) },
        ];
    return {
      change: { before, after: { ...before, literals }, actions, source: 'curation' },
      reason: `curation: "${row.name}" ${accept ? 'confirmed ambiguous' : 'not ambiguous'}`,
    };
  }
  const loaded = await loadConceptState(concepts, id);
  const concept = await concepts.findConcept(id);
  if (!loaded || !concept || concept.basicSuggested !== 1 || concept.basic === 1 || loaded.state.deleted)
    throw ontologyErrors.staleSuggestion();
  const before = loaded.state;
  return {
    change: {
      before,
      after: { ...before, basic: accept },
      actions: [{ type: 'modify_concept', basic: accept }],
      source: 'curation',
    },
    reason: `curation: "${before.name}" ${accept ? 'made basic' : 'kept'}`,
    beforeWrite: (tx, now) => tx.decideBasic(id, accept, now),
  };
}

/**
 * The articles each decision on item `id` would queue for a rescan (what a Dismiss costs is
 * asked before it is made): the applied change's own count, `articlesToRescan`.
 */
async function curationRescans({
  concepts,
  corpus,
  kind,
  id,
}: Pick<OntologyRepositories, 'concepts' | 'corpus'> & { kind: CurationKind; id: number }): Promise<
  Record<CurationDecision, number>
> {
  const count = async (decision: CurationDecision) => {
    const { change } = await curationChange({ concepts, kind, id, decision });
    return (await articlesToRescan({ concepts, corpus, before: change.before, after: change.after })).length;
  };
  return { accept: await count('accept'), dismiss: await count('dismiss') };
}

/** `POST /api/ontology/curation/decisions` (moderators): accept or dismiss one suggestion. */
export async function decideCuration({
  kind,
  id,
  decision,
  ...caller
}: OntologyCaller & { kind: CurationKind; id: number; decision: CurationDecision }): Promise<{
  logId: number;
  rescan: RescanSummary | null;
}> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const { change, reason, beforeWrite } = await curationChange({ concepts: caller.concepts, kind, id, decision });
  const { applied, rescan } = await commitChanges({
    services: caller,
    changes: [change],
    userId: grant.user?.id ?? null,
    reason,
    beforeWrite,
  });
  return { logId: applied[0]!.logId, rescan };
}
