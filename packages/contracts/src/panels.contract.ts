import { z } from 'zod';
import { citationCountSchema, entityIdSchema, requiredEntityIdSchema } from './articles.contract';
import { importRowErrorSchema } from './folders.contract';
import {
  authorIdsOfForm,
  refereeAuthorsGroupSchema,
  refereeCountrySchema,
  hideReasonEntrySchema,
  ignoredSettingSchema,
} from './referees.contract';
import { refereeSettingsSchema, settingsRecord, type RefereeSettingsIssue } from './referee-settings.contract';

/**
 * The panel composer (spec 03, issue 13): panels of an organization, their subpanels of
 * documents (proposals or articles), compositions of members, people scored per subpanel, the
 * computation as a background task, coverage and an assignment of members to documents.
 * Aggregation, assignment method and states: docs/panel-composer.md.
 */

/** Texts of the panel screens (spec 03 sections 2 and 8, verbatim). */
export const PANEL_MESSAGES = {
  baseComposition: 'This is a base composition.',
  notComputed: 'This panel has not been computed yet.',
  /** A panel computed before whose subpanels changed since (not a text of the spec, which has no such state). */
  outOfDate: 'The scores are out of date: the subpanels or their documents changed since the last computation.',
  inProgress: 'This panel is being computed right now.',
  failed: 'The most recent computation of this panel failed. We are working on this issue.',
  scheduleComputation: 'Schedule computation',
  loadMore: 'Load more candidates',
  loadingMore: 'Loading more candidates',
  noDocuments: 'No documents found.',
  viewAll: 'View all →',
  documents: 'Documents',
  settingsHelp: 'These settings change gender, location, experience level and breadth of expertise.',
} as const;

/** Limits and constants (spec 03 section 9 where it gives them). */
export const PANEL_LIMITS = {
  name: 200,
  code: 40,
  subpanelName: 200,
  subpanels: 100,
  documentsPerSubpanel: 1000,
  /** Members of one composition. */
  members: 1000,
  /** Candidates per page (spec 03: 50). */
  pageSize: 50,
  /** Panels per page of /panel-composer/. */
  panelsPageSize: 50,
  /** Candidates one list keeps of everyone found who pass its settings (docs/panel-composer.md). */
  candidatesPool: 300,
  /** Documents of a subpanel shown beside the table before 'View all →'. */
  previewDocuments: 5,
  /** Panel titles are truncated here (spec 03 section 9). */
  titleTruncate: 45,
  /** Seconds between reloads while a computation is failed or in progress (spec 03 section 4). */
  refreshSeconds: 30,
  /** Rows of one import file. */
  importRows: 20_000,
  importChars: 10 * 1024 * 1024,
  /** Custom people per call. */
  customPeople: 50,
} as const;

export const PANEL_DOC_KINDS = ['proposal', 'article'] as const;
export type PanelDocKind = (typeof PANEL_DOC_KINDS)[number];

const id = z.number().int();
const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** A subpanel code: letters, digits, `.`, `_` and `-` (it appears in URLs). */
export const subpanelCodeSchema = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(PANEL_LIMITS.code, `Code must be at most ${PANEL_LIMITS.code.toLocaleString('en-US')} characters.`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Code may hold letters, digits, dots, dashes and underscores only.');

export const panelDocumentRefSchema = z.object({
  docKind: z.enum(PANEL_DOC_KINDS, { message: "Document kind must be 'proposal' or 'article'." }),
  docId: entityIdSchema,
});
export type PanelDocumentRef = z.infer<typeof panelDocumentRefSchema>;

/** Document reference (spec 03 section 3): docKind, docId, title. */
export const documentReferenceSchema = z.object({
  docKind: z.enum(PANEL_DOC_KINDS),
  docId: id,
  title: z.string(),
});
export type DocumentReference = z.infer<typeof documentReferenceSchema>;

const authorIdList = z.array(entityIdSchema).max(PANEL_LIMITS.members, `At most ${PANEL_LIMITS.members} members.`);

/** `POST /api/panels`. */
export const createPanelBodySchema = z.object({
  name: trimmed(PANEL_LIMITS.name, 'Name').min(1, 'This field is required.'),
  organizationId: requiredEntityIdSchema,
  /** Corpus author ids of the panel's current members (its base composition). */
  memberAuthorIds: authorIdList.default([]),
});
export type CreatePanelBody = z.infer<typeof createPanelBodySchema>;

/** `PUT /api/panel/{id}`: rename, or set the current members (the base composition). */
export const updatePanelBodySchema = z.object({
  name: trimmed(PANEL_LIMITS.name, 'Name').min(1, 'This field is required.').optional(),
  memberAuthorIds: authorIdList.optional(),
});
export type UpdatePanelBody = z.infer<typeof updatePanelBodySchema>;

/** `POST /api/panel/{id}/subpanels` and `PUT …/subpanels/{code}`. */
export const subpanelBodySchema = z.object({
  code: subpanelCodeSchema,
  name: trimmed(PANEL_LIMITS.subpanelName, 'Name').min(1, 'This field is required.'),
  documents: z
    .array(panelDocumentRefSchema)
    .max(PANEL_LIMITS.documentsPerSubpanel, `At most ${PANEL_LIMITS.documentsPerSubpanel} documents.`)
    .default([]),
});
export type SubpanelBody = z.infer<typeof subpanelBodySchema>;

export const panelIdParamsSchema = z.object({ id: entityIdSchema });
export const subpanelParamsSchema = z.object({ id: entityIdSchema, subpanelCode: subpanelCodeSchema });
/** The composition routes share `/api/panel/:id` with the panel's own (one parameter name per position). */
export const compositionParamsSchema = z.object({ id: entityIdSchema, compId: entityIdSchema });

/** The state of a panel's computation (spec 03 "Computation states"). */
export const PANEL_COMPUTATION_STATES = ['not_computed', 'queued', 'running', 'done', 'failed'] as const;
export type PanelComputationState = (typeof PANEL_COMPUTATION_STATES)[number];

export const panelComputationSchema = z.object({
  state: z.enum(PANEL_COMPUTATION_STATES),
  /** The background task (its progress is also on the tasks page). */
  taskId: id.nullable(),
  step: z.string().nullable(),
  percent: z.number().nullable(),
  /** When the scores shown were computed. */
  computedAt: z.string().nullable(),
  /** The subpanels or documents changed since the scores were computed. */
  stale: z.boolean(),
});
export type PanelComputation = z.infer<typeof panelComputationSchema>;

export const panelCompositionSchema = z.object({
  id,
  name: z.string(),
  /** False for the base composition: it can only be duplicated. */
  isEditable: z.boolean(),
  membersCount: z.number().int(),
  createdAt: z.string(),
});
export type PanelComposition = z.infer<typeof panelCompositionSchema>;

export const panelListItemSchema = z.object({
  id,
  panelName: z.string(),
  organization: z.object({ id, name: z.string() }),
  subpanelsCount: z.number().int(),
  documentsCount: z.number().int(),
  membersCount: z.number().int(),
  computation: panelComputationSchema,
  updatedAt: z.string(),
});
export type PanelListItem = z.infer<typeof panelListItemSchema>;

export const panelListQuerySchema = z.object({
  offset: z.coerce.number().int('Offset must be a whole number.').min(0, 'Offset must be 0 or more.').default(0),
});

/** `GET /api/panels`: the panels of the caller's organizations, newest first, and where they may create one. */
export const panelListResponseSchema = z.object({
  panels: z.array(panelListItemSchema),
  total: z.number().int(),
  offset: z.number().int(),
  nextOffset: z.number().int().nullable(),
  organizations: z.array(z.object({ id, name: z.string() })),
});
export type PanelListResponse = z.infer<typeof panelListResponseSchema>;

export const subpanelDocumentsSchema = z.object({
  preview: z.array(documentReferenceSchema),
  total: z.number().int(),
});

/** A subpanel (spec 03 "Panel": id, code, name, score, documents with preview and total). */
export const panelSubpanelSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  /** The composition's total: the sum of its members' (and added candidates') subpanel scores. */
  score: z.number(),
  documents: subpanelDocumentsSchema,
});
export type PanelSubpanel = z.infer<typeof panelSubpanelSchema>;

/** `GET /api/panel/{id}`: the panel page. */
export const panelDetailSchema = z.object({
  id,
  panelName: z.string(),
  organization: z.object({ id, name: z.string() }),
  subpanels: z.array(panelSubpanelSchema.omit({ score: true })),
  compositions: z.array(panelCompositionSchema),
  /** The current members (the base composition). */
  members: z.array(z.object({ id, name: z.string() })),
  computation: panelComputationSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PanelDetail = z.infer<typeof panelDetailSchema>;

/** `GET /api/panel/{id}/subpanel/{subpanelCode}/documents`. */
export const subpanelDocumentsResponseSchema = z.object({
  panelName: z.string(),
  subpanel: z.object({ id, code: z.string(), name: z.string() }),
  documents: z.array(documentReferenceSchema),
});
export type SubpanelDocumentsResponse = z.infer<typeof subpanelDocumentsResponseSchema>;

/** Panel member status (spec 03): '' member, 'candidate' added, 'leaves' removed member, null a pure candidate. */
export const PANEL_MEMBER_STATUSES = ['', 'candidate', 'leaves'] as const;
export type PanelMemberStatus = (typeof PANEL_MEMBER_STATUSES)[number] | null;

/** A conflict of interest of a person with one subpanel document, with its evidence. */
export const panelConflictSchema = z.object({
  docKind: z.enum(PANEL_DOC_KINDS),
  docId: id,
  title: z.string(),
  subpanelCode: z.string(),
  /** 'document_author', 'coauthor_coi', 'affiliation_coi' (the referee finder's reasons). */
  reasons: z.array(z.string()),
  coauthoredArticles: z.array(z.object({ id, title: z.string(), year: id.nullable() })),
  commonInstitutions: z.array(z.string()),
  /**
   * The document authors linked to a corpus profile by the name alone through whom alone this
   * conflict stands (a namesake's colleagues would be no conflict): empty when any evidence
   * stands without such a link (ORCID, affiliation, a person's choice, a declared affiliation).
   */
  nameMatchOnly: z.array(z.string()),
});
export type PanelConflict = z.infer<typeof panelConflictSchema>;

/** Scored panel member or candidate (spec 03 section 3). */
export const scoredPanelMemberSchema = z.object({
  author: z.object({
    id,
    name: z.string(),
    gender: z.number().nullable(),
    manualGender: z.number().nullable(),
    orcid: z.string().nullable(),
  }),
  name: z.string(),
  /** Gender value (-100 female … 100 male) when the caller may see it, else null. */
  gender: z.number().nullable(),
  /**
   * 1-based panel position among everyone scored for the panel: the subpanels interleaved (each
   * subpanel's first, then each one's second…), not the order of `score` (docs/panel-composer.md).
   */
  position: z.number().int(),
  /** The panel score: the best subpanel score (docs/panel-composer.md). */
  score: z.number(),
  subpanelId2score: z.record(z.string(), z.number()),
  subpanelId2position: z.record(z.string(), z.number().int()),
  /** The bars: one per subpanel, in subpanel order. */
  detailedScore: z.array(z.object({ subpanelId: id, code: z.string(), score: z.number() })),
  totalArticlesCount: z.number().int(),
  hIndex: citationCountSchema,
  citationsCount: citationCountSchema,
  mostRelevantDocuments: z.array(documentReferenceSchema.extend({ score: z.number(), subpanelCode: z.string() })),
  affiliations: z.array(
    z.object({
      name: z.string(),
      countryCode: z.string().nullable(),
      startYear: id.nullable(),
      endYear: id.nullable(),
    }),
  ),
  topSubpanelsCodes: z.array(z.string()),
  status: z.enum(PANEL_MEMBER_STATUSES).nullable(),
  conflicts: z.array(panelConflictSchema),
  hideReasons: z.array(hideReasonEntrySchema),
  /** The authors groups of the settings the person belongs to (highlight). */
  /** The authors groups (of the settings) the person belongs to; `label` is the group's short tag. */
  authorFromGroupList: z.array(z.object({ id, display_name: z.string(), label: z.string() })),
  /** Added by author id (not found by the computation). */
  isCustom: z.boolean(),
});
export type ScoredPanelMember = z.infer<typeof scoredPanelMemberSchema>;

/** The candidate settings of the panel composer (spec 03 "Panel settings used in the composer"). */
export const panelSettingsSchema = refereeSettingsSchema.pick({
  gender: true,
  include_countries: true,
  exclude_countries: true,
  ignore_countries: true,
  ignore_authors_group: true,
  authors_groups_ids: true,
  authors_group_effect: true,
});
export type PanelSettings = z.infer<typeof panelSettingsSchema>;
export const PANEL_SETTING_NAMES = Object.keys(panelSettingsSchema.shape) as Array<keyof PanelSettings>;

/** Reads the panel settings from a query string or record (other names are ignored). */
export function parsePanelSettings(
  input: string | URLSearchParams | Record<string, unknown>,
): { ok: true; settings: PanelSettings } | { ok: false; issues: RefereeSettingsIssue[] } {
  const result = panelSettingsSchema.safeParse(settingsRecord(input));
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? 'settings'),
      message: issue.message,
    })),
  };
}

/** The default panel settings (gender all, countries off, groups off, effect highlight). */
export function defaultPanelSettings(): PanelSettings {
  return panelSettingsSchema.parse({});
}

/**
 * Writes the settings that differ from the defaults into `params` (others removed), leaving
 * every other parameter (author, sort, offset) as it is: what "Apply" pushes to the query string.
 */
export function applyPanelSettings(params: URLSearchParams, settings: PanelSettings): URLSearchParams {
  const out = new URLSearchParams(params);
  const defaults = defaultPanelSettings();
  for (const name of PANEL_SETTING_NAMES) {
    out.delete(name);
    const value = settings[name];
    const text = Array.isArray(value) ? value.join(',') : String(value);
    const fallback = defaults[name];
    const defaultText = Array.isArray(fallback) ? fallback.join(',') : String(fallback);
    if (text !== defaultText) out.set(name, text);
  }
  return out;
}

/** Query of the members and candidates calls: the settings, plus these. */
export const panelPeopleQuerySchema = z.object({
  offset: z.coerce.number().int('Offset must be a whole number.').min(0, 'Offset must be 0 or more.').default(0),
  /** 'position' (default) or a comma list of subpanel codes (the sum of their scores, best first). */
  sort: z
    .string()
    .max(2000)
    .default('position')
    .transform((v) => (v.trim() === '' ? 'position' : v.trim())),
  /** The person whose row is open (spec 03: kept when settings are applied). */
  author: z.preprocess(
    (raw) => (raw === undefined || raw === '' ? null : raw),
    z.coerce.number().int('Author must be an author id.').positive('Author must be an author id.').nullable(),
  ),
});
export type PanelPeopleQuery = z.infer<typeof panelPeopleQuerySchema>;

/**
 * How the candidate settings narrowed everyone found before the list kept the first `limit` who
 * pass; a person left out counts under the first setting that leaves them out (docs/panel-composer.md).
 */
export const candidatePoolSchema = z.object({
  /** People found for the panel who may be candidates here (not members of the composition, not hidden). */
  found: z.number().int(),
  /** Of them, those the settings let through. */
  passing: z.number().int(),
  /** How many of those one list keeps (`PANEL_LIMITS.candidatesPool`; all for an older computation). */
  limit: z.number().int(),
  leftOut: z.object({ gender: z.number().int(), countries: z.number().int(), authorsGroups: z.number().int() }),
  /** False for a computation stored before everyone found was kept: `found` is only who it scored. */
  complete: z.boolean(),
});
export type CandidatePool = z.infer<typeof candidatePoolSchema>;

/** The members (and candidates) loading call (spec 03 section 7). */
export const panelPeopleResponseSchema = z.object({
  scoredPanelMembers: z.array(scoredPanelMemberSchema),
  panelName: z.string(),
  composition: z.object({ id, name: z.string() }),
  subpanels: z.array(panelSubpanelSchema),
  countries: z.array(refereeCountrySchema),
  authorsGroups: z.array(refereeAuthorsGroupSchema),
  hasMore: z.boolean(),
  isEditable: z.boolean(),
  /** No subpanel holds a document: nothing to score. */
  noSubpanelDocs: z.boolean(),
  /** Not computed for the panel's current subpanels and documents. */
  cacheMiss: z.boolean(),
  inProgress: z.boolean(),
  /** The last computation failed. */
  error: z.boolean(),
  computation: panelComputationSchema,
  settings: panelSettingsSchema,
  ignoredSettings: z.array(ignoredSettingSchema),
  /** Candidates left after the settings (the 'Top N candidates' title). */
  totalCandidates: z.number().int(),
  /** How the settings narrowed the candidates found; null before the panel is computed. */
  candidatePool: candidatePoolSchema.nullable(),
  /** The support mailbox of the failure alert. */
  contactEmail: z.string().nullable(),
});
export type PanelPeopleResponse = z.infer<typeof panelPeopleResponseSchema>;

/** `GET /api/panel/{panelId}/composition/{compId}/candidates` (spec 03 section 7). */
export const panelCandidatesResponseSchema = z.object({
  hasMore: z.boolean(),
  scoredPanelMembers: z.array(scoredPanelMemberSchema),
});
export type PanelCandidatesResponse = z.infer<typeof panelCandidatesResponseSchema>;

/** `POST /api/panel/add-candidate` and `remove-candidate` body (spec 03 section 7). */
export const panelCandidateBodySchema = z.object({
  panelId: entityIdSchema,
  compositionId: entityIdSchema,
  authorId: entityIdSchema,
});
export type PanelCandidateBody = z.infer<typeof panelCandidateBodySchema>;

/** Their answer: the person's new status and the composition's subpanel totals. */
export const panelCandidateResponseSchema = z.object({
  authorId: id,
  status: z.enum(PANEL_MEMBER_STATUSES).nullable(),
  subpanels: z.array(z.object({ id, code: z.string(), score: z.number() })),
});
export type PanelCandidateResponse = z.infer<typeof panelCandidateResponseSchema>;

/** `POST /api/panel/{id}/compositions`: duplicate a composition (the base one, or any). */
export const duplicateCompositionBodySchema = z.object({
  fromCompositionId: entityIdSchema,
  name: trimmed(PANEL_LIMITS.name, 'Name').min(1, 'This field is required.'),
});

/** `POST /api/panel/{id}/compute` answer. */
export const panelComputeResponseSchema = z.object({ taskId: id, computation: panelComputationSchema });

/** `POST /api/panel/{id}/import`: a CSV or JSON file's text (format: docs/panel-composer.md). */
export const importPanelBodySchema = z.object({
  format: z.enum(['csv', 'json'], { message: 'Format must be csv or json.' }),
  content: z.string().min(1, 'The file is empty.').max(PANEL_LIMITS.importChars, 'The file is larger than 10 MB.'),
});
export const importPanelResponseSchema = z.object({
  panelId: id,
  subpanels: z.number().int(),
  documents: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportPanelResponse = z.infer<typeof importPanelResponseSchema>;

/** Coverage of a composition (docs/panel-composer.md "Coverage"). */
export const panelCoverageResponseSchema = z.object({
  panelName: z.string(),
  composition: z.object({ id, name: z.string() }),
  /** The heatmap: members × subpanels scores. */
  heatmap: z.object({
    members: z.array(z.object({ id, name: z.string(), status: z.enum(PANEL_MEMBER_STATUSES) })),
    subpanels: z.array(z.object({ id, code: z.string(), name: z.string() })),
    /** scores[member][subpanel]. */
    scores: z.array(z.array(z.number())),
    max: z.number(),
  }),
  subpanels: z.array(
    z.object({
      id,
      code: z.string(),
      name: z.string(),
      /** Documents of the subpanel in the computation (0: coverage does not apply). */
      documents: z.number().int(),
      /** Distinct concepts of its documents, and those a member wrote on. */
      total: z.number().int(),
      covered: z.number().int(),
      /** covered / total; null when there is nothing to cover (no documents, or no concepts). */
      share: z.number().nullable(),
      gaps: z.array(z.object({ id, name: z.string(), documents: z.number().int() })),
      /** Documents no conflict-free member has an affinity above 0 to, with their best candidates (at most 3). */
      uncoveredDocuments: z.array(
        documentReferenceSchema.extend({
          candidates: z.array(
            z.object({
              author: z.object({ id, name: z.string() }),
              affinity: z.number(),
              status: z.enum(PANEL_MEMBER_STATUSES).nullable(),
            }),
          ),
        }),
      ),
      fillers: z.array(
        z.object({
          author: z.object({ id, name: z.string() }),
          concepts: z.array(z.object({ id, name: z.string() })),
          subpanelScore: z.number(),
          status: z.enum(PANEL_MEMBER_STATUSES).nullable(),
        }),
      ),
    }),
  ),
  isEditable: z.boolean(),
});
export type PanelCoverageResponse = z.infer<typeof panelCoverageResponseSchema>;

/** Assignment settings (query of the export, body of the run). */
export const assignmentSettingsSchema = z
  .object({
    min_load: z.coerce
      .number()
      .int('Minimum load must be a whole number.')
      .min(0, 'Minimum load must be 0 or more.')
      .default(0),
    max_load: z.coerce
      .number()
      .int('Maximum load must be a whole number.')
      .min(1, 'Maximum load must be 1 or more.')
      .default(10),
    reviewers_per_document: z.coerce
      .number()
      .int('Reviewers per document must be a whole number.')
      .min(1, 'Reviewers per document must be 1 or more.')
      .max(20, 'Reviewers per document must be at most 20.')
      .default(3),
    fairness: z.preprocess(
      (raw) => ['1', 'true', 'on'].includes(String(raw ?? '').toLowerCase()) || raw === true,
      z.boolean(),
    ),
  })
  .superRefine((s, ctx) => {
    if (s.max_load < s.min_load)
      ctx.addIssue({ code: 'custom', path: ['max_load'], message: 'Maximum load must be at least the minimum load.' });
  });
export type AssignmentSettings = z.infer<typeof assignmentSettingsSchema>;

export const assignmentExportQuerySchema = assignmentSettingsSchema.and(
  z.object({
    export_format: z.enum(['xlsx', 'csv'], { message: "Export format must be 'xlsx' or 'csv'." }).default('xlsx'),
  }),
);

export const panelAssignmentResponseSchema = z.object({
  documents: z.array(
    documentReferenceSchema.extend({
      subpanelCode: z.string(),
      score: z.number(),
      reviewers: z.array(
        z.object({
          authorId: id,
          name: z.string(),
          affinity: z.number(),
          /** The reviewer's affinity to the document is 0: none of their articles scores above its pool edge. */
          withoutAffinity: z.boolean(),
        }),
      ),
    }),
  ),
  members: z.array(z.object({ authorId: id, name: z.string(), load: z.number().int(), affinity: z.number() })),
  totalAffinity: z.number(),
  /** With fairness: the affinity every assigned pair reaches. */
  threshold: z.number().nullable(),
  settings: z.object({
    min_load: z.number().int(),
    max_load: z.number().int(),
    reviewers_per_document: z.number().int(),
    fairness: z.boolean(),
  }),
  /** Pairs left out for a conflict of interest. */
  conflictedPairs: z.number().int(),
  /** Assigned pairs whose reviewer is without affinity to the document. */
  pairsWithoutAffinity: z.number().int(),
  /** Documents every reviewer of which is without affinity to it. */
  documentsWithoutAffinity: z.number().int(),
  milliseconds: z.number(),
});
export type PanelAssignmentResponse = z.infer<typeof panelAssignmentResponseSchema>;

/**
 * `POST /api/referees/panel/{panelId}/custom` (and `…/panel/{panelId}/composition/{compId}/custom`):
 * people added by author id, scored for the panel (`referees` stays empty for the panel kind).
 */
export const panelCustomBodySchema = z.object({
  authorsIds: z.preprocess(
    authorIdsOfForm,
    z
      .array(
        z
          .number()
          .int('Must be a comma-separated list of author ids.')
          .min(1, 'Must be a comma-separated list of author ids.'),
      )
      .min(1, 'Add at least one author.')
      .max(PANEL_LIMITS.customPeople, `At most ${PANEL_LIMITS.customPeople} authors at once.`),
  ),
});
export const panelCustomResponseSchema = z.object({
  referees: z.array(z.never()),
  scoredPanelMembers: z.array(scoredPanelMemberSchema),
});
export type PanelCustomResponse = z.infer<typeof panelCustomResponseSchema>;

/** The answer of the calls that create a panel or a composition. */
export const createdIdResponseSchema = z.object({ id });
