import { folderMarksResponseSchema, type FolderMarksResponse } from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** GET /api/folders/{id}/marks?author_id=&page=: the folder's proposals where the author is marked. */
export function fetchFolderMarks(
  folderId: number,
  authorId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FolderMarksResponse> {
  return api.get(`/api/folders/${folderId}/marks`, {
    query: { author_id: authorId, page },
    schema: folderMarksResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** The browser download of a folder's marked referees (organization admins and superusers). */
export function orgMarksExportUrl(organizationId: number, folderId: number, format: 'csv' | 'xlsx'): string {
  return `/orgadmin/${organizationId}/export-proposal-referees/folder/${folderId}/?export_format=${format}`;
}
