import {
  alreadyRefereedResponseSchema,
  autocompleteSearchInputResponseSchema,
  coauthorsResponseSchema,
  customRefereesResponseSchema,
  defaultSettingsResponseSchema,
  hiddenCandidatesResponseSchema,
  refereesListResponseSchema,
  unhideCandidatesResponseSchema,
  type HideReason,
  type Suggestion,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** The referee finder's calls (spec 03 section 7). Settings travel form-encoded. */

const base = (kind: string, id: number) => `/api/referees/${encodeURIComponent(kind)}/${id}`;

function form(settings: string, extra: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams(settings);
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

export interface RefereesListRequest {
  kind: string;
  id: number;
  /** The settings fields, form-encoded. */
  settings: string;
  offset: number;
  customAuthorsIds: readonly number[];
  customCoiAuthorsIds: readonly number[];
  settingsId: number | null;
  /** `excluded=1`: the candidates the filters and conflicts left out, with their reasons, instead. */
  excluded?: boolean;
  signal?: AbortSignal;
}

/** POST /api/referees/{docKind}/{docId}/: one page of the ranked list. Errors are shown by the page. */
export function fetchRefereesList(request: RefereesListRequest) {
  return api.request(`${base(request.kind, request.id)}/`, {
    method: 'POST',
    form: form(request.settings, {
      offset: request.offset,
      includeMarked: request.kind === 'proposal' && !request.excluded ? 1 : undefined,
      excluded: request.excluded ? 1 : undefined,
      custom_authors_ids: request.customAuthorsIds.join(','),
      custom_coi_authors_ids: request.customCoiAuthorsIds.join(','),
      settingsId: request.settingsId,
    }),
    schema: refereesListResponseSchema,
    silent: true,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/** POST …/custom: the custom authors ranked against the document. */
export function fetchCustomReferees(request: {
  kind: string;
  id: number;
  settings: string;
  authorsIds: readonly number[];
  customCoiAuthorsIds: readonly number[];
  signal?: AbortSignal;
}) {
  return api.request(`${base(request.kind, request.id)}/custom`, {
    method: 'POST',
    form: form('', {
      settings: request.settings,
      authorsIds: request.authorsIds.join(','),
      custom_coi_authors_ids: request.customCoiAuthorsIds.join(','),
    }),
    schema: customRefereesResponseSchema,
    silent: true,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/** POST …/coauthors: a candidate's coauthors ranked against the document. */
export function fetchCoauthors(request: { kind: string; id: number; settings: string; refereeAuthorId: number }) {
  return api.request(`${base(request.kind, request.id)}/coauthors`, {
    method: 'POST',
    form: form('', { settings: request.settings, refereeAuthorId: request.refereeAuthorId }),
    schema: coauthorsResponseSchema,
    silent: true,
  });
}

/** The id of `POST …/save-settings`'s answer `{ savedSettings: { id } }`. */
const savedIdSchema = {
  parse(input: unknown): number {
    const id = (input as { savedSettings?: { id?: unknown } } | null)?.savedSettings?.id;
    if (typeof id !== 'number') throw new Error('no saved settings id');
    return id;
  },
};

/** POST …/save-settings: returns the new saved settings' id (the list response lists them all). */
export function saveRefereeSettings(request: { kind: string; id: number; title: string; settings: string }) {
  return api.post(
    `${base(request.kind, request.id)}/save-settings`,
    { title: request.title, settings: request.settings },
    { schema: savedIdSchema, silent: true },
  );
}

/** POST …/hide-referees/ (reason and comment checked by the server too). */
export function hideReferees(request: {
  kind: string;
  id: number;
  authorsIds: readonly number[];
  reason: HideReason;
  comment: string;
}) {
  return api.post<unknown>(
    `${base(request.kind, request.id)}/hide-referees/`,
    { authorsIds: request.authorsIds, reason: request.reason, comment: request.comment },
    { silent: true },
  );
}

/** GET …/hidden-referees/: the document's hidden candidates, latest first. */
export function fetchHiddenReferees(kind: string, id: number, signal?: AbortSignal) {
  return api.get(`${base(kind, id)}/hidden-referees/`, {
    schema: hiddenCandidatesResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST …/unhide-referees/: the named hidden candidates are candidates again. */
export function unhideReferees(request: { kind: string; id: number; authorsIds: readonly number[] }) {
  return api.post(
    `${base(request.kind, request.id)}/unhide-referees/`,
    { authorsIds: request.authorsIds },
    { schema: unhideCandidatesResponseSchema, silent: true },
  );
}

/** POST /api/proposals/{id}/mark-as-referees/ (or unmark-as-referees/). */
export function markAsReferees(request: {
  proposalId: number;
  authorsIds: readonly number[];
  scores: readonly number[];
  unmark: boolean;
}) {
  const action = request.unmark ? 'unmark-as-referees' : 'mark-as-referees';
  const body = request.unmark
    ? { proposalId: request.proposalId, authorsIds: request.authorsIds }
    : { proposalId: request.proposalId, authorsIds: request.authorsIds, scores: request.scores };
  return api.post<unknown>(`/api/proposals/${request.proposalId}/${action}/`, body, { silent: true });
}

/** GET /api/is-article-already-refereed/{id}/. */
export function fetchAlreadyRefereed(articleId: number, signal?: AbortSignal) {
  return api.get(`/api/is-article-already-refereed/${articleId}/`, {
    schema: alreadyRefereedResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/autocomplete/search-input?type=authors: author suggestions for the custom-author search. */
export async function fetchAuthorSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { results } = await api.get('/api/autocomplete/search-input', {
    query: { type: 'authors', query },
    schema: autocompleteSearchInputResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return results;
}

/** GET /api/referees/{folder|organization}/{id}/settings: the stored defaults with the filter lists. */
export function fetchDefaultSettings(scope: 'folder' | 'organization', id: number, signal?: AbortSignal) {
  return api.get(`/api/referees/${scope}/${id}/settings`, {
    schema: defaultSettingsResponseSchema,
    // The page says itself what went wrong (a missing or foreign folder is "Page not found").
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/referees/{folder|organization}/{id}/settings: stores new defaults. */
export function saveDefaultSettings(scope: 'folder' | 'organization', id: number, settings: string) {
  return api.post(
    `/api/referees/${scope}/${id}/settings`,
    { settings },
    {
      schema: defaultSettingsResponseSchema,
      silent: true,
    },
  );
}

/** The `addedCount` of `POST /api/jobs/add-preliminary-applicants/`. */
const addedCountSchema = {
  parse(input: unknown): number {
    const count = (input as { addedCount?: unknown } | null)?.addedCount;
    if (typeof count !== 'number') throw new Error('no addedCount');
    return count;
  },
};

/** POST /api/jobs/add-preliminary-applicants/: the selected candidates become a vacancy's preliminary applicants. */
export function addPreliminaryApplicants(vacancyId: number, authorsIds: readonly number[]) {
  return api.post(
    '/api/jobs/add-preliminary-applicants/',
    { vacancyId, authorsIds },
    {
      schema: addedCountSchema,
      silent: true,
    },
  );
}

/**
 * The form of POST /api/jobs/add-all-preliminary-applicants/ (spec 03 section 7): the list's
 * settings, form-encoded, plus docId, docKind, vacancyId and the candidates listed (authorsIds).
 */
export function addAllApplicantsForm(request: {
  settings: string;
  kind: string;
  docId: number;
  vacancyId: number;
  authorsIds: readonly number[];
}): string {
  return form(request.settings, {
    docId: request.docId,
    docKind: request.kind,
    vacancyId: request.vacancyId,
    authorsIds: request.authorsIds.join(','),
  });
}

/** POST /api/jobs/add-all-preliminary-applicants/: every candidate listed becomes a preliminary applicant (in bulk). */
export function addAllPreliminaryApplicants(request: Parameters<typeof addAllApplicantsForm>[0]) {
  return api.request('/api/jobs/add-all-preliminary-applicants/', {
    method: 'POST',
    form: addAllApplicantsForm(request),
    schema: addedCountSchema,
    silent: true,
  });
}
