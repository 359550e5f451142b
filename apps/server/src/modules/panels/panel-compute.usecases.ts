/**
 * The panel computation (task `panels.compute`, in a task worker thread) and the scoring of
 * people added after it (members, people added by author id), which runs the same code on the
 * stored document queries (panel-queries.ts) so that every score of a panel is comparable.
 */
import { PANEL_LIMITS } from '@sciscope/contracts';
import { DocumentInstitutions } from '@sciscope/engine';
import { z } from 'zod';
import type { AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import type { DocumentConflictSide } from '../referees/conflict-side';
import { sharedRankingHolders } from '../referees/ranking-index';
import type { RefDocRegistry } from '../referees/ref-doc.registry';
import { refereesErrors } from '../referees/referees.errors';
import {
  conflictSides,
  findPool,
  loadDocuments,
  panelScoringSettings,
  referenceYearOf,
  scorePeople,
  subpanelLayout,
  type PanelScoringContext,
} from './panel-scoring';
import { decodePanelQueries, documentQueries, encodePanelQueries } from './panel-queries';
import { PANEL_HIDDEN_KIND } from './panel-hidden.usecases';
import { withPoolOrder } from './panel-pool';
import { createRefereesRepository } from '../referees/referees.repository';
import { createPanelsRepository, type ComputedDocument, type PanelPersonRow } from './panels.repository';
import type { PanelsDeps } from './panels.usecases';

const paramsSchema = z.object({
  panelId: z.number().int().positive(),
  /**
   * Candidates one list keeps (default `PANEL_LIMITS.candidatesPool`); the computation scores the
   * first of everyone found who are not people of the panel's compositions nor hidden.
   */
  candidates: z.number().int().positive().max(10_000).optional(),
});

/** People scored at once on a request (members, people added by id, a filtered list's pool). */
const ON_REQUEST_SLICE = 50;

export interface PanelComputeReport {
  panelId: number;
  documents: number;
  /** Everyone the retrieval found (the order the candidate settings are checked on). */
  found: number;
  candidates: number;
  people: number;
  seconds: number;
}

/** Runs one computation (see docs/panel-composer.md "Scores"); the task records failures. */
export async function computePanel({
  db,
  config,
  params,
  progress,
  registry,
}: {
  db: Db;
  config: Pick<AppConfig, 'runtimeDir' | 'retrievalIndex'>;
  params: unknown;
  progress: Progress;
  registry: RefDocRegistry;
}): Promise<PanelComputeReport> {
  const started = Date.now();
  const { panelId, candidates = PANEL_LIMITS.candidatesPool } = paramsSchema.parse(params);
  const panels = createPanelsRepository({ db });
  const panel = await panels.find(panelId);
  if (!panel) throw new Error(`Panel ${panelId} does not exist any more.`);
  const version = panel.contentVersion;
  const subpanels = await panels.subpanels(panelId);
  const refs: ComputedDocument[] = (await panels.documents(panelId)).map((d) => ({
    subpanelId: d.subpanelId,
    docKind: d.docKind,
    docId: d.docId,
  }));
  const holders = sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex });
  const index = await holders.holder.get();
  if (!index) throw refereesErrors.indexBuilding();
  progress.start('reading the corpus', 1);
  const ctx: PanelScoringContext = {
    db,
    index,
    corpus: await holders.corpus.get(),
    registry,
    referenceYear: await referenceYearOf(db),
    settings: panelScoringSettings(),
  };
  progress.increment();
  progress.start('loading documents', refs.length);
  const docs = await loadDocuments(ctx, refs, progress);
  const documents = docs.map((d) => d.ref);
  const words = await documentQueries(ctx, docs);
  const { subpanelOf, count } = subpanelLayout(
    documents,
    subpanels.map((s) => s.id),
  );
  progress.start('checking conflicts of interest', docs.length);
  const sides = await conflictSides(ctx, docs, progress);
  await progress.checkpoint();
  // The panel's own document authors are never proposed as candidates (they stay scored when
  // they are members, or added by id, with their conflict shown).
  const documentAuthors = new Set(sides.flatMap((side) => [...side.authorIds]));
  progress.start('finding candidates', docs.length);
  const { order, queries } = await findPool({
    ctx,
    docs,
    queries: words,
    subpanelOf,
    subpanels: count,
    exclude: documentAuthors,
    progress,
  });
  const members = await panels.everyPersonOfPanel(panelId);
  const memberSet = new Set(members);
  // The people of the compositions are scored anyway, and hidden people are no candidates: the
  // first candidates of everyone found, so an unfiltered list needs nobody scored later.
  const hidden = new Set(
    (await createRefereesRepository({ db }).hidden(PANEL_HIDDEN_KIND, panelId, 0)).map((h) => h.authorId),
  );
  const pool = order.filter((id) => !memberSet.has(id) && !hidden.has(id)).slice(0, candidates);
  const everyone = [...new Set([...members, ...pool])];
  progress.start('scoring people', everyone.length);
  const people: PanelPersonRow[] = [];
  // In slices, so progress moves and a cancel is heard between them.
  for (let i = 0; i < everyone.length; i += 100) {
    const slice = everyone.slice(i, i + 100);
    const scored = await scorePeople({
      ctx,
      authorIds: slice,
      documents,
      queries,
      sides,
      subpanelIds: subpanels.map((s) => s.id),
    });
    for (const row of scored) people.push({ ...row, source: memberSet.has(row.authorId) ? 'member' : 'pool' });
    progress.increment(slice.length);
    await progress.checkpoint();
  }
  progress.start('saving scores', 1);
  await panels.saveComputation({
    panelId,
    version,
    modelId: index.opened.modelId,
    documents,
    queries: withPoolOrder(encodePanelQueries(queries), { limit: candidates, authorIds: Int32Array.from(order) }),
    people,
  });
  progress.increment();
  progress.stop();
  const report = {
    panelId,
    documents: documents.length,
    found: order.length,
    candidates: pool.length,
    people: people.length,
    seconds: (Date.now() - started) / 1000,
  };
  progress.count({ documents: report.documents, people: report.people });
  return report;
}

/**
 * Scores `authorIds` not yet scored at the panel's stored computation (members added to the
 * base composition, candidates added by id), on the stored document queries. Nothing to do
 * before the first computation (it scores every composition's people) or when it is stale.
 */
export async function ensureScored({
  deps,
  panelId,
  authorIds,
  source,
}: {
  deps: Pick<PanelsDeps, 'db' | 'panels' | 'registry' | 'holders'>;
  panelId: number;
  authorIds: readonly number[];
  source: PanelPersonRow['source'];
}): Promise<void> {
  const { db, panels } = deps;
  const computation = await panels.computation(panelId);
  if (!computation || !computation.queries || authorIds.length === 0) return;
  const panel = await panels.find(panelId);
  if (!panel || panel.computedVersion !== panel.contentVersion) return;
  const scored = new Set((await panels.scoredPeople(panelId, computation.version)).map((p) => p.authorId));
  const missing = [...new Set(authorIds)].filter((id) => !scored.has(id));
  if (missing.length === 0) return;
  const index = await deps.holders.holder.get();
  if (!index || index.opened.modelId !== computation.modelId) return;
  const ctx: PanelScoringContext = {
    db,
    index,
    corpus: await deps.holders.corpus.get(),
    registry: deps.registry,
    referenceYear: await referenceYearOf(db),
    settings: panelScoringSettings(),
  };
  const docs = await loadDocuments(ctx, computation.documents);
  // A document deleted since the computation keeps its slot (no conflicts left to check).
  const sides = await conflictSides(ctx, docs);
  const sideOf = new Map(docs.map((d, i) => [`${d.ref.docKind}:${d.ref.docId}`, sides[i]!]));
  const ordered = computation.documents.map((d) => sideOf.get(`${d.docKind}:${d.docId}`));
  const subpanelIds = (await panels.subpanels(panelId)).map((s) => s.id);
  const queries = decodePanelQueries(computation.queries, index.model.dim);
  // In slices, as the computation scores: a filtered candidate list may reach 300 people at once,
  // and other requests are served between the slices.
  for (let i = 0; i < missing.length; i += ON_REQUEST_SLICE) {
    const rows = await scorePeople({
      ctx,
      authorIds: missing.slice(i, i + ON_REQUEST_SLICE),
      documents: computation.documents,
      queries,
      sides: ordered.map((side) => side ?? emptySide()),
      subpanelIds,
    });
    await panels.upsertPeople(
      panelId,
      computation.version,
      rows.map((r) => ({ ...r, source })),
    );
  }
}

function emptySide(): DocumentConflictSide {
  return { authorIds: new Set(), coauthors: new Map(), institutions: new DocumentInstitutions() };
}
