/**
 * Assignment of a composition's members (members and added candidates) to the panel's
 * documents (docs/panel-composer.md "Assignment"): loads, reviewers per document, never a
 * conflicted pair, the highest total affinity, solved exactly by the engine's min-cost flow;
 * an infeasible instance gets a message naming the constraint that binds. The export writes
 * the same assignment (it is deterministic) as xlsx or CSV.
 */
import type { AssignmentSettings, PanelAssignmentResponse } from '@sciscope/contracts';
import { solveAssignment, type AssignmentResult } from '@sciscope/engine';
import type { Actor } from '../../app/access';
import { writeTableFile, type ExportFile, type TableCell } from '../referees/table-file';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { counts, loadScores } from './panel-view';
import { panelsErrors } from './panels.errors';
import { requireComposition, type PanelsDeps } from './panels.usecases';

const round = (v: number) => Number(v.toFixed(4));

/** Up to three names, then how many more. */
function few(names: string[]): string {
  const shown = names.slice(0, 3).map((n) => `"${n}"`);
  return names.length > 3 ? `${shown.join(', ')} and ${names.length - 3} more` : shown.join(', ');
}

/** The message of an infeasible instance, naming the binding constraint. */
export function infeasibleMessage(
  result: Extract<AssignmentResult, { ok: false }>,
  settings: AssignmentSettings,
  memberNames: string[],
  documentTitles: string[],
): string {
  const d = result.details;
  const r = settings.reviewers_per_document;
  const list = (value: unknown) => (Array.isArray(value) ? (value as number[]) : []);
  switch (result.binding) {
    case 'reviewers_per_document':
      return `Reviewers per document: each document needs ${r} reviewers, but the composition has ${d.members} members.`;
    case 'max_load':
      return `Maximum load: the documents need ${d.needed} reviews, but ${d.members} members give at most ${d.available} at a maximum load of ${settings.max_load}.`;
    case 'min_load':
      return d.required !== undefined
        ? `Minimum load: ${d.members} members at a minimum load of ${settings.min_load} need ${d.required} reviews, but the documents need only ${d.needed}.`
        : `Minimum load: ${few(list(d.members).map((m) => memberNames[m] ?? ''))} cannot reach the minimum load of ${settings.min_load} without a conflicted pair or an overloaded colleague.`;
    case 'document_conflicts':
      return `Conflicts of interest: ${few(list(d.documents).map((i) => documentTitles[i] ?? ''))} ${list(d.documents).length === 1 ? 'has' : 'have'} fewer than ${r} members without a conflict of interest.`;
    case 'member_conflicts':
      return `Conflicts of interest: ${few(list(d.members).map((m) => memberNames[m] ?? ''))} ${list(d.members).length === 1 ? 'has' : 'have'} a conflict with all but fewer than ${settings.min_load} documents (the minimum load).`;
    case 'conflicts_and_max_load':
      return `Conflicts of interest and maximum load: only ${d.placed} of the ${d.needed} reviews can be placed; ${few(list(d.documents).map((i) => documentTitles[i] ?? ''))} cannot all get ${r} reviewers without a conflicted pair or a member above ${settings.max_load} documents.`;
  }
}

/** Runs the assignment for a composition (409 before the panel is computed). */
export async function runAssignment({
  deps,
  actor,
  panelId,
  compositionId,
  settings,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
  settings: AssignmentSettings;
}): Promise<PanelAssignmentResponse> {
  const { panel, composition } = await requireComposition({
    deps,
    actor,
    panelId,
    compositionId,
    permission: 'panels.read',
  });
  const scores = await loadScores(deps.panels, panel);
  if (!scores) throw panelsErrors.notComputed();
  const people = (await deps.panels.people(composition.id)).filter((p) => counts(p.status));
  const members = people.flatMap((p) => {
    const scored = scores.byAuthor.get(p.authorId);
    return scored ? [scored] : [];
  });
  // Documents deleted since the computation are left out.
  const docIndexes = scores.documents.flatMap((d, i) => (scores.titles.has(`${d.docKind}:${d.docId}`) ? [i] : []));
  const M = members.length;
  const D = docIndexes.length;
  const affinity = new Float64Array(M * D);
  const conflicts = new Uint8Array(M * D);
  const column = new Map(docIndexes.map((i, j) => [i, j]));
  members.forEach((m, i) => {
    docIndexes.forEach((d, j) => (affinity[i * D + j] = m.documentScores[d] as number));
    for (const c of m.conflicts) {
      const j = column.get(c.d);
      if (j !== undefined) conflicts[i * D + j] = 1;
    }
  });
  const names = await createRefereesFactsRepository({ db: deps.db }).authorNames(members.map((m) => m.authorId));
  const memberNames = members.map((m) => names.get(m.authorId) ?? '');
  const docs = docIndexes.map((i) => scores.documents[i]!);
  const titles = docs.map((d) => scores.titles.get(`${d.docKind}:${d.docId}`) ?? '');
  const codeOf = new Map(scores.subpanels.map((s) => [s.id, s.code]));
  const started = performance.now();
  const result = solveAssignment({
    members: M,
    documents: D,
    affinity,
    conflicts,
    reviewersPerDocument: settings.reviewers_per_document,
    minLoad: settings.min_load,
    maxLoad: settings.max_load,
    fairness: settings.fairness,
  });
  const milliseconds = performance.now() - started;
  if (!result.ok) throw panelsErrors.infeasible(infeasibleMessage(result, settings, memberNames, titles), result);
  // A reviewer of affinity 0 has no article above the document's pool edge: the composition has
  // no expert to give it, which the screen marks (docs/panel-composer.md "Assignment").
  const without = (i: number, j: number) => !((affinity[i * D + j] as number) > 0);
  let pairsWithoutAffinity = 0;
  let documentsWithoutAffinity = 0;
  result.reviewers.forEach((list, j) => {
    const zero = Array.from(list).filter((i) => without(i, j)).length;
    pairsWithoutAffinity += zero;
    if (list.length > 0 && zero === list.length) documentsWithoutAffinity++;
  });
  const memberAffinity = new Float64Array(M);
  result.reviewers.forEach((list, j) => {
    for (const i of list) memberAffinity[i] = (memberAffinity[i] as number) + (affinity[i * D + j] as number);
  });
  return {
    documents: docs.map((d, j) => ({
      docKind: d.docKind,
      docId: d.docId,
      title: titles[j]!,
      subpanelCode: codeOf.get(d.subpanelId) ?? '',
      score: round(result.documentScores[j] as number),
      reviewers: Array.from(result.reviewers[j]!, (i) => ({
        authorId: members[i]!.authorId,
        name: memberNames[i]!,
        affinity: round(affinity[i * D + j] as number),
        withoutAffinity: without(i, j),
      })),
    })),
    members: members.map((m, i) => ({
      authorId: m.authorId,
      name: memberNames[i]!,
      load: result.loads[i] as number,
      affinity: round(memberAffinity[i] as number),
    })),
    totalAffinity: round(result.totalAffinity),
    threshold: result.threshold === null ? null : round(result.threshold),
    settings,
    conflictedPairs: conflicts.reduce((sum, c) => sum + c, 0),
    pairsWithoutAffinity,
    documentsWithoutAffinity,
    milliseconds: Math.round(milliseconds),
  };
}

/** `GET …/assignment/export`: one row per (document, reviewer), as xlsx or CSV. */
export async function exportAssignment(
  input: Parameters<typeof runAssignment>[0] & { format: 'xlsx' | 'csv' },
): Promise<ExportFile> {
  const assignment = await runAssignment(input);
  const table: TableCell[][] = [
    ['Subpanel', 'Document kind', 'Document id', 'Title', 'Reviewer id', 'Reviewer', 'Affinity', 'Document score'],
  ];
  for (const d of assignment.documents)
    for (const r of d.reviewers)
      table.push([d.subpanelCode, d.docKind, d.docId, d.title, r.authorId, r.name, r.affinity, d.score]);
  return writeTableFile({
    table,
    format: input.format,
    baseName: `panel-${input.panelId}-composition-${input.compositionId}-assignment`,
    sheetName: 'Assignment',
  });
}
