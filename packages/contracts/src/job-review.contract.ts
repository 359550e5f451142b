import { z } from 'zod';
import { citationCountSchema } from './articles.contract';
import { EMAIL_PATTERN } from './auth.contract';
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  VOTE_TYPE_NAMES,
  applicantCoauthorshipSchema,
  applicationAdvisorSchema,
  attachmentSchema,
  commentSchema,
  vacancyTagSchema,
  voteSchema,
  type VoteType,
} from './job-postings.contract';

/**
 * The jobs board's committee review (spec 04, issue 15): applicants as the committee sees them,
 * votes, comments, tags, preliminary applicants, hiring topics, and the recommenders' letters.
 */
export const applicantArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  similarity: z.number(),
});

/** A reference as the committee sees it: the letter's file name when one was uploaded. */
export const reviewAdvisorSchema = applicationAdvisorSchema.extend({
  /** The letter's name (download: GET /api/jobs/recommendation/{id}/{filename}); null when missing. */
  filename: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type ReviewAdvisor = z.infer<typeof reviewAdvisorSchema>;

/** An applicant as the committee sees them (spec 04 section 3, "Applicant (review view)"). */
export const applicantSchema = z.object({
  applicationId: z.number().int(),
  vacancyId: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  email: z.string().nullable(),
  isPreliminary: z.boolean(),
  mergeWith: z.object({ name: z.string(), applicationId: z.number().int() }).nullable(),
  attachments: z.array(attachmentSchema),
  tagsIds: z.array(z.number().int()),
  votes: z.array(voteSchema),
  comments: z.array(commentSchema),
  /** 0 none, 1 low, 2 medium, 3 high, 4 very high. */
  rank: z.number().int().min(0).max(4),
  rankReason: z.string(),
  similarityCombined: z.number().nullable(),
  similarityMax: z.number().nullable(),
  /** Sum of the votes' boosts, each evaluator's votes normalised (see README). */
  voteScore: z.number(),
  articlesCount: z.number().int(),
  academicAge: z.number().int().nullable(),
  notableArticlesCount: citationCountSchema,
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
  gender: z.number().nullable(),
  manualGender: z.number().nullable(),
  phdAwardDate: z.string().nullable(),
  mostRelevantArticles: z.array(applicantArticleSchema),
  isEmailed: z.boolean(),
  /** The references, with their letters (committee only). */
  advisors: z.array(reviewAdvisorSchema),
  /**
   * The caller's own co-authorship with the applicant (never another member's); null when they
   * share no article or either has no author profile. Optional: absent from older servers.
   */
  coauthorship: applicantCoauthorshipSchema.nullable().optional(),
  /** The applicant's author profile is the caller's linked one. Optional: absent from older servers. */
  ownProfile: z.boolean().optional(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** Orders of the applicants list: by similarity to the vacancy (default), or by the committee's votes. */
export const APPLICANT_ORDERS = ['relevance', 'votes'] as const;
export type ApplicantOrder = (typeof APPLICANT_ORDERS)[number];

/**
 * The search tab's picked concepts in a query string (`cids=12,40`): positive concept ids,
 * comma-separated, each kept once, at most `JOB_LIMITS.searchConceptsPicked`; empty means none.
 * Anything else is a 400 on `cids` rather than a filter quietly dropped.
 */
export const conceptIdsQuerySchema = z
  .string()
  .max(2000, JOB_MESSAGES.tooManyConcepts(JOB_LIMITS.searchConceptsPicked))
  .regex(/^(\s*|[1-9]\d{0,11}(,[1-9]\d{0,11})*)$/, JOB_MESSAGES.conceptIdsInvalid)
  .transform((raw) => [...new Set(raw.trim() === '' ? [] : raw.split(',').map(Number))])
  .refine((ids) => ids.length <= JOB_LIMITS.searchConceptsPicked, {
    message: JOB_MESSAGES.tooManyConcepts(JOB_LIMITS.searchConceptsPicked),
  });

export const applicantsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  /** `relevance`: similarity, then vote score; `votes`: vote score, then similarity. */
  order: z.enum(APPLICANT_ORDERS, { message: "Order must be 'relevance' or 'votes'." }).default('relevance'),
  /** The search tab: only applicants whose similarity is at least this. */
  minSim: z.coerce.number().min(0).max(1).optional(),
  /** The search tab: only applicants holding every one of these concepts (comma-separated ids). */
  cids: conceptIdsQuerySchema.optional(),
});
export const applicantsResponseSchema = z.object({
  applicants: z.array(applicantSchema),
  total: z.number().int(),
  offset: z.number().int(),
  pageSize: z.number().int(),
  /** False before any representation model is trained (no similarity then). */
  ranked: z.boolean(),
  /** The caller is an equality officer of the committee. */
  isEqualityOfficer: z.boolean(),
  canSeeGender: z.boolean(),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

export const applicantDetailSchema = z.object({
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  applicant: applicantSchema,
  topConcepts: z.array(z.object({ conceptId: z.number().int(), name: z.string(), sumtfidf: z.number() })),
  isSuperuser: z.boolean(),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/**
 * GET /api/jobs/vacancy/{id}/concepts: the search tab's concepts, over the applicants the tab lists
 * with the same `minSim` and `cids`, so each count is what picking that concept leaves in the list.
 */
export const vacancyConceptsQuerySchema = z.object({
  minSim: z.coerce.number().min(0).max(1).default(0),
  /** The concepts picked already: only applicants holding all of them are counted. */
  cids: conceptIdsQuerySchema.optional(),
  /**
   * `1` (or `true`): the preliminary list's applicants, as `/applicants/preliminary` lists them;
   * `0`: the actual applicants. The page's actual/preliminary toggle sets it.
   */
  withPreliminaries: z.enum(['0', '1', 'true', 'false']).default('0'),
});
export const searchConceptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The applicants listed who hold the concept. */
  applicantsCount: z.number().int(),
});
export type SearchConcept = z.infer<typeof searchConceptSchema>;
export const vacancyConceptsResponseSchema = z.object({
  /** The most held concepts (at most `JOB_LIMITS.searchConcepts`), most held first, then by name. */
  concepts: z.array(searchConceptSchema),
  /** The picked concepts (`cids`) with their names, in the order given; ids naming no concept are left out. */
  picked: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type VacancyConceptsResponse = z.infer<typeof vacancyConceptsResponseSchema>;

export const voteBodySchema = z.object({
  voteType: z.enum(VOTE_TYPE_NAMES as [VoteType, ...VoteType[]]),
  applicationId: z.number().int().positive(),
});
export const commentBodySchema = z.object({
  comment: z.string().max(JOB_LIMITS.comment, JOB_MESSAGES.commentTooLong(JOB_LIMITS.comment)),
  applicationId: z.number().int().positive(),
});
export const applicationIdBodySchema = z.object({ applicationId: z.number().int().positive() });

export const vacancyTagBodySchema = z.object({
  id: z.number().int().positive().optional(),
  vacancyId: z.number().int().positive(),
  name: z.string().trim().min(1, JOB_MESSAGES.tagNameRequired).max(JOB_LIMITS.tagName),
  description: z.string().trim().max(JOB_LIMITS.tagDescription).default(''),
  autotag: z.boolean().default(false),
});
export const deleteVacancyTagBodySchema = z.object({
  id: z.number().int().positive(),
  vacancyId: z.number().int().positive(),
});
export const applicantTagBodySchema = z.object({
  applicationsIds: z.array(z.number().int().positive()).min(1).max(JOB_LIMITS.addAtOnce),
  vacancyTagId: z.number().int().positive(),
});
export const deleteApplicantTagBodySchema = z.object({
  applicationId: z.number().int().positive(),
  vacancyTagId: z.number().int().positive(),
});
export const createdJobIdSchema = z.object({ id: z.number().int() });

export const mergeApplicationsBodySchema = z.object({
  applicationId1: z.number().int().positive(),
  applicationId2: z.number().int().positive(),
});
export const mergeApplicationsResponseSchema = z.object({
  actualApplication: z.object({ applicationId: z.number().int(), name: z.string() }),
  preliminaryApplicationId: z.number().int(),
});
export const addPreliminaryBodySchema = z.object({
  vacancyId: z.number().int().positive(),
  authorsIds: z.array(z.number().int().positive()).min(1).max(JOB_LIMITS.addAtOnce),
});
export const addedCountResponseSchema = z.object({ addedCount: z.number().int() });

/** POST /jobs/{id}/emails (a form carrying applicantsIds): what was sent, and what could not be. */
export const emailApplicantsResponseSchema = z.object({
  /** Selected applicants of the vacancy e-mailed. */
  emailedCount: z.number().int(),
  /** Selected applicants of the vacancy left out for having no e-mail address (the preliminary ones). */
  noEmailCount: z.number().int(),
});
export type EmailApplicantsResponse = z.infer<typeof emailApplicantsResponseSchema>;

/** A hiring topic as the editor holds it. */
export const hiringTopicSchema = z.object({
  /** The saved tag's id; absent for a suggested topic. */
  id: z.number().int().optional(),
  name: z.string(),
  description: z.string(),
  autotag: z.boolean(),
  applicantsIds: z.array(z.number().int()),
});
export type HiringTopic = z.infer<typeof hiringTopicSchema>;
export const suggestTopicsResponseSchema = z.object({
  topics: z.array(hiringTopicSchema),
  unclassifiedApplicantsIds: z.array(z.number().int()),
  /**
   * The name of every applicant of the vacancy, preliminary ones included (the name, else the
   * author's, else the e-mail), so the editor shows people, not application ids, whichever list
   * the page shows.
   */
  applicants: z.array(z.object({ applicationId: z.number().int(), name: z.string() })),
});
export type SuggestTopicsResponse = z.infer<typeof suggestTopicsResponseSchema>;
export const suggestTopicsForNewResponseSchema = suggestTopicsResponseSchema.extend({
  suggestedApplicantsIds: z.array(z.number().int()),
});

/** Topic titles: no double quote, unique case-insensitively (spec 04 section 5). */
export function topicTitleError(title: string, others: readonly string[]): string | null {
  if (title.trim() === '') return JOB_MESSAGES.tagNameRequired;
  if (title.includes('"')) return JOB_MESSAGES.topicQuote;
  const key = title.trim().toLowerCase();
  if (others.some((o) => o.trim().toLowerCase() === key)) return JOB_MESSAGES.topicExists(title.trim());
  return null;
}

export const saveTopicsBodySchema = z
  .object({
    vacancyId: z.number().int().positive(),
    topics: z
      .array(
        z.object({
          id: z.number().int().positive().optional(),
          name: z.string().trim().min(1, JOB_MESSAGES.tagNameRequired).max(JOB_LIMITS.tagName),
          description: z.string().trim().max(JOB_LIMITS.tagDescription).default(''),
          applicantsIds: z.array(z.number().int().positive()).max(5000),
        }),
      )
      .max(100),
  })
  .superRefine((v, ctx) => {
    v.topics.forEach((t, i) => {
      const error = topicTitleError(
        t.name,
        v.topics.filter((_, j) => j < i).map((o) => o.name),
      );
      if (error) ctx.addIssue({ code: 'custom', path: ['topics', i, 'name'], message: error });
    });
  });
export const saveTopicsResponseSchema = z.object({
  applicants: z.array(z.object({ applicationId: z.number().int(), tagsIds: z.array(z.number().int()) })),
  tags: z.array(vacancyTagSchema),
});

/** Helper for form fields: an e-mail list split on commas or whitespace, with per-item errors. */
export function emailListErrors(input: string): string[] {
  return input
    .split(/[\s,]+/)
    .filter((v) => v !== '')
    .filter((v) => !EMAIL_PATTERN.test(v))
    .map((v) => JOB_MESSAGES.invalidEmail(v));
}

/** GET /api/jobs/recommendation-request/{advisorUuid}: what the recommender's upload page shows. */
export const recommendationRequestSchema = z.object({
  /** The advisor's id. */
  id: z.number().int(),
  /** The uploaded letter's name; null before an upload. */
  filename: z.string().nullable(),
  /** Whether a letter was uploaded (it may be replaced). */
  recommendation: z.boolean(),
  uploadedAt: z.string().nullable(),
  applicantName: z.string(),
  applicantAuthorId: z.number().int().nullable(),
  advisorName: z.string(),
  vacancyId: z.number().int(),
  vacancyTitle: z.string(),
  vacancyInstitution: z.string(),
  /** The recommender's own author profile, when linked (claims). */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;
export const advisorUuidParamsSchema = z.object({ advisorUuid: z.string().uuid() });
export const uploadRecommendationFieldsSchema = z.object({
  /** The advisor's uuid (the e-mailed link), or for superusers its numeric id. */
  advisorId: z
    .string()
    .trim()
    .min(1, JOB_MESSAGES.required)
    .refine((v) => /^\d{1,12}$/.test(v) || z.string().uuid().safeParse(v).success, { message: 'Unknown recommender.' }),
});
export const uploadRecommendationResponseSchema = z.object({
  ok: z.literal(true),
  filename: z.string(),
  uploadedAt: z.string(),
});

/** GET /api/jobs/vacancy/{id}/recommenders: the 'By recommenders' tab, one row per recommender (same e-mail). */
export const recommenderSchema = z.object({
  /** The advisor record of the recommender's first reference. */
  id: z.number().int(),
  /** Groups the references of one person (their e-mail) across applicants. */
  groupId: z.string(),
  name: z.string(),
  email: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  applicantsIds: z.array(z.number().int()),
  /** One entry per applicant: the reference, and its letter if uploaded. */
  letters: z.array(
    z.object({
      advisorId: z.number().int(),
      applicationId: z.number().int(),
      applicantName: z.string(),
      isPhdAdvisor: z.boolean(),
      filename: z.string().nullable(),
      uploadedAt: z.string().nullable(),
    }),
  ),
  /** The recommender's own work against the vacancy (0 and null when not linked to an author). */
  rank: z.number().int().min(0).max(4),
  similarityCombined: z.number().nullable(),
});
export type Recommender = z.infer<typeof recommenderSchema>;
export const recommendersResponseSchema = z.object({
  recommenders: z.array(recommenderSchema),
  ranked: z.boolean(),
});
export type RecommendersResponse = z.infer<typeof recommendersResponseSchema>;
