import { sql } from 'kysely';
import type { Db } from '../app/database/kysely';

/** Corpus tables with the columns compared and their order (timestamps left out: they differ run to run). */
const TABLES: Record<string, string> = {
  articles: 'id, source_id, title, abstract, year, journal_id, citations_count, notable, authors_count, keywords',
  authors: `id, external_id, name, name_key, orcid, gender, articles_count, citations_count, citations_count_not_in_collab,
    h_index, h_index_not_in_collab, notable_articles_count, notable_articles_count_not_in_collab, first_year, last_year`,
  authorships: 'article_id, position, author_id, is_leading, is_senior, is_corresponding, raw_name',
  authorship_institutions: 'article_id, position, institution_id',
  article_identifiers: 'kind, value, article_id',
  article_concepts: 'article_id, concept_id, tf',
  concepts: 'id, name, df',
  concept_literals: 'id, concept_id, name, df',
  journals: 'id, name, articles_count, impact_factor',
  institutions: 'id, name_key',
  countries: 'code',
  corpus_stats: 'key, value',
  name_forms: 'block_key, given_form, last, first, mentions',
};

/**
 * Every row of the corpus tables as sorted text lines, table by table: two databases that hold
 * the same corpus give equal snapshots (tests compare an import killed and re-run with a clean one).
 */
export async function corpusSnapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, columns] of Object.entries(TABLES)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.raw(columns)} FROM ${sql.table(table)}`.execute(
      db.kysely,
    );
    out[table] = rows
      .map((row) =>
        Object.values(row)
          .map((v) => (typeof v === 'number' && !Number.isInteger(v) ? v.toPrecision(6) : String(v)))
          .join('|'),
      )
      .sort();
  }
  return out;
}
