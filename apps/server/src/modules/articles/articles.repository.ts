import {
  CONCEPT_MATCH_REASONS,
  type Article,
  type ArticleAuthor,
  type ArticleConcept,
  type ArticleIdentifiers,
  type ArticleOrigin,
  type ArticleRow,
  type ConceptProvenance,
  type ConceptRelevance,
} from '@sciscope/contracts';
import {
  badgeNameKey,
  badgeRelevance,
  findLiteralSurface,
  knownCount,
  orderBadges,
  surfaceLiteral,
  tfidfWeight,
  tokenize,
  type SurfaceLiteral,
  type TokenizedText,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import {
  readBatchSqlite,
  readConceptsSqlite,
  type AuthorshipTuple,
  type BatchRows,
  type ConceptTuple,
  type HeadTuple,
  type IdentifierTuple,
  type OriginTuple,
} from './articles-sqlite.repository';

/**
 * Ids per `IN (…)` list. Well under SQLite's and PostgreSQL's bound-parameter limits, and
 * small enough that each batch's plan stays an index lookup.
 */
export const ARTICLE_IN_BATCH = 500;

/** Identifier kinds as the importer stores them, mapped to the fields of `Article.identifiers`. */
const IDENTIFIER_FIELDS: Record<string, keyof ArticleIdentifiers> = {
  doi: 'doi',
  arxiv: 'arxiv',
  pmid: 'pmid',
  pubmed: 'pmid',
  pmcid: 'pmcid',
  pmc: 'pmcid',
};

/** Groups tuples by their first element (the article id), keeping their order inside each group. */
function groupByArticle<T extends [number, ...unknown[]], R>(rows: T[], map: (row: T) => R): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row[0]);
    if (group) group.push(map(row));
    else groups.set(row[0], [map(row)]);
  }
  return groups;
}

/** `badgeNameKey` per concept name, remembered (a page of results repeats the same names). */
const nameKeys = new Map<string, string>();
const NAME_KEYS = 50_000;
function nameKeyOf(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    if (nameKeys.size >= NAME_KEYS) nameKeys.clear();
    key = badgeNameKey(name);
    nameKeys.set(name, key);
  }
  return key;
}

/** What badge ordering needs of a document's concept, and the flags it sets. */
export interface BadgeOrdered {
  conceptId: number;
  name: string;
  tfidf: number;
  relevance: { score: number };
  badge: boolean;
  sameNameAs?: number | undefined;
}

/**
 * Puts a document's concepts in badge order (the engine's `orderBadges`: badge relevance, then
 * tf-idf, then concept id; a concept named like an earlier badge is passed over) and marks the
 * badges, and each concept named like an earlier one with `sameNameAs`: the order every list of
 * concepts shows, an article's or a proposal's.
 */
export function sortConceptsAsBadges<T extends BadgeOrdered>(list: T[]): void {
  const ranked = list.map((concept) => ({
    concept,
    conceptId: concept.conceptId,
    relevance: concept.relevance.score,
    tfidf: concept.tfidf,
    nameKey: nameKeyOf(concept.name),
  }));
  const badges = orderBadges(ranked);
  const firstNamed = new Map<string, number>();
  ranked.forEach((r, i) => {
    r.concept.badge = i < badges;
    const earlier = firstNamed.get(r.nameKey);
    if (earlier === undefined) firstNamed.set(r.nameKey, r.conceptId);
    else r.concept.sameNameAs = earlier;
    list[i] = r.concept;
  });
}

/** What is stored of one (document, concept) pair and its concept that badge relevance reads. */
export interface StoredBadgeEvidence {
  tf: number;
  titleTf: number;
  spanTokens: number;
  neighbours: number;
  /** Of the literal that made the concept count; null when unknown or the literal is gone. */
  keyphraseness: number | null;
  reason: string | null;
  /** `concepts.basic_suggested` (0 or 1). */
  basicSuggested: number;
  typicality: number | null;
}

/**
 * The badge relevance of a stored pair, from what the scan (or a proposal's save) and the
 * ambiguity and typicality tasks recorded: the one reading articles and proposals share.
 */
export function storedConceptRelevance(e: StoredBadgeEvidence): ConceptRelevance {
  const { score, parts } = badgeRelevance({
    tf: e.tf,
    titleTf: e.titleTf,
    spanTokens: e.spanTokens,
    neighbours: e.neighbours,
    keyphraseness: e.keyphraseness === null ? null : Number(e.keyphraseness),
    confirmed: e.reason === 'confirmed',
    basicSuggested: e.basicSuggested === 1,
    typicality: e.typicality === null ? null : Number(e.typicality),
  });
  return { score, ...parts };
}

/** The badge relevance of a stored article pair. */
function conceptRelevance(r: ConceptTuple): ConceptRelevance {
  return storedConceptRelevance({
    tf: r[3],
    titleTf: r[10],
    spanTokens: r[11],
    neighbours: r[12],
    keyphraseness: r[13],
    reason: r[7],
    basicSuggested: r[5],
    typicality: r[14],
  });
}

function conceptProvenance(r: ConceptTuple): ConceptProvenance | null {
  const [, , , , , , literal, reason, evidenceId, evidenceName] = r;
  if (reason === null || !(CONCEPT_MATCH_REASONS as readonly string[]).includes(reason)) return null;
  return {
    literal,
    // Set from the article's own text where it was read (`quoteSurfaces`).
    surface: null,
    reason: reason as ConceptProvenance['reason'],
    confirmedBy: evidenceId === null || evidenceName === null ? null : { conceptId: evidenceId, name: evidenceName },
  };
}

/** `surfaceLiteral` per literal, remembered (a page of results repeats the same literals). */
const surfaceLiterals = new Map<string, SurfaceLiteral>();
function surfaceLiteralOf(literal: string): SurfaceLiteral {
  let read = surfaceLiterals.get(literal);
  if (read === undefined) {
    if (surfaceLiterals.size >= NAME_KEYS) surfaceLiterals.clear();
    read = surfaceLiteral(literal);
    surfaceLiterals.set(literal, read);
  }
  return read;
}

/**
 * Sets each concept's `provenance.surface`: its literal's words as `texts` (the title, then the
 * abstract when it was read) write them, so the badge quotes the article and not the ontology.
 * A text is tokenised only when one of its concepts needs it.
 */
function quoteSurfaces(concepts: readonly ArticleConcept[], texts: ReadonlyArray<string | null>): void {
  const read = texts.map((text) => (text ? { text, tokens: null as TokenizedText | null } : null));
  for (const { provenance } of concepts) {
    if (provenance?.literal == null) continue;
    const literal = surfaceLiteralOf(provenance.literal);
    for (const part of read) {
      if (part === null) continue;
      part.tokens ??= tokenize(part.text);
      const exactCase = provenance.reason === 'case-exact';
      provenance.surface = findLiteralSurface({ text: part.text, tokens: part.tokens, literal, exactCase });
      if (provenance.surface !== null) break;
    }
  }
}

/** Articles in the corpus (`corpus_stats`), null before any import. */
export async function corpusDocumentCount(db: Db): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('corpusStats')
    .select('value')
    .where('key', '=', 'articles')
    .executeTakeFirst();
  return row === undefined ? null : Number(row.value);
}

/** The stored concepts of articles `ids` (not deleted), as the SQLite statement reads them. */
async function pgConceptTuples(k: Db['kysely'], ids: readonly number[]): Promise<ConceptTuple[]> {
  const rows = await k
    .selectFrom('articleConcepts')
    .innerJoin('concepts', 'concepts.id', 'articleConcepts.conceptId')
    .leftJoin('conceptLiterals', 'conceptLiterals.id', 'articleConcepts.literalId')
    .leftJoin('concepts as evidence', 'evidence.id', 'articleConcepts.evidenceConceptId')
    .select([
      'articleConcepts.articleId',
      'articleConcepts.conceptId',
      'concepts.name',
      'articleConcepts.tf',
      'concepts.df',
      'concepts.basicSuggested',
      'conceptLiterals.name as literal',
      'articleConcepts.reason',
      'articleConcepts.evidenceConceptId',
      'evidence.name as evidenceName',
      'articleConcepts.titleTf',
      'articleConcepts.spanTokens',
      'articleConcepts.neighbours',
      'conceptLiterals.keyphraseness',
      'articleConcepts.typicality',
    ])
    .where('articleConcepts.articleId', 'in', ids)
    .where('concepts.deleted', '=', 0)
    .execute();
  return rows.map((r): ConceptTuple => [
    r.articleId,
    r.conceptId,
    r.name,
    r.tf,
    r.df,
    r.basicSuggested,
    r.literal,
    r.reason,
    r.evidenceConceptId,
    r.evidenceName,
    r.titleTf,
    r.spanTokens,
    r.neighbours,
    r.keyphraseness,
    r.typicality,
  ]);
}

/**
 * The rows of one batch: on SQLite from raw prepared statements (articles-sqlite.repository.ts),
 * on PostgreSQL with six queries run together on the pool's connections.
 */
async function readBatch(db: Db, ids: number[], { withAbstract }: { withAbstract: boolean }): Promise<BatchRows> {
  if (db.sqlite) return readBatchSqlite(db.sqlite, ids, { withAbstract });
  const k = db.kysely;
  const [heads, authorships, concepts, origins, identifiers, corpusSize] = await Promise.all([
    k
      .selectFrom('articles')
      .leftJoin('journals', 'journals.id', 'articles.journalId')
      .select([
        'articles.id',
        'articles.title',
        'articles.year',
        'articles.notable',
        'articles.openAccess',
        'articles.volume',
        'articles.issue',
        'articles.pages',
        'articles.journalId',
        'articles.authorsCount',
        'articles.citationsCount',
        'articles.manuscriptType',
        'journals.name as journalTitle',
        'journals.shortTitle as journalShortTitle',
        'journals.impactFactor as journalImpactFactor',
        'journals.preprint as journalPreprint',
      ])
      .$if(withAbstract, (query) => query.select('articles.abstract'))
      .where('articles.id', 'in', ids)
      .execute(),
    k
      .selectFrom('authorships')
      // The name as printed on the article, not the profile's: a claim or a merge moves an
      // authorship to another profile without rewriting the byline.
      .select([
        'authorships.articleId',
        'authorships.authorId',
        'authorships.rawName as name',
        'authorships.isLeading',
        'authorships.isSenior',
        'authorships.isCorresponding',
      ])
      .where('authorships.articleId', 'in', ids)
      .orderBy('authorships.articleId')
      .orderBy('authorships.position')
      .execute(),
    pgConceptTuples(k, ids),
    k
      .selectFrom('articleOrigins')
      .select(['articleId', 'code', 'url', 'originId'])
      .where('articleId', 'in', ids)
      .orderBy('articleId')
      .orderBy('code')
      .execute(),
    k
      .selectFrom('articleIdentifiers')
      .select(['articleId', 'kind', 'value'])
      .where('articleId', 'in', ids)
      .orderBy('articleId')
      .orderBy('kind')
      .orderBy('value')
      .execute(),
    corpusDocumentCount(db),
  ]);
  return {
    heads: heads.map((h): HeadTuple => {
      const tuple: HeadTuple = [
        h.id,
        h.title,
        h.year,
        h.notable,
        h.openAccess,
        h.volume,
        h.issue,
        h.pages,
        h.journalId,
        h.authorsCount,
        h.citationsCount,
        h.manuscriptType,
        h.journalTitle,
        h.journalShortTitle,
        h.journalImpactFactor,
        h.journalPreprint,
      ];
      if (withAbstract) tuple.push(h.abstract ?? null);
      return tuple;
    }),
    authorships: authorships.map((r): AuthorshipTuple => [
      r.articleId,
      r.authorId,
      r.name,
      r.isLeading,
      r.isSenior,
      r.isCorresponding,
    ]),
    concepts,
    origins: origins.map((r): OriginTuple => [r.articleId, r.code, r.url, r.originId]),
    identifiers: identifiers.map((r): IdentifierTuple => [r.articleId, r.kind, r.value]),
    documentCount: corpusSize,
  };
}

/** Stored concept rows grouped per article, each article's concepts in badge order (`sortConceptsAsBadges`). */
function conceptsInBadgeOrder(concepts: ConceptTuple[], documentCount: number | null): Map<number, ArticleConcept[]> {
  const conceptsOf = groupByArticle(concepts, (r): ArticleConcept => ({
    conceptId: r[1],
    name: r[2],
    tf: r[3],
    // Without a corpus size (nothing imported yet) no weight is known: 0, as SQL's NULL read.
    tfidf: documentCount === null ? 0 : tfidfWeight({ tf: r[3], df: r[4], documentCount }),
    df: r[4],
    basicSuggested: r[5] === 1,
    provenance: conceptProvenance(r),
    relevance: conceptRelevance(r),
    badge: false,
  }));
  for (const list of conceptsOf.values()) sortConceptsAsBadges(list);
  return conceptsOf;
}

/**
 * The concepts of articles `ids` in badge order, with their `badge` flags (what the article
 * pages show), without the rest of the articles: what an author's concept profile sums.
 */
export async function readArticleConcepts(db: Db, ids: readonly number[]): Promise<Map<number, ArticleConcept[]>> {
  const out = new Map<number, ArticleConcept[]>();
  for (let i = 0; i < ids.length; i += ARTICLE_IN_BATCH) {
    const batch = ids.slice(i, i + ARTICLE_IN_BATCH);
    const { concepts, documentCount } = db.sqlite
      ? readConceptsSqlite(db.sqlite, batch)
      : {
          concepts: await pgConceptTuples(db.kysely, batch),
          documentCount: await corpusDocumentCount(db),
        };
    for (const [id, list] of conceptsInBadgeOrder(concepts, documentCount)) out.set(id, list);
  }
  return out;
}

async function loadBatch(
  db: Db,
  ids: number[],
  { withAbstract }: { withAbstract: true },
): Promise<Map<number, Article>>;
async function loadBatch(db: Db, ids: number[], options: { withAbstract: false }): Promise<Map<number, ArticleRow>>;
async function loadBatch(
  db: Db,
  ids: number[],
  { withAbstract }: { withAbstract: boolean },
): Promise<Map<number, Article | ArticleRow>> {
  // tf-idf is computed here rather than in SQL: per row, SQL would evaluate two logarithms
  // and a subquery and then sort; here it is arithmetic on rows already read.
  const { heads, authorships, concepts, origins, identifiers, documentCount } = await readBatch(db, ids, {
    withAbstract,
  });
  const authorsOf = groupByArticle(authorships, (r): ArticleAuthor => ({
    authorId: r[1],
    name: r[2],
    isLeading: r[3] === 1,
    isSenior: r[4] === 1,
    isCorresponding: r[5] === 1,
  }));
  const conceptsOf = conceptsInBadgeOrder(concepts, documentCount);
  const originsOf = groupByArticle(origins, (r): ArticleOrigin => ({ code: r[1], url: r[2], originId: r[3] }));
  const identifiersOf = new Map<number, ArticleIdentifiers>();
  for (const [articleId, kind, value] of identifiers) {
    const field = IDENTIFIER_FIELDS[kind];
    if (!field) continue;
    let entry = identifiersOf.get(articleId);
    if (!entry) identifiersOf.set(articleId, (entry = { doi: null, arxiv: null, pmid: null, pmcid: null }));
    // Several values of one kind are rare (merged records); the first in sort order wins.
    entry[field] ??= value;
  }

  const built = new Map<number, Article | ArticleRow>();
  for (const h of heads) {
    const [id, title, year, notable, openAccess, volume, issue, pages, journalId, authorsCount, citationsCount] = h;
    const [manuscriptType, journalTitle, journalShortTitle, journalImpactFactor, journalPreprint] = h.slice(11, 16) as [
      string | null,
      string | null,
      string | null,
      number | null,
      number | null,
    ];
    const row: ArticleRow = {
      id,
      title,
      year,
      notable: notable === 1,
      openAccess: openAccess === 1,
      origins: originsOf.get(id) ?? [],
      journal:
        journalId !== null && journalTitle !== null
          ? {
              title: journalTitle,
              shortTitle: journalShortTitle,
              volume,
              issue,
              pages,
              journalId,
              impactFactor: journalImpactFactor,
              preprint: journalPreprint === 1,
            }
          : null,
      authors: authorsOf.get(id) ?? [],
      authorsCount,
      citationsCount: knownCount(citationsCount),
      concepts: conceptsOf.get(id) ?? [],
      manuscriptType,
      identifiers: identifiersOf.get(id) ?? { doi: null, arxiv: null, pmid: null, pmcid: null },
    };
    const abstract = withAbstract ? (h[16] ?? null) : null;
    quoteSurfaces(row.concepts, [title, abstract]);
    built.set(id, withAbstract ? { ...row, abstract } : row);
  }
  return built;
}

async function buildInOrder<T>(
  articleIds: readonly number[],
  load: (batch: number[]) => Promise<Map<number, T>>,
): Promise<T[]> {
  const unique = [...new Set(articleIds)];
  const byId = new Map<number, T>();
  for (let start = 0; start < unique.length; start += ARTICLE_IN_BATCH) {
    const batch = await load(unique.slice(start, start + ARTICLE_IN_BATCH));
    for (const [id, article] of batch) byId.set(id, article);
  }
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Full `Article` objects for `articleIds`, in the order given. Unknown ids are skipped and
 * duplicates are returned once (at their first place). Runs a fixed number of queries per
 * `ARTICLE_IN_BATCH` ids (no query per article).
 */
export async function buildArticles({ db, articleIds }: { db: Db; articleIds: readonly number[] }): Promise<Article[]> {
  return buildInOrder(articleIds, (batch) => loadBatch(db, batch, { withAbstract: true }));
}

/**
 * `ArticleRow`s (articles without their abstract) for `articleIds`, as `buildArticles` builds
 * articles: what any list endpoint answers (search results, an author's page).
 */
export async function buildArticleRows({
  db,
  articleIds,
}: {
  db: Db;
  articleIds: readonly number[];
}): Promise<ArticleRow[]> {
  return buildInOrder(articleIds, (batch) => loadBatch(db, batch, { withAbstract: false }));
}

/** The article repository: building articles and list rows, by id. */
export function createArticlesRepository({ db }: { db: Db }) {
  return {
    buildArticles: ({ articleIds }: { articleIds: readonly number[] }) => buildArticles({ db, articleIds }),

    buildArticleRows: ({ articleIds }: { articleIds: readonly number[] }) => buildArticleRows({ db, articleIds }),

    /** One full article, or null when the id is unknown. */
    async findArticle({ articleId }: { articleId: number }): Promise<Article | null> {
      const [article] = await buildArticles({ db, articleIds: [articleId] });
      return article ?? null;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
