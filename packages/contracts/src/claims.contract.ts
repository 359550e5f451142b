import { z } from 'zod';
import { articleRowSchema, citationCountSchema, entityIdSchema } from './articles.contract';
import { EMAIL_PATTERN } from './auth.contract';
import { authorTopConceptSchema, datedAffiliationSchema } from './authors.contract';

/**
 * Author claiming (spec 04 sections 2-8): finding and claiming author profiles by e-mail,
 * claiming articles from a bibliography, and acting for a recommender through an attorney
 * token. Field names follow the spec's calls (snake_case where the spec writes them so).
 */

export const CLAIM_LIMITS = {
  /** Addresses per find-by-emails request. */
  maxEmails: 20,
  /** Characters of the e-mail input. */
  emailsMaxLength: 4000,
  /** Authors claimed in one request (one person's split profiles). */
  maxAuthorsPerClaim: 10,
  commentMaxLength: 2000,
  /** Pasted plain text, in characters (an upload is limited to 10 MB by the server). */
  plainTextMaxLength: 1_000_000,
  /** References read from one bibliography; the rest are reported as not read. */
  maxReferences: 2000,
  /** Articles claimed in one request. */
  maxArticlesPerClaim: 2000,
  /** Suggested articles of same-name authors shown in step 3. */
  maxSuggested: 200,
  /** Claims a page of the moderation queue and of the dashboard lists. */
  pageSize: 50,
  /** Lifetime of an attorney token in days (README "Author claiming"). */
  attorneyTokenDays: 90,
  /** Lifetime of a claim-articles result token (between steps 1 and 3) in hours. */
  claimSessionHours: 24,
  /** Spec 04 §9: authors shown per article in a claim card before 'et al.'. */
  cardAuthors: 5,
  /** Spec 04 §9: an author list collapses above 10 and then shows 5. */
  authorsCollapseAbove: 10,
} as const;

/** The per-item message of spec 04 §5. */
export function invalidEmailMessage(value: string): string {
  return `${value} doesn't look like a valid email address.`;
}

/** Splits an e-mail list on commas or white space (spec 04 §5), dropping empty items. */
export function splitEmailList(input: string): string[] {
  return input.split(/[\s,]+/).filter((item) => item !== '');
}

/** The first item of an e-mail list that is not an address, or null when all are. */
export function firstInvalidEmail(items: readonly string[]): string | null {
  return items.find((item) => !EMAIL_PATTERN.test(item)) ?? null;
}

/** An attorney token as it appears in links: `sca_` and 43 base64url characters. */
export const attorneyTokenSchema = z
  .string({ message: 'Attorney token is required.' })
  .trim()
  .regex(/^sca_[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');

export const attorneyTokenParamsSchema = z.object({ token: attorneyTokenSchema });

const optionalAttorneyToken = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  attorneyTokenSchema.optional(),
);

const commentSchema = z
  .string()
  .trim()
  .max(
    CLAIM_LIMITS.commentMaxLength,
    `The comment is too long (at most ${CLAIM_LIMITS.commentMaxLength.toLocaleString('en-US')} characters).`,
  )
  .default('');

/** Author (claim candidate) of spec 04 §3, with why it was suggested and whether someone holds it. */
export const claimCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  articlesCount: z.number().int(),
  /** The addresses of the request that led to this author. */
  matchedEmails: z.array(z.string()),
  datedAffiliations: z.array(datedAffiliationSchema),
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
  topConcepts: z.array(authorTopConceptSchema.pick({ conceptId: true, name: true })),
  /** Linked to an account or a recommender already: a claim goes to moderation. */
  claimed: z.boolean(),
  /** Why the author was suggested, in plain words ('name and e-mail domain (Stanford University)'). */
  evidence: z.array(z.string()),
});
export type ClaimCandidate = z.infer<typeof claimCandidateSchema>;

export const claimCandidatesResponseSchema = z.object({ authors: z.array(claimCandidateSchema) });
export type ClaimCandidatesResponse = z.infer<typeof claimCandidatesResponseSchema>;

/** `POST /api/authors/find-by-emails/`: `emails` as the typed text (split on commas or white space) or a list. */
export const findByEmailsRequestSchema = z.object({
  emails: z
    .union([z.string().max(CLAIM_LIMITS.emailsMaxLength, 'Too many e-mail addresses.'), z.array(z.string().max(254))])
    .transform((raw, ctx) => {
      const items = (Array.isArray(raw) ? raw.flatMap(splitEmailList) : splitEmailList(raw)).map((e) => e.trim());
      if (items.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Enter at least one e-mail address.' });
        return z.NEVER;
      }
      const invalid = firstInvalidEmail(items);
      if (invalid !== null) {
        ctx.addIssue({ code: 'custom', message: invalidEmailMessage(invalid) });
        return z.NEVER;
      }
      if (items.length > CLAIM_LIMITS.maxEmails) {
        ctx.addIssue({ code: 'custom', message: `Enter at most ${CLAIM_LIMITS.maxEmails} e-mail addresses.` });
        return z.NEVER;
      }
      return [...new Set(items.map((e) => e.toLowerCase()))];
    }),
  attorney_token: optionalAttorneyToken,
});
export type FindByEmailsRequest = z.input<typeof findByEmailsRequestSchema>;

/** `POST /api/authors/claim-authors/`. */
export const claimAuthorsRequestSchema = z.object({
  authors_ids: z
    .array(entityIdSchema, { message: 'Select at least one author.' })
    .min(1, 'Select at least one author.')
    .max(CLAIM_LIMITS.maxAuthorsPerClaim, `Select at most ${CLAIM_LIMITS.maxAuthorsPerClaim} authors.`)
    .transform((ids) => [...new Set(ids)]),
  attorney_token: optionalAttorneyToken,
  comment: commentSchema,
});
export type ClaimAuthorsRequest = z.input<typeof claimAuthorsRequestSchema>;

/** What became of a claim: applied at once, or waiting in the superusers' moderation queue. */
export const CLAIM_OUTCOMES = ['applied', 'pending'] as const;

export const claimAuthorsResponseSchema = z.object({
  ok: z.literal(true),
  author: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(CLAIM_OUTCOMES),
  claimId: z.number().int(),
  /** Why the claim waits for a superuser (empty when applied). */
  reasons: z.array(z.string()),
});
export type ClaimAuthorsResponse = z.infer<typeof claimAuthorsResponseSchema>;

/** The fields of `POST /api/authors/find-claim-articles/` besides the file (multipart). */
export const findClaimArticlesFieldsSchema = z.object({
  plain_text: z.string().max(CLAIM_LIMITS.plainTextMaxLength, 'The text is too long: upload it as a file.').optional(),
  attorney_token: optionalAttorneyToken,
});

export const REFERENCE_MATCH_REASONS = [
  'doi',
  'arxiv',
  'pmid',
  'pmcid',
  'title',
  'title_authors',
  'title_year',
  'title_authors_year',
] as const;

export const BIBLIOGRAPHY_FORMATS = ['bibtex', 'ris', 'csl-json', 'text'] as const;

/** One article of a claim result (spec 04 §3 `articles`). */
export const claimArticleSchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  authors: z.array(z.object({ authorId: z.number().int(), name: z.string() })),
  authors_count: z.number().int(),
  year: z.number().int().nullable(),
  venue: z.string().nullable(),
  citations_count: citationCountSchema,
  /** Already on the claimant's profile: shown, not claimable again. */
  owned: z.boolean(),
});
export type ClaimArticle = z.infer<typeof claimArticleSchema>;

/** How one reference was matched. */
export const referenceMatchSchema = z.object({
  /** Position of the reference in the input, from 1. */
  index: z.number().int(),
  article_id: z.number().int(),
  /** 0..1: 1 for an identifier; for titles from title similarity, authors and year. */
  confidence: z.number(),
  reason: z.enum(REFERENCE_MATCH_REASONS),
  /** The reason in words ('DOI 10.1145/…', 'title 97%, 2 of 3 authors, year'). */
  detail: z.string(),
});
export type ReferenceMatch = z.infer<typeof referenceMatchSchema>;

/** Claim result of spec 04 §3, with how each reference was matched. */
export const claimResultSchema = z.object({
  articles: z.array(claimArticleSchema),
  articles_ids_found: z.array(z.number().int()),
  articles_ids_suggested: z.array(z.number().int()),
  input_count: z.number().int(),
  format: z.enum(BIBLIOGRAPHY_FORMATS),
  name_clusters: z.array(
    z.object({
      names: z.array(z.string()),
      articles_ids: z.array(z.number().int()),
      authors_ids: z.array(z.number().int()),
      /** The claimant's cluster, selected on the page at first. */
      selected: z.boolean(),
    }),
  ),
  /** References no article was found for: their position and text. */
  not_found: z.array(z.object({ index: z.number().int(), text: z.string() })),
  matches: z.array(referenceMatchSchema),
  /** Parts of the input that could not be read (the rest was). */
  problems: z.array(z.object({ line: z.number().int().nullable(), message: z.string() })),
  /** Presented again with `claim-articles` (24 hours). */
  token: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

const idListSchema = (message: string, min: number) =>
  z
    .array(entityIdSchema, { message })
    .min(min, message)
    .max(
      CLAIM_LIMITS.maxArticlesPerClaim,
      `At most ${CLAIM_LIMITS.maxArticlesPerClaim} articles can be claimed at once.`,
    )
    .transform((ids) => [...new Set(ids)]);

/** The answer to a claim-articles token that is not one of the caller's bibliography results (never saying whose it is). */
export const CLAIM_TOKEN_NOT_VALID = 'The claim token is not valid: upload the bibliography again.';

/** `POST /api/authors/claim-articles/` (spec 04 §4: at least one name and one article). */
export const claimArticlesRequestSchema = z.object({
  articles_ids: idListSchema('Select at least one article.', 1),
  /** Every article the step showed: those not selected are recorded as not the claimant's. */
  all_articles_ids: idListSchema('The articles shown are required.', 0).default([]),
  names: z
    .array(z.string().trim().min(1).max(300), { message: 'Select at least one name.' })
    .min(1, 'Select at least one name.')
    .max(200, 'Too many names.'),
  /** Missing: 'The claim token is missing.'; present but unknown or someone else's: 'The claim token is not valid.' (server). */
  token: z
    .string({ message: 'The claim token is missing.' })
    .trim()
    .min(1, 'The claim token is missing.')
    .max(200, CLAIM_TOKEN_NOT_VALID),
  comment: commentSchema,
  attorney_token: optionalAttorneyToken,
});
export type ClaimArticlesRequest = z.input<typeof claimArticlesRequestSchema>;

export const claimArticlesResponseSchema = z.object({
  ok: z.literal(true),
  stats: z.object({
    /** The profile the articles joined (or will join once approved). */
    author_id: z.number().int(),
    claimed_count: z.number().int(),
    /** Articles waiting for a superuser (with a profile link that needs one, the profile's own articles too). */
    pending_count: z.number().int(),
    /** Articles already on the claimant's own linked profile (0 for a claimant without one). */
    already_count: z.number().int(),
    /**
     * Selected articles left out because they already wait in a pending claim of the same
     * claimant for the same profile (a claim made of nothing else is refused with a 400).
     */
    already_pending_count: z.number().int(),
  }),
  /** The applied claim and the claim sent to moderation, when there is one. */
  claimIds: z.array(z.number().int()),
  reasons: z.array(z.string()),
});
export type ClaimArticlesResponse = z.infer<typeof claimArticlesResponseSchema>;

/** `GET /api/authors/{id}/top-cited-articles`: the author's most cited articles. */
export const TOP_CITED_ARTICLES = 5;
export const topCitedArticlesResponseSchema = z.object({ topArticles: z.array(articleRowSchema) });
export type TopCitedArticlesResponse = z.infer<typeof topCitedArticlesResponseSchema>;

/** Advisor of spec 04 §3 as the token pages see it. */
export const advisorSchema = z.object({
  advisorName: z.string(),
  email: z.string(),
  affiliation: z.string(),
  attorneyToken: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
});
export type Advisor = z.infer<typeof advisorSchema>;

export const fetchAdvisorResponseSchema = z.object({ ok: z.literal(true), advisor: advisorSchema });
export type FetchAdvisorResponse = z.infer<typeof fetchAdvisorResponseSchema>;

const requiredText = (max: number) =>
  z
    .string({ message: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(max, `At most ${max} characters.`);

const advisorEmailSchema = z
  .string({ message: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(254, 'E-mail is too long.')
  .refine((v) => EMAIL_PATTERN.test(v), { error: (issue) => invalidEmailMessage(String(issue.input)) })
  .transform((v) => v.toLowerCase());

/** `POST /api/jobs/edit-advisor-by-attorney/{token}`: the recommender's own name, e-mail and affiliation. */
export const editRecommenderProfileSchema = z.object({
  name: requiredText(200),
  email: advisorEmailSchema,
  affiliation: z.string().trim().max(300, 'At most 300 characters.').default(''),
});
export type EditRecommenderProfileRequest = z.input<typeof editRecommenderProfileSchema>;

/** `POST /api/admin/advisors`: a recommender created by a superuser (until the jobs module creates them). */
export const createAdvisorSchema = editRecommenderProfileSchema.extend({
  isPhdAdvisor: z.boolean().default(false),
});
export type CreateAdvisorRequest = z.input<typeof createAdvisorSchema>;

/** A recommender in the superusers' list. */
export const advisorRecordSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  affiliation: z.string(),
  isPhdAdvisor: z.boolean(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Attorney tokens not revoked and not expired. */
  activeTokens: z.number().int(),
  /** Expiry of the newest active token, or null. */
  tokenExpiresAt: z.string().nullable(),
});
export type AdvisorRecord = z.infer<typeof advisorRecordSchema>;

export const advisorsQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const advisorsResponseSchema = z.object({ advisors: z.array(advisorRecordSchema), total: z.number().int() });
export const advisorResponseSchema = z.object({ advisor: advisorRecordSchema });
export const advisorIdParamsSchema = z.object({ id: entityIdSchema });

/** A new attorney token: the only time it is shown. */
export const issuedAttorneyTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The token pages: /find-authors/{token}, /claim-publications/{token}, /edit-recommender-profile/{token}. */
  links: z.object({ findAuthors: z.string(), claimPublications: z.string(), editProfile: z.string() }),
});
export type IssuedAttorneyToken = z.infer<typeof issuedAttorneyTokenSchema>;

export const CLAIM_KINDS = ['profile', 'articles'] as const;
/**
 * applied: done at once by the policy; pending: in the moderation queue; approved: done by a
 * superuser; rejected: refused by a superuser; undone: reverted by the claimant or a superuser.
 */
export const CLAIM_STATES = ['applied', 'pending', 'approved', 'rejected', 'undone'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The evidence kept with a claim, shown to moderators. */
export const claimEvidenceSchema = z.object({
  /** Who claims: the account, or the recommender of an attorney token. */
  identity: z.object({
    via: z.enum(['account', 'attorney_token']),
    name: z.string().nullable(),
    email: z.string().nullable(),
    affiliation: z.string().nullable(),
  }),
  /** Whether the claimant's name (or the name their e-mail spells) is a form of every `comparedWith` name. */
  nameMatch: z.boolean(),
  /**
   * Whether the name the claimant's e-mail spells is a form of every `comparedWith` name (a typed
   * name alone is no proof). Absent in claims made before it was recorded.
   */
  emailNameMatch: z.boolean().optional(),
  /** The institution of a `comparedWith` author that the claimant's e-mail domain belongs to, or null. */
  domainInstitution: z.string().nullable(),
  /**
   * The names of the authors the claimant was compared with: the claimed profiles, or the
   * profiles the claimed articles sit on (the claimant's own excepted). Absent in claims made
   * before it was recorded (their article claims compared nothing).
   */
  comparedWith: z.array(z.string()).optional(),
  /** Why the claim was not applied at once (empty when it was). */
  reasons: z.array(z.string()),
  /** The profiles articles come from, and who holds them. */
  sources: z.array(
    z.object({
      authorId: z.number().int(),
      name: z.string(),
      heldBy: z.enum(['account', 'recommender']).nullable(),
      /**
       * What tells same-name profiles apart, as at the claim (absent in claims made before
       * they were recorded): articles, active years, top affiliations and concepts.
       */
      articlesCount: z.number().int().optional(),
      firstYear: z.number().int().nullable().optional(),
      lastYear: z.number().int().nullable().optional(),
      affiliations: z.array(z.string()).optional(),
      topConcepts: z.array(z.string()).optional(),
    }),
  ),
  articles: z.array(
    z.object({
      articleId: z.number().int(),
      title: z.string(),
      printedName: z.string(),
      confidence: z.number().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  /** Articles shown to the claimant but not selected: not theirs, by their word. */
  notSelectedArticlesIds: z.array(z.number().int()),
  bibliography: z
    .object({ format: z.string(), inputCount: z.number().int(), found: z.number().int(), notFound: z.number().int() })
    .nullable(),
});
export type ClaimEvidence = z.infer<typeof claimEvidenceSchema>;

/** A claim as its claimant, the author page's superusers and the moderation queue see it. */
export const claimEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLAIM_KINDS),
  state: z.enum(CLAIM_STATES),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Who claimed: an account's e-mail, or the recommender's name for an attorney token. */
  claimant: z.string(),
  articlesCount: z.number().int(),
  linksProfile: z.boolean(),
  comment: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  canUndo: z.boolean(),
  /** Superusers only; null for everyone else. */
  evidence: claimEvidenceSchema.nullable(),
});
export type ClaimEntry = z.infer<typeof claimEntrySchema>;

export const claimIdParamsSchema = z.object({ id: entityIdSchema });
export const claimResponseSchema = z.object({ claim: claimEntrySchema });

/** `GET /api/claims/author/{id}`: whether the author is claimed, and the claims the caller may see. */
export const authorClaimsResponseSchema = z.object({
  claimed: z.boolean(),
  claims: z.array(claimEntrySchema),
});
export type AuthorClaimsResponse = z.infer<typeof authorClaimsResponseSchema>;

export const moderationQuerySchema = z.object({
  state: z.enum(CLAIM_STATES, { message: 'Unknown claim state.' }).default('pending'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const claimsPageResponseSchema = z.object({ claims: z.array(claimEntrySchema), total: z.number().int() });
export type ClaimsPageResponse = z.infer<typeof claimsPageResponseSchema>;

/** `POST /api/claims/{id}/approve|reject`: the decision's note, e-mailed to the claimant. */
export const claimDecisionSchema = z.object({
  note: z.string().trim().max(2000, 'The note is too long (at most 2,000 characters).').default(''),
});

/** `GET /api/accounts/dashboard/`: the close target of the claim flows. */
export const dashboardResponseSchema = z.object({
  linkedAuthor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      articlesCount: z.number().int(),
      hIndex: citationCountSchema,
      citationsCount: citationCountSchema,
      notableArticlesCount: citationCountSchema,
      lastAffiliation: z.string().nullable(),
    })
    .nullable(),
  claims: z.array(claimEntrySchema),
  claimsTotal: z.number().int(),
  /** The account's saved monitorings, the newest first. */
  monitorings: z.array(z.object({ id: z.number().int(), title: z.string() })),
  folders: z.array(z.object({ id: z.number().int(), name: z.string(), proposalsCount: z.number().int() })),
  savedSearches: z.array(z.object({ id: z.number().int(), name: z.string(), queryString: z.string() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const dashboardQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });

/**
 * A queue reason as the moderator reads it: the reasons are worded for the claimant ("your
 * name"); the moderation screens and the superusers' e-mail speak of "the claimant".
 */
export function reasonForModerator(reason: string): string {
  return reason
    .replace(
      /^Neither your name nor your e-mail domain matches /,
      "Neither the claimant's name nor their e-mail domain matches ",
    )
    .replace(/^You are linked to the profile (.*?) already: /, 'The claimant is linked to the profile $1 already: ');
}
