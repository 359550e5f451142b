/**
 * Referees marked on proposals (spec 03: "mark candidates as referees (proposals only)").
 *
 * Policy (left open by the spec, decided here): a mark belongs to the proposal, not to the
 * user, so every member of the folder sees the same marks. Marking and unmarking need the
 * folder's editor role (`proposals.mark_referees`: editors, the organization's admins,
 * superusers; the same condition that sets the list's `canMarkAsReferees`); viewers get 403,
 * users without a role 404 'Proposal not found.'. A mark keeps the candidate's score at the
 * first marking; marking again changes nothing, unmarking forgets it.
 */
import {
  MARKS_LIMITS,
  REFEREES_CSV_DELIMITERS,
  type FolderMarksQuery,
  type FolderMarksResponse,
  type MarkRefereesInput,
  type OrgMarksExportQuery,
  type RefereeMarksResponse,
  type UnmarkRefereesInput,
} from '@sciscope/contracts';
import { requireAccess, isSystemActor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { writeTableFile, type ExportFile } from '../referees/table-file';
import { foldersErrors } from './folders.errors';
import { requireFolder, type FoldersDeps } from './folders.usecases';
import type { ProposalsRepository } from './proposals.repository';
import { requireProposal } from './proposals.usecases';
import type { MarkExportRow, RefereeMarksRepository } from './referee-marks.repository';

export interface RefereeMarksDeps extends FoldersDeps {
  proposals: ProposalsRepository;
  marks: RefereeMarksRepository;
}

/** 400 when the body's proposalId is not the one of the path (a client mixing up proposals). */
function samePath(pathId: number, bodyId: number): void {
  if (pathId !== bodyId) throw commonErrors.validation({ proposalId: 'proposalId must be the proposal of the path.' });
}

/** `POST /api/proposals/{id}/mark-as-referees/`. */
export async function markReferees({
  proposalId,
  input,
  ...deps
}: RefereeMarksDeps & { proposalId: number; input: MarkRefereesInput }): Promise<RefereeMarksResponse> {
  await requireProposal({ ...deps, proposalId, permission: 'proposals.mark_referees' });
  samePath(proposalId, input.proposalId);
  const known = await deps.marks.existingAuthorIds({ authorIds: input.authorsIds });
  const problems: Record<string, string> = {};
  input.authorsIds.forEach((id, i) => {
    if (!known.has(id)) problems[`authorsIds.${i}`] = 'Unknown author id.';
  });
  if (Object.keys(problems).length > 0) throw commonErrors.validation(problems);
  const seen = new Set<number>();
  const marks = input.authorsIds
    .map((authorId, i) => ({ authorId, score: input.scores[i] ?? 0 }))
    .filter((m) => !seen.has(m.authorId) && seen.add(m.authorId));
  const userId = deps.user && !isSystemActor(deps.user) ? deps.user.id : null;
  await deps.marks.mark({ proposalId, marks, userId, at: nowIso() });
  return { markedAuthorsIds: await deps.marks.markedAuthorIds({ proposalId }) };
}

/** `POST /api/proposals/{id}/unmark-as-referees/`. */
export async function unmarkReferees({
  proposalId,
  input,
  ...deps
}: RefereeMarksDeps & { proposalId: number; input: UnmarkRefereesInput }): Promise<RefereeMarksResponse> {
  await requireProposal({ ...deps, proposalId, permission: 'proposals.mark_referees' });
  samePath(proposalId, input.proposalId);
  await deps.marks.unmark({ proposalId, authorIds: input.authorsIds });
  return { markedAuthorsIds: await deps.marks.markedAuthorIds({ proposalId }) };
}

/** `GET /api/folders/{id}/marks?author_id=`: the folder's proposals where the author is marked. */
export async function listFolderMarks({
  folderId,
  query,
  ...deps
}: RefereeMarksDeps & { folderId: number; query: FolderMarksQuery }): Promise<FolderMarksResponse> {
  const { folder } = await requireFolder({ ...deps, folderId, permission: 'folders.marks.read' });
  const author = await deps.marks.author({ authorId: query.author_id });
  if (!author) throw commonErrors.notFound('Author');
  const pageSize = MARKS_LIMITS.pageSize;
  const { rows, total } = await deps.marks.listForAuthor({
    folderId,
    authorId: author.id,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    folder: { id: folder.id, name: folder.name, organizationId: folder.organizationId },
    author,
    marks: rows,
    total,
    page: query.page,
    pageSize,
  };
}

/** The columns of the organization export, in order. */
export const MARKS_EXPORT_COLUMNS: ReadonlyArray<{
  header: string;
  value: (r: MarkExportRow) => string | number | null;
}> = [
  { header: 'Proposal id', value: (r) => r.proposalId },
  { header: 'Origin id', value: (r) => r.originId },
  { header: 'Title', value: (r) => r.title },
  { header: 'Author id', value: (r) => r.authorId },
  { header: 'Name', value: (r) => r.name },
  { header: 'ORCID', value: (r) => r.orcid },
  { header: 'Score', value: (r) => Number(r.score.toFixed(4)) },
  { header: 'Marked at', value: (r) => r.markedAt },
];

/**
 * `/orgadmin/{orgId}/export-proposal-referees/folder/{folderId}/`: one row per proposal of
 * the folder and author marked on it, for the organization's admins and superusers. A folder
 * of another organization (or a personal one) answers 404 'Folder not found.'.
 */
export async function exportFolderMarks({
  organizationId,
  folderId,
  query,
  ...deps
}: RefereeMarksDeps & { organizationId: number; folderId: number; query: OrgMarksExportQuery }): Promise<ExportFile> {
  await requireAccess({
    access: deps.access,
    user: deps.user,
    permission: 'orgadmin.export_proposal_referees',
    resource: { kind: 'organization', id: organizationId },
  });
  const folder = await deps.folders.find({ folderId });
  if (!folder || folder.organizationId !== organizationId) throw foldersErrors.folderNotFound();
  const rows = await deps.marks.folderMarks({ folderId });
  const table = [
    MARKS_EXPORT_COLUMNS.map((c) => c.header),
    ...rows.map((r) => MARKS_EXPORT_COLUMNS.map((c) => c.value(r))),
  ];
  const base = `proposal-referees-folder-${folderId}`;
  return writeTableFile({
    table,
    format: query.export_format,
    delimiter: REFEREES_CSV_DELIMITERS[query.csv_delimiter],
    baseName: base,
    sheetName: 'Marked referees',
  });
}
