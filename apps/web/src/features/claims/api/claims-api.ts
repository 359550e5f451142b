import {
  advisorResponseSchema,
  advisorsResponseSchema,
  authorClaimsResponseSchema,
  claimArticlesResponseSchema,
  claimAuthorsResponseSchema,
  claimCandidatesResponseSchema,
  claimResponseSchema,
  claimResultSchema,
  claimsPageResponseSchema,
  dashboardResponseSchema,
  fetchAdvisorResponseSchema,
  issuedAttorneyTokenSchema,
  topCitedArticlesResponseSchema,
  type AdvisorRecord,
  type ClaimArticlesRequest,
  type ClaimState,
  type CreateAdvisorRequest,
  type EditRecommenderProfileRequest,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/*
 * The claim calls of spec 04 §7 and the claims' administration. Calls whose errors a form or
 * a step shows itself are silent (no alert besides it).
 */

const withToken = (token: string | undefined) => (token ? { attorney_token: token } : {});

/** GET /api/authors/suggest-author-for-user/ or /suggest-author-for-advisor/{token}. */
export async function fetchSuggestedAuthors(token: string | undefined, signal?: AbortSignal) {
  const path = token
    ? `/api/authors/suggest-author-for-advisor/${encodeURIComponent(token)}`
    : '/api/authors/suggest-author-for-user/';
  return (await api.get(path, { schema: claimCandidatesResponseSchema, silent: true, ...(signal ? { signal } : {}) }))
    .authors;
}

/** POST /api/authors/find-by-emails/ */
export async function findAuthorsByEmails({ emails, token }: { emails: string[]; token: string | undefined }) {
  return (
    await api.post(
      '/api/authors/find-by-emails/',
      { emails, ...withToken(token) },
      {
        schema: claimCandidatesResponseSchema,
        silent: true,
      },
    )
  ).authors;
}

/** POST /api/authors/claim-authors/ */
export function claimAuthors({
  authorIds,
  comment,
  token,
}: {
  authorIds: number[];
  comment: string;
  token: string | undefined;
}) {
  return api.post(
    '/api/authors/claim-authors/',
    { authors_ids: authorIds, comment, ...withToken(token) },
    { schema: claimAuthorsResponseSchema, silent: true },
  );
}

/** GET /api/authors/{id}/top-cited-articles */
export async function fetchTopCitedArticles(authorId: number, signal?: AbortSignal) {
  return (
    await api.get(`/api/authors/${authorId}/top-cited-articles`, {
      schema: topCitedArticlesResponseSchema,
      silent: true,
      ...(signal ? { signal } : {}),
    })
  ).topArticles;
}

/** GET /api/jobs/fetch-advisor-by-attorney/{token} */
export async function fetchAdvisorByAttorney(token: string, signal?: AbortSignal) {
  return (
    await api.get(`/api/jobs/fetch-advisor-by-attorney/${encodeURIComponent(token)}`, {
      schema: fetchAdvisorResponseSchema,
      silent: true,
      ...(signal ? { signal } : {}),
    })
  ).advisor;
}

/** POST /api/jobs/edit-advisor-by-attorney/{token} */
export async function editRecommenderProfile(token: string, input: EditRecommenderProfileRequest) {
  return (
    await api.post(`/api/jobs/edit-advisor-by-attorney/${encodeURIComponent(token)}`, input, {
      schema: fetchAdvisorResponseSchema,
      silent: true,
    })
  ).advisor;
}

/** POST /api/authors/find-claim-articles/ (multipart: bibtex_file or plain_text, attorney_token). */
export function findClaimArticles({
  file,
  text,
  token,
}: {
  file: File | null;
  text: string;
  token: string | undefined;
}) {
  const form = new FormData();
  if (token) form.append('attorney_token', token);
  if (file) form.append('bibtex_file', file);
  else form.append('plain_text', text);
  return api.post('/api/authors/find-claim-articles/', form, { schema: claimResultSchema, silent: true });
}

/** POST /api/authors/claim-articles/ */
export function claimArticles(input: ClaimArticlesRequest) {
  return api.post('/api/authors/claim-articles/', input, { schema: claimArticlesResponseSchema, silent: true });
}

/** GET /api/claims/author/{id} */
export function fetchAuthorClaims(authorId: number, signal?: AbortSignal) {
  return api.get(`/api/claims/author/${authorId}`, {
    schema: authorClaimsResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/claims/{id}/undo */
export async function undoClaim(claimId: number) {
  return (await api.post(`/api/claims/${claimId}/undo`, undefined, { schema: claimResponseSchema })).claim;
}

/** GET /api/claims/moderation?state=&offset= */
export function fetchModerationQueue({ state, offset }: { state: ClaimState; offset: number }, signal?: AbortSignal) {
  return api.get('/api/claims/moderation', {
    query: { state, offset },
    schema: claimsPageResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/claims/{id}/approve|reject */
export async function decideClaim({ claimId, approve, note }: { claimId: number; approve: boolean; note: string }) {
  return (
    await api.post(
      `/api/claims/${claimId}/${approve ? 'approve' : 'reject'}`,
      { note },
      { schema: claimResponseSchema, silent: true },
    )
  ).claim;
}

/** GET /api/admin/advisors?query=&offset= */
export function fetchAdvisors({ query, offset }: { query: string; offset: number }, signal?: AbortSignal) {
  return api.get('/api/admin/advisors', {
    query: { query, offset },
    schema: advisorsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/admin/advisors */
export async function createAdvisor(input: CreateAdvisorRequest): Promise<AdvisorRecord> {
  return (await api.post('/api/admin/advisors', input, { schema: advisorResponseSchema, silent: true })).advisor;
}

/** POST /api/admin/advisors/{id}/attorney-tokens */
export function issueAttorneyToken(advisorId: number) {
  return api.post(`/api/admin/advisors/${advisorId}/attorney-tokens`, undefined, { schema: issuedAttorneyTokenSchema });
}

/** DELETE /api/admin/advisors/{id}/attorney-tokens */
export async function revokeAttorneyTokens(advisorId: number): Promise<void> {
  await api.delete<unknown>(`/api/admin/advisors/${advisorId}/attorney-tokens`);
}

/** GET /api/accounts/dashboard/?offset= */
export function fetchDashboard(offset: number, signal?: AbortSignal) {
  return api.get('/api/accounts/dashboard/', {
    query: { offset },
    schema: dashboardResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
