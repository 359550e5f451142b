import type { ImportProposalsResponse } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { requireFolder } from './folders.usecases';
import { matchProposalAuthors } from './author-match.usecases';
import { parseProposalsImport } from './proposals-import';
import { proposalConcepts, type ProposalsDeps } from './proposals.usecases';

/**
 * Imports proposals into a folder (its editors): the valid rows are saved together, with
 * their concepts, in one transaction; invalid rows are reported (row, field, message) and not
 * saved. A file that cannot be parsed at all saves nothing (400).
 */
export async function importProposals({
  folderId,
  format,
  content,
  ...deps
}: ProposalsDeps & { folderId: number; format: 'csv' | 'json'; content: string }): Promise<ImportProposalsResponse> {
  const { folder } = await requireFolder({ ...deps, folderId, permission: 'folders.edit' });
  const parsed = parseProposalsImport({ format, content });
  const errors = [...parsed.errors];
  const known = await deps.proposals.existingAuthorIds({
    authorIds: [
      ...new Set(
        parsed.valid.flatMap((v) => v.fields.authors.flatMap((a) => (a.authorId === null ? [] : [a.authorId]))),
      ),
    ],
  });
  const valid = parsed.valid.filter(({ row, fields }) => {
    const unknown = fields.authors.findIndex((a) => a.authorId !== null && !known.has(a.authorId));
    if (unknown >= 0) errors.push({ row, field: `authors.${unknown}.authorId`, message: 'Unknown author id.' });
    return unknown < 0;
  });
  errors.sort((a, b) => a.row - b.row);
  const matcher = await deps.matcher();
  const items = [];
  for (const { fields: given } of valid) {
    const fields = { ...given, authors: await matchProposalAuthors(deps.proposals.authorMatch, given.authors) };
    items.push({ fields, concepts: await proposalConcepts(deps, fields, matcher) });
  }
  const createdIds =
    items.length === 0
      ? []
      : await deps.proposals.insertMany({
          folderId: folder.id,
          createdBy: deps.user && 'id' in deps.user ? deps.user.id : null,
          now: nowIso(),
          items,
        });
  return { created: createdIds.length, createdIds, errors };
}
