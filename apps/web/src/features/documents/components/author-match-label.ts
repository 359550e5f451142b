import type { AuthorMatchReason } from '@sciscope/contracts';

const LABELS: Record<AuthorMatchReason, string> = {
  orcid: 'matched by ORCID',
  name_affiliation: 'matched by name and affiliation',
  name: 'matched by name',
  user: 'set by hand',
};

/** How a proposal author's corpus author was found, as the pages say it. */
export function authorMatchLabel(reason: AuthorMatchReason | null): string {
  return reason === null ? 'set by hand' : LABELS[reason];
}
