import { sql, type Kysely } from 'kysely';
import { authorsSearchText } from '@sciscope/engine';
import type { DbDialect } from '../kysely';
import type { DialectMigration } from './helpers';

/**
 * `author:` finds a name written with an umlaut by every spelling ("Schoelkopf" found 12
 * articles, "Schölkopf" 146): the `authors` part of the full-text index holds each such name
 * beside its folded and written-out spellings (engine `authorsSearchText`), which `author:`
 * looks up (`authorQuerySpellings`). This rewrites the index
 * entry of every stored article; the importer writes new ones so.
 *
 * The importer indexed the names as its source displays them, which the corpus does not keep: the
 * entries are rebuilt from the names it keeps, each authorship's name as printed
 * (`authorships.raw_name`) and its author's name. Imports from now on index the displayed and the
 * printed name of each authorship, which are the same two names until authors are merged.
 */
export const authorSearchNamesMigration: DialectMigration = {
  async up(db, dialect) {
    await rebuildAuthorsSearchText({ db, dialect });
  },
};

/** Articles rewritten per statement: 4 parameters each, far below either engine's limit. */
const CHUNK = 2000;

/**
 * Rewrites the full-text entry of every article from its stored title, abstract and author names
 * (see the migration above), in chunks of articles by id. Returns how many articles it rewrote.
 */
export async function rebuildAuthorsSearchText({
  db,
  dialect,
}: {
  db: Kysely<any>;
  dialect: DbDialect;
}): Promise<{ articles: number }> {
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows: articles } = await sql<{ id: number; title: string; abstract: string | null }>`
      SELECT id, title, abstract FROM articles WHERE id > ${after} ORDER BY id LIMIT ${CHUNK}`.execute(db);
    const last = articles[articles.length - 1];
    if (!last) break;
    const first = Number(articles[0]!.id);
    after = Number(last.id);
    const { rows: names } = await sql<{ aid: number; printed: string; profile: string | null }>`
      SELECT s.article_id AS aid, s.raw_name AS printed, a.name AS profile
      FROM authorships s LEFT JOIN authors a ON a.id = s.author_id
      WHERE s.article_id BETWEEN ${first} AND ${after}
      ORDER BY s.article_id, s.position`.execute(db);
    const namesOf = new Map<number, Array<string | null>>();
    for (const row of names) {
      const list = namesOf.get(Number(row.aid)) ?? [];
      // The author's name first: the importer indexed the displayed name before the printed one.
      list.push(row.profile, row.printed);
      namesOf.set(Number(row.aid), list);
    }
    const entries = articles.map((article) => ({
      id: Number(article.id),
      title: article.title,
      abstract: article.abstract ?? '',
      authors: authorsSearchText(namesOf.get(Number(article.id)) ?? []),
    }));
    await writeEntries({ db, dialect, entries, first, last: after });
    count += entries.length;
  }
  return { articles: count };
}

async function writeEntries({
  db,
  dialect,
  entries,
  first,
  last,
}: {
  db: Kysely<any>;
  dialect: DbDialect;
  entries: Array<{ id: number; title: string; abstract: string; authors: string }>;
  first: number;
  last: number;
}): Promise<void> {
  if (dialect === 'sqlite') {
    // A contentless table cannot change one column of a row: the entries are replaced whole.
    await sql`DELETE FROM articles_fts WHERE rowid BETWEEN ${first} AND ${last}`.execute(db);
    const values = sql.join(entries.map((e) => sql`(${e.id}, ${e.title}, ${e.abstract}, ${e.authors})`));
    await sql`INSERT INTO articles_fts (rowid, title, abstract, authors) VALUES ${values}`.execute(db);
    return;
  }
  // As the importer builds the vector (bulk-writer.repository.ts), title and abstract from the row.
  const values = sql.join(entries.map((e) => sql`(${e.id}::int, ${e.authors}::text)`));
  await sql`UPDATE articles AS a SET search_vector =
      setweight(to_tsvector('english', a.title), 'A') ||
      setweight(to_tsvector('english', COALESCE(a.abstract, '')), 'B') ||
      setweight(to_tsvector('english', v.authors), 'C')
    FROM (VALUES ${values}) AS v(id, authors) WHERE a.id = v.id`.execute(db);
}
