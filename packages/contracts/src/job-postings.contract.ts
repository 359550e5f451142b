import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.contract';

/**
 * The jobs board (spec 04, issue 15): vacancies, applications with files, the hiring committee,
 * committee review (votes, comments, tags, preliminary applicants, ranking by similarity) and
 * hiring topics. The feature is called `job-postings` in code; URLs keep the spec's /jobs/….
 */

/** Texts of the jobs screens (spec 04 sections 5 and 8, verbatim). */
export const JOB_MESSAGES = {
  required: 'This field is required.',
  fileTooLarge: 'File is too large.',
  invalidDate: "This doesn't look like a valid date.",
  referencesRequired: 'At least 3 references are required.',
  formInvalid: '* Some field values are incorrect. Scroll up for details.',
  selectionRequired: 'Please select at least one author, article, concept or enter text',
  cannotEdit: "You don't have permissions to edit this vacancy.",
  invalidEmail: (value: string) => `${value} doesn't look like a valid email address.`,
  tagNameRequired: 'Tag name is required.',
  tagExists: (name: string) => `Tag "${name}" already exists.`,
  tagAssigned: (name: string) => `Tag "${name}" already assigned.`,
  topicQuote: '(") in topic name is prohibited.',
  topicExists: (title: string) => `Topic "${title}" already exists.`,
  notEnoughArticles: 'Unable to build topics because there are not enough articles among applicants.',
  unsavedTopics: 'You have unsaved topics. If you leave the page now, these changes will be lost. Continue?',
  noVotes: 'No votes yet.',
  noApplicants: 'No applicants found.',
  noResults: 'No results.',
  noPublications: 'Electronic publication list is not available yet.',
  oldArticleSearch: 'Old version of article search was removed',
  oldAuthorSearch: 'Old version of author search was removed.',
  /** Spec 04 section 1: shown on the form when Published is chosen, and again once published. */
  feeNotice: 'A publication fee of $250 applies, and a payment request is e-mailed within 24 hours.',
  added: (n: number) => `Added ${n} applicant(s).`,
  /**
   * Not a spec text: after `added`, when some of the chosen authors were applicants already
   * (the server adds each author once), so 'Added 0 applicant(s).' does not read as a failure.
   */
  alreadyApplicants: (n: number) => `${n} ${n === 1 ? 'was' : 'were'} already on the vacancy.`,
  /**
   * Not a spec text: the answer of "Send e-mail to selected" (spec 04 leaves it unshown), with
   * `noEmailSkipped` after it when some of the selected had no e-mail address.
   */
  emailed: (n: number) => `E-mailed ${n} applicant(s).`,
  noEmailSkipped: (n: number) => `${n} ${n === 1 ? 'was' : 'were'} skipped for having no e-mail address.`,
  /** Not a spec text: why "Send e-mail to selected" is off. */
  noEmailSelected: 'None of the selected applicants has an e-mail address.',
  /** Not a spec text: a file whose content is none of the accepted types. */
  fileType: 'Only .pdf, .doc, .docx and .rtf files are accepted.',
  /** Not a spec text: a file with no bytes. */
  fileEmpty: 'The file is empty.',
  /** Not a spec text: a committee comment over the limit (worded like the claim comment's). */
  commentTooLong: (max: number) => `The comment is too long (at most ${max.toLocaleString('en-US')} characters).`,
  /** Not a spec text: the confirmation after a committee comment is saved (or, when empty, deleted). */
  commentSaved: 'Comment saved.',
  commentDeleted: 'Comment deleted.',
  /** Not a spec text: the search tab's concepts of the applicants listed, when they hold none. */
  noSearchConcepts: 'No concepts among these applicants.',
  /** Not a spec text: a `cids` query parameter that is not a list of concept ids. */
  conceptIdsInvalid: 'Concepts must be given as comma-separated concept ids, such as 12,40.',
  /** Not a spec text: more concepts picked on the search tab than it filters by. */
  tooManyConcepts: (max: number) => `At most ${max} concepts can be picked at once.`,
  /** Not a spec text: publishing a vacancy whose deadline day has already ended (nobody could apply). */
  deadlinePassed:
    'This deadline has passed, so nobody could apply. Choose a later date, or save the vacancy as a draft.',
  /** Not a spec text: the recommender's link is unknown, or its reference was removed by the applicant. */
  recommendationLinkInvalid: 'This link is not valid, or the request was withdrawn. Please contact the applicant.',
  /** Not a spec text: the application form's edit address opened by someone other than the applicant. */
  onlyApplicantEdits: 'Only the applicant can edit this application.',
  /** Not a spec text: the review's mark of an applicant the reviewer wrote articles with. */
  coauthorBadge: 'Co-author',
  /**
   * Not a spec text: what the mark means, on the review list (its tooltip) and the applicant page.
   * `lastYear` is null when none of the shared articles is dated.
   */
  coauthorNotice: ({ articles, lastYear }: { articles: number; lastYear: number | null }, name: string) =>
    `You co-authored ${articles} ${articles === 1 ? 'article' : 'articles'} with ${name}` +
    `${lastYear === null ? '' : ` (latest ${lastYear})`}: consider declaring a conflict of interest.`,
  /** Not a spec text: the review's mark of an applicant whose author profile is the reviewer's own. */
  ownProfileBadge: 'Your profile',
  ownProfile: 'This is your own profile.',
} as const;

/** Business constants (spec 04 section 9). */
export const JOB_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  fileExtensions: ['pdf', 'doc', 'docx', 'rtf'] as const,
  publicationFeeUsd: 250,
  minReferences: 3,
  /** Minutes between applying and the recommendation request (about an hour). */
  recommendationDelayMinutes: 60,
  /** Minutes between two runs of the task that sends due recommendation requests. */
  recommendationTaskEveryMinutes: 10,
  /** References one application may name. */
  maxReferences: 20,
  title: 300,
  description: 20_000,
  shortText: 500,
  selection: 200,
  text: 20_000,
  tagName: 100,
  tagDescription: 1000,
  comment: 5000,
  committee: 50,
  /** Vacancies per page of /semantic-jobs/. */
  pageSize: 20,
  /** Applicants per page of the review tabs. */
  applicantsPageSize: 100,
  /** Applicants added to the preliminary list in one call. */
  addAtOnce: 500,
  /** Words of a topic in the merge menu (spec: cut at 6 words). */
  mergeMenuWords: 6,
  /** Quick picks of GET /api/jobs/last-articles/. */
  lastArticles: 20,
  /** Concepts listed in a topic before an 'N more' note. */
  topicConcepts: 6,
  /** Concepts the search tab offers (the most held among the applicants listed). */
  searchConcepts: 100,
  /** Concepts the search tab can pick at once (an applicant must hold them all). */
  searchConceptsPicked: 20,
} as const;

export const VACANCY_REQUIREMENTS = [
  'cv',
  'researchStatement',
  'teachingStatement',
  'coverLetter',
  'publicationList',
] as const;
export type VacancyRequirement = (typeof VACANCY_REQUIREMENTS)[number];

/** Labels of the file fields and requirement checkboxes. */
export const REQUIREMENT_LABELS: Record<VacancyRequirement, string> = {
  cv: 'CV / electronic profile',
  researchStatement: 'Research statement',
  teachingStatement: 'Teaching statement',
  coverLetter: 'Cover letter',
  publicationList: 'Publication list',
};

export const VACANCY_STATUSES = ['draft', 'published'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** Vote types with label, glyph and score boost (spec 04 sections 3, 4, 9). */
export const VOTE_TYPES = {
  short_list: { label: 'Short list', glyph: '★', boost: 2 },
  long_list: { label: 'Long list', glyph: '☆', boost: 1 },
  seen: { label: 'Seen', glyph: '👁', boost: 0 },
  reject: { label: 'Reject', glyph: '✕', boost: -10 },
} as const;
export type VoteType = keyof typeof VOTE_TYPES;
export const VOTE_TYPE_NAMES = Object.keys(VOTE_TYPES) as VoteType[];

/** Relevance labels (spec 04 section 9); 0 is none. */
export const RANK_LABELS = ['none', 'low', 'medium', 'high', 'very high'] as const;

/** YYYY-MM-DD with month 1-12 and day 1-31, a real calendar day. */
export function isValidDeadline(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || mo < 1 || mo > 12 || d < 1 || d > 31) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1;
}

/** YYYY-MM with month 1-12 (may be in the future). */
export function isValidPhdDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return false;
  const mo = Number(m[2]);
  return Number(m[1]) >= 1900 && mo >= 1 && mo <= 12;
}

/**
 * The instant a deadline day ends (spec: "the deadline passes at the end of the deadline day
 * (23:59:59)"), in UTC: applications are accepted until and including 23:59:59 that day.
 */
export function deadlineEnd(dateDeadline: string): Date {
  return new Date(`${dateDeadline}T23:59:59.999Z`);
}

export function isDeadlinePassed(dateDeadline: string, now: Date = new Date()): boolean {
  return now.getTime() > deadlineEnd(dateDeadline).getTime();
}

/**
 * Whether a save would publish a vacancy that is closed already (its deadline day has ended,
 * `isDeadlinePassed`): refused, since a published vacancy is open to applications at once (spec 04
 * section 4) and publishing asks for the fee. Only the save that publishes: a new vacancy saved as
 * published, or one not published now (a draft) saved as published. A vacancy already published
 * may still be edited, its deadline moved into the past included (closing it early).
 */
export function publishesClosedVacancy({
  status,
  wasPublished,
  dateDeadline,
  now = new Date(),
}: {
  status: VacancyStatus | undefined;
  /** The vacancy's status before this save is published (false for a new one). */
  wasPublished: boolean;
  dateDeadline: string;
  now?: Date;
}): boolean {
  return (
    status === 'published' && !wasPublished && isValidDeadline(dateDeadline) && isDeadlinePassed(dateDeadline, now)
  );
}

const requiredText = (max: number) =>
  z.string().trim().min(1, JOB_MESSAGES.required).max(max, `At most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
const idList = z.array(z.number().int().positive()).max(JOB_LIMITS.selection).default([]);

/** An e-mail field of the jobs forms: a malformed address gets the spec 04 section 8 text, naming it. */
export const jobEmailSchema = z
  .string()
  .trim()
  .min(1, JOB_MESSAGES.required)
  .max(254)
  .superRefine((v, ctx) => {
    if (v !== '' && !EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.invalidEmail(v) });
  });

/** POST /api/jobs/edit-vacancy/ (spec 04 section 7). */
export const editVacancyBodySchema = z
  .object({
    id: z.number().int().positive().optional(),
    title: requiredText(JOB_LIMITS.title),
    descriptionMarkdown: requiredText(JOB_LIMITS.description),
    startInfo: optionalText(JOB_LIMITS.shortText),
    duration: optionalText(JOB_LIMITS.shortText),
    dateDeadline: z
      .string()
      .trim()
      .min(1, JOB_MESSAGES.required)
      .refine(isValidDeadline, { message: JOB_MESSAGES.invalidDate }),
    affiliation: requiredText(JOB_LIMITS.shortText),
    infoEmail: jobEmailSchema,
    requirements: z.array(z.enum(VACANCY_REQUIREMENTS)).max(VACANCY_REQUIREMENTS.length).default(['cv']),
    /** Not in the spec's payload: whether applicants must name at least 3 recommenders. */
    isAdvisorsRequired: z.boolean().default(false),
    articlesIds: idList,
    authorsIds: idList,
    conceptsIds: idList,
    text: optionalText(JOB_LIMITS.text),
    status: z.enum(VACANCY_STATUSES).default('draft'),
  })
  .superRefine((v, ctx) => {
    if (v.articlesIds.length === 0 && v.authorsIds.length === 0 && v.conceptsIds.length === 0 && v.text.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['selection'], message: JOB_MESSAGES.selectionRequired });
  });
export type EditVacancyBody = z.input<typeof editVacancyBodySchema>;

export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const namedIdSchema = z.object({ id: z.number().int(), name: z.string() });

export const vacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  descriptionMarkdown: z.string(),
  /** The markdown rendered to HTML with raw HTML escaped and unsafe links dropped. */
  descriptionRendered: z.string(),
  startInfo: z.string(),
  duration: z.string(),
  dateDeadline: z.string(),
  /** Whether applications are closed (the deadline day has ended). */
  isClosed: z.boolean(),
  affiliation: z.string(),
  infoEmail: z.string(),
  requirements: z.array(z.enum(VACANCY_REQUIREMENTS)),
  isAdvisorsRequired: z.boolean(),
  /** The selection: empty for everyone but the owner, the committee and superusers. */
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
  authors: z.array(namedIdSchema),
  concepts: z.array(namedIdSchema),
  text: z.string(),
  status: z.enum(VACANCY_STATUSES),
  canEdit: z.boolean(),
  /** The owner, committee members and superusers: the review pages. */
  canReview: z.boolean(),
  /** The caller's own application to this vacancy, if any. */
  ownApplicationId: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

/** GET /api/jobs/last-articles/: the articles the caller selected on their vacancies lately. */
export const lastArticlesResponseSchema = z.object({
  articles: z.array(z.object({ id: z.number().int(), title: z.string(), year: z.number().int().nullable() })),
});
export type LastArticlesResponse = z.infer<typeof lastArticlesResponseSchema>;

export const editVacancyResponseSchema = z.object({ id: z.number().int(), status: z.enum(VACANCY_STATUSES) });

/** GET /api/jobs/vacancies (the product page /semantic-jobs/). */
export const vacancyListQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  conceptId: z.coerce.number().int().positive().optional(),
  /** 'open' (deadline not passed, the default), 'closed', or 'all'. */
  deadline: z.enum(['open', 'closed', 'all']).default('open'),
  /**
   * 1: the caller's own vacancies (drafts included) instead of the published ones; committee:
   * the vacancies whose hiring committee the caller sits on (drafts included).
   */
  mine: z.enum(['0', '1', 'committee']).default('0'),
  offset: z.coerce.number().int().min(0).default(0),
});
export type VacancyListQuery = z.input<typeof vacancyListQuerySchema>;

export const vacancyListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  affiliation: z.string(),
  dateDeadline: z.string(),
  isClosed: z.boolean(),
  status: z.enum(VACANCY_STATUSES),
  concepts: z.array(namedIdSchema),
  applicantsCount: z.number().int().nullable(),
});
export const vacancyListResponseSchema = z.object({
  vacancies: z.array(vacancyListItemSchema),
  total: z.number().int(),
  offset: z.number().int(),
  pageSize: z.number().int(),
});
export type VacancyListResponse = z.infer<typeof vacancyListResponseSchema>;

/** Committee (owner's page on /jobs/{id}). */
export const committeeMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  isEqualityOfficer: z.boolean(),
});
export const committeeResponseSchema = z.object({ members: z.array(committeeMemberSchema) });
export const addCommitteeMemberBodySchema = z.object({
  email: jobEmailSchema,
  isEqualityOfficer: z.boolean().default(false),
});
export const committeeMemberParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

/** Applications. The multipart form's text fields (files come as cv, researchStatement, …). */
export const editApplicationFieldsSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  vacancyId: z.coerce.number().int().positive(),
  name: z.string().trim().max(JOB_LIMITS.shortText).default(''),
  // Spec 04 section 5: required, like the vacancy's deadline; then the form YYYY-MM.
  phdAwardDate: z
    .string({ error: JOB_MESSAGES.required })
    .trim()
    .min(1, JOB_MESSAGES.required)
    .refine(isValidPhdDate, { message: JOB_MESSAGES.invalidDate }),
  /**
   * The references as JSON: `[{ name, email, isPhdAdvisor }]` (see `applicationAdvisorsSchema`).
   * Left out when editing, the references stay as they are.
   */
  advisors: z.string().max(50_000).optional(),
});

/** One reference (recommender) as the application form sends it. */
export const advisorInputSchema = z.object({
  name: z.string().trim().min(1, JOB_MESSAGES.required).max(JOB_LIMITS.shortText),
  email: z
    .string()
    .trim()
    .min(1, JOB_MESSAGES.required)
    .max(254)
    .superRefine((v, ctx) => {
      if (v !== '' && !EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.invalidEmail(v) });
    }),
  isPhdAdvisor: z.boolean().default(false),
});
export type AdvisorInput = z.input<typeof advisorInputSchema>;
/** The decoded `advisors` field; duplicates (same e-mail) are refused on the second one. */
export const applicationAdvisorsSchema = z
  .array(advisorInputSchema)
  .max(JOB_LIMITS.maxReferences, `At most ${JOB_LIMITS.maxReferences} references.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((a, i) => {
      const key = a.email.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'email'], message: 'This recommender is already listed.' });
      seen.add(key);
    });
  });

/** A reference of an application as the applicant (and the committee) reads it; never the letter. */
export const applicationAdvisorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isPhdAdvisor: z.boolean(),
  hasPostedRecommendation: z.boolean(),
  authorId: z.number().int().nullable(),
  /** When the recommendation request was e-mailed (null until the task sent it). */
  requestSentAt: z.string().nullable(),
});
export type ApplicationAdvisor = z.infer<typeof applicationAdvisorSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  /** The requirement the file answers (cv, researchStatement, …). */
  formatType: z.enum(VACANCY_REQUIREMENTS),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const voteSchema = z.object({
  voteType: z.enum(VOTE_TYPE_NAMES as [VoteType, ...VoteType[]]),
  ownVote: z.boolean(),
  name: z.string(),
});
/**
 * The reviewer's co-authorship with an applicant: articles of the corpus on which the reviewer's
 * linked author profile and the applicant's both appear. Computed for the caller alone.
 */
export const applicantCoauthorshipSchema = z.object({
  /** Shared articles (a work held in several versions counts once). */
  articles: z.number().int().positive(),
  /** The year of the newest of them; null when none is dated. */
  lastYear: z.number().int().nullable(),
});
export type ApplicantCoauthorship = z.infer<typeof applicantCoauthorshipSchema>;

export const commentSchema = z.object({
  comment: z.string(),
  userId: z.number().int(),
  name: z.string(),
  ownComment: z.boolean(),
  /** Written by an equality officer of the committee: shown with the EOO mark. */
  equalityOfficer: z.boolean(),
});

export const applicationSchema = z.object({
  applicationId: z.number().int(),
  vacancyId: z.number().int(),
  vacancyTitle: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phdAwardDate: z.string().nullable(),
  authorId: z.number().int().nullable(),
  attachments: z.array(attachmentSchema),
  advisors: z.array(applicationAdvisorSchema),
  isPreliminary: z.boolean(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
export const editApplicationResponseSchema = z.object({ ok: z.literal(true), application: applicationSchema });

export const vacancyTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  autotag: z.boolean(),
  applicantsCount: z.number().int(),
});
export type VacancyTag = z.infer<typeof vacancyTagSchema>;
export const vacancyTagsResponseSchema = z.object({ tags: z.array(vacancyTagSchema) });
