import {
  addedCountResponseSchema,
  applicantDetailSchema,
  applicantsResponseSchema,
  committeeResponseSchema,
  createdJobIdSchema,
  editApplicationResponseSchema,
  editVacancyResponseSchema,
  emailApplicantsResponseSchema,
  applicationSchema,
  mergeApplicationsResponseSchema,
  recommendationRequestSchema,
  recommendersResponseSchema,
  uploadRecommendationResponseSchema,
  saveTopicsResponseSchema,
  suggestTopicsForNewResponseSchema,
  suggestTopicsResponseSchema,
  vacancyListResponseSchema,
  vacancySchema,
  vacancyConceptsResponseSchema,
  vacancyTagsResponseSchema,
  type ApplicantOrder,
  type EditVacancyBody,
  type VoteType,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** The jobs board's calls (spec 04 section 7). Forms are silent: they show the error themselves. */

export const fetchVacancy = (id: number) => api.get(`/api/jobs/vacancy/${id}`, { schema: vacancySchema });
export const fetchVacancies = (query: {
  q: string;
  deadline: string;
  mine: '0' | '1' | 'committee';
  offset: number;
  conceptId?: number;
}) => api.get('/api/jobs/vacancies', { query, schema: vacancyListResponseSchema });
export const saveVacancy = (body: EditVacancyBody) =>
  api.post('/api/jobs/edit-vacancy/', body, { schema: editVacancyResponseSchema, silent: true });

export const fetchCommittee = (id: number) =>
  api.get(`/api/jobs/vacancy/${id}/committee`, { schema: committeeResponseSchema });
export const addCommitteeMember = (id: number, email: string, isEqualityOfficer: boolean) =>
  api.post(
    `/api/jobs/vacancy/${id}/committee`,
    { email, isEqualityOfficer },
    { schema: committeeResponseSchema, silent: true },
  );
export const removeCommitteeMember = (id: number, userId: number) =>
  api.delete(`/api/jobs/vacancy/${id}/committee/${userId}`, { schema: committeeResponseSchema });

export const fetchApplication = (id: number) => api.get(`/api/jobs/application/${id}`, { schema: applicationSchema });
export const saveApplication = (form: FormData) =>
  api.post('/api/jobs/edit-application/', form, { schema: editApplicationResponseSchema, silent: true });

export const fetchApplicants = (
  id: number,
  preliminary: boolean,
  query: { offset: number; order?: ApplicantOrder; minSim?: number; cids?: string },
) =>
  api.get(`/api/jobs/vacancy/${id}/applicants${preliminary ? '/preliminary' : ''}`, {
    query,
    schema: applicantsResponseSchema,
  });
/**
 * The search tab's concepts: those held by the applicants the tab lists (actual or preliminary,
 * at least `minSim` similar, holding every concept of `cids`), with how many hold each.
 */
export const fetchVacancyConcepts = (
  id: number,
  query: { preliminary: boolean; minSim: number; cids: string | null },
) =>
  api.get(`/api/jobs/vacancy/${id}/concepts`, {
    query: { minSim: query.minSim, cids: query.cids, withPreliminaries: query.preliminary ? '1' : '0' },
    schema: vacancyConceptsResponseSchema,
  });
export const fetchApplicant = (applicationId: number) =>
  api.get(`/api/jobs/applicant/${applicationId}`, { schema: applicantDetailSchema });
export const fetchTags = (id: number) => api.get(`/api/jobs/vacancy/${id}/tags`, { schema: vacancyTagsResponseSchema });

export const vote = (applicationId: number, voteType: VoteType, revoke: boolean) =>
  api.request<void>('/api/jobs/vote/', { method: revoke ? 'DELETE' : 'POST', body: { applicationId, voteType } });
export const saveComment = (applicationId: number, comment: string) =>
  api.post<void>('/api/jobs/comment/', { applicationId, comment }, { silent: true });
export const createTag = (vacancyId: number, name: string) =>
  api.post('/api/jobs/vacancy-tag/', { vacancyId, name }, { schema: createdJobIdSchema, silent: true });
export const assignTag = (applicationsIds: number[], vacancyTagId: number) =>
  api.post<void>('/api/jobs/applicant-tag/', { applicationsIds, vacancyTagId }, { silent: true });
export const unassignTag = (applicationId: number, vacancyTagId: number) =>
  api.request<void>('/api/jobs/applicant-tag/', { method: 'DELETE', body: { applicationId, vacancyTagId } });
export const mergeApplications = (applicationId1: number, applicationId2: number) =>
  api.post(
    '/api/jobs/merge-applications/',
    { applicationId1, applicationId2 },
    { schema: mergeApplicationsResponseSchema, silent: true },
  );
export const deletePreliminary = (applicationId: number) =>
  api.request<void>('/api/jobs/delete-preliminary-application/', {
    method: 'DELETE',
    body: { applicationId },
    silent: true,
  });
export const addPreliminary = (vacancyId: number, authorsIds: number[]) =>
  api.post('/api/jobs/add-preliminary-applicants/', { vacancyId, authorsIds }, { schema: addedCountResponseSchema });
export const emailApplicants = (vacancyId: number, applicantsIds: number[]) =>
  api.request(`/jobs/${vacancyId}/emails`, {
    method: 'POST',
    form: new URLSearchParams(applicantsIds.map((id) => ['applicantsIds', String(id)])),
    schema: emailApplicantsResponseSchema,
  });

export const suggestTopics = (id: number) =>
  api.get(`/api/jobs/vacancy/${id}/suggest-topics`, { schema: suggestTopicsResponseSchema, silent: true });
export const suggestTopicsForNew = (id: number) =>
  api.get(`/api/jobs/vacancy/${id}/suggest-topics-for-new-applicants`, {
    schema: suggestTopicsForNewResponseSchema,
    silent: true,
  });
export const saveTopics = (
  vacancyId: number,
  topics: Array<{ id?: number; name: string; description: string; applicantsIds: number[] }>,
) => api.post('/api/jobs/save-topics/', { vacancyId, topics }, { schema: saveTopicsResponseSchema, silent: true });

/** The recommender's upload page (advisor uuid, or for superusers the numeric id). */
export const fetchRecommendationRequest = (advisorId: string) =>
  api.get(`/api/jobs/recommendation-request/${encodeURIComponent(advisorId)}`, {
    schema: recommendationRequestSchema,
    silent: true,
  });
export const uploadRecommendation = (form: FormData) =>
  api.post('/api/jobs/upload-recommendation/', form, { schema: uploadRecommendationResponseSchema, silent: true });
export const fetchRecommenders = (id: number, preliminary: boolean) =>
  api.get(`/api/jobs/vacancy/${id}/recommenders${preliminary ? '/preliminary' : ''}`, {
    schema: recommendersResponseSchema,
  });
/** Where an application's file is downloaded: by the applicant (their own) and the committee. */
export const attachmentUrl = (fileId: number, filename: string) =>
  `/api/jobs/attachment/${fileId}/${encodeURIComponent(filename)}`;
/** Where the committee downloads a letter. */
export const letterUrl = (advisorId: number, filename: string) =>
  `/api/jobs/recommendation/${advisorId}/${encodeURIComponent(filename)}`;
