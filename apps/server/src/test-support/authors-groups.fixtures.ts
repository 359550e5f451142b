import { nameBlockKey } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import { createCorpusFactories } from './corpus-factories';

/**
 * Corpus authors for the authors-groups tests, with the name keys the importer stores
 * (surname and initial, `nameBlockKey`), so name matches behave as on real data.
 */
export async function seedGroupAuthors(db: Db) {
  const corpus = createCorpusFactories({ db });
  const make = async (name: string, orcid: string | null, articlesCount: number) => {
    const author = await corpus.author({ name, orcid, articlesCount });
    await db.kysely
      .updateTable('authors')
      .set({ nameKey: nameBlockKey(name) })
      .where('id', '=', author.id)
      .execute();
    return author;
  };
  return {
    ada: await make('Ada Lovelace', '0000-0002-1825-0097', 12),
    // Same surname and initial as Ada: a name match for re-picking.
    adam: await make('Adam Lovelace', null, 3),
    alan: await make('Alan Turing', '0000-0002-1694-233X', 40),
    grace: await make('Grace Hopper', null, 7),
  };
}
