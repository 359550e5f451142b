import {
  createdIdResponseSchema,
  hiddenCandidatesResponseSchema,
  importPanelResponseSchema,
  panelAssignmentResponseSchema,
  panelCandidateResponseSchema,
  panelCandidatesResponseSchema,
  panelComputationSchema,
  panelComputeResponseSchema,
  panelCoverageResponseSchema,
  panelCustomResponseSchema,
  panelDetailSchema,
  panelListResponseSchema,
  panelPeopleResponseSchema,
  subpanelDocumentsResponseSchema,
  unhideCandidatesResponseSchema,
  type AssignmentSettings,
  type HideReason,
  type SubpanelBody,
  type UpdatePanelBody,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** The panel composer's calls (spec 03 section 7; docs/panel-composer.md). */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchPanels(offset: number, signal?: AbortSignal) {
  return api.get('/api/panels', { query: { offset }, schema: panelListResponseSchema, ...signalOption(signal) });
}

/** POST /api/panels: silent, the form shows the error. */
export function createPanel(input: { name: string; organizationId: number; memberAuthorIds: number[] }) {
  return api.post('/api/panels', input, { schema: createdIdResponseSchema, silent: true });
}

export function fetchPanel(id: number, signal?: AbortSignal) {
  return api.get(`/api/panel/${id}`, { schema: panelDetailSchema, ...signalOption(signal) });
}

export function updatePanel(id: number, body: UpdatePanelBody) {
  return api.put(`/api/panel/${id}`, body, { schema: panelDetailSchema, silent: true });
}

export async function deletePanel(id: number): Promise<void> {
  await api.delete<unknown>(`/api/panel/${id}`);
}

export function createSubpanel(id: number, body: SubpanelBody) {
  return api.post(`/api/panel/${id}/subpanels`, body, { schema: panelDetailSchema, silent: true });
}

export function updateSubpanel(id: number, code: string, body: SubpanelBody) {
  return api.put(`/api/panel/${id}/subpanels/${encodeURIComponent(code)}`, body, {
    schema: panelDetailSchema,
    silent: true,
  });
}

export function deleteSubpanel(id: number, code: string) {
  return api.delete(`/api/panel/${id}/subpanels/${encodeURIComponent(code)}`, { schema: panelDetailSchema });
}

export function fetchSubpanelDocuments(id: number, code: string, signal?: AbortSignal) {
  return api.get(`/api/panel/${id}/subpanel/${encodeURIComponent(code)}/documents`, {
    schema: subpanelDocumentsResponseSchema,
    ...signalOption(signal),
  });
}

export function importPanel(id: number, input: { format: 'csv' | 'json'; content: string }) {
  return api.post(`/api/panel/${id}/import`, input, { schema: importPanelResponseSchema, silent: true });
}

/** POST /api/panel/{id}/compute (spec 03): queues the computation. */
export function scheduleComputation(id: number) {
  return api.post(`/api/panel/${id}/compute`, undefined, { schema: panelComputeResponseSchema });
}

/**
 * GET /api/tasks/{id}: the computation task's step and progress. Silent: only the task's owner
 * (and a superuser) may read it, and another editor of the panel follows the panel's own data.
 */
/** GET /api/panel/{id}/computation: the computation's state, step and percentage (any reader of the panel). */
export function fetchComputation(panelId: number, signal?: AbortSignal) {
  return api.get(`/api/panel/${panelId}/computation`, {
    schema: panelComputationSchema,
    silent: true,
    ...signalOption(signal),
  });
}

export function duplicateComposition(id: number, input: { fromCompositionId: number; name: string }) {
  return api.post(`/api/panel/${id}/compositions`, input, { schema: createdIdResponseSchema, silent: true });
}

export async function deleteComposition(panelId: number, compositionId: number): Promise<void> {
  await api.delete<unknown>(`/api/panel/${panelId}/composition/${compositionId}`);
}

/** The members and candidates loading call: the query string of the page (settings, sort, author) is passed on. */
export function fetchPanelPeople(
  panelId: number,
  compositionId: number,
  list: 'members' | 'candidates',
  search: string,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams(search);
  params.set('list', list);
  params.delete('offset');
  return api.get(`/api/panel/${panelId}/composition/${compositionId}/people?${params.toString()}`, {
    schema: panelPeopleResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** GET …/candidates (spec 03 section 7): more candidates from `offset`. */
export function fetchMoreCandidates(panelId: number, compositionId: number, search: string, offset: number) {
  const params = new URLSearchParams(search);
  params.set('offset', String(offset));
  return api.get(`/api/panel/${panelId}/composition/${compositionId}/candidates?${params.toString()}`, {
    schema: panelCandidatesResponseSchema,
  });
}

export function changeCandidate(
  action: 'add' | 'remove',
  body: { panelId: number; compositionId: number; authorId: number },
) {
  return api.post(`/api/panel/${action}-candidate`, body, { schema: panelCandidateResponseSchema });
}

export function hidePanelCandidates(
  panelId: number,
  body: { authorsIds: number[]; reason: HideReason; comment: string },
) {
  return api.post<unknown>(`/api/panel/${panelId}/hide-candidates/`, body, { silent: true });
}

/** GET /api/panel/{id}/hidden-candidates/: the panel's hidden candidates, latest first. */
export function fetchHiddenPanelCandidates(panelId: number, signal?: AbortSignal) {
  return api.get(`/api/panel/${panelId}/hidden-candidates/`, {
    schema: hiddenCandidatesResponseSchema,
    ...signalOption(signal),
  });
}

/** POST /api/panel/{id}/unhide-candidates/: the named hidden candidates are candidates again. */
export function unhidePanelCandidates(panelId: number, authorsIds: number[]) {
  return api.post(
    `/api/panel/${panelId}/unhide-candidates/`,
    { authorsIds },
    { schema: unhideCandidatesResponseSchema, silent: true },
  );
}

/** POST /api/referees/panel/{panelId}/composition/{compId}/custom: people added by author id, scored. */
export function fetchCustomPeople(panelId: number, compositionId: number, authorsIds: number[]) {
  return api.post(
    `/api/referees/panel/${panelId}/composition/${compositionId}/custom`,
    { authorsIds },
    { schema: panelCustomResponseSchema, silent: true },
  );
}

export function fetchCoverage(panelId: number, compositionId: number, signal?: AbortSignal) {
  return api.get(`/api/panel/${panelId}/composition/${compositionId}/coverage`, {
    schema: panelCoverageResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

export function runAssignment(panelId: number, compositionId: number, settings: AssignmentSettings) {
  return api.post(`/api/panel/${panelId}/composition/${compositionId}/assignment`, settings, {
    schema: panelAssignmentResponseSchema,
    silent: true,
  });
}

/** The download address of an assignment (a browser GET, authenticated like the API). */
export function assignmentExportUrl(
  panelId: number,
  compositionId: number,
  settings: AssignmentSettings,
  format: 'xlsx' | 'csv',
): string {
  const params = new URLSearchParams({
    min_load: String(settings.min_load),
    max_load: String(settings.max_load),
    reviewers_per_document: String(settings.reviewers_per_document),
    fairness: settings.fairness ? '1' : '0',
    export_format: format,
  });
  return `/api/panel/${panelId}/composition/${compositionId}/assignment/export?${params.toString()}`;
}
