import type { OntologyAction } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { changedLiterals, matcherInputChanged, type ConceptState } from './concept-changes';
import type { ConceptCorpusRepository } from './concept-corpus.repository';
import { referencedConcepts, variantsOf } from './concept-state';
import type { ConceptWriter } from './concept-writes.repository';
import type { ConceptsRepository } from './concepts.repository';
import type { OntologyServices } from './ontology-deps';

/*
 * Applying a change to the ontology: the articles it may affect are found first (outside the
 * transaction: reads only), then the concept, its log entry and the rescan queue are written
 * in one transaction, and the rescan task is queued.
 */

/** Articles read from the full-text index per written form (far more than any literal's real DF). */
const MAX_CANDIDATES_PER_FORM = 200_000;

/**
 * The articles whose concepts a change from `before` to `after` may alter: those carrying the
 * concept now, and those whose text holds one of the literals whose matching changes (added,
 * re-flagged; all literals of a concept that starts being matched again).
 */
export async function affectedArticles({
  concepts,
  corpus,
  before,
  after,
}: {
  concepts: ConceptsRepository;
  corpus: ConceptCorpusRepository;
  before: ConceptState | null;
  after: ConceptState;
}): Promise<{ current: number[]; candidates: number[] }> {
  const current = before?.id != null ? await corpus.conceptArticleIds(before.id) : [];
  const ids = new Set(current);
  const literals = changedLiterals(before, after);
  const referenced = await referencedConcepts(concepts, literals);
  const forms = new Set<string>();
  for (const literal of literals) for (const form of variantsOf(literal, referenced)) forms.add(form);
  for (const form of forms) for (const id of await corpus.phraseCandidates(form, MAX_CANDIDATES_PER_FORM)) ids.add(id);
  return { current, candidates: [...ids].sort((a, b) => a - b) };
}

/**
 * The articles an applied change queues for a rescan: those it may affect (`affectedArticles`),
 * or none when the matcher reads nothing different (a flag confirmed, a category added).
 */
export async function articlesToRescan(deps: {
  concepts: ConceptsRepository;
  corpus: ConceptCorpusRepository;
  before: ConceptState | null;
  after: ConceptState;
}): Promise<number[]> {
  if (!matcherInputChanged(deps.before, deps.after)) return [];
  return (await affectedArticles(deps)).candidates;
}

/** One concept change to write. */
export interface ConceptChange {
  before: ConceptState | null;
  after: ConceptState;
  actions: OntologyAction[];
  source: 'form' | 'merge' | 'curation';
  /** A pending entry being approved (its row is updated, not a new one written). */
  approvedLogId?: number;
}

export interface AppliedChange {
  conceptId: number;
  logId: number;
}

/** The rescan an applied change queued: articles and the task working the queue off. */
export interface RescanSummary {
  articles: number;
  taskId: number | null;
}

/**
 * Writes `changes` in one transaction with their log entries and the rescan queue; `between`
 * runs after each change is written (a merge's second step; tests inject a failure there),
 * and when it throws nothing of the transaction stays. Then queues the rescan task.
 */
export async function commitChanges({
  services,
  changes,
  userId,
  reason,
  between,
  beforeWrite,
}: {
  services: OntologyServices;
  changes: ConceptChange[];
  userId: number | null;
  /** Why the articles are rescanned (the queue's reason column). */
  reason: string;
  between?: (index: number) => Promise<void>;
  /** Writes of the same transaction before the changes (a curation decision's flag). */
  beforeWrite?: (tx: ConceptWriter, now: string) => Promise<void>;
}): Promise<{ applied: AppliedChange[]; rescan: RescanSummary | null }> {
  const affected = new Set<number>();
  const perChange: number[] = [];
  for (const change of changes) {
    const candidates = await articlesToRescan({ ...services, before: change.before, after: change.after });
    for (const id of candidates) affected.add(id);
    perChange.push(candidates.length);
  }
  const queue = [...affected];
  const now = nowIso();
  const applied = await services.writes.transaction(async (tx) => {
    const out: AppliedChange[] = [];
    if (beforeWrite) await beforeWrite(tx, now);
    for (const [index, change] of changes.entries()) {
      const conceptId = await tx.writeState({ before: change.before, after: change.after, userId, now });
      let logId: number;
      if (change.approvedLogId !== undefined) {
        logId = change.approvedLogId;
        const reviewed = await tx.reviewLog({
          id: logId,
          status: 'approved',
          userId,
          now,
          conceptId,
          rescanArticles: perChange[index]!,
        });
        if (!reviewed) throw new ReviewRaceError();
      } else {
        logId = await tx.insertLog({
          conceptId,
          conceptName: change.after.name,
          status: 'approved',
          source: change.source,
          actions: change.actions,
          userId,
          now,
          rescanArticles: perChange[index]!,
        });
      }
      out.push({ conceptId, logId });
      if (between) await between(index);
    }
    await tx.queueRescan(queue, reason, now);
    return out;
  });
  services.ontologyChanged();
  return { applied, rescan: await startRescan({ services, articles: queue.length, userId }) };
}

/** Another moderator reviewed the entry while this approval was being written. */
export class ReviewRaceError extends Error {
  constructor() {
    super('the log entry was reviewed meanwhile');
  }
}

/**
 * Queues the rescan task when articles wait (one queued task serves every change made before
 * it starts) and wakes the runner. A change that rescans no article (a literal no article
 * holds) still queues it when stored proposals were matched under another ontology: the task
 * re-matches them after the (empty) article queue. Only articles are reported.
 */
export async function startRescan({
  services,
  articles,
  userId,
}: {
  services: OntologyServices;
  articles: number;
  userId: number | null;
}): Promise<RescanSummary | null> {
  if (articles === 0) {
    if (await services.proposalsStale()) await queueRescanTask(services, userId);
    return null;
  }
  const taskId = await queueRescanTask(services, userId);
  return { articles, taskId };
}

async function queueRescanTask(services: OntologyServices, userId: number | null): Promise<number> {
  let taskId = await services.corpus.queuedTaskId('concepts.rescan');
  if (taskId === null) {
    taskId = await services.tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId: userId, runner: 'server' });
  }
  services.wake();
  return taskId;
}
