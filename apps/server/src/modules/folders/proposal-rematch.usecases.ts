/**
 * Proposals follow the ontology as articles do. A proposal's concepts are extracted when it is
 * saved; an ontology change (a literal added, removed or made ambiguous, a concept deleted or
 * merged, new matching rules) rescans the articles it affects, and this re-extracts every stored
 * proposal with the current matcher afterwards, writing those whose pairs changed. Run by the
 * tasks that rescan (`concepts.rescan`, `concepts.ambiguity` when it rescanned, ontology
 * imports), and queued at start-up when the proposals were last matched under another ontology
 * (`proposalConceptsAreStale`): a database upgraded with proposals saved before their badge
 * evidence existed (migration 0020) gets it that way.
 *
 * Nothing caches a proposal's concepts: the proposal page, the referee finder
 * (`proposalRefDocSource`) and a panel's coverage read `proposal_concepts` on every request, and
 * a panel's stored scores come from the proposals' words, not their concepts.
 */
import { CONCEPT_RULES_VERSION, type ConceptMatcher } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createAppStateRepository } from '../corpus/app-state.repository';
import { loadConceptMatcher } from '../corpus/concept-scan.usecases';
import { documentTypicality } from '../representations/document-typicality.usecases';
import { createSearchRepository } from '../search/search.repository';
import { extractProposalConcepts, withTypicality, type ProposalTypicality } from './proposal-concepts';
import { createProposalRematchRepository, type RematchedProposal } from './proposal-rematch.repository';
import type { ProposalConceptPair } from './proposals.repository';

/** `app_state` key: the matcher (rules and ontology) the stored proposals were last matched with. */
export const PROPOSALS_MATCHED_KEY = 'proposal_concepts_matcher';

const PAGE = 200;

export interface ProposalRematchReport {
  /** Proposals read. */
  proposals: number;
  /** Proposals whose concepts were rewritten (a proposal saved meanwhile is not counted). */
  changed: number;
}

/**
 * What the matcher is built from: the engine's matching rules and the ontology tables'
 * fingerprint (the one the search matcher's cache watches). Machine ambiguity flags are not in
 * it; the task that changes them re-matches the proposals itself.
 */
async function matcherStamp(db: Db): Promise<string> {
  const fingerprint = await createSearchRepository({ db }).ontologyFingerprint();
  return `${CONCEPT_RULES_VERSION}:${fingerprint}`;
}

/** A matcher built from the stored ontology, with the stamp read just before it was built. */
export interface StampedMatcher {
  stamp: string;
  matcher: ConceptMatcher;
}

/**
 * Builds the stamped matcher on first call and hands out the same one after: the rescan task's
 * article pass and the proposals' re-match share one build (about a second on the default
 * ontologies). The stamp is read before the ontology, so a change made meanwhile is seen later.
 */
export function sharedMatcher(db: Db): () => Promise<StampedMatcher> {
  let loaded: Promise<StampedMatcher> | null = null;
  return () =>
    (loaded ??= (async () => {
      const stamp = await matcherStamp(db);
      return { stamp, matcher: await loadConceptMatcher(db) };
    })());
}

/**
 * True when proposals are stored and were last matched under other rules or another ontology
 * than the current one (or never re-matched: a database upgraded from before this existed).
 * Without proposals the current stamp is recorded, so the first proposals saved are not
 * re-matched for nothing.
 */
export async function proposalConceptsAreStale(db: Db): Promise<boolean> {
  const state = createAppStateRepository({ db });
  const [recorded, stamp] = await Promise.all([state.get(PROPOSALS_MATCHED_KEY), matcherStamp(db)]);
  if (recorded === stamp) return false;
  if (await createProposalRematchRepository({ db }).hasProposals()) return true;
  await state.set(PROPOSALS_MATCHED_KEY, stamp);
  return false;
}

const PAIR_FIELDS = [
  'tf',
  'literalId',
  'reason',
  'evidenceConceptId',
  'titleTf',
  'spanTokens',
  'neighbours',
] as const satisfies ReadonlyArray<keyof ProposalConceptPair>;

/** Whether the extraction differs from what is stored (typicality aside: another task keeps it). */
function pairsDiffer(stored: readonly ProposalConceptPair[], found: readonly ProposalConceptPair[]): boolean {
  if (stored.length !== found.length) return true;
  const byConcept = new Map(stored.map((p) => [p.conceptId, p]));
  return found.some((p) => {
    const old = byConcept.get(p.conceptId);
    return old === undefined || PAIR_FIELDS.some((field) => old[field] !== p[field]);
  });
}

/**
 * Re-extracts every stored proposal's concepts with the current matcher, 200 proposals a page,
 * and writes those whose pairs changed, with their typicality against the stored centroids.
 * A proposal saved while its page was worked on keeps what its save wrote. Records the matcher
 * it used once every proposal is done (a run cut short leaves the proposals stale for the next
 * start-up's check).
 */
export async function rematchProposals({
  db,
  progress,
  typicality = (text, conceptIds) => documentTypicality({ db, text, conceptIds }),
  matcher: loadMatcher = sharedMatcher(db),
}: {
  db: Db;
  progress: Progress;
  /** Typicality of a re-matched text's concepts (tests observe the run through it). */
  typicality?: ProposalTypicality;
  /** The matcher, when the task's article rescan already built it. */
  matcher?: () => Promise<StampedMatcher>;
}): Promise<ProposalRematchReport> {
  const report: ProposalRematchReport = { proposals: 0, changed: 0 };
  const repository = createProposalRematchRepository({ db });
  const state = createAppStateRepository({ db });
  const total = await repository.count();
  // Without proposals no matcher is built (an ontology import's task runs this on every instance).
  const { stamp, matcher } = total > 0 ? await loadMatcher() : { stamp: await matcherStamp(db), matcher: null };
  // Cleared while the run lasts: one cut short is finished by the next start-up's check.
  await state.set(PROPOSALS_MATCHED_KEY, '');
  if (matcher !== null) {
    progress.start('matching proposals', total);
    let afterId = 0;
    for (;;) {
      await progress.checkpoint();
      const page = await repository.page(afterId, PAGE);
      if (page.length === 0) break;
      const changed: RematchedProposal[] = [];
      for (const proposal of page) {
        const text = { title: proposal.title, abstract: proposal.abstract };
        const found = extractProposalConcepts(matcher, text);
        if (!pairsDiffer(proposal.pairs, found)) continue;
        const pairs = await withTypicality(typicality, text, found);
        changed.push({ proposalId: proposal.id, updatedAt: proposal.updatedAt, pairs });
      }
      report.changed += (await repository.replacePairs(changed)).length;
      report.proposals += page.length;
      afterId = (page[page.length - 1] as { id: number }).id;
      progress.increment(page.length);
      progress.count({ proposals: report.proposals, proposalsChanged: report.changed });
    }
    progress.stop();
  }
  await state.set(PROPOSALS_MATCHED_KEY, stamp);
  return report;
}
