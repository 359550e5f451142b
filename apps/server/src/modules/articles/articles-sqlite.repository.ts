import type BetterSqlite3 from 'better-sqlite3';

/**
 * The rows one batch of articles needs, as tuples in column order. On SQLite they come
 * straight from prepared statements in raw mode: a page of 50 results reads about 800 rows,
 * and building an object per row, then mapping its keys to camelCase, cost more than the
 * reads themselves (`npm run bench:search`).
 */
export type HeadTuple = [
  id: number,
  title: string,
  year: number | null,
  notable: number,
  openAccess: number,
  volume: string | null,
  issue: string | null,
  pages: string | null,
  journalId: number | null,
  authorsCount: number,
  citationsCount: number,
  manuscriptType: string | null,
  journalTitle: string | null,
  journalShortTitle: string | null,
  journalImpactFactor: number | null,
  journalPreprint: number | null,
  abstract?: string | null,
];
export type AuthorshipTuple = [
  articleId: number,
  authorId: number,
  name: string,
  isLeading: number,
  isSenior: number,
  isCorresponding: number,
];
export type ConceptTuple = [
  articleId: number,
  conceptId: number,
  name: string,
  tf: number,
  df: number,
  basicSuggested: number,
  literal: string | null,
  reason: string | null,
  evidenceConceptId: number | null,
  evidenceName: string | null,
  titleTf: number,
  spanTokens: number,
  neighbours: number,
  keyphraseness: number | null,
  typicality: number | null,
];
export type OriginTuple = [articleId: number, code: string, url: string, originId: string | null];
export type IdentifierTuple = [articleId: number, kind: string, value: string];

export interface BatchRows {
  heads: HeadTuple[];
  /** Ordered by article, then byline position. */
  authorships: AuthorshipTuple[];
  /** Non-deleted concepts, in no particular order. */
  concepts: ConceptTuple[];
  /** Ordered by article, then code. */
  origins: OriginTuple[];
  /** Ordered by article, kind, value. */
  identifiers: IdentifierTuple[];
  /** Articles in the corpus (`corpus_stats`), null before any import. */
  documentCount: number | null;
}

// The batch's ids travel as one JSON array parameter: one statement serves every batch size.
const IDS = `(SELECT value FROM json_each(?))`;
const HEAD_COLUMNS = `a.id, a.title, a.year, a.notable, a.open_access, a.volume, a.issue, a.pages, a.journal_id,
  a.authors_count, a.citations_count, a.manuscript_type, j.name, j.short_title, j.impact_factor, j.preprint`;

function prepareAll(sqlite: BetterSqlite3.Database) {
  const raw = (text: string) => sqlite.prepare(text).raw(true);
  return {
    heads: raw(
      `SELECT ${HEAD_COLUMNS} FROM articles a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id IN ${IDS}`,
    ),
    headsWithAbstract: raw(
      `SELECT ${HEAD_COLUMNS}, a.abstract FROM articles a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id IN ${IDS}`,
    ),
    // The byline as printed (raw_name), not the profiles' names: see readBatch in articles.repository.ts.
    authorships: raw(`SELECT s.article_id, s.author_id, s.raw_name, s.is_leading, s.is_senior, s.is_corresponding
      FROM authorships s WHERE s.article_id IN ${IDS}
      ORDER BY s.article_id, s.position`),
    concepts: raw(`SELECT ac.article_id, ac.concept_id, c.name, ac.tf, c.df, c.basic_suggested, l.name, ac.reason,
        ac.evidence_concept_id, ev.name, ac.title_tf, ac.span_tokens, ac.neighbours, l.keyphraseness, ac.typicality
      FROM article_concepts ac JOIN concepts c ON c.id = ac.concept_id
      LEFT JOIN concept_literals l ON l.id = ac.literal_id
      LEFT JOIN concepts ev ON ev.id = ac.evidence_concept_id
      WHERE ac.article_id IN ${IDS} AND c.deleted = 0`),
    origins: raw(
      `SELECT article_id, code, url, origin_id FROM article_origins WHERE article_id IN ${IDS} ORDER BY article_id, code`,
    ),
    identifiers: raw(
      `SELECT article_id, kind, value FROM article_identifiers WHERE article_id IN ${IDS} ORDER BY article_id, kind, value`,
    ),
    documentCount: sqlite.prepare(`SELECT value FROM corpus_stats WHERE key = 'articles'`).pluck(true),
  };
}

const prepared = new WeakMap<BetterSqlite3.Database, ReturnType<typeof prepareAll>>();

function statementsOf(sqlite: BetterSqlite3.Database): ReturnType<typeof prepareAll> {
  let statements = prepared.get(sqlite);
  if (!statements) prepared.set(sqlite, (statements = prepareAll(sqlite)));
  return statements;
}

/** The rows of one batch of article ids, read from SQLite. */
export function readBatchSqlite(
  sqlite: BetterSqlite3.Database,
  ids: readonly number[],
  { withAbstract }: { withAbstract: boolean },
): BatchRows {
  const statements = statementsOf(sqlite);
  const list = JSON.stringify(ids);
  const documentCount = statements.documentCount.get() as number | undefined;
  return {
    heads: (withAbstract ? statements.headsWithAbstract : statements.heads).all(list) as HeadTuple[],
    authorships: statements.authorships.all(list) as AuthorshipTuple[],
    concepts: statements.concepts.all(list) as ConceptTuple[],
    origins: statements.origins.all(list) as OriginTuple[],
    identifiers: statements.identifiers.all(list) as IdentifierTuple[],
    documentCount: documentCount === undefined ? null : Number(documentCount),
  };
}

/** The stored concepts of one batch of article ids and the corpus size, read from SQLite. */
export function readConceptsSqlite(
  sqlite: BetterSqlite3.Database,
  ids: readonly number[],
): Pick<BatchRows, 'concepts' | 'documentCount'> {
  const statements = statementsOf(sqlite);
  const documentCount = statements.documentCount.get() as number | undefined;
  return {
    concepts: statements.concepts.all(JSON.stringify(ids)) as ConceptTuple[],
    documentCount: documentCount === undefined ? null : Number(documentCount),
  };
}
