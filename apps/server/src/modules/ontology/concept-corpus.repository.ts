import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

/**
 * The corpus side of curation: which articles a literal may occur in (the full-text index, so
 * a check reads a few hundred texts rather than the whole corpus), their texts, and which
 * articles carry a concept now.
 */

/** Words of `text` as the full-text index reads them: letters and digits, the rest a break. */
function ftsWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

export function createConceptCorpusRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /**
     * Articles whose title or abstract holds the words of `text` in a row (stemmed by the
     * index: a superset of the matcher's matches), newest first, at most `limit`.
     */
    async phraseCandidates(text: string, limit: number): Promise<number[]> {
      const words = ftsWords(text);
      if (words.length === 0) return [];
      if (db.dialect === 'sqlite') {
        const match = `{title abstract} : "${words.join(' ').replace(/"/g, '""')}"`;
        const { rows } = await sql<{ id: number }>`SELECT rowid AS id FROM articles_fts
          WHERE articles_fts MATCH ${match} ORDER BY rowid DESC LIMIT ${limit}`.execute(k);
        return rows.map((r) => Number(r.id));
      }
      // Title (A) and abstract (B) lexemes only: author names are weighted C.
      const query = `'${words.join(' ').replace(/['\\]/g, ' ')}':AB`;
      const { rows } = await sql<{ id: number }>`SELECT id FROM articles
        WHERE search_vector @@ to_tsquery('english', ${query}) ORDER BY id DESC LIMIT ${limit}`.execute(k);
      return rows.map((r) => Number(r.id));
    },

    async articleTexts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return k
        .selectFrom('articles')
        .select(['id', 'title', 'abstract'])
        .where('id', 'in', [...ids])
        .execute();
    },

    async articleTitles(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await k
        .selectFrom('articles')
        .select(['id', 'title'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /** The articles carrying the concept now, with the literal that made it count and why. */
    async conceptArticles(conceptId: number) {
      return k
        .selectFrom('articleConcepts')
        .select(['articleId', 'literalId', 'reason'])
        .where('conceptId', '=', conceptId)
        .execute();
    },

    async conceptArticleIds(conceptId: number): Promise<number[]> {
      const rows = await k
        .selectFrom('articleConcepts')
        .select('articleId')
        .where('conceptId', '=', conceptId)
        .execute();
      return rows.map((r) => r.articleId);
    },

    /** The id of a task of `kind` waiting to start, if any. */
    async queuedTaskId(kind: string): Promise<number | null> {
      const row = await k
        .selectFrom('tasks')
        .select('id')
        .where('kind', '=', kind)
        .where('state', '=', 'queued')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The newest tasks of `kind`. */
    async recentTasks(kind: string, limit: number) {
      return k.selectFrom('tasks').selectAll().where('kind', '=', kind).orderBy('id', 'desc').limit(limit).execute();
    },

    async queueSize(): Promise<number> {
      const row = await k
        .selectFrom('rescanQueue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type ConceptCorpusRepository = ReturnType<typeof createConceptCorpusRepository>;
