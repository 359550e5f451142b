import type { ManuscriptExtractResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { AppError } from '../../app/errors';
import type { ManuscriptOutcome } from './manuscript.worker';

/** Reads a manuscript somewhere (a worker thread in the server, in-process elsewhere). */
export type ManuscriptReader = (input: { bytes: Uint8Array }) => Promise<ManuscriptOutcome>;

/**
 * `POST /api/proposals/extract-manuscript`: reads an uploaded PDF or DOCX and proposes the
 * proposal's title, abstract and authors for the user to confirm. Nothing is stored: neither
 * the file (read from memory) nor its name, which is never used.
 */
export async function extractManuscript({
  access,
  user,
  bytes,
  read,
}: {
  access: AccessRepository;
  user: Actor;
  bytes: Uint8Array;
  read: ManuscriptReader;
}): Promise<ManuscriptExtractResponse> {
  await requireAccess({ access, user, permission: 'proposals.extract_manuscript' });
  const outcome = await read({ bytes });
  if (!outcome.ok) throw new AppError({ code: outcome.code, message: outcome.message });
  return outcome.value;
}
