import { z } from 'zod';
import { MAX_ENTITY_ID, citationCountSchema } from './articles.contract';
import { datedAffiliationSchema } from './authors.contract';
import { refereeSettingsSchema } from './referee-settings.contract';

export * from './referee-settings.contract';

/**
 * The referee finder's calls (spec 03 sections 3 and 7): the ranked list, custom authors,
 * coauthors, saved and default settings, hiding, the already-refereed check and the export.
 * Response fields are camelCase, settings snake_case, as the spec names them.
 */

/** Candidates per page (spec 03 section 9). */
export const REFEREES_PAGE_SIZE = 50;
/** Above this many, the total is displayed as '500+'. */
export const REFEREES_TOTAL_DISPLAY_CAP = 500;
/** Export sizes (spec 03 section 9); 0 with only_marked = every marked referee. */
export const REFEREES_EXPORT_LIMITS = [50, 100, 200] as const;
export const REFEREES_EXPORT_FORMATS = ['xlsx', 'csv', 'json'] as const;
export const REFEREES_CSV_DELIMITERS = { tab: '\t', comma: ',', semicolon: ';', pipe: '|' } as const;
export type RefereesCsvDelimiter = keyof typeof REFEREES_CSV_DELIMITERS;

/** The document kinds (`{docKind}` of the routes). */
export const REFEREE_DOC_KINDS = ['proposal', 'article', 'vacancy', 'author', 'saved-search'] as const;
export type RefereeDocKind = (typeof REFEREE_DOC_KINDS)[number];

/** The most candidates one hide or unhide call takes (a page holds 50; "Load more" adds pages). */
export const REFEREES_HIDE_MAX = 1000;

/** Hide reasons (spec 03); `not_relevant` and `other` need a comment. */
export const HIDE_REASONS = [
  'died_retired',
  'conflict_of_interest',
  'not_relevant',
  'not_suitable_by_judgment',
  'other',
] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASONS_NEEDING_COMMENT: readonly HideReason[] = ['not_relevant', 'other'];
/** The message for a missing hide comment (spec 03 sections 5 and 8, verbatim). */
export const FIELD_REQUIRED_MESSAGE = 'This field is required.';

/**
 * Why a candidate left the list (`excludeReasons`). The spec names inactive_author, big_author
 * and small_h_index as examples; this is the full catalogue.
 */
export const EXCLUDE_REASONS = [
  'document_author',
  'coauthor_coi',
  'affiliation_coi',
  'custom_coi',
  'possible_document_author',
  'retracted_articles',
  'inactive_author',
  'big_author',
  'small_h_index',
  'big_h_index',
  'small_academic_age',
  'big_academic_age',
  'small_articles_count',
  'big_articles_count',
  'jif',
  'jif_percentile',
  'gender',
  'country',
  'institution_type',
  'contribution',
  'no_email',
  'missing_required_topic',
  'not_in_authors_group',
  'diversify',
  'hidden',
] as const;
export type ExcludeReason = (typeof EXCLUDE_REASONS)[number];

/** Texts of the page (spec 03 section 8, verbatim). */
export const REFEREES_MESSAGES = {
  emptyList: 'Not enough results? Please check your filters.',
  coauthorsFailed: 'Something is wrong, try to reload.',
  settingsSaved: 'Settings saved!',
  noConcepts: 'Concepts are required for referee analysis.',
  /**
   * Not a spec text: after the warning, why candidates may still be listed (a vacancy or an
   * abstract is ranked by its words too), so the warning does not contradict the list (walk 8).
   */
  noConceptsRanking:
    'Until it has some, any candidates below are ranked by its words alone, without topics or concept filters.',
  indexBeingBuilt: 'The ranking index is being built',
  /** Not a spec text (walk 11): the title of the warning on document authors without a corpus profile. */
  unlinkedAuthorsTitle: 'Document authors not linked to the corpus',
  /** Not a spec text: the link sentence after the warning, on a proposal (its page picks profiles). */
  unlinkedAuthorsPick: 'Pick their profiles on the proposal page.',
  /** Not a spec text (walk): the title of the note on authors-group members "Limit to" does not list. */
  groupMembersNotRankedTitle: 'Authors-group members not ranked',
} as const;

/** Why a member of an authors group is not in the ranked list ("Limit to" mode). */
export const NOT_RANKED_REASONS = ['left_out', 'not_found'] as const;
export type NotRankedReason = (typeof NOT_RANKED_REASONS)[number];

/** Not spec texts: each reason as the note on not-ranked group members gives it after a name. */
export const NOT_RANKED_REASON_TEXTS: Readonly<Record<NotRankedReason, string>> = {
  left_out: 'left out by filters and conflicts',
  not_found: 'no articles close enough to this document',
};

/** The most not-ranked group members the list response names (the count covers all of them). */
export const REFEREES_NOT_RANKED_NAMED = 100;

/** 'A', 'A and B', 'A, B and C'. */
function namesList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Not a spec text (walk 11): the ranking's warning that document authors have no corpus profile,
 * naming them; `REFEREES_MESSAGES.unlinkedAuthorsPick` follows it on a proposal, as a link.
 */
export function unlinkedAuthorsMessage(names: readonly string[]): string {
  return (
    `No corpus profile is linked to ${namesList(names)}: conflicts of interest through their co-authors and ` +
    'institutions are not checked, and they may be listed as candidates themselves. Candidates who may be them ' +
    '(same name, and a matching affiliation or a surname rare in the corpus) are flagged "possibly a document author".'
  );
}

/**
 * Not a spec text (walk: "Limit to" left group members out without a word): how many members of
 * the chosen authors groups the ranked list does not hold, and the setting that leaves them out of
 * it (spec 03 `authors_group_effect` limit_to, the control's "Limit to"), before their names, e.g.
 * '2 of the 5 members of the authors group Panel pool are not ranked for this document, so the
 * authors-group effect "Limit to" leaves them out of the list:'.
 */
export function groupMembersNotRankedMessage({
  count,
  membersCount,
  groupNames,
}: {
  count: number;
  membersCount: number;
  groupNames: readonly string[];
}): string {
  const group = `the authors ${groupNames.length === 1 ? 'group' : 'groups'} ${namesList(groupNames)}`;
  const subject =
    count < membersCount
      ? `${count} of the ${membersCount} members of ${group}`
      : membersCount === 1
        ? `The only member of ${group}`
        : `All ${membersCount} members of ${group}`;
  return `${subject} ${count === 1 ? 'is' : 'are'} not ranked for this document, so the authors-group effect "Limit to" leaves them out of the list:`;
}

/** The conflict text of a candidate whose name matches unlinked document authors (walk 11). */
export function possibleDocumentAuthorText(names: readonly string[]): string {
  return `possibly a document author (name matches ${namesList(names)})`;
}

const id = z.number().int();

/** An affiliation with its years (the author pages' shape) plus the institution's id, country and type. */
export const refereeAffiliationSchema = datedAffiliationSchema.extend({
  institutionId: id,
  countryCode: z.string().nullable(),
  type: z.string().nullable(),
});
export type RefereeAffiliation = z.infer<typeof refereeAffiliationSchema>;

/** The candidate's author record. `gender`/`manualGender` are null without the gender_info quota. */
export const refereeAuthorSchema = z.object({
  id,
  name: z.string(),
  gender: z.number().nullable(),
  manualGender: z.number().nullable(),
  orcid: z.string().nullable(),
  datedAffiliations: z.array(refereeAffiliationSchema),
});
export type RefereeAuthor = z.infer<typeof refereeAuthorSchema>;

/** A concept the candidate shares with the document. */
export const relevantConceptSchema = z.object({
  id,
  name: z.string(),
  /** The candidate's scored articles that carry it. */
  articlesCount: z.number().int(),
  /** Its weight in the document (boosted topics multiplied). */
  weight: z.number(),
});
export type RelevantConcept = z.infer<typeof relevantConceptSchema>;

/** One of the candidate's articles that produced the score. */
export const relevantArticleSchema = z.object({
  id,
  title: z.string(),
  year: z.number().int().nullable(),
  journal: z.string().nullable(),
  /** Similarity of the article to the document, 0..1 (topic boosts applied). */
  score: z.number(),
  /** Document concepts the article carries. */
  matchedConcepts: z.array(z.object({ id, name: z.string() })),
  /**
   * The words it shares with the document that weigh most in its score (a ranking by words),
   * as the article writes them, heaviest first; empty when the ranking had no words.
   */
  matchedWords: z.array(z.string()).default([]),
});
export type RelevantArticle = z.infer<typeof relevantArticleSchema>;

/** A paper a candidate wrote with one of the document's authors: the co-authorship COI evidence. */
export const coauthoredArticleSchema = z.object({
  id,
  title: z.string(),
  year: z.number().int().nullable(),
  /** The document's authors on the paper (names as in the document). */
  documentAuthors: z.array(z.string()),
  /** Within `coauthorship_coi_years`. */
  isRecent: z.boolean(),
});
export type CoauthoredArticle = z.infer<typeof coauthoredArticleSchema>;

/** An institution the candidate shares with a document author: the affiliation COI evidence. */
export const commonInstitutionSchema = z.object({
  institutionId: id.nullable(),
  name: z.string(),
  /** Years the candidate's articles carry the institution. */
  years: z.array(z.number().int()),
  /** The document author(s) affiliated with it at an overlapping time. */
  documentAuthors: z.array(z.string()),
  /** Years those document authors' corpus articles carry the institution. */
  documentYears: z.array(z.number().int()),
  /** A document author declares it on the document (a proposal's affiliation): held now. */
  declared: z.boolean(),
  /** Within `years_of_affiliation`. */
  isRecent: z.boolean(),
});
export type CommonInstitution = z.infer<typeof commonInstitutionSchema>;

export const hideReasonEntrySchema = z.object({
  reason: z.enum(HIDE_REASONS),
  comment: z.string(),
  hiddenAt: z.string(),
});

/** Referee (candidate), spec 03 section 3. */
export const refereeSchema = z.object({
  author: refereeAuthorSchema,
  /** 1-based rank among in-sample candidates; null for out-of-sample rows. */
  position: z.number().int().nullable(),
  score: z.number(),
  /** Scores of the candidate's scored articles, best first (the graph plots them). */
  scores: z.array(z.number()),
  maxArticleScore: z.number(),
  scoredArticlesCount: z.number().int(),
  articlesCount: z.number().int(),
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
  /** Of articlesCount, those with a citation count: hIndex and citationsCount count only these. */
  articlesWithCitationsCount: z.number().int().nonnegative(),
  academicAge: z.number().int().nullable(),
  lastArticleYear: z.number().int().nullable(),
  /** First/last/corresponding-author articles; null without the author_positions quota. */
  ownWorksCount: z.number().int().nullable(),
  /** Share of the score that comes from boosted topics (0 when topics are off). */
  scoreTopic: z.number(),
  mostRelevantConcepts: z.array(relevantConceptSchema),
  mostRelevantArticles: z.array(relevantArticleSchema),
  coauthoredArticles: z.array(coauthoredArticleSchema),
  retractedArticles: z.array(z.object({ id, title: z.string(), year: z.number().int().nullable() })),
  recentlyCoauthoredCount: z.number().int(),
  isRecentlyCommonAffiliation: z.boolean(),
  /** Named by the user as a custom COI author. */
  externalCoI: z.boolean(),
  /**
   * Document authors whose names the candidate's name matches, with evidence of one person
   * (authors without a corpus profile, or a linked author's second profile): the candidate may be
   * one of them, a conflict (`possible_document_author`). Absent or empty: none.
   */
  possibleDocumentAuthorOf: z.array(z.string()).optional(),
  /** Flags: 'custom', 'marked', 'coi', 'document_author'. */
  labels: z.array(z.string()),
  excludeReasons: z.array(z.enum(EXCLUDE_REASONS)),
  hideReasons: z.array(hideReasonEntrySchema),
  /**
   * The authors groups (of the settings) the candidate belongs to; `label` is the group's short
   * tag shown next to the candidate ('' when the group has none: its name is shown instead).
   */
  authorFromGroupList: z.array(z.object({ id, display_name: z.string(), label: z.string() })),
  extraColumns: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  extraFields: z.record(z.string(), z.unknown()),
  commonInstitutions: z.array(commonInstitutionSchema),
  /**
   * Shown outside the ranked sample (custom and marked authors the sample left out): not
   * counted in `offset`. A custom or marked author in the sample is a normal row with its position.
   */
  isOutOfSample: z.boolean(),
});
export type Referee = z.infer<typeof refereeSchema>;

/** Topic of the list response: a document concept with its status (spec 03 "Topic"). */
export const refereeTopicSchema = z.object({
  status: z.enum(['included', 'required', 'excluded']),
  concepts: z.array(z.object({ id, name: z.string(), basic: z.boolean(), weight: z.number() })),
});
export type RefereeTopic = z.infer<typeof refereeTopicSchema>;

export const savedRefereeSettingsSchema = z.object({
  id,
  title: z.string(),
  settings: refereeSettingsSchema,
  createdAt: z.string(),
});
export type SavedRefereeSettings = z.infer<typeof savedRefereeSettingsSchema>;

export const refereeCountrySchema = z.object({ id: z.string(), code: z.string(), name: z.string(), count: id });
export const refereeAuthorsGroupSchema = z.object({
  id,
  display_name: z.string(),
  label: z.string(),
  owner_label: z.string(),
});

/** A filter the corpus has no data for (never faked): shown disabled with the note. */
export const unavailableFilterSchema = z.object({ fields: z.array(z.string()), note: z.string() });
/** A setting the caller's quotas do not allow: ignored (reset to its default) by the server. */
export const ignoredSettingSchema = z.object({ field: z.string(), quota: z.string() });

/**
 * Members of the chosen authors groups that a "Limit to" list does not hold: left out by filters
 * and conflicts, or not found near the document (no articles close enough).
 */
export const groupMembersNotRankedSchema = z.object({
  /** Members of the chosen groups, each author once. */
  membersCount: z.number().int(),
  /** How many of them are not ranked. */
  count: z.number().int(),
  /** The first `REFEREES_NOT_RANKED_NAMED` of them: left out ones first, then by name. */
  members: z.array(
    z.object({
      id,
      name: z.string(),
      reason: z.enum(NOT_RANKED_REASONS),
      /** For a left-out member, the filters and conflicts that left it out (`excludeReasons`); else empty. */
      excludeReasons: z.array(z.enum(EXCLUDE_REASONS)),
    }),
  ),
  /** `groupMembersNotRankedMessage`: the sentence before the names. */
  message: z.string(),
});
export type GroupMembersNotRanked = z.infer<typeof groupMembersNotRankedSchema>;

/** The list response, spec 03 section 3. */
export const refereesListResponseSchema = z.object({
  referees: z.array(refereeSchema),
  hasMoreReferees: z.boolean(),
  /** In-sample candidates after filters (the page shows '500+' above 500). */
  totalReferees: z.number().int(),
  /** Candidates left out by filters and conflicts (listed with `excluded=1`). */
  excludedCount: z.number().int(),
  topics: z.array(refereeTopicSchema),
  /**
   * Every concept of the document (most relevant first) with its topic status (0 Boosted,
   * 1 Included, 2 Ignored; null: none set): what the topics panel offers.
   */
  documentConcepts: z.array(
    z.object({
      id,
      name: z.string(),
      basic: z.boolean(),
      weight: z.number(),
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
    }),
  ),
  settings: refereeSettingsSchema,
  settingsId: id.nullable(),
  savedSettings: z.array(savedRefereeSettingsSchema),
  countries: z.array(refereeCountrySchema),
  authorsGroups: z.array(refereeAuthorsGroupSchema),
  markedAuthorsIds: z.array(id),
  canMarkAsReferees: z.boolean(),
  canHideCandidates: z.boolean(),
  customCoiAuthors: z.array(z.object({ id, name: z.string() })),
  displaySettings: z.object({
    banner: z.string().nullable(),
    RF_proposal_top_help_message: z.string().nullable(),
    referee_finder_columns: z.array(z.string()),
  }),
  document: z.object({
    kind: z.enum(REFEREE_DOC_KINDS),
    id,
    title: z.string(),
    conceptsCount: z.number().int(),
    header: z.object({
      folder: z.object({ id, name: z.string(), organizationId: id.nullable() }).optional(),
      originId: z.string().nullable().optional(),
    }),
    /**
     * The document's authors without a corpus profile (conflict checks incomplete for them),
     * with the warning the page shows and, for a proposal, the page where their profiles are
     * picked; null when every author is linked.
     */
    unlinkedAuthors: z
      .object({ names: z.array(z.string()), message: z.string(), pickProfilesPath: z.string().nullable() })
      .nullable(),
  }),
  unavailableFilters: z.array(unavailableFilterSchema),
  ignoredSettings: z.array(ignoredSettingSchema),
  /** With `authors_group_effect` limit_to: the groups' members the list does not hold; null otherwise or when none. */
  groupMembersNotRanked: groupMembersNotRankedSchema.nullable(),
});
export type RefereesListResponse = z.infer<typeof refereesListResponseSchema>;

/** Coauthor entry, spec 03 section 3. */
export const coauthorEntrySchema = z.object({
  author: z.object({ id, name: z.string(), orcid: z.string().nullable() }),
  position: z.number().int(),
  commonCorpusArticlesCount: z.number().int(),
  articlesCount: z.number().int(),
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
});
export type CoauthorEntry = z.infer<typeof coauthorEntrySchema>;

export const coauthorsResponseSchema = z.object({
  author: z.object({ id, name: z.string() }),
  settings: refereeSettingsSchema,
  coauthors: z.array(coauthorEntrySchema),
});

export const customRefereesResponseSchema = z.object({
  referees: z.array(refereeSchema),
  scoredPanelMembers: z.array(refereeSchema),
});

/** `POST …/save-settings` body. */
export const saveRefereeSettingsBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'The title is too long: at most 200 characters.'),
  settings: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

/**
 * Author ids as a form or JSON body sends them: an array, or one comma-separated string (the
 * pages post form-encoded strings); blanks dropped, every entry a number for the schema to check.
 */
export function authorIdsOfForm(raw: unknown): number[] {
  return (Array.isArray(raw) ? raw : String(raw ?? '').split(','))
    .map((v) => String(v).trim())
    .filter((v) => v !== '')
    .map(Number);
}

/**
 * The `authorsIds` of a hide or unhide call: an array, or a comma-separated string of author
 * ids (the page posts the form-encoded string).
 */
export const hiddenAuthorsIdsSchema = z.preprocess(
  authorIdsOfForm,
  z
    .array(
      z
        .number()
        .int('Authors must be author ids.')
        .min(1, 'Authors must be author ids.')
        .max(MAX_ENTITY_ID, 'Authors must be author ids.'),
    )
    .min(1, 'Select at least one author.')
    .max(REFEREES_HIDE_MAX, `At most ${REFEREES_HIDE_MAX} authors at once.`),
);

/** `POST …/hide-referees/` body. */
export const hideRefereesBodySchema = z
  .object({
    authorsIds: hiddenAuthorsIdsSchema,
    reason: z.enum(HIDE_REASONS, { message: 'Choose a reason.' }),
    comment: z.string().max(2000, 'The comment is too long: at most 2,000 characters.').default(''),
  })
  .superRefine((body, ctx) => {
    if (HIDE_REASONS_NEEDING_COMMENT.includes(body.reason) && body.comment.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: FIELD_REQUIRED_MESSAGE });
  });

/** `GET/POST /api/referees/{folder|organization}/{id}/settings`. */
export const defaultSettingsResponseSchema = z.object({
  folder: z.object({ id, name: z.string(), refereeFinderSettings: refereeSettingsSchema }).optional(),
  organization: z.object({ id, name: z.string(), refereeFinderSettings: refereeSettingsSchema }).optional(),
  countries: z.array(refereeCountrySchema),
  authorsGroups: z.array(refereeAuthorsGroupSchema),
});

export const alreadyRefereedResponseSchema = z.object({ alreadyRefereed: z.boolean() });

/**
 * `GET /api/articles/{id}/as-ref-doc` (spec 03 section 7, document lookups): an article as the
 * referee finder reads it for a document — its text, byline (with affiliations, the start of
 * the conflict checks) and its concepts, most relevant first.
 */
export const articleAsRefDocResponseSchema = z.object({
  document: z.object({
    kind: z.literal('article'),
    id,
    title: z.string(),
    abstract: z.string(),
    authors: z.array(
      z.object({
        authorId: id.nullable(),
        name: z.string(),
        affiliations: z.array(z.string()),
        orcid: z.string().nullable(),
      }),
    ),
    concepts: z.array(z.object({ id, name: z.string() })),
  }),
});
export type ArticleAsRefDocResponse = z.infer<typeof articleAsRefDocResponseSchema>;

const optionalIdList = z.preprocess(
  authorIdsOfForm,
  z.array(z.number().int('Must be a comma-separated list of author ids.').min(1)),
);
const flag = z.preprocess((raw) => ['1', 'true', 'on'].includes(String(raw ?? '').toLowerCase()), z.boolean());

/**
 * The non-settings fields of the list call's form body (the settings travel in the same body):
 * `offset` = in-sample referees already shown; `includeMarked=1` adds marked authors outside
 * the sample (proposals); `excluded=1` lists the excluded candidates with their reasons instead.
 */
export const refereesListParamsSchema = z.object({
  offset: z.preprocess(
    (raw) => (raw === undefined || raw === '' ? 0 : Number(raw)),
    z.number().int('Offset must be a whole number.').min(0, 'Offset must be 0 or more.'),
  ),
  includeMarked: flag,
  excluded: flag,
  custom_coi_authors_ids: optionalIdList,
  custom_authors_ids: optionalIdList,
  settingsId: z.preprocess(
    (raw) => (raw === undefined || raw === '' || raw === null ? null : Number(raw)),
    z.number().int('Saved settings id must be a whole number.').min(1).nullable(),
  ),
});
export type RefereesListParams = z.infer<typeof refereesListParamsSchema>;

/** `POST …/custom` form body besides the settings. */
export const customRefereesParamsSchema = z.object({
  authorsIds: optionalIdList.pipe(z.array(z.number()).min(1, 'Add at least one author.')),
  custom_coi_authors_ids: optionalIdList,
});

/** `POST …/coauthors` form body besides the settings. */
export const coauthorsParamsSchema = z.object({
  refereeAuthorId: z.preprocess(
    (raw) => Number(raw),
    z.number({ message: 'refereeAuthorId must be an author id.' }).int('refereeAuthorId must be an author id.').min(1),
  ),
});

/** Query of `GET /referees-beam/export-referees/{docId}/`. */
export const exportRefereesQuerySchema = z.object({
  settings: z.string().default(''),
  doc_kind: z.enum(REFEREE_DOC_KINDS, { message: 'Unknown document kind.' }),
  export_format: z
    .enum(REFEREES_EXPORT_FORMATS, { message: "Export format must be 'xlsx', 'csv' or 'json'." })
    .default('xlsx'),
  csv_delimiter: z
    .enum(['tab', 'comma', 'semicolon', 'pipe'], {
      message: "CSV delimiter must be 'tab', 'comma', 'semicolon' or 'pipe'.",
    })
    .default('comma'),
  limit: z.preprocess(
    (raw) => (raw === undefined || raw === '' ? 50 : Number(raw)),
    z.union([z.literal(0), z.literal(50), z.literal(100), z.literal(200)], {
      message: 'Limit must be 50, 100 or 200.',
    }),
  ),
  only_custom: flag,
  only_marked: flag,
  as_org_id: z.preprocess(
    (raw) => (raw === undefined || raw === '' ? null : Number(raw)),
    z.number().int().min(1).nullable(),
  ),
});
export type ExportRefereesQuery = z.infer<typeof exportRefereesQuerySchema>;
