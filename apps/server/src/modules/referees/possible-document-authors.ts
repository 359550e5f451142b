/**
 * Candidates who may be a document author the system could not link to a corpus profile (walk
 * 11: a pasted "F. Plumet", initials only, ranked #2 for their own paper). Such an author is
 * never a `document_author`, and their co-authors and institutions are not checked, so the one
 * check left is the name: a candidate whose name fits theirs, with evidence that it is the same
 * person, is a conflict of interest (`possible_document_author`), left out under `exclude_coi`
 * like the others.
 *
 * The rule, conservative so that a stranger with a common name is not struck out:
 * - the names are compatible: the same name key (surname + first initial) and given names that
 *   may abbreviate each other ("F. Plumet" and "Frédéric Plumet"; not "Frank" and "Frédéric");
 * - and either the document declares affiliations for the author and one of the candidate's
 *   corpus institutions is one of them (the words rule of the proposal-author match), or it
 *   declares none and the surname is rare: at most `RARE_SURNAME_PROFILES` corpus profiles
 *   carry it, whatever their given names. A declared affiliation the candidate never had
 *   leaves them apart, however rare the name.
 */
import { affiliationKey, compareParsedNames, parseAuthorName, sameAffiliation } from '@sciscope/engine';
import type { RefDoc } from './ref-doc.port';
import type { RefereeCorpus } from './referee-corpus.repository';
import type { RefereesFactsRepository } from './referees-facts.repository';
import { institutionsOf } from './conflict-side';

/**
 * A surname held by at most this many corpus profiles is rare enough for a compatible name
 * alone to suggest the person (one person is split into up to three profiles at most).
 */
export const RARE_SURNAME_PROFILES = 3;

export const POSSIBLE_DOCUMENT_AUTHOR = 'possible_document_author';

/** The document's authors without a corpus profile (no conflict checks beyond the name), by index. */
export function unlinkedDocumentAuthors(doc: Pick<RefDoc, 'authors'>): Array<{ index: number; name: string }> {
  return doc.authors.flatMap((a, index) =>
    a.authorId === null && a.name.trim() !== '' ? [{ index, name: a.name.trim() }] : [],
  );
}

/**
 * The corpus authors who may be the document's unlinked authors (see the module comment): for
 * each, the indexes of the document authors they may be. A few statements per document.
 */
export async function possibleDocumentAuthors({
  facts,
  corpus,
  doc,
}: {
  facts: Pick<RefereesFactsRepository, 'authorsByNameKeys' | 'surnameProfileCounts'>;
  corpus: RefereeCorpus;
  doc: Pick<RefDoc, 'authors'>;
}): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const people = unlinkedDocumentAuthors(doc)
    .map((p) => ({ ...p, parsed: parseAuthorName(p.name), affiliations: doc.authors[p.index]!.affiliations }))
    .filter((p) => p.parsed.last.length > 1 && p.parsed.given.length > 0);
  if (people.length === 0) return out;
  const profiles = await facts.authorsByNameKeys([...new Set(people.map((p) => p.parsed.blockKey))]);
  const noAffiliation = people.filter((p) => declaredKeys(p.affiliations).length === 0);
  const surnames = await facts.surnameProfileCounts(
    noAffiliation.map((p) => p.parsed.last),
    RARE_SURNAME_PROFILES,
  );
  for (const person of people) {
    const declared = declaredKeys(person.affiliations);
    for (const profile of profiles) {
      if (profile.nameKey !== person.parsed.blockKey) continue;
      if (compareParsedNames(person.parsed, parseAuthorName(profile.name)) === 'incompatible') continue;
      const evidence =
        declared.length > 0
          ? institutionsOf(corpus, profile.id).some((i) =>
              declared.some((d) => sameAffiliation(d, affiliationKey(i.name))),
            )
          : (surnames.get(person.parsed.last) ?? Infinity) <= RARE_SURNAME_PROFILES;
      if (!evidence) continue;
      const list = out.get(profile.id) ?? [];
      list.push(person.index);
      out.set(profile.id, list);
    }
  }
  return out;
}

function declaredKeys(affiliations: readonly string[]): string[] {
  return affiliations.map(affiliationKey).filter((a) => a.trim() !== '');
}
