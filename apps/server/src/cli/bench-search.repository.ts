import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from '../app/database/kysely';

/**
 * What the search bench reads besides the API: the corpus size, ids of named concepts and
 * journals and sample identifiers for its query list, and the bare full-text index (SQLite
 * FTS5) it compares the API with.
 */
export function createBenchSearchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  let bare: { top: BetterSqlite3.Statement; count: BetterSqlite3.Statement } | null = null;
  return {
    /** Articles stored, or 0 when there are none or the full-text index is empty. */
    async indexedArticles(): Promise<number> {
      const sqlite = db.sqlite;
      if (!sqlite) throw new Error('the search bench measures SQLite FTS5');
      const { n } = sqlite.prepare('SELECT COUNT(*) AS n FROM articles').get() as { n: number };
      const indexed = sqlite.prepare('SELECT rowid FROM articles_fts LIMIT 1').get();
      return n > 0 && indexed ? n : 0;
    },

    /**
     * The least any text search has to do, straight on the FTS5 index: the best 50 by weighted
     * bm25 (the fastest form measured, faster than ORDER BY rank), and the match count.
     */
    bareTopAndCount(match: string): void {
      bare ??= {
        top: db.sqlite!.prepare(
          'SELECT rowid FROM articles_fts WHERE articles_fts MATCH ? ORDER BY bm25(articles_fts, 10.0, 3.0, 2.0) LIMIT 50',
        ),
        count: db.sqlite!.prepare('SELECT COUNT(*) AS n FROM articles_fts WHERE articles_fts MATCH ?'),
      };
      bare.top.all(match);
      bare.count.get(match);
    },

    /** The live concept of that name (case-insensitive), else the concept with the highest DF. */
    async conceptId(name: string): Promise<number> {
      const row = await k
        .selectFrom('concepts')
        .select('id')
        .where('nameKey', '=', name.toLowerCase())
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return (
        row?.id ?? (await k.selectFrom('concepts').select('id').orderBy('df', 'desc').executeTakeFirstOrThrow()).id
      );
    },

    /** The journal of that name (case-insensitive), else the one with the most articles. */
    async journalId(name: string): Promise<number> {
      const row = await k
        .selectFrom('journals')
        .select('id')
        .where('nameKey', '=', name.toLowerCase())
        .executeTakeFirst();
      return (
        row?.id ??
        (await k.selectFrom('journals').select('id').orderBy('articlesCount', 'desc').executeTakeFirstOrThrow()).id
      );
    },

    /** The identifier of that kind of the article with the lowest id, or null. */
    async firstIdentifier(kind: string): Promise<string | null> {
      const row = await k
        .selectFrom('articleIdentifiers')
        .select('value')
        .where('kind', '=', kind)
        .orderBy('articleId')
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export type BenchSearchRepository = ReturnType<typeof createBenchSearchRepository>;
