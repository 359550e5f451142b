import { DOCUMENT_LIMITS } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import type { Db } from '../app/database/kysely';
import { AppError } from '../app/errors';
import { createFoldersRepository } from '../modules/folders/folders.repository';
import { importProposals } from '../modules/folders/proposals-import.usecases';
import { createProposalsRepository } from '../modules/folders/proposals.repository';
import { getSearchConceptMatcher } from '../modules/search/search-concept-matcher';
import { documentTypicality } from '../modules/representations/document-typicality.usecases';
import { countOf, readImportFile } from './import-file';

export const IMPORT_PROPOSALS_USAGE = `Usage: sciscope import proposals FOLDER FILE [--format=csv|json]
  FOLDER  the folder id (shown in the address of /folder/{id}/)
  FILE    CSV with a header row (title, abstract, origin_id, authors, other columns become
          attributes) or a JSON array of proposals; the format follows the extension unless
          --format is given. Valid rows are saved, invalid ones listed (row, field, message).
`;

/**
 * `sciscope import proposals FOLDER FILE`: the folder page's bulk import, run by whoever holds
 * the database (the system actor). Exit codes: 0 every row saved, 1 some rows rejected (the
 * valid ones are saved), 2 bad usage or a file that cannot be read at all.
 */
export async function runImportProposalsCommand(
  argv: string[],
  { db, out, err }: { db: Db; out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [folderArg, file, ...rest] = argv.filter((a) => !a.startsWith('--'));
  const formatOption = argv.find((a) => a.startsWith('--format='))?.split('=')[1];
  const folderId = Number(folderArg);
  if (!Number.isSafeInteger(folderId) || folderId <= 0 || !file || rest.length > 0) {
    err(IMPORT_PROPOSALS_USAGE);
    return 2;
  }
  const read = readImportFile(file, formatOption, DOCUMENT_LIMITS.importChars, err);
  if (!read) return 2;
  const { format, content } = read;
  try {
    const result = await importProposals({
      folders: createFoldersRepository({ db }),
      proposals: createProposalsRepository({ db }),
      access: createAccessRepository({ db }),
      matcher: () => getSearchConceptMatcher(db),
      typicality: (text, conceptIds) => documentTypicality({ db, text, conceptIds }),
      user: SYSTEM_ACTOR,
      folderId,
      format,
      content,
    });
    out(
      `imported ${countOf(result.created, 'proposal')} into folder ${folderId}; ${countOf(result.errors.length, 'error')}\n`,
    );
    for (const e of result.errors) out(`  row ${e.row}, ${e.field}: ${e.message}\n`);
    return result.errors.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof AppError) {
      err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
