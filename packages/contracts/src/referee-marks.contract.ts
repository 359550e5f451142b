import { z } from 'zod';
import { entityIdSchema } from './articles.contract';

/**
 * Referees marked on a proposal (spec 03 sections 4 and 7): the mark and unmark calls of the
 * referee finder, a folder's marks of one author (`/folder/{id}/marks?author_id=`) and the
 * organization's export of a folder's marks.
 */

/** Authors marked or unmarked in one call. */
export const MARKS_LIMITS = { authorsPerCall: 500, pageSize: 50 } as const;

const authorsIdsSchema = z
  .array(entityIdSchema, { message: 'authorsIds must be a list of author ids.' })
  .min(1, 'Select at least one author.')
  .max(MARKS_LIMITS.authorsPerCall, `At most ${MARKS_LIMITS.authorsPerCall} authors at once.`);

/** `POST /api/proposals/{id}/mark-as-referees/`: `scores[i]` is the score of `authorsIds[i]`. */
export const markRefereesInputSchema = z
  .object({
    proposalId: entityIdSchema,
    authorsIds: authorsIdsSchema,
    scores: z.array(z.number({ message: 'Scores must be numbers.' }).finite()),
  })
  .refine((b) => b.scores.length === b.authorsIds.length, {
    message: 'Give one score per author.',
    path: ['scores'],
  });
export type MarkRefereesInput = z.infer<typeof markRefereesInputSchema>;

/** `POST /api/proposals/{id}/unmark-as-referees/`. */
export const unmarkRefereesInputSchema = z.object({ proposalId: entityIdSchema, authorsIds: authorsIdsSchema });
export type UnmarkRefereesInput = z.infer<typeof unmarkRefereesInputSchema>;

/** The answer to mark and unmark: the proposal's marked authors afterwards. */
export const refereeMarksResponseSchema = z.object({ markedAuthorsIds: z.array(z.number().int()) });
export type RefereeMarksResponse = z.infer<typeof refereeMarksResponseSchema>;

/** `GET /api/folders/{id}/marks?author_id=&page=`. */
export const folderMarksQuerySchema = z.object({
  author_id: z.coerce
    .number({ message: 'author_id must be an author id.' })
    .int()
    .positive('author_id must be an author id.'),
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
});
export type FolderMarksQuery = z.infer<typeof folderMarksQuerySchema>;

export const folderMarkSchema = z.object({
  proposalId: z.number().int(),
  title: z.string(),
  originId: z.string().nullable(),
  score: z.number(),
  markedAt: z.string(),
  markedBy: z.string().nullable(),
});
export type FolderMark = z.infer<typeof folderMarkSchema>;

export const folderMarksResponseSchema = z.object({
  folder: z.object({ id: z.number().int(), name: z.string(), organizationId: z.number().int().nullable() }),
  author: z.object({ id: z.number().int(), name: z.string(), orcid: z.string().nullable() }),
  marks: z.array(folderMarkSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FolderMarksResponse = z.infer<typeof folderMarksResponseSchema>;

/** `/orgadmin/{orgId}/export-proposal-referees/folder/{folderId}/`. */
export const orgMarksExportParamsSchema = z.object({ orgId: entityIdSchema, folderId: entityIdSchema });
export const orgMarksExportQuerySchema = z.object({
  export_format: z.enum(['csv', 'xlsx'], { message: "Export format must be 'csv' or 'xlsx'." }).default('csv'),
  csv_delimiter: z
    .enum(['tab', 'comma', 'semicolon', 'pipe'], {
      message: "CSV delimiter must be 'tab', 'comma', 'semicolon' or 'pipe'.",
    })
    .default('comma'),
});
export type OrgMarksExportQuery = z.infer<typeof orgMarksExportQuerySchema>;
