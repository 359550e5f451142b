import { nameBlockKey, nameFullness } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createAuthorNamesRepository } from './author-names.repository';
import { createBulkWriter } from './bulk-writer.repository';
import { moveCorpusVersion, noteVersionMovedWithoutNames } from './name-forms-memo';
import type { GenderLookup } from './gender-lookup';

/** The spelling an author goes by: the most frequent one; ties go to the fuller (longer) form. */
export function mostFrequentSpelling(counts: ReadonlyMap<string, number>): string {
  let name = '';
  let best = -1;
  for (const [candidate, count] of counts) {
    if (count > best || (count === best && candidate.length > name.length)) {
      name = candidate;
      best = count;
    }
  }
  return name;
}

/** The stored name an author should take, or null to keep it (see respellAuthors). */
export function respelling(author: { name: string; nameKey: string }, counts: ReadonlyMap<string, number>) {
  const spelling = mostFrequentSpelling(counts);
  if (spelling === '' || spelling === author.name) return null;
  // Printed in capitals ("PHUONG HA NGUYEN"), with a nickname ("Chun-Fu (Richard) Chen") or
  // surname first ("Burgard, Wolfram"): a fuller form, but not a better name to show.
  if (!/\p{Ll}/u.test(spelling) || /[(),]/.test(spelling)) return null;
  if (nameBlockKey(spelling) !== author.nameKey) return null;
  return nameFullness(spelling) > nameFullness(author.name) ? spelling : null;
}

const CHUNK = 900;

/**
 * An author is named when first created, by the spellings of the batch that created them: an
 * author whose first works printed "W. Burgard" kept that name when hundreds of later ones
 * printed "Wolfram Burgard". This gives each of `authorIds` (or every author) its most frequent
 * spelling over all its authorships, when that spelling is fuller than the stored name (a
 * name is never shortened), is not in capitals or with a nickname, and has the same name key (surname and initial: the same block, so
 * nothing about who the author is changes). The predicted gender follows the new first name
 * when the first-name table is at hand; a moderator's gender is another column and stays. One
 * transaction per chunk of authors, moving the corpus version when a name changed (caches of
 * author names reload). Returns the number of authors renamed.
 */
export async function respellAuthors({
  db,
  authorIds,
  gender,
}: {
  db: Db;
  authorIds: Iterable<number> | 'all';
  gender: GenderLookup | null;
}): Promise<number> {
  const reads = createAuthorNamesRepository({ db });
  const ids = authorIds === 'all' ? await reads.allAuthorIds() : [...new Set(authorIds)].sort((x, y) => x - y);
  const writer = createBulkWriter(db);
  let renamed = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [authors, countsOf] = await Promise.all([reads.namesOf(chunk), reads.spellingCounts(chunk)]);
    const changes: Array<{ id: number; name: string }> = [];
    for (const author of authors) {
      const name = respelling(author, countsOf.get(author.id) ?? new Map());
      if (name !== null) changes.push({ id: author.id, name });
    }
    if (changes.length === 0) continue;
    const versionBefore = await writer.transaction(async () => {
      if (gender)
        await writer.updateById(
          'authors',
          changes.map((c) => ({ ...c, gender: gender.predict(c.name) })),
        );
      else await writer.updateById('authors', changes);
      return moveCorpusVersion(db, writer);
    });
    // The authorships' printed names, which the name counts are made of, stay as they were.
    await noteVersionMovedWithoutNames(db, versionBefore);
    renamed += changes.length;
  }
  return renamed;
}
