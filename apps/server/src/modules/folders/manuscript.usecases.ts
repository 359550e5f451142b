import type { ManuscriptExtractResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { proposeManuscriptFields } from './manuscript-fields';
import { readManuscript } from './manuscript-text';

/**
 * `POST /api/proposals/extract-manuscript`: reads an uploaded PDF or DOCX and proposes the
 * proposal's title, abstract and authors for the user to confirm. Nothing is stored: neither
 * the file (read from memory) nor its name, which is never used.
 */
export async function extractManuscript({
  access,
  user,
  bytes,
}: {
  access: AccessRepository;
  user: Actor;
  bytes: Uint8Array;
}): Promise<ManuscriptExtractResponse> {
  await requireAccess({ access, user, permission: 'proposals.extract_manuscript' });
  const manuscript = await readManuscript(bytes);
  const fields = proposeManuscriptFields(manuscript.lines);
  return {
    format: manuscript.format,
    pages: manuscript.pages,
    ...fields,
    textLength: manuscript.lines.reduce((n, l) => n + l.text.length + 1, 0),
  };
}
