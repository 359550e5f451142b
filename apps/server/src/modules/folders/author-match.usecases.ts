import { compareParsedNames, parseAuthorName, type ParsedName } from '@sciscope/engine';
import type { ProposalAuthor } from '@sciscope/contracts';
import type { AuthorMatchCandidate, AuthorMatchRepository } from './author-match.repository';

/** Lower-cased, accent-free words of an affiliation, so "Université  Paris-Saclay" meets "universite paris saclay". */
export function affiliationKey(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Same institution: equal names, or one contains the other as whole words when the contained
 * one has at least two words ("Alpha Institute" in "Alpha Institute, Boston"; a bare
 * "University" matches nothing).
 */
function sameAffiliation(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.trim().includes(' ') && long.includes(short);
}

/** True when the person's first given name is spelled out (not an initial) and equals the candidate's. */
function fullFirstNameMatch(person: ParsedName, candidate: ParsedName): boolean {
  const first = person.given[0] ?? '';
  return first.length > 1 && candidate.given[0] === first;
}

/**
 * The corpus author a person is, by name: the corpus authors with the person's name block key
 * (surname + first initial, as the importer stores `name_key`) whose names are compatible.
 * Those with one of the person's declared affiliations come first: a single one is the match
 * ('name_affiliation'). Without affiliation evidence only a spelled-out first name equal to
 * the candidate's counts ('name'; "M. Garcia" or "Mateo Garcia" never take "M. Garcia" on
 * the name alone). Null when none or still ambiguous.
 */
export function matchByName(
  person: { name: string; affiliations: string[] },
  candidates: readonly AuthorMatchCandidate[],
): { authorId: number; matchedBy: 'name_affiliation' | 'name' } | null {
  const parsed = parseAuthorName(person.name);
  const compatible = candidates
    .map((c) => ({ candidate: c, parsed: parseAuthorName(c.name) }))
    .filter((c) => compareParsedNames(parsed, c.parsed) !== 'incompatible');
  if (compatible.length === 0) return null;
  const declared = person.affiliations.map(affiliationKey).filter((a) => a.trim() !== '');
  const withAffiliation = compatible.filter((c) =>
    c.candidate.affiliations.some((inst) => declared.some((d) => sameAffiliation(d, affiliationKey(inst)))),
  );
  if (withAffiliation.length === 1)
    return { authorId: withAffiliation[0]!.candidate.id, matchedBy: 'name_affiliation' };
  const pool = withAffiliation.length > 0 ? withAffiliation : compatible;
  const full = pool.filter((c) => fullFirstNameMatch(parsed, c.parsed));
  if (full.length !== 1) return null;
  return { authorId: full[0]!.candidate.id, matchedBy: withAffiliation.length > 0 ? 'name_affiliation' : 'name' };
}

/**
 * Links a proposal's authors to corpus authors, so co-authorship conflicts can be checked:
 * an author the person linked (or unlinked, `matchedBy: 'user'`) keeps that choice; the
 * others are matched again on every save, by ORCID first, then by name (see `matchByName`).
 * A non-null `authorId` is the person's choice unless it is exactly what the match finds
 * again: without a reason (older proposals, API clients), or with an automatic reason that
 * no longer holds (a client that copied a read proposal and changed the id), it is kept as
 * 'user' and never overwritten.
 */
export async function matchProposalAuthors(
  repo: AuthorMatchRepository,
  authors: readonly ProposalAuthor[],
): Promise<ProposalAuthor[]> {
  const isUsers = (a: ProposalAuthor) => a.matchedBy === 'user' || (a.authorId !== null && a.matchedBy === null);
  const open = authors.filter((a) => !isUsers(a));
  if (open.length === 0) return authors.map((a) => ({ ...a, matchedBy: 'user' }));
  const orcids = [...new Set(open.flatMap((a) => (a.orcid ? [a.orcid.toUpperCase()] : [])))];
  const byOrcid = orcids.length > 0 ? await repo.idsByOrcid(orcids) : new Map<string, number>();
  const keys = [...new Set(open.map((a) => parseAuthorName(a.name).blockKey))];
  const byKey = await repo.candidatesByNameKeys(keys);
  return authors.map((a): ProposalAuthor => {
    if (isUsers(a)) return { ...a, matchedBy: 'user' };
    const orcidId = a.orcid ? byOrcid.get(a.orcid.toUpperCase()) : undefined;
    const found =
      orcidId !== undefined
        ? { authorId: orcidId, matchedBy: 'orcid' as const }
        : matchByName(a, byKey.get(parseAuthorName(a.name).blockKey) ?? []);
    if (a.authorId !== null && a.authorId !== found?.authorId) return { ...a, matchedBy: 'user' };
    return found ? { ...a, ...found } : { ...a, authorId: null, matchedBy: null };
  });
}
