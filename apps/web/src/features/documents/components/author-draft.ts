import type { AuthorMatchReason, ManuscriptExtractResponse, ProposalInput } from '@sciscope/contracts';

/** One author row of the proposal form: affiliations are typed separated by semicolons. */
export interface AuthorDraft {
  name: string;
  affiliations: string;
  orcid: string;
  /** The corpus author, how it was found, and its name (null when typed as an id). */
  authorId: number | null;
  matchedBy: AuthorMatchReason | null;
  authorName: string | null;
  /** Further corpus authors the last save linked to the same person (shown, never sent). */
  otherAuthors: Array<{ id: number; name: string }>;
  /** With no link: how many corpus authors the last save found that may be this person. */
  possibleMatches: number;
}

export const EMPTY_AUTHOR: AuthorDraft = {
  name: '',
  affiliations: '',
  orcid: '',
  authorId: null,
  matchedBy: null,
  authorName: null,
  otherAuthors: [],
  possibleMatches: 0,
};

/** The authors a manuscript read proposes, as rows to check; one empty row when it found none. */
export function draftsOfManuscript(authors: ManuscriptExtractResponse['authors']): AuthorDraft[] {
  if (authors.length === 0) return [EMPTY_AUTHOR];
  return authors.map((a) => ({ ...EMPTY_AUTHOR, name: a.name, affiliations: a.affiliations.join('; ') }));
}

/** The rows as the API takes them: empty rows dropped, affiliations split at ';'. */
export function authorInputsOf(drafts: readonly AuthorDraft[]): NonNullable<ProposalInput['authors']> {
  return drafts
    .filter((a) => a.name.trim() || a.affiliations.trim() || a.orcid.trim())
    .map((a) => ({
      name: a.name,
      affiliations: a.affiliations
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
      orcid: a.orcid.trim() || null,
      authorId: a.authorId,
      matchedBy: a.matchedBy,
    }));
}
