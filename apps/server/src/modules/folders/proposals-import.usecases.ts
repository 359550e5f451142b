import type { ImportProposalsResponse } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { requireFolder } from './folders.usecases';
import { extractProposalConcepts } from './proposal-concepts';
import { parseProposalsImport } from './proposals-import';
import type { ProposalsDeps } from './proposals.usecases';

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
  const { valid, errors } = parseProposalsImport({ format, content });
  const matcher = await deps.matcher();
  const items = valid.map(({ fields }) => ({ fields, concepts: extractProposalConcepts(matcher, fields) }));
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
