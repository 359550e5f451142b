import type { Selectable } from 'kysely';
import { nameBlockKey } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import type {
  ArticlesTable,
  AuthorsTable,
  ConceptLiteralsTable,
  ConceptsTable,
  CountriesTable,
  InstitutionsTable,
  JournalsTable,
} from '../app/database/schema';

/**
 * Typed factories that write corpus rows straight into a test database, the way the importer
 * would leave them: journals, institutions (and their countries), authors, concepts, literals,
 * articles with their authorships, affiliations, concepts, identifiers and origins.
 *
 *   const corpus = createCorpusFactories({ db });
 *   const ada = await corpus.author({ name: 'Ada Lovelace', hIndex: 3 });
 *   const mit = await corpus.institution({ name: 'MIT', countryCode: 'US' });
 *   const graphs = await corpus.concept({ name: 'graph theory', df: 12 });
 *   const article = await corpus.article({
 *     title: 'On graphs', year: 2020,
 *     authors: [{ authorId: ada.id, institutionIds: [mit.id] }, bob.id],
 *     concepts: [{ conceptId: graphs.id, tf: 2 }],
 *     identifiers: { doi: '10.1/abc' },
 *   });
 *
 * What they do not do: they store author metrics, `df` and `authorsCount` exactly as given
 * (nothing is recomputed; each article adds one to the corpus size N that tf-idf reads, and
 * `corpusSize` sets N outright so that given df values make sense), and they do not fill the full-text index (search tests index the
 * articles they need through the search repository). Every default is unique per factory
 * set (`Article 1`, `Article 2`, …) so unique keys never collide. Booleans are taken as
 * booleans and stored as 0/1. Each factory returns the inserted row (camelCase).
 */
export interface CorpusFactories {
  country(input: CountryInput): Promise<Selectable<CountriesTable>>;
  journal(input?: JournalInput): Promise<Selectable<JournalsTable>>;
  institution(input?: InstitutionInput): Promise<Selectable<InstitutionsTable>>;
  author(input?: AuthorInput): Promise<Selectable<AuthorsTable>>;
  concept(input?: ConceptInput): Promise<Selectable<ConceptsTable>>;
  literal(input: LiteralInput): Promise<Selectable<ConceptLiteralsTable>>;
  article(input?: ArticleInput): Promise<Selectable<ArticlesTable>>;
  authorship(input: AuthorshipInput): Promise<void>;
  articleConcept(input: ArticleConceptInput): Promise<void>;
  /** Sets the corpus size N (`corpus_stats.articles`) that tf-idf is computed with. */
  corpusSize(articles: number): Promise<void>;
}

export interface CountryInput {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** Defaults to the English name of the code (`US` → `United States`). */
  name?: string;
}

export interface JournalInput {
  name?: string;
  shortTitle?: string | null;
  kind?: string | null;
  preprint?: boolean;
  impactFactor?: number | null;
  articlesCount?: number;
}

export interface InstitutionInput {
  name?: string;
  /** When given, the country row is created too (if missing). */
  countryCode?: string | null;
  type?: string | null;
}

export interface AuthorInput {
  name?: string;
  externalId?: string | null;
  orcid?: string | null;
  gender?: number | null;
  manualGender?: number | null;
  articlesCount?: number;
  citationsCount?: number;
  citationsCountNotInCollab?: number;
  hIndex?: number;
  hIndexNotInCollab?: number;
  notableArticlesCount?: number;
  notableArticlesCountNotInCollab?: number;
  firstYear?: number | null;
  lastYear?: number | null;
}

export interface ConceptInput {
  name?: string;
  basic?: boolean;
  deleted?: boolean;
  df?: number;
  dateModified?: string;
}

export interface LiteralInput {
  conceptId: number;
  /** Defaults to `Literal N`. */
  name?: string;
  lang?: string;
  /** Parts of a composite literal; stored as a JSON array. */
  composite?: string[] | null;
  isAmbiguous?: boolean;
  df?: number;
}

/** One byline entry of `article({ authors })`: an author id, or the id with its details. */
export type ArticleAuthorInput =
  | number
  | {
      authorId: number;
      /** Defaults: leading = first position, senior = last position of a byline with 2+ authors. */
      isLeading?: boolean;
      isSenior?: boolean;
      isCorresponding?: boolean;
      /** Defaults to the author's name. */
      rawName?: string;
      rawAffiliation?: string | null;
      /** Institutions of this authorship (rows of `authorship_institutions`). */
      institutionIds?: number[];
    };

export interface ArticleInput {
  title?: string;
  abstract?: string | null;
  year?: number | null;
  journalId?: number | null;
  volume?: string | null;
  issue?: string | null;
  pages?: string | null;
  citationsCount?: number;
  openAccess?: boolean;
  manuscriptType?: string | null;
  notable?: boolean;
  /** Defaults to the number of `authors`. */
  authorsCount?: number;
  keywords?: string[] | null;
  sourceId?: string;
  /** The byline, in order (positions 0, 1, …). */
  authors?: ArticleAuthorInput[];
  concepts?: Array<Omit<ArticleConceptInput, 'articleId'>>;
  identifiers?: Partial<Record<'doi' | 'arxiv' | 'pmid' | 'pmcid', string>>;
  origins?: Array<{ code: string; url: string; originId?: string | null }>;
  /** When it was imported (ISO); defaults to a fixed day in 2024. */
  createdAt?: string;
  /** Publication day `YYYY-MM-DD`, when the source gave one. */
  publicationDate?: string;
}

export interface AuthorshipInput {
  articleId: number;
  authorId: number;
  position: number;
  isLeading?: boolean;
  isSenior?: boolean;
  isCorresponding?: boolean;
  /** Defaults to the author's name. */
  rawName?: string;
  rawAffiliation?: string | null;
  institutionIds?: number[];
}

export interface ArticleConceptInput {
  articleId: number;
  conceptId: number;
  /** Defaults to 1. tf-idf is computed when read, from tf, the concept's df and the corpus size. */
  tf?: number;
  /** Badge evidence; default 0 occurrences in the title, a one-word span, no neighbours. */
  titleTf?: number;
  spanTokens?: number;
  neighbours?: number;
}

const FIXED_DATE = '2024-01-01T00:00:00.000Z';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const flag = (value: boolean | undefined) => (value ? 1 : 0);
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function englishCountryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Creates a factory set bound to `db`; use one set per test database. */
/**
 * Gives every stored author the importer's name key (surname + first initial, `nameBlockKey`):
 * the factories store the lower-cased name, the name matchers look the block key up.
 */
export async function useImporterNameKeys(db: Db): Promise<void> {
  for (const a of await db.kysely.selectFrom('authors').select(['id', 'name']).execute())
    await db.kysely
      .updateTable('authors')
      .set({ nameKey: nameBlockKey(a.name) })
      .where('id', '=', a.id)
      .execute();
}

export function createCorpusFactories({ db }: { db: Db }): CorpusFactories {
  const k = db.kysely;
  let sequence = 0;
  const next = () => ++sequence;

  async function authorName(authorId: number): Promise<string> {
    const row = await k.selectFrom('authors').select('name').where('id', '=', authorId).executeTakeFirst();
    if (!row) throw new Error(`corpus factory: author ${authorId} does not exist`);
    return row.name;
  }

  async function addArticlesToStats(by: number): Promise<void> {
    await k
      .insertInto('corpusStats')
      .values({ key: 'articles', value: by })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb('corpusStats.value', '+', by) })))
      .execute();
  }

  const factories: CorpusFactories = {
    async country({ code, name = englishCountryName(code) }) {
      await k
        .insertInto('countries')
        .values({ code, name })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      return k.selectFrom('countries').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    },

    async journal(input = {}) {
      const name = input.name ?? `Journal ${next()}`;
      return k
        .insertInto('journals')
        .values({
          name,
          nameKey: key(name),
          shortTitle: input.shortTitle ?? null,
          kind: input.kind ?? null,
          preprint: flag(input.preprint),
          impactFactor: input.impactFactor ?? null,
          articlesCount: input.articlesCount ?? 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async institution(input = {}) {
      const name = input.name ?? `Institution ${next()}`;
      const countryCode = input.countryCode ?? null;
      if (countryCode) await factories.country({ code: countryCode });
      return k
        .insertInto('institutions')
        .values({ name, nameKey: `${key(name)}|${countryCode ?? ''}`, countryCode, type: input.type ?? null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async author(input = {}) {
      const name = input.name ?? `Author ${next()}`;
      const author = await k
        .insertInto('authors')
        .values({
          name,
          nameKey: key(name),
          externalId: input.externalId ?? null,
          orcid: input.orcid ?? null,
          gender: input.gender ?? null,
          manualGender: input.manualGender ?? null,
          articlesCount: input.articlesCount ?? 0,
          citationsCount: input.citationsCount ?? 0,
          citationsCountNotInCollab: input.citationsCountNotInCollab ?? 0,
          hIndex: input.hIndex ?? 0,
          hIndexNotInCollab: input.hIndexNotInCollab ?? 0,
          notableArticlesCount: input.notableArticlesCount ?? 0,
          notableArticlesCountNotInCollab: input.notableArticlesCountNotInCollab ?? 0,
          firstYear: input.firstYear ?? null,
          lastYear: input.lastYear ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // As the importer stores it: every source id of an author is in author_external_ids.
      if (author.externalId) {
        const colon = author.externalId.indexOf(':');
        await k
          .insertInto('authorExternalIds')
          .values({
            externalId: author.externalId,
            authorId: author.id,
            source: colon < 0 ? author.externalId : author.externalId.slice(0, colon),
          })
          .execute();
      }
      return author;
    },

    async concept(input = {}) {
      const name = input.name ?? `Concept ${next()}`;
      return k
        .insertInto('concepts')
        .values({
          name,
          nameKey: key(name),
          basic: flag(input.basic),
          deleted: flag(input.deleted),
          isManuallyModified: 0,
          dateModified: input.dateModified ?? FIXED_DATE,
          df: input.df ?? 0,
          origins: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async literal(input) {
      const name = input.name ?? `Literal ${next()}`;
      return k
        .insertInto('conceptLiterals')
        .values({
          conceptId: input.conceptId,
          name,
          nameKey: key(name),
          composite: input.composite ? JSON.stringify(input.composite) : null,
          lang: input.lang ?? 'en',
          isAmbiguous: flag(input.isAmbiguous),
          df: input.df ?? 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async article(input = {}) {
      const n = next();
      const authors = input.authors ?? [];
      const article = await k
        .insertInto('articles')
        .values({
          sourceId: input.sourceId ?? `test:W${n}`,
          title: input.title ?? `Article ${n}`,
          abstract: input.abstract ?? null,
          year: input.year === undefined ? 2020 : input.year,
          journalId: input.journalId ?? null,
          volume: input.volume ?? null,
          issue: input.issue ?? null,
          pages: input.pages ?? null,
          citationsCount: input.citationsCount ?? 0,
          openAccess: flag(input.openAccess),
          manuscriptType: input.manuscriptType ?? null,
          notable: flag(input.notable),
          authorsCount: input.authorsCount ?? authors.length,
          keywords: input.keywords ? JSON.stringify(input.keywords) : null,
          createdAt: input.createdAt ?? FIXED_DATE,
          ...(input.publicationDate ? { publicationDate: input.publicationDate } : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addArticlesToStats(1);

      const last = authors.length - 1;
      for (const [position, entry] of authors.entries()) {
        const details = typeof entry === 'number' ? { authorId: entry } : entry;
        await factories.authorship({
          isLeading: position === 0,
          isSenior: position === last && last > 0,
          ...details,
          articleId: article.id,
          position,
        });
      }
      for (const concept of input.concepts ?? []) await factories.articleConcept({ ...concept, articleId: article.id });
      for (const [kind, value] of Object.entries(input.identifiers ?? {})) {
        await k.insertInto('articleIdentifiers').values({ kind, value, articleId: article.id }).execute();
      }
      for (const origin of input.origins ?? []) {
        await k
          .insertInto('articleOrigins')
          .values({ articleId: article.id, code: origin.code, url: origin.url, originId: origin.originId ?? null })
          .execute();
      }
      return article;
    },

    async authorship(input) {
      await k
        .insertInto('authorships')
        .values({
          articleId: input.articleId,
          position: input.position,
          authorId: input.authorId,
          isLeading: flag(input.isLeading),
          isSenior: flag(input.isSenior),
          isCorresponding: flag(input.isCorresponding),
          rawName: input.rawName ?? (await authorName(input.authorId)),
          rawAffiliation: input.rawAffiliation ?? null,
        })
        .execute();
      for (const institutionId of input.institutionIds ?? []) {
        await k
          .insertInto('authorshipInstitutions')
          .values({ articleId: input.articleId, position: input.position, institutionId })
          .execute();
      }
    },

    async articleConcept({ articleId, conceptId, tf = 1, titleTf = 0, spanTokens = 1, neighbours = 0 }) {
      await k
        .insertInto('articleConcepts')
        .values({ articleId, conceptId, tf, titleTf, spanTokens, neighbours })
        .execute();
    },

    async corpusSize(articles) {
      await k
        .insertInto('corpusStats')
        .values({ key: 'articles', value: articles })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: articles }))
        .execute();
    },
  };
  return factories;
}
