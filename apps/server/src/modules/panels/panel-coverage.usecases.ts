/**
 * Coverage of a composition (docs/panel-composer.md "Coverage"): the heatmap of the members'
 * subpanel scores, and per subpanel the share of its documents' concepts at least one member
 * wrote on in the scoring window, with the candidates that fill the gaps best, and the documents
 * no member covers (no affinity above 0), with the candidates closest to each.
 */
import type { PanelCoverageResponse } from '@sciscope/contracts';
import { subpanelCoverage } from '@sciscope/engine';
import type { Actor } from '../../app/access';
import { createRefereesRepository } from '../referees/referees.repository';
import { panelScoringSettings, referenceYearOf } from './panel-scoring';
import { choosePool } from './panel-pool';
import { counts, loadScores, type PanelScores } from './panel-view';
import type { PanelPersonRow } from './panels.repository';
import { PANEL_HIDDEN_KIND } from './panel-hidden.usecases';
import { panelsErrors } from './panels.errors';
import { requireComposition, type PanelsDeps } from './panels.usecases';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';

/**
 * Candidates looked at as gap fillers: the best of the panel's scored people who are not members,
 * not hidden and not in conflict with any of its documents.
 */
const FILLER_POOL = 300;

/** Candidates shown for a document no member covers. */
const DOCUMENT_CANDIDATES = 3;

/**
 * The documents (index into the computed documents, deleted ones left out) that no member covers:
 * no member without a conflict of interest with it has an affinity above 0 to it — none of their
 * articles scores above the document's pool edge, so the assignment could only give it reviewers
 * of affinity 0. Each with its best `proposable` people by affinity to it.
 */
export function uncoveredDocuments(
  scores: PanelScores,
  members: readonly number[],
  proposable: (person: PanelPersonRow) => boolean,
): Map<number, { candidates: Array<{ authorId: number; affinity: number }> }> {
  const inConflict = (p: PanelPersonRow, d: number) => p.conflicts.some((c) => c.d === d);
  const rows = members.flatMap((id) => scores.byAuthor.get(id) ?? []);
  const out = new Map<number, { candidates: Array<{ authorId: number; affinity: number }> }>();
  scores.documents.forEach((d, i) => {
    if (!scores.titles.has(`${d.docKind}:${d.docId}`)) return;
    if (rows.some((m) => (m.documentScores[i] as number) > 0 && !inConflict(m, i))) return;
    const candidates = scores.people
      .filter((p) => (p.documentScores[i] as number) > 0 && proposable(p))
      .map((p) => ({ authorId: p.authorId, affinity: p.documentScores[i] as number }))
      .sort((a, b) => b.affinity - a.affinity || a.authorId - b.authorId)
      .slice(0, DOCUMENT_CANDIDATES);
    out.set(i, { candidates });
  });
  return out;
}

/** `GET /api/panel/{panelId}/composition/{compId}/coverage`. */
export async function panelCoverage({
  deps,
  actor,
  panelId,
  compositionId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
}): Promise<PanelCoverageResponse> {
  const { panel, composition } = await requireComposition({
    deps,
    actor,
    panelId,
    compositionId,
    permission: 'panels.read',
  });
  const scores = await loadScores(deps.panels, panel);
  if (!scores) throw panelsErrors.notComputed();
  const people = await deps.panels.people(composition.id);
  const members = people.filter((p) => counts(p.status)).map((p) => p.authorId);
  const memberSet = new Set(members);
  const hidden = new Set(
    (await createRefereesRepository({ db: deps.db }).hidden(PANEL_HIDDEN_KIND, panel.id, 0)).map((h) => h.authorId),
  );
  // A person in conflict with any of the panel's documents (the row's 'COI: N') is never proposed.
  const conflicted = (p: (typeof scores.people)[number]) =>
    p.conflicts.some((c) => scores.documents[c.d] !== undefined);
  // Those proposed are people of the candidates screen without settings: of the computation's pool,
  // its first `limit` (people scored for a filtered list do not make coverage depend on it).
  const statusOf = new Map(people.map((p) => [p.authorId, p.status]));
  const listed = scores.pool
    ? new Set(
        choosePool({
          order: scores.pool.authorIds,
          limit: scores.pool.limit,
          eligible: (id) => statusOf.get(id) !== '' && !hidden.has(id),
          leftOutBy: () => null,
          complete: true,
        }).pool,
      )
    : null;
  const proposable = (p: PanelPersonRow) =>
    !memberSet.has(p.authorId) &&
    !hidden.has(p.authorId) &&
    !conflicted(p) &&
    (p.source !== 'pool' || listed === null || listed.has(p.authorId) || statusOf.has(p.authorId));
  const candidates = scores.people.filter(proposable).slice(0, FILLER_POOL);

  // Each subpanel's concepts, weighted by how many of its documents carry them.
  const docConcepts = await deps.panels.documentConcepts(scores.documents);
  const subpanelConcepts = scores.subpanels.map((s) => {
    const weights = new Map<number, number>();
    for (const d of scores.documents.filter((x) => x.subpanelId === s.id))
      for (const c of new Set(docConcepts.get(`${d.docKind}:${d.docId}`) ?? []))
        weights.set(c, (weights.get(c) ?? 0) + 1);
    return { concepts: weights };
  });
  const conceptIds = [...new Set(subpanelConcepts.flatMap((s) => [...s.concepts.keys()]))];
  const settings = panelScoringSettings();
  const since =
    settings.articles_years_limit === null
      ? null
      : (await referenceYearOf(deps.db)) - settings.articles_years_limit + 1;
  const written = await deps.panels.authorConcepts(
    [...members, ...candidates.map((c) => c.authorId)],
    conceptIds,
    since,
  );
  const memberConcepts = new Set(members.flatMap((m) => [...(written.get(m) ?? [])]));
  const S = scores.subpanels.length;
  const candidateScores = new Float64Array(candidates.length * S);
  candidates.forEach((c, i) =>
    scores.subpanels.forEach((s, j) => (candidateScores[i * S + j] = c.subpanelScores[String(s.id)] ?? 0)),
  );
  const coverage = subpanelCoverage({
    subpanels: subpanelConcepts,
    memberConcepts,
    candidates: candidates.map((c) => written.get(c.authorId) ?? new Set<number>()),
    candidateSubpanelScores: candidateScores,
  });

  const uncovered = uncoveredDocuments(scores, members, proposable);
  const facts = createRefereesFactsRepository({ db: deps.db });
  const names = await facts.authorNames([
    ...members,
    ...candidates.map((c) => c.authorId),
    ...[...uncovered.values()].flatMap((u) => u.candidates.map((c) => c.authorId)),
  ]);
  const conceptNames = await deps.panels.conceptNames(conceptIds);
  const heatMembers = people.filter((p) => counts(p.status));
  const matrix = heatMembers.map((p) =>
    scores.subpanels.map((s) => scores.byAuthor.get(p.authorId)?.subpanelScores[String(s.id)] ?? 0),
  );
  return {
    panelName: panel.name,
    composition: { id: composition.id, name: composition.name },
    heatmap: {
      members: heatMembers.map((p) => ({ id: p.authorId, name: names.get(p.authorId) ?? '', status: p.status })),
      subpanels: scores.subpanels.map((s) => ({ id: s.id, code: s.code, name: s.name })),
      scores: matrix,
      max: Math.max(0, ...matrix.flat()),
    },
    subpanels: scores.subpanels.map((s, j) => {
      const c = coverage[j]!;
      return {
        id: s.id,
        code: s.code,
        name: s.name,
        documents: scores.documents.filter((d) => d.subpanelId === s.id).length,
        total: c.total,
        covered: c.covered,
        // Nothing to cover is not full coverage: an empty subpanel has no share.
        share: c.total === 0 ? null : c.share,
        gaps: c.gaps.map((id) => ({
          id,
          name: conceptNames.get(id) ?? '',
          documents: subpanelConcepts[j]!.concepts.get(id) ?? 0,
        })),
        uncoveredDocuments: scores.documents.flatMap((d, i) => {
          const u = d.subpanelId === s.id ? uncovered.get(i) : undefined;
          if (!u) return [];
          return [
            {
              docKind: d.docKind,
              docId: d.docId,
              title: scores.titles.get(`${d.docKind}:${d.docId}`) ?? '',
              candidates: u.candidates.map((c) => ({
                author: { id: c.authorId, name: names.get(c.authorId) ?? '' },
                affinity: Number(c.affinity.toPrecision(4)),
                status: statusOf.has(c.authorId) ? statusOf.get(c.authorId)! : null,
              })),
            },
          ];
        }),
        fillers: c.fillers.map((f) => {
          const candidate = candidates[f.candidate]!;
          return {
            author: { id: candidate.authorId, name: names.get(candidate.authorId) ?? '' },
            concepts: f.concepts.map((id) => ({ id, name: conceptNames.get(id) ?? '' })),
            subpanelScore: candidate.subpanelScores[String(s.id)] ?? 0,
            status: statusOf.has(candidate.authorId) ? statusOf.get(candidate.authorId)! : null,
          };
        }),
      };
    }),
    isEditable: !composition.isBase,
  };
}
