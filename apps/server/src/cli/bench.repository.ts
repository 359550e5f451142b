import { sql } from 'kysely';
import type { Db } from '../app/database/kysely';

/** Reads the benchmarks compare with their answer keys, and samples of the corpus they query. */
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

    /** Articles and authors stored (the load bench needs both). */
    async corpusSize(): Promise<{ articles: number; authors: number }> {
      const { rows } = await sql<{ articles: number; authors: number }>`SELECT
          (SELECT COUNT(*) FROM articles) AS articles, (SELECT COUNT(*) FROM authors) AS authors`.execute(k);
      return { articles: Number(rows[0]?.articles ?? 0), authors: Number(rows[0]?.authors ?? 0) };
    },

    /**
     * About `count` article titles spread evenly over the id range (every n-th article), so the
     * sample is the same on every run and covers the whole corpus.
     */
    async sampleTitles({ count }: { count: number }): Promise<string[]> {
      const { articles } = await this.corpusSize();
      const step = Math.max(1, Math.floor(articles / count));
      const rows = await k
        .selectFrom('articles')
        .select('title')
        .where(sql<boolean>`id % ${step} = 0`)
        .orderBy('id')
        .limit(count)
        .execute();
      return rows.map((r) => r.title);
    },

    /** About `count` authors with articles, spread evenly over the id range, with their names. */
    async sampleAuthors({ count }: { count: number }): Promise<Array<{ id: number; name: string }>> {
      const { authors } = await this.corpusSize();
      const step = Math.max(1, Math.floor(authors / count));
      return k
        .selectFrom('authors')
        .select(['id', 'name'])
        .where(sql<boolean>`id % ${step} = 0`)
        .where('articlesCount', '>', 0)
        .orderBy('id')
        .limit(count)
        .execute();
    },
  };
}

export type BenchRepository = ReturnType<typeof createBenchRepository>;
