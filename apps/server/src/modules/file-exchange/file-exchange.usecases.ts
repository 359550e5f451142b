/**
 * The file exchange (spec 02): superusers share files, each with a comment. Every use case
 * checks `file_exchange.use` first.
 */
import type {
  FileExchangeEntry,
  FileExchangeListQuery,
  FileExchangeListResponse,
  SubmitFileCommentInput,
} from '@sciscope/contracts';
import { FILE_EXCHANGE_LIMITS } from '@sciscope/contracts';
import type { ReadStream } from 'node:fs';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { sanitizeFilename } from './file-exchange.content';
import { fileExchangeErrors } from './file-exchange.errors';
import type { FileExchangeRepository, FileExchangeRow } from './file-exchange.repository';
import type { FileExchangeStorage } from './file-exchange.storage';

export interface FileExchangeDeps {
  access: AccessRepository;
  files: FileExchangeRepository;
  storage: FileExchangeStorage;
  actor: Actor;
}

function entryOf({ id, filename, size, dateCreated, comment }: FileExchangeRow): FileExchangeEntry {
  return { id, filename, size, dateCreated, comment };
}

/** `GET /api/file-exchange/list`: one page of the files, newest first. */
export async function listFiles({
  access,
  files,
  actor,
  query,
}: Omit<FileExchangeDeps, 'storage'> & { query: FileExchangeListQuery }): Promise<FileExchangeListResponse> {
  await requireAccess({ access, user: actor, permission: 'file_exchange.use' });
  const pageSize = FILE_EXCHANGE_LIMITS.pageSize;
  const { rows, count } = await files.list({ offset: (query.page - 1) * pageSize, limit: pageSize });
  return { results: rows.map(entryOf), count, page: query.page, pageSize };
}

/**
 * `POST /api/file-exchange/upload/`: stores the bytes (checked by content and size, see the
 * storage) under the sanitised original name. Returns the new entry.
 */
export async function uploadFile({
  access,
  files,
  storage,
  actor,
  originalName,
  chunks,
  maxBytes,
}: FileExchangeDeps & {
  originalName: string;
  chunks: AsyncIterable<Buffer>;
  maxBytes: number;
}): Promise<FileExchangeEntry> {
  const { user } = await requireAccess({ access, user: actor, permission: 'file_exchange.use' });
  const filename = sanitizeFilename(originalName, FILE_EXCHANGE_LIMITS.filename);
  const stored = await storage.store({ chunks, filename, maxBytes });
  return entryOf(await files.insert({ filename, ...stored, uploadedBy: user?.id ?? null }));
}

/** `POST /api/file-exchange/submit-comment/`: the entry with its new comment. */
export async function submitFileComment({
  access,
  files,
  actor,
  input,
}: Omit<FileExchangeDeps, 'storage'> & { input: SubmitFileCommentInput }): Promise<FileExchangeEntry> {
  await requireAccess({ access, user: actor, permission: 'file_exchange.use' });
  const row = await files.updateComment({ id: input.id, comment: input.comment.trim() });
  if (!row) throw fileExchangeErrors.notFound();
  return entryOf(row);
}

/** `GET /api/file-exchange/download/{id}`: the bytes with the name and type to send them under. */
export async function downloadFile({ access, files, storage, actor, id }: FileExchangeDeps & { id: number }): Promise<{
  filename: string;
  mediaType: string;
  size: number;
  stream: ReadStream;
}> {
  await requireAccess({ access, user: actor, permission: 'file_exchange.use' });
  const row = await files.find(id);
  const stored = row && (await storage.open(row.sha256));
  if (!row || !stored) throw fileExchangeErrors.notFound();
  return { filename: row.filename, mediaType: row.mediaType, size: stored.size, stream: stored.stream };
}
