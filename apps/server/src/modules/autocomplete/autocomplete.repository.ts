import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import type { DatedAffiliation } from '@sciscope/contracts';
import { authorshipsWithInstitutions } from '../../app/database/authorship-institutions';
import { datedAffiliationsOf, type AffiliationYearRow } from '../authors/dated-affiliations';

/**
 * Lookups behind the autocomplete endpoints. Prefix matches use the b-tree indexes on the
 * `name_key` columns through a key range (`key >= p AND key < next(p)`), which both engines
 * serve from the index whatever the LIKE rules of the column's collation; a LIKE on the same
 * key then keeps only true prefix matches. Substring matches scan the (small) ontology
 * tables and run only when prefixes did not fill the list. Article titles go through the
 * full-text index. All user text is bound as parameters; LIKE wildcards are escaped.
 */
export interface ConceptCandidate {
  conceptId: number;
  name: string;
  df: number;
  /** The name or literal that matched, and its key. */
  matched: string;
  matchedKey: string;
}

export interface AuthorCandidate {
  id: number;
  name: string;
  articlesCount: number;
  firstYear: number | null;
  lastYear: number | null;
}

export interface ArticleCandidate {
  id: number;
  title: string;
  citationsCount: number;
  doi: string | null;
}

/** Most rows read per lookup before ranking (bounded work whatever the input). */
export const CANDIDATE_ROWS = 200;

/** `text` with LIKE's wildcards and escape character escaped (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The smallest string greater than every string starting with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export function createAutocompleteRepository({ db }: { db: Db }) {
  const k = db.kysely;

  async function conceptRows(condition: 'prefix' | 'substring', key: string): Promise<ConceptCandidate[]> {
    const pattern = condition === 'prefix' ? `${escapeLike(key)}%` : `%${escapeLike(key)}%`;
    const where = (table: 'concepts' | 'concept_literals', alias: string) => {
      const column = sql.raw(`${alias}.name_key`);
      if (condition === 'prefix') {
        return sql`${column} >= ${key} AND ${column} < ${prefixUpperBound(key)} AND ${column} LIKE ${pattern} ESCAPE '\\'`;
      }
      if (db.dialect !== 'sqlite') return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
      // A substring can sit anywhere, so every key is read: from the name_key index, which
      // holds the key and the row id only, rather than from the table's wider rows (a third
      // less time); the few matching rows are then read by id.
      const index = sql.raw(`${table}_name_key_idx`);
      return sql`${sql.raw(alias)}.id IN (SELECT id FROM ${sql.raw(table)} INDEXED BY ${index}
        WHERE name_key LIKE ${pattern} ESCAPE '\\')`;
    };
    const { rows } = await sql<ConceptCandidate>`SELECT concept_id, name, df, matched, matched_key FROM (
        SELECT c.id AS concept_id, c.name AS name, c.df AS df, c.name AS matched, c.name_key AS matched_key
        FROM concepts c WHERE c.deleted = 0 AND ${where('concepts', 'c')}
        UNION ALL
        SELECT c.id, c.name, c.df, l.name, l.name_key
        FROM concept_literals l JOIN concepts c ON c.id = l.concept_id WHERE c.deleted = 0 AND ${where('concept_literals', 'l')}
      ) m ORDER BY df DESC, concept_id ASC LIMIT ${CANDIDATE_ROWS}`.execute(k);
    return rows;
  }

  return {
    /** Concepts whose name or a literal starts with `key` (a `textKey`), best known first. */
    findConceptsByPrefix: ({ key }: { key: string }) => conceptRows('prefix', key),

    /** Concepts whose name or a literal contains `key` anywhere. */
    findConceptsBySubstring: ({ key }: { key: string }) => conceptRows('substring', key),

    /** The author of this id, if any (a person picked by id: walk 12 typed one and found nobody). */
    async findAuthorById({ id }: { id: number }): Promise<AuthorCandidate[]> {
      return k
        .selectFrom('authors')
        .select(['id', 'name', 'articlesCount', 'firstYear', 'lastYear'])
        .where('id', '=', id)
        .execute();
    },

    /** Authors whose name key starts with `prefix` (keys start with the surname), most articles first. */
    async findAuthorsByKeyPrefix({ prefix }: { prefix: string }): Promise<AuthorCandidate[]> {
      return k
        .selectFrom('authors')
        .select(['id', 'name', 'articlesCount', 'firstYear', 'lastYear'])
        .where('nameKey', '>=', prefix)
        .where('nameKey', '<', prefixUpperBound(prefix))
        .orderBy('articlesCount', 'desc')
        .orderBy('id')
        .limit(CANDIDATE_ROWS)
        .execute();
    },

    /**
     * Each author's current affiliation, the first of the author page's (dated-affiliations.ts:
     * the latest year's institution with the most articles that year). Authors without any
     * are left out.
     */
    async latestAffiliations({ authorIds }: { authorIds: number[] }): Promise<Map<number, string>> {
      if (authorIds.length === 0) return new Map();
      const rows = await authorshipsWithInstitutions(k)
        .innerJoin('articles', 'articles.id', 'authorships.articleId')
        .select((eb) => [
          'authorships.authorId',
          'institutions.id as institutionId',
          'institutions.name',
          'articles.year',
          eb.fn.count<number>('authorships.articleId').distinct().as('count'),
        ])
        .where('authorships.authorId', 'in', authorIds)
        .groupBy(['authorships.authorId', 'institutions.id', 'institutions.name', 'articles.year'])
        .execute();
      const byAuthor = new Map<number, AffiliationYearRow[]>();
      for (const r of rows) {
        const list = byAuthor.get(Number(r.authorId)) ?? [];
        list.push({
          institutionId: Number(r.institutionId),
          name: r.name,
          country: null,
          year: r.year === null ? null : Number(r.year),
          count: Number(r.count),
        });
        byAuthor.set(Number(r.authorId), list);
      }
      return new Map([...byAuthor].map(([id, list]) => [id, (datedAffiliationsOf(list)[0] as DatedAffiliation).value]));
    },

    /**
     * Newest articles whose title holds `words` in this order, the last one as a prefix, from
     * the full-text index (words hold letters and digits only).
     */
    async findArticlesByTitleWords({ words }: { words: string[] }): Promise<ArticleCandidate[]> {
      if (words.length === 0) return [];
      let ids: number[];
      if (db.dialect === 'sqlite') {
        const { rows } = await sql<{
          id: number;
        }>`SELECT rowid AS id FROM articles_fts WHERE articles_fts MATCH ${`title : "${words.join(' ')}" *`}
          ORDER BY rowid DESC LIMIT ${CANDIDATE_ROWS}`.execute(k);
        ids = rows.map((r) => r.id);
      } else {
        const query = words.map((w, i) => `${w}:${i === words.length - 1 ? '*' : ''}A`).join(' <-> ');
        const { rows } = await sql<{
          id: number;
        }>`SELECT id FROM articles WHERE search_vector @@ to_tsquery('english', ${query})
          ORDER BY id DESC LIMIT ${CANDIDATE_ROWS}`.execute(k);
        ids = rows.map((r) => r.id);
      }
      if (ids.length === 0) return [];
      return k
        .selectFrom('articles')
        .leftJoin('articleIdentifiers', (join) =>
          join.onRef('articleIdentifiers.articleId', '=', 'articles.id').on('articleIdentifiers.kind', '=', 'doi'),
        )
        .select(['articles.id', 'articles.title', 'articles.citationsCount', 'articleIdentifiers.value as doi'])
        .where('articles.id', 'in', ids)
        .execute();
    },
  };
}

export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>;
