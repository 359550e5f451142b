import {
  fileExchangeEntrySchema,
  fileExchangeListResponseSchema,
  submitFileCommentResponseSchema,
  type FileExchangeEntry,
  type FileExchangeListResponse,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** GET /api/file-exchange/list */
export function fetchFileExchange(page: number, signal?: AbortSignal): Promise<FileExchangeListResponse> {
  return api.get('/api/file-exchange/list', {
    query: { page: page > 1 ? page : undefined },
    schema: fileExchangeListResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/file-exchange/upload/ (multipart): silent, the page shows the error text in a red alert. */
export function uploadExchangeFile(file: File): Promise<FileExchangeEntry> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/file-exchange/upload/', form, { schema: fileExchangeEntrySchema, silent: true });
}

/** POST /api/file-exchange/submit-comment/ (answers `{ fileExchange }`): silent, the dialog shows the error. */
export async function submitFileComment(id: number, comment: string): Promise<FileExchangeEntry> {
  const { fileExchange } = await api.post(
    '/api/file-exchange/submit-comment/',
    { id, comment },
    { schema: submitFileCommentResponseSchema, silent: true },
  );
  return fileExchange;
}

/** The download link of a file (the browser saves it under the name the server gives). */
export function fileDownloadUrl(id: number): string {
  return `/api/file-exchange/download/${id}`;
}
