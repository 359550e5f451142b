import {
  affiliationKey,
  compareParsedNames,
  parseAuthorName,
  sameAffiliation,
  type ParsedName,
} from '@sciscope/engine';
import type { AuthorMatchReason, ProposalAuthor } from '@sciscope/contracts';
import type { AuthorMatchCandidate, AuthorMatchRepository } from './author-match.repository';
import type { StoredProposalAuthor } from './proposals.repository';

/** True when the person's first given name is spelled out (not an initial) and equals the candidate's. */
function fullFirstNameMatch(person: ParsedName, candidate: ParsedName): boolean {
  const first = person.given[0] ?? '';
  return first.length > 1 && candidate.given[0] === first;
}

/**
 * At most this many corpus profiles are linked to one person: the corpus splits some people
 * into two or three profiles, while a common name ("Wei Wang") under more is many people, and
 * linking them all would strike dozens of candidates and their co-authors as conflicts.
 */
export const MAX_LINKED_PROFILES = 3;

/** What the name match found: the profiles linked (lowest id first), or how many might fit. */
export interface NameMatchResult {
  authorIds: number[];
  matchedBy: 'name_affiliation' | 'name' | null;
  /** With nothing linked: the corpus authors that may be the person (asked to pick one). */
  possibleMatches: number;
}

/**
 * The corpus authors a person is, by name: the corpus authors with the person's name block key
 * (surname + first initial, as the importer stores `name_key`) whose names are compatible.
 * Those with one of the person's declared affiliations come first: a single one is the match
 * ('name_affiliation'). Several with the affiliation are one person split into profiles when
 * their first name is the person's, spelled out: all are linked (up to `MAX_LINKED_PROFILES`).
 * Without affiliation evidence only a spelled-out first name equal to the candidate's counts
 * ('name'; "M. Garcia" or "Mateo Garcia" never take "M. Garcia" on the name alone), and only
 * when nothing contradicts it: a document that declares affiliations for the person, none of
 * which the profile has (while it has others), names someone else as likely as the person
 * (walk 15: "Jan Novak, Charles University" took an NVIDIA researcher's profile, and every
 * NVIDIA candidate became a conflict). Such a profile is offered, not linked. Several
 * name-only profiles are linked only when the document declares no affiliation for the person.
 * Otherwise nothing is linked and `possibleMatches` says how many may fit.
 */
export function matchByName(
  person: { name: string; affiliations: string[] },
  candidates: readonly AuthorMatchCandidate[],
): NameMatchResult {
  const parsed = parseAuthorName(person.name);
  const compatible = candidates
    .map((c) => ({ candidate: c, parsed: parseAuthorName(c.name) }))
    .filter((c) => compareParsedNames(parsed, c.parsed) !== 'incompatible');
  const declared = person.affiliations.map(affiliationKey).filter((a) => a.trim() !== '');
  const withAffiliation = compatible.filter((c) =>
    c.candidate.affiliations.some((inst) => declared.some((d) => sameAffiliation(d, affiliationKey(inst)))),
  );
  if (withAffiliation.length === 1)
    return { authorIds: [withAffiliation[0]!.candidate.id], matchedBy: 'name_affiliation', possibleMatches: 0 };
  const pool = withAffiliation.length > 0 ? withAffiliation : compatible;
  const fullMatches = pool.filter((c) => fullFirstNameMatch(parsed, c.parsed));
  const full = fullMatches.map((c) => c.candidate.id);
  const several = full.length > 1 && (withAffiliation.length > 0 || declared.length === 0);
  // On the name alone, a profile known only elsewhere than every declared affiliation is not the
  // person's without their say.
  const contradicted =
    withAffiliation.length === 0 && declared.length > 0 && fullMatches.some((c) => c.candidate.affiliations.length > 0);
  if ((full.length === 1 && !contradicted) || (several && full.length <= MAX_LINKED_PROFILES))
    return {
      authorIds: full.sort((a, b) => a - b),
      matchedBy: withAffiliation.length > 0 ? 'name_affiliation' : 'name',
      possibleMatches: 0,
    };
  return { authorIds: [], matchedBy: null, possibleMatches: full.length > 1 ? full.length : pool.length };
}

/**
 * Links a proposal's authors to corpus authors, so co-authorship conflicts can be checked:
 * an author the person linked (or unlinked, `matchedBy: 'user'`) keeps that choice; the
 * others are matched again on every save, by ORCID first, then by name (see `matchByName`).
 * A non-null `authorId` is the person's choice unless it is exactly what the match finds
 * again: without a reason (older proposals, API clients), or with an automatic reason that
 * no longer holds (a client that copied a read proposal and changed the id), it is kept as
 * 'user' and never overwritten — except a same-name profile under an automatic reason that the
 * match now leaves unlinked (a namesake linked before the rules checked the declared
 * affiliation), which is dropped so that saving again corrects it.
 */
export async function matchProposalAuthors(
  repo: AuthorMatchRepository,
  authors: readonly ProposalAuthor[],
): Promise<StoredProposalAuthor[]> {
  const isUsers = (a: ProposalAuthor) => a.matchedBy === 'user' || (a.authorId !== null && a.matchedBy === null);
  const usersChoice = (a: ProposalAuthor): StoredProposalAuthor => ({
    ...a,
    matchedBy: 'user',
    otherAuthorIds: [],
    possibleMatches: 0,
  });
  const open = authors.filter((a) => !isUsers(a));
  if (open.length === 0) return authors.map(usersChoice);
  const orcids = [...new Set(open.flatMap((a) => (a.orcid ? [a.orcid.toUpperCase()] : [])))];
  const byOrcid = orcids.length > 0 ? await repo.idsByOrcid(orcids) : new Map<string, number>();
  const keys = [...new Set(open.map((a) => parseAuthorName(a.name).blockKey))];
  const byKey = await repo.candidatesByNameKeys(keys);
  return authors.map((a): StoredProposalAuthor => {
    if (isUsers(a)) return usersChoice(a);
    const orcidId = a.orcid ? byOrcid.get(a.orcid.toUpperCase()) : undefined;
    const found: { authorIds: number[]; matchedBy: AuthorMatchReason | null; possibleMatches: number } =
      orcidId !== undefined
        ? { authorIds: [orcidId], matchedBy: 'orcid', possibleMatches: 0 }
        : matchByName(a, byKey.get(parseAuthorName(a.name).blockKey) ?? []);
    const [authorId = null, ...otherAuthorIds] = found.authorIds;
    // An automatic link to a namesake the rules no longer make (a name-only match that the
    // declared affiliation contradicts, stored before that was checked) is dropped, not made
    // the person's choice; another id under an automatic reason is theirs.
    const droppedNamesake =
      a.matchedBy !== null &&
      authorId === null &&
      (byKey.get(parseAuthorName(a.name).blockKey) ?? []).some((c) => c.id === a.authorId);
    if (a.authorId !== null && a.authorId !== authorId && !droppedNamesake) return usersChoice(a);
    if (authorId === null)
      return { ...a, authorId: null, matchedBy: null, otherAuthorIds: [], possibleMatches: found.possibleMatches };
    return { ...a, authorId, matchedBy: found.matchedBy, otherAuthorIds, possibleMatches: 0 };
  });
}
