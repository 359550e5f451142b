import { z } from 'zod';
import { MAX_ENTITY_ID, articleRowSchema, citationCountSchema, entityIdSchema } from './articles.contract';

/** Articles per page of an author's article list (`full` returns the first page). */
export const AUTHOR_ARTICLES_PAGE_SIZE = 20;
/** Top concepts returned with the full author; the chart shows 10 and more in steps of 10. */
export const AUTHOR_TOP_CONCEPTS_LIMIT = 100;
/** Step of the top-concepts chart: shown at first and added by each "more". */
export const AUTHOR_TOP_CONCEPTS_CHART_STEP = 10;
/** Top concepts in the short author (hover cards). */
export const AUTHOR_SHORT_TOP_CONCEPTS_LIMIT = 5;
/** Most concepts one article filter may combine. */
export const AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS = 20;
/** Sort orders of an author's articles: newest year first, or most cited first (ties: higher id first). */
export const AUTHOR_ARTICLES_SORTS = ['date', 'citations'] as const;
export type AuthorArticlesSort = (typeof AUTHOR_ARTICLES_SORTS)[number];
/** The values a user may set as manual gender: -100 female, 100 male. */
export const MANUAL_GENDER_VALUES = [-100, 100] as const;
export type ManualGender = (typeof MANUAL_GENDER_VALUES)[number];

/** Gender display thresholds of spec 01 section 9, for a value between -100 (female) and 100 (male). */
export type GenderLabel = 'F' | 'f' | '?' | 'm' | 'M';

/** The display label of a gender value: ≤-80 F, ≤-20 f, <20 ?, <80 m, otherwise M. */
export function genderLabel(value: number): GenderLabel {
  if (value <= -80) return 'F';
  if (value <= -20) return 'f';
  if (value < 20) return '?';
  if (value < 80) return 'm';
  return 'M';
}

/** Path parameters of every `/api/authors/{id}/…` call. */
export const authorIdParamsSchema = z.object({ id: entityIdSchema });

const CONCEPTS_MESSAGE = 'Concepts must be a comma-separated list of concept ids.';

/** `concepts=1,2,3` → `[1, 2, 3]` (duplicates dropped, empty → `[]`). */
const conceptIdsListSchema = z.preprocess(
  (raw) => (Array.isArray(raw) ? raw.join(',') : raw),
  z
    .string({ message: CONCEPTS_MESSAGE })
    .max(1000, CONCEPTS_MESSAGE)
    .optional()
    .transform((raw, ctx) => {
      const parts = (raw ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      const ids = [...new Set(parts.map(Number))];
      if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ENTITY_ID)) {
        ctx.addIssue({ code: 'custom', message: CONCEPTS_MESSAGE });
        return z.NEVER;
      }
      if (ids.length > AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS} concepts can be combined.`,
        });
        return z.NEVER;
      }
      return ids;
    }),
);

/**
 * Query of `GET /api/authors/{id}/full` and `/articles`.
 * `inConsortium` and `notability` are accepted so links from the author-page route keep
 * working, but they do not change the answer yet.
 */
export const authorArticlesQuerySchema = z.object({
  /** `date` (default): newest year first; `citations`: most cited first. Ties: higher article id first. */
  sort: z.enum(AUTHOR_ARTICLES_SORTS, { message: "Sort must be 'date' or 'citations'." }).default('date'),
  /** Only articles containing every one of these concepts (logged-in users with an active trial only). */
  concepts: conceptIdsListSchema,
  /** Number of articles to skip; pages hold `AUTHOR_ARTICLES_PAGE_SIZE` articles. */
  offset: z.coerce
    .number({ message: 'Offset must be a whole number.' })
    .int('Offset must be a whole number.')
    .min(0, 'Offset must be 0 or more.')
    .max(MAX_ENTITY_ID, 'Offset is too large.')
    .default(0),
  /** Accepted and ignored for now (consortium articles are not told apart yet). */
  inConsortium: z.string().max(20).optional(),
  /** Accepted and ignored for now (the notability threshold of the author-page route). */
  notability: z.string().max(20).optional(),
});
export type AuthorArticlesQuery = z.input<typeof authorArticlesQuerySchema>;

const GENDER_MESSAGE = 'Gender must be -100, 100, or empty to clear it.';

/**
 * Query of `PUT /api/authors/{id}/set-gender/`: `gender=-100` (F) or `gender=100` (M) stores
 * a manual gender; `gender=` or `gender=null` clears it. The parameter itself is required.
 */
export const setGenderQuerySchema = z.object({
  gender: z.string({ message: GENDER_MESSAGE }).transform((raw, ctx): ManualGender | null => {
    const value = raw.trim();
    if (value === '' || value === 'null') return null;
    const gender = MANUAL_GENDER_VALUES.find((g) => String(g) === value);
    if (gender === undefined) {
      ctx.addIssue({ code: 'custom', message: GENDER_MESSAGE });
      return z.NEVER;
    }
    return gender;
  }),
});

/** A concept of an author, weighted by the sum of its tfidf over the author's articles. */
export const authorTopConceptSchema = z.object({
  conceptId: z.number().int(),
  name: z.string(),
  /** Σ tfidf of the concept over the author's articles. */
  sumtfidf: z.number(),
});
export type AuthorTopConcept = z.infer<typeof authorTopConceptSchema>;

/** A country the author's articles were written from. */
export const authorCountrySchema = z.object({
  /** ISO 3166-1 alpha-2 code. */
  code: z.string(),
  name: z.string(),
  /** Number of the author's articles with an affiliation in this country. */
  count: z.number().int(),
});
export type AuthorCountry = z.infer<typeof authorCountrySchema>;

/** An institution the author was affiliated with, and when (from the years of their articles). */
export const datedAffiliationSchema = z.object({
  /** Institution name. */
  value: z.string(),
  /** Not known from the corpus: always null. */
  city: z.string().nullable(),
  /** Country name of the institution, when known. */
  country: z.string().nullable(),
  /** Year of the first / last article listing this affiliation (null when those articles have no year). */
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  /** Number of the author's articles listing this affiliation. */
  count: z.number().int(),
});
export type DatedAffiliation = z.infer<typeof datedAffiliationSchema>;

/** The Author entity of spec 01 section 3 with the profile fields of specs 03 and 04. */
export const authorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  articlesCount: z.number().int(),
  hIndex: citationCountSchema,
  /** h-index over articles that are not large collaborations. */
  hIndexNotInCollab: citationCountSchema,
  citationsCount: citationCountSchema,
  citationsCountNotInCollab: citationCountSchema,
  notableArticlesCount: citationCountSchema,
  notableArticlesCountNotInCollab: citationCountSchema,
  /**
   * How many of the author's articles have a citation count: the citation metrics are computed
   * over these, and are null when there are none.
   */
  articlesWithCitationsCount: z.number().int().nonnegative(),
  /** Up to `AUTHOR_TOP_CONCEPTS_LIMIT` concepts, highest sumtfidf first (ties by concept id). */
  topConcepts: z.array(authorTopConceptSchema),
  /** Predicted gender, -100 (female) to 100 (male). Null unless the viewer holds `gender_info`. */
  gender: z.number().nullable(),
  /** Gender set by a user (-100 or 100). Null unless set and the viewer holds `gender_info`. */
  manualGender: z.number().nullable(),
  /** Years since the first article (current year − firstYear); null when firstYear is unknown. */
  academicAge: z.number().int().nullable(),
  firstYear: z.number().int().nullable(),
  lastYear: z.number().int().nullable(),
  orcid: z.string().nullable(),
  /** Countries of the author's affiliations, most articles first. */
  countries: z.array(authorCountrySchema),
  /** Affiliations, most recent first (endYear desc, then count desc, then name). */
  datedAffiliations: z.array(datedAffiliationSchema),
});
export type Author = z.infer<typeof authorSchema>;

/** One page of an author's article ids. */
export const authorArticlesPageSchema = z.object({
  /** Ids of this page, in the requested order; `articles` holds the same articles in the same order. */
  articleIds: z.array(z.number().int()),
  /** True when another page follows (request it with `offset` + `AUTHOR_ARTICLES_PAGE_SIZE`). */
  hasMoreArticles: z.boolean(),
});
export type AuthorArticlesPage = z.infer<typeof authorArticlesPageSchema>;

/** `GET /api/authors/{id}/articles`. */
export const authorArticlesResponseSchema = z.object({
  authorArticles: authorArticlesPageSchema,
  articles: z.array(articleRowSchema),
});
export type AuthorArticlesResponse = z.infer<typeof authorArticlesResponseSchema>;

/** `GET /api/authors/{id}/full`: the author page in one call. */
export const authorFullResponseSchema = authorArticlesResponseSchema.extend({ author: authorSchema });
export type AuthorFullResponse = z.infer<typeof authorFullResponseSchema>;

/** One concept of `GET /api/authors/{id}/concepts`. */
export const authorConceptSchema = authorTopConceptSchema.extend({
  /** Number of the author's articles containing the concept. */
  articlesCount: z.number().int(),
});
export type AuthorConcept = z.infer<typeof authorConceptSchema>;

/** `GET /api/authors/{id}/concepts`: every concept of the author, highest sumtfidf first. */
export const authorConceptsResponseSchema = z.object({ concepts: z.array(authorConceptSchema) });
export type AuthorConceptsResponse = z.infer<typeof authorConceptsResponseSchema>;

/** The short author of hover cards. */
export const authorShortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  articlesCount: z.number().int(),
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
  /** The `AUTHOR_SHORT_TOP_CONCEPTS_LIMIT` first top concepts. */
  topConcepts: z.array(authorTopConceptSchema),
  /** The first dated affiliation (the most recent one), or null. */
  lastAffiliation: datedAffiliationSchema.nullable(),
});
export type AuthorShort = z.infer<typeof authorShortSchema>;

/** `GET /api/authors/{id}/short`. */
export const authorShortResponseSchema = z.object({ author: authorShortSchema });
export type AuthorShortResponse = z.infer<typeof authorShortResponseSchema>;
