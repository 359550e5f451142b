import type { AuthorMatchReason } from '@sciscope/contracts';

/** One author row of the proposal form: affiliations are typed separated by semicolons. */
export interface AuthorDraft {
  name: string;
  affiliations: string;
  orcid: string;
  /** The corpus author, how it was found, and its name (null when typed as an id). */
  authorId: number | null;
  matchedBy: AuthorMatchReason | null;
  authorName: string | null;
}

export const EMPTY_AUTHOR: AuthorDraft = {
  name: '',
  affiliations: '',
  orcid: '',
  authorId: null,
  matchedBy: null,
  authorName: null,
};
