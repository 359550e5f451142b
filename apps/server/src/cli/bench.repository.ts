import type { Db } from '../app/database/kysely';

/** Reads the benchmarks compare with their answer keys. */
export function createBenchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every authorship with its article's source id and position. */
    async authorshipsBySource() {
      return k
        .selectFrom('authorships')
        .innerJoin('articles', 'articles.id', 'authorships.articleId')
        .select(['articles.sourceId', 'authorships.position', 'authorships.authorId'])
        .execute();
    },
  };
}
