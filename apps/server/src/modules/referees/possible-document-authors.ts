/**
 * Candidates who may be a document author under another corpus profile (walk 11: a pasted
 * "F. Plumet", initials only, ranked #2 for their own paper; walk 13: the proposal linked
 * "Börje Karlsson", and the split profile "Börje F. Karlsson" ranked #278 as a mere colleague).
 * Such a candidate is not a `document_author` (no link says so), so the name is what points at
 * them: a candidate whose name fits a document author's, with evidence that it is the same
 * person, is a conflict of interest (`possible_document_author`), flagged with the author's name
 * and left out under `exclude_coi` like the other conflicts.
 *
 * The rule, conservative so that a stranger with a common name is not flagged:
 * - the names are compatible: the same name key (surname + first initial) and given names that
 *   may abbreviate each other, middle names optional ("F. Plumet" and "Frédéric Plumet",
 *   "Börje Karlsson" and "Börje F. Karlsson"; not "Frank" and "Frédéric", nor "Jia" and
 *   "Jiajun": clipped forms are nearly always other people, name-key.ts), with the name on the
 *   document and with the names of the author's linked profiles;
 * - they never wrote a paper together (one person is not their own co-author);
 * - and there is evidence of one person, which depends on how rare the name is. A name is rare
 *   when at most `RARE_SURNAME_PROFILES` corpus profiles carry the surname, or when the author's
 *   name spells out the first given name and at most that many profiles carry a name compatible
 *   with it and with the candidate's ("Z. Li" fits "Zehan Li" and every other Z. Li, so it is
 *   no rare name). For a linked author, a rare name needs one thing more: an institution held
 *   by both (any year), a co-author in common, or no institution known on one side (measured on
 *   300 corpus articles, the name alone flagged "Yi Zeng" or "Qin Chen" of other universities).
 *   A common name needs all of: both names spell out the first given name, the candidate held
 *   an institution the author holds in the same years (give or take one; a declared
 *   affiliation, matched by the institution-name rule, is held in the reference year), and a
 *   co-author in common (without it, seven "Chen Chen" were flagged for one author: several
 *   people of a common name work at one large university). An initial never suffices for a
 *   common name: the document's "Wei Wang" does not make any "W. Wang" a possible author.
 * An author without a corpus profile who declares affiliations is matched by those (in any
 * year, initials accepted, walk 11): a declared affiliation the candidate never had leaves them
 * apart, however rare the name; one without declared affiliations by a rare name alone.
 */
import { compareParsedNames, parseAuthorName, type ParsedName } from '@sciscope/engine';
import { inChunks } from '../../app/database/in-chunks';
import type { RefDoc } from './ref-doc.port';
import type { RefereeCorpus } from './referee-corpus.repository';
import type { RefereesFactsRepository } from './referees-facts.repository';
import { institutionsOf, type DocumentConflictSide } from './conflict-side';

/**
 * A surname (or a spelled-out name) held by at most this many corpus profiles is rare enough
 * for a compatible name alone to suggest the person (one person is split into up to three
 * profiles at most).
 */
export const RARE_SURNAME_PROFILES = 3;

export const POSSIBLE_DOCUMENT_AUTHOR = 'possible_document_author';

/** The document's authors without a corpus profile (no conflict checks beyond the name), by index. */
export function unlinkedDocumentAuthors(doc: Pick<RefDoc, 'authors'>): Array<{ index: number; name: string }> {
  return doc.authors.flatMap((a, index) =>
    a.authorId === null && a.name.trim() !== '' ? [{ index, name: a.name.trim() }] : [],
  );
}

/** A document author as the rule sees them. */
interface Person {
  index: number;
  parsed: ParsedName;
  /** Their linked corpus profiles (none for an unlinked author). */
  profileIds: number[];
  /** Whether the document declares an affiliation for them. */
  declares: boolean;
}

/**
 * The corpus authors who may be the document's authors under another profile (see the module
 * comment): for each, the indexes of the document authors they may be. A few statements per
 * document; `side` is the document's conflict side (its authors' institutions and co-authors).
 */
export async function possibleDocumentAuthors({
  facts,
  corpus,
  doc,
  side,
  referenceYear,
}: {
  facts: Pick<RefereesFactsRepository, 'authorsByNameKeys' | 'surnameProfileCounts' | 'authorNames' | 'papersOf'>;
  corpus: RefereeCorpus;
  doc: Pick<RefDoc, 'authors'>;
  side: Pick<DocumentConflictSide, 'authorIds' | 'coauthors' | 'institutions' | 'periods'>;
  /** The year a declared affiliation is held in (the ranking's reference year). */
  referenceYear: number;
}): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  /** Candidates whose evidence needs a co-author in common with the author as well. */
  const needCoauthor: Array<{ authorId: number; index: number }> = [];
  const people: Person[] = doc.authors.flatMap((a, index) => {
    const parsed = parseAuthorName(a.name.trim());
    if (parsed.last.length <= 1 || parsed.given.length === 0) return [];
    const profileIds = a.authorId ? [a.authorId, ...(a.otherAuthorIds ?? [])] : [];
    return [{ index, parsed, profileIds, declares: a.affiliations.some((x) => x.trim() !== '') }];
  });
  if (people.length === 0) return out;
  const [block, profileNames, surnames] = await Promise.all([
    facts.authorsByNameKeys([...new Set(people.map((p) => p.parsed.blockKey))]),
    facts.authorNames([...new Set(people.flatMap((p) => p.profileIds))]),
    facts.surnameProfileCounts(
      people.map((p) => p.parsed.last),
      RARE_SURNAME_PROFILES,
    ),
  ]);
  for (const person of people) {
    const own = person.profileIds.flatMap((id) => {
      const name = profileNames.get(id);
      return name ? [parseAuthorName(name)] : [];
    });
    const fits = (name: ParsedName) =>
      compareParsedNames(person.parsed, name) !== 'incompatible' &&
      own.every((o) => compareParsedNames(o, name) !== 'incompatible');
    const sameKey = block.filter((p) => p.nameKey === person.parsed.blockKey);
    const namesakes = sameKey.filter((p) => fits(parseAuthorName(p.name)));
    const spelledOut = [person.parsed, ...own].some(spellsOut);
    const rareSurname = (surnames.get(person.parsed.last) ?? Infinity) <= RARE_SURNAME_PROFILES;
    const rareName =
      spelledOut && new Set([...namesakes.map((p) => p.id), ...person.profileIds]).size <= RARE_SURNAME_PROFILES;
    // A name is rare for a candidate when theirs is rare too: "Z. Li" fits "Zehan Li" and every
    // other Z. Li of the corpus.
    const rare = (name: ParsedName) =>
      rareSurname ||
      (rareName &&
        sameKey.filter((p) => compareParsedNames(name, parseAuthorName(p.name)) !== 'incompatible').length <=
          RARE_SURNAME_PROFILES);
    const linked = person.profileIds.length > 0;
    const authorPlaces = side.institutions.all.some((entry) => entry.documentAuthors.has(person.index));
    for (const profile of namesakes) {
      if (side.authorIds.has(profile.id)) continue;
      if (side.coauthors.get(profile.id)?.some((paper) => paper.documentAuthors.includes(person.index))) continue;
      const held = (inYear: number | null) =>
        heldTogether({ corpus, side, authorId: profile.id, index: person.index, referenceYear: inYear });
      const name = parseAuthorName(profile.name);
      if (!linked) {
        if (person.declares ? held(null) : rare(name)) flag(profile.id, person.index);
      } else if (rare(name)) {
        // Nothing known of either side's institutions contradicts a rare name; otherwise one in
        // common (any year) or a co-author in common bears it out.
        const unknown = !authorPlaces || institutionsOf(corpus, profile.id).length === 0;
        if (unknown || held(null)) flag(profile.id, person.index);
        else needCoauthor.push({ authorId: profile.id, index: person.index });
      } else if (spelledOut && spellsOut(name) && held(referenceYear))
        needCoauthor.push({ authorId: profile.id, index: person.index });
    }
  }
  // A co-author in common decides the rest (one statement for the few left).
  if (needCoauthor.length > 0) {
    const theirs = new Map<number, Set<number>>();
    for (const ids of inChunks([...new Set(needCoauthor.map((c) => c.authorId))]))
      for (const paper of await facts.papersOf(ids)) {
        const set = theirs.get(paper.authorId) ?? new Set<number>();
        set.add(paper.coauthorId);
        theirs.set(paper.authorId, set);
      }
    for (const { authorId, index } of needCoauthor) {
      const coauthors = theirs.get(authorId);
      if (coauthors && [...coauthors].some((id) => coauthorsOf(side, index).has(id))) flag(authorId, index);
    }
  }
  return out;

  function flag(authorId: number, index: number): void {
    const list = out.get(authorId) ?? [];
    list.push(index);
    out.set(authorId, list);
  }
}

/** The co-authors of document author `index` (of any of their linked profiles). */
function coauthorsOf(side: Pick<DocumentConflictSide, 'coauthors'>, index: number): Set<number> {
  const out = new Set<number>();
  for (const [id, papers] of side.coauthors) if (papers.some((p) => p.documentAuthors.includes(index))) out.add(id);
  return out;
}

/** Whether a name writes its first given name out (not an initial). */
const spellsOut = (name: ParsedName) => (name.given[0]?.length ?? 0) > 1;

/**
 * Whether the candidate held an institution document author `index` holds: in any year with a
 * null `referenceYear`, else in the same years give or take one (a declared affiliation is held
 * in `referenceYear`).
 */
function heldTogether({
  corpus,
  side,
  authorId,
  index,
  referenceYear,
}: {
  corpus: RefereeCorpus;
  side: Pick<DocumentConflictSide, 'institutions' | 'periods'>;
  authorId: number;
  index: number;
  referenceYear: number | null;
}): boolean {
  return institutionsOf(corpus, authorId).some((i) => {
    const entries = side.institutions
      .matchAll(i.institutionId, i.name, corpus.institutions.get(i.institutionId)?.key)
      .filter((entry) => entry.documentAuthors.has(index));
    if (entries.length === 0) return false;
    if (referenceYear === null) return true;
    const period = side.periods?.ofAll(entries).get(index);
    if (!period || i.years.length === 0) return false;
    const theirs = [...period.years, ...(period.declared ? [referenceYear] : [])];
    if (theirs.length === 0) return false;
    return Math.min(...i.years) <= Math.max(...theirs) + 1 && Math.min(...theirs) <= Math.max(...i.years) + 1;
  });
}
