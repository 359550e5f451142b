import {
  explainExtractResponseSchema,
  folderPageResponseSchema,
  folderSchema,
  foldersResponseSchema,
  importProposalsResponseSchema,
  manuscriptExtractResponseSchema,
  proposalCreatedSchema,
  proposalFullResponseSchema,
  type ExplainExtractResponse,
  type Folder,
  type FolderPageResponse,
  type FolderRole,
  type FoldersResponse,
  type ImportProposalsInput,
  type ImportProposalsResponse,
  type ManuscriptExtractResponse,
  type ProposalFullResponse,
  type ProposalInput,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/*
 * Calls of the folders, proposal, explain-extract and referee-finder pages. Form submissions
 * are silent: their forms show the error (and the fields) inline.
 */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/folders */
export function fetchFolders(signal?: AbortSignal): Promise<FoldersResponse> {
  return api.get('/api/folders', { schema: foldersResponseSchema, ...signalOption(signal) });
}

/** POST /api/folders */
export function createFolder(input: { name: string; organizationId: number }): Promise<Folder> {
  return api.post('/api/folders', input, { schema: folderSchema, silent: true });
}

/** POST /api/folders/personal: the personal folder, created on first use. */
export function openPersonalFolder(): Promise<Folder> {
  return api.post('/api/folders/personal', undefined, { schema: folderSchema, silent: true });
}

/** GET /api/folders/{id}?offset= */
export function fetchFolderPage(folderId: number, offset: number, signal?: AbortSignal): Promise<FolderPageResponse> {
  return api.get(`/api/folders/${folderId}`, {
    query: { offset },
    schema: folderPageResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** PUT /api/folders/{id}/roles */
export async function setFolderRole(folderId: number, input: { email: string; role: FolderRole }): Promise<void> {
  await api.put<unknown>(`/api/folders/${folderId}/roles`, input, { silent: true });
}

/** DELETE /api/folders/{id}/roles/{userId} */
export async function removeFolderRole(folderId: number, userId: number): Promise<void> {
  await api.delete<unknown>(`/api/folders/${folderId}/roles/${userId}`);
}

/** POST /api/folders/{id}/proposals */
export function createProposal(folderId: number, input: ProposalInput): Promise<{ id: number; conceptsCount: number }> {
  return api.post(`/api/folders/${folderId}/proposals`, input, { schema: proposalCreatedSchema, silent: true });
}

/** PUT /api/proposals/{id} */
export function updateProposal(
  proposalId: number,
  input: ProposalInput,
): Promise<{ id: number; conceptsCount: number }> {
  return api.put(`/api/proposals/${proposalId}`, input, { schema: proposalCreatedSchema, silent: true });
}

/** DELETE /api/proposals/{id} */
export async function deleteProposal(proposalId: number): Promise<void> {
  await api.delete<unknown>(`/api/proposals/${proposalId}`);
}

/** GET /api/proposals/{id}/full */
export function fetchProposalFull(proposalId: number, signal?: AbortSignal): Promise<ProposalFullResponse> {
  return api.get(`/api/proposals/${proposalId}/full`, {
    schema: proposalFullResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** GET /api/{proposals|articles}/{id}/explain-extract */
export function fetchExplainExtract(
  kind: 'proposal' | 'article',
  id: number,
  signal?: AbortSignal,
): Promise<ExplainExtractResponse> {
  return api.get(`/api/${kind}s/${id}/explain-extract`, {
    schema: explainExtractResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** POST /api/proposals/extract-manuscript (multipart): the fields proposed from a PDF or DOCX. */
export function extractManuscript(file: File): Promise<ManuscriptExtractResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/proposals/extract-manuscript', form, { schema: manuscriptExtractResponseSchema, silent: true });
}

/** POST /api/folders/{id}/import */
export function importProposals(folderId: number, input: ImportProposalsInput): Promise<ImportProposalsResponse> {
  return api.post(`/api/folders/${folderId}/import`, input, { schema: importProposalsResponseSchema, silent: true });
}
