import {
  POSSIBLE_CONSTANTS,
  type ConceptChangeResponse,
  type ConceptInputParsed,
  type DocPossible,
  type DocsBatch,
  type DocsBatchListResponse,
  type StartDocsBatch,
} from '@sciscope/contracts';
import { nameKey } from '@sciscope/engine';
import { requireAccess } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { articlesErrors } from '../articles/articles.errors';
import { documentText } from '../folders/proposal-concepts';
import { requireProposal } from '../folders/proposals.usecases';
import { enqueueTask } from '../tasks/tasks.usecases';
import { saveConcept } from './concept-edit.usecases';
import { actorKind } from './ontology-moderation.usecases';
import { ontologyErrors } from './ontology.errors';
import { DOCUMENT_MINING, minePossibleTerms, possibleRows } from './possible-mining';
import type { PossibleCaller } from './possible-deps';

/*
 * Possible concepts (spec 02): docs batches (moderators start one from the newest N imported
 * works or from a saved search of theirs; a task mines it), an article's or a proposal's
 * candidates (any logged-in user who may read the document), hiding, 'Report False'
 * (superusers), and making a concept of one or several candidates through the concept form's
 * own save (`saveConcept`: applied for moderators, a suggestion for anyone else).
 */

export const POSSIBLE_BATCH_TASK = 'ontology.possible-batch';

async function moderate(caller: PossibleCaller) {
  return requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
}

async function requireBatch(caller: PossibleCaller, id: number) {
  const batch = await caller.possible.findBatch(id);
  if (!batch) throw ontologyErrors.docsBatchNotFound();
  return batch;
}

/** `GET /api/ontology/docs-batches`: the newest 50 batches. */
export async function listDocsBatches(caller: PossibleCaller): Promise<DocsBatchListResponse> {
  await moderate(caller);
  const rows = await caller.possible.listBatches(50);
  return {
    batches: rows.map((row) => ({
      id: row.id,
      status: row.status as DocsBatch['status'],
      source: row.source,
      docsCount: row.docsCount,
      candidates: Number(row.candidates ?? 0),
      taskId: row.taskId,
      createdAt: row.createdAt,
      createdByEmail: row.createdByEmail ?? null,
      createdByKind: actorKind({ email: row.createdByEmail ?? null, system: row.createdBySystem }),
    })),
  };
}

/**
 * `POST /api/ontology/docs-batches`: a batch of the newest works or of a saved search's results,
 * mined by a task; refused (409) while the same moderator's batch of the same source is still
 * queued or being mined.
 */
export async function startDocsBatch({
  input,
  ...caller
}: PossibleCaller & { input: StartDocsBatch }): Promise<{ batchId: number; taskId: number }> {
  const grant = await moderate(caller);
  let source: string;
  let articleIds: number[];
  if (input.source === 'newest') {
    const count = input.count ?? POSSIBLE_CONSTANTS.batchDefaultDocs;
    articleIds = await caller.corpus.newestArticleIds(count);
    source = `newest ${count} imported works`;
  } else {
    const found = await caller.savedSearchArticles({
      user: caller.user,
      id: input.savedSearchId,
      limit: POSSIBLE_CONSTANTS.batchMaxDocs,
    });
    articleIds = found.articleIds;
    source = `saved search "${found.name}"`;
  }
  // A second click, or the same request sent twice, finds the first batch still to mine: refused.
  const batch = await caller.possible.createBatchUnlessRunning({
    source,
    createdBy: grant.user?.id ?? null,
    now: nowIso(),
  });
  if ('running' in batch) throw ontologyErrors.docsBatchRunning(batch.running);
  const batchId = batch.created;
  let taskId: number;
  try {
    taskId = await enqueueTask({
      repository: caller.tasks,
      kind: POSSIBLE_BATCH_TASK,
      params: { batchId, articleIds },
      ownerId: grant.user?.id ?? null,
      wake: caller.wake,
    });
  } catch (error) {
    // A batch left queued without a task would refuse its twin for good.
    await caller.possible.updateBatch(batchId, { status: 'failed' });
    throw error;
  }
  await caller.possible.updateBatch(batchId, { taskId, docsCount: articleIds.length });
  return { batchId, taskId };
}

/** `GET /api/ontology/docs-batches/{id}` (the `docsBatch` query): a page of 50, best first. */
export async function getDocsBatch({
  id,
  showHidden,
  offset,
  ...caller
}: PossibleCaller & { id: number; showHidden: boolean; offset: number }): Promise<DocsBatch> {
  await moderate(caller);
  const batch = await requireBatch(caller, id);
  const page = await caller.possible.pageCandidates(id, { showHidden, offset, limit: POSSIBLE_CONSTANTS.pageSize });
  const matcher = await caller.matcher();
  return {
    id: batch.id,
    status: batch.status as DocsBatch['status'],
    source: batch.source,
    docsCount: batch.docsCount,
    hiddenCount: page.hiddenCount,
    total: page.total,
    offset,
    possibleConcepts: await possibleRows({
      deps: { concepts: caller.concepts, matcher },
      rows: page.rows,
      batch: true,
    }),
    taskId: batch.taskId,
  };
}

/** `POST /api/ontology/hide-batch-possible-concepts` and `…/unhide-…`: on the selection's names. */
export async function setPossibleHidden({
  docsBatchId,
  names,
  hidden,
  ...caller
}: PossibleCaller & { docsBatchId: number; names: string[]; hidden: boolean }): Promise<{
  ok: boolean;
  changed: number;
}> {
  await moderate(caller);
  await requireBatch(caller, docsBatchId);
  const changed = await caller.possible.setHidden(docsBatchId, [...new Set(names.map(nameKey))], hidden);
  return { ok: true, changed };
}

/** `POST /api/ontology/ban-possible-literals` (`banPossibleLiterals`): 'Report False', superusers. */
export async function banPossibleLiterals({
  literals,
  ...caller
}: PossibleCaller & { literals: string[] }): Promise<{ ok: boolean; banned: number }> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.ban_possible' });
  const rows = [
    ...new Map(literals.map((name) => [nameKey(name), { name: name.trim(), nameKey: nameKey(name) }])).values(),
  ];
  const banned = await caller.possible.ban(rows, grant.user?.id ?? null, nowIso());
  return { ok: true, banned };
}

async function documentPossible(
  caller: PossibleCaller,
  doc: { kind: DocPossible['kind']; id: number; title: string; abstract: string | null },
): Promise<DocPossible> {
  const started = performance.now();
  const matcher = await caller.matcher();
  const deps = { corpus: caller.corpus, concepts: caller.concepts, possible: caller.possible, matcher };
  const stored = await minePossibleTerms({ deps, documents: [{ text: documentText(doc) }], ...DOCUMENT_MINING });
  const possibleConcepts = await possibleRows({ deps, rows: stored, batch: false });
  return {
    kind: doc.kind,
    id: doc.id,
    title: doc.title,
    possibleConcepts,
    corpusSize: await caller.corpus.articleCount(),
    milliseconds: Math.round(performance.now() - started),
  };
}

/** `GET /api/ontology/articles/{id}/possible-concepts` (`docPossible` for an article): any logged-in user. */
export async function articlePossible({
  articleId,
  ...caller
}: PossibleCaller & { articleId: number }): Promise<DocPossible> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  const [row] = await caller.corpus.articleTexts([articleId]);
  if (!row) throw articlesErrors.notFound();
  return documentPossible(caller, { kind: 'article', id: row.id, title: row.title, abstract: row.abstract });
}

/** `GET /api/ontology/proposals/{id}/possible-concepts`: whoever may read the proposal's folder. */
export async function proposalPossible({
  proposalId,
  ...caller
}: PossibleCaller & { proposalId: number }): Promise<DocPossible> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  const { proposal } = await requireProposal({
    proposals: caller.proposals,
    folders: caller.folders,
    access: caller.access,
    user: caller.user,
    proposalId,
    permission: 'folders.read',
  });
  return documentPossible(caller, { kind: 'proposal', ...proposal });
}

/**
 * `POST /api/ontology/possible-concepts/create`: one candidate becomes a concept ('created'),
 * or several one concept ('merged', taken out of the list), through the concept form's save.
 */
export async function createFromPossible({
  docsBatchId,
  names,
  concept,
  ...caller
}: PossibleCaller & {
  docsBatchId: number | null;
  names: string[];
  concept: ConceptInputParsed;
}): Promise<ConceptChangeResponse> {
  if (docsBatchId !== null) {
    await moderate(caller);
    await requireBatch(caller, docsBatchId);
  }
  const result = await saveConcept({ ...caller, conceptId: null, input: concept });
  const conceptId = result.concept?.id ?? null;
  if (docsBatchId !== null && !result.pending && conceptId !== null)
    await caller.possible.markConcept(docsBatchId, [...new Set(names.map(nameKey))], conceptId, names.length > 1);
  return result;
}
