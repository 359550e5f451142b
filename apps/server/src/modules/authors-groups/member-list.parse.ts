/**
 * Reading a pasted list of group members: ORCIDs (bare, hyphenated or not, or as orcid.org
 * links) and corpus author ids (numbers, or links to an author page), separated by spaces,
 * commas, semicolons or line breaks. Pure: the use case looks the entries up.
 */
import { isValidOrcidChecksum } from '@sciscope/contracts';

export type ParsedEntry =
  | { input: string; kind: 'orcid'; orcid: string }
  | { input: string; kind: 'author_id'; authorId: number }
  | { input: string; kind: 'unknown' };

/** The largest id an integer column holds on both engines. */
const MAX_ID = 2_147_483_647;

const ORCID_FORM = /^(?:(?:https?:\/\/)?(?:www\.)?orcid\.org\/|orcid:)?(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])\/?$/i;
const AUTHOR_LINK = /\/author\/(\d+)(?:[-/?#]|$)/;

/** One entry of the list. */
export function parseMemberEntry(input: string): ParsedEntry {
  const orcid = ORCID_FORM.exec(input);
  if (orcid) {
    const digits = `${orcid[1]}${orcid[2]}${orcid[3]}${orcid[4]!.toUpperCase()}`;
    if (isValidOrcidChecksum(digits)) {
      return { input, kind: 'orcid', orcid: `${orcid[1]}-${orcid[2]}-${orcid[3]}-${orcid[4]!.toUpperCase()}` };
    }
    return { input, kind: 'unknown' };
  }
  const id = /^\d{1,10}$/.test(input) ? input : (AUTHOR_LINK.exec(input)?.[1] ?? null);
  if (id !== null) {
    const authorId = Number(id);
    if (authorId >= 1 && authorId <= MAX_ID) return { input, kind: 'author_id', authorId };
  }
  return { input, kind: 'unknown' };
}

/** The entries of a pasted list, in order (empty pieces dropped). */
export function parseMemberList(text: string): ParsedEntry[] {
  return text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map(parseMemberEntry);
}
