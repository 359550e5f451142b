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

/** '2 corpus authors match' (several profiles of one name). */
export function corpusMatchesText(count: number): string {
  return count === 1 ? '1 corpus author matches' : `${count} corpus authors match`;
}

/**
 * Said beside a person linked to several corpus profiles: all of them count for the conflict
 * checks, and picking one is how to say they are different people.
 */
export function severalProfilesText(count: number): string {
  return `${corpusMatchesText(count)}, all checked for conflicts of interest: pick one if they are different people`;
}
