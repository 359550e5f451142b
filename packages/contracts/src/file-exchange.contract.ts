import { z } from 'zod';
import { entityIdSchema } from './articles.contract';

/**
 * The file exchange (spec 02 §2, §7): superusers share files with a comment each. Uploads are
 * multipart (`POST /api/file-exchange/upload/`, field `file`); the list, the comment change
 * and the download below.
 */
export const FILE_EXCHANGE_LIMITS = {
  /** Characters in a comment. */
  comment: 2000,
  /** Characters kept of an original file name (the extension is kept when it is cut). */
  filename: 200,
  /** Rows per page of the list. */
  pageSize: 100,
} as const;

/** Texts of the page, verbatim from spec 02 where it gives them. */
export const FILE_EXCHANGE_TEXTS = {
  empty: 'No files yet',
  editComment: 'Edit comment',
  commentPlaceholder: 'Comment',
} as const;

/** A file exchange entry (spec 02 §3): id, filename, size, dateCreated, comment. */
export const fileExchangeEntrySchema = z.object({
  id: z.number().int(),
  /** The original name, sanitised. */
  filename: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** ISO 8601. */
  dateCreated: z.string(),
  comment: z.string(),
});
export type FileExchangeEntry = z.infer<typeof fileExchangeEntrySchema>;

export const fileExchangeListQuerySchema = z.object({
  /** 1-based page of FILE_EXCHANGE_LIMITS.pageSize rows, newest first. */
  page: z.coerce.number({ message: 'Page must be a number.' }).int().min(1, 'Page must be 1 or more.').default(1),
});
export type FileExchangeListQuery = z.infer<typeof fileExchangeListQuerySchema>;

export const fileExchangeListResponseSchema = z.object({
  results: z.array(fileExchangeEntrySchema),
  /** Entries in all pages. */
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FileExchangeListResponse = z.infer<typeof fileExchangeListResponseSchema>;

/**
 * A comment as stored: trimmed, at most FILE_EXCHANGE_LIMITS.comment characters. A longer one is
 * refused (400 with this message), never cut; the comment dialog checks it with this schema too.
 */
export const fileCommentSchema = z
  .string({ message: 'Comment must be text.' })
  .trim()
  .max(
    FILE_EXCHANGE_LIMITS.comment,
    `A comment has at most ${FILE_EXCHANGE_LIMITS.comment.toLocaleString('en-US')} characters.`,
  );

export const submitFileCommentSchema = z.object({
  id: entityIdSchema,
  comment: fileCommentSchema,
});
export type SubmitFileCommentInput = z.infer<typeof submitFileCommentSchema>;

/** The answer of `POST /api/file-exchange/submit-comment/` (spec 02 §7: `fileExchange`, the entry as saved). */
export const submitFileCommentResponseSchema = z.object({ fileExchange: fileExchangeEntrySchema });
export type SubmitFileCommentResponse = z.infer<typeof submitFileCommentResponseSchema>;

export const fileExchangeIdParamsSchema = z.object({ id: entityIdSchema });
