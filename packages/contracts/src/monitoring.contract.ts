import { z } from 'zod';
import { articleRowSchema, entityIdSchema } from './articles.contract';

/*
 * Monitoring (spec 01 sections 3-9; issue 11): saved concept queries made of topics and a tree,
 * their results, and their e-mail digests.
 */

/** Spec 01 section 9: results load 50 at a time. */
export const MONITORING_PAGE_SIZE = 50;

export const MONITORING_LIMITS = {
  titleMaxLength: 200,
  topicTitleMaxLength: 100,
  topics: 20,
  conceptsPerTopic: 200,
  /** Pages of 50 a query may ask for (10,000 results). */
  maxPage: 200,
  /** Top concepts of a result (the chart shows 10, then more in steps of 10). */
  topConcepts: 50,
  /** Co-occurring concepts (the list collapses at 30 and shows 25). */
  cooccurring: 60,
  /** Saved monitorings per user. */
  perUser: 200,
  /** Tree nodes at most. */
  treeItems: 200,
  conceptNameMaxLength: 500,
} as const;

export const MONITORING_DATE_PRESETS = ['day', 'week', 'month', '1year', '5years', 'all'] as const;
export const DEFAULT_MONITORING_DATE = 'month';
/** A preset, or a range `YYYY/MM/DD-YYYY/MM/DD` (checked by the engine's `parseMonitoringDate`). */
export const MONITORING_DATE_PATTERN = /^(day|week|month|1year|5years|all|\d{4}\/\d{2}\/\d{2}-\d{4}\/\d{2}\/\d{2})$/;

const dateSchema = z
  .string()
  .trim()
  .regex(MONITORING_DATE_PATTERN, 'Date must be day, week, month, 1year, 5years, all or YYYY/MM/DD-YYYY/MM/DD.');

/** Spec 01 section 5: colours must be hex strings. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex string such as #1c7ed6.');

export const MONITORING_UNARY_VALUES = ['NOT', 'BOOST', 'NEGATE'] as const;
export const MONITORING_CONDITION_VALUES = ['AND', 'OR'] as const;

/** A leaf of the tree: a topic by its index in `topics`, with an optional unary. */
export interface MonitoringTreeLeafInput {
  topicId: number;
  unary?: (typeof MONITORING_UNARY_VALUES)[number] | null | undefined;
}
/** An AND/OR node. */
export interface MonitoringTreeNodeInput {
  condition: (typeof MONITORING_CONDITION_VALUES)[number];
  children: MonitoringTreeItemInput[];
  unary?: (typeof MONITORING_UNARY_VALUES)[number] | null | undefined;
}
export type MonitoringTreeItemInput = MonitoringTreeLeafInput | MonitoringTreeNodeInput;

const unarySchema = z.enum(MONITORING_UNARY_VALUES).nullish();

const treeLeafSchema = z.object({ topicId: z.number().int().min(0), unary: unarySchema });

/** The query tree (spec 01 section 3): AND/OR nodes, leaves naming topics by index. */
export const monitoringTreeSchema: z.ZodType<MonitoringTreeItemInput> = z.lazy(() =>
  z.union([
    z.object({
      condition: z.enum(MONITORING_CONDITION_VALUES),
      children: z.array(monitoringTreeSchema).min(1).max(MONITORING_LIMITS.treeItems),
      unary: unarySchema,
    }),
    treeLeafSchema,
  ]),
);

const topicTitleSchema = z
  .string()
  .trim()
  .min(1, 'Topic title is required.')
  .max(MONITORING_LIMITS.topicTitleMaxLength, 'Topic title is too long: at most 100 characters are allowed.');

/** A concept of a topic; `selected: false` keeps it in the topic without counting it. */
export const monitoringTopicConceptSchema = z.object({
  conceptId: entityIdSchema,
  name: z.string().max(MONITORING_LIMITS.conceptNameMaxLength),
  selected: z.boolean().default(true),
});

const flagsRefinement = {
  check: (topic: { disabled: boolean; required: boolean }) => !(topic.disabled && topic.required),
  message: 'A topic cannot be disabled and required at once.',
};

/** A topic as the editor holds it and a saved monitoring answers it (spec 01 section 3). */
export const monitoringTopicSchema = z
  .object({
    title: topicTitleSchema,
    color: hexColorSchema,
    concepts: z.array(monitoringTopicConceptSchema).max(MONITORING_LIMITS.conceptsPerTopic),
    disabled: z.boolean().default(false),
    required: z.boolean().default(false),
  })
  .refine(flagsRefinement.check, { message: flagsRefinement.message, path: ['required'] });
export type MonitoringTopic = z.output<typeof monitoringTopicSchema>;

/** `POST /api/monitoring/query`: the query as the editor holds it, and which page. */
export const monitoringQueryRequestSchema = z.object({
  topics: z.array(monitoringTopicSchema).max(MONITORING_LIMITS.topics),
  tree: monitoringTreeSchema.nullable().default(null),
  useTree: z.boolean().default(false),
  date: dateSchema.default(DEFAULT_MONITORING_DATE),
  /** The saved monitoring being shown, if any: the caller must be able to see it. */
  monitoringId: entityIdSchema.optional(),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MONITORING_LIMITS.maxPage, `At most ${MONITORING_LIMITS.maxPage} pages of results are shown.`)
    .default(1),
});
export type MonitoringQueryRequest = z.input<typeof monitoringQueryRequestSchema>;

/** Why one result matched: the topics (by index) it matched and which of their concepts it holds. */
export const monitoringMatchSchema = z.object({
  articleId: z.number().int(),
  score: z.number(),
  topics: z.array(z.object({ topicId: z.number().int(), conceptIds: z.array(z.number().int()) })),
});
export type MonitoringMatch = z.infer<typeof monitoringMatchSchema>;

export const monitoringConceptCountSchema = z.object({
  conceptId: z.number().int(),
  name: z.string(),
  /** Result articles holding the concept. */
  count: z.number().int(),
});
export type MonitoringConceptCount = z.infer<typeof monitoringConceptCountSchema>;

export const monitoringQueryResponseSchema = z.object({
  result: z.object({
    /** The page's articles, best first (list rows, as search answers them). */
    articles: z.array(articleRowSchema),
    /** One per article, same order. */
    matches: z.array(monitoringMatchSchema),
    total: z.number().int(),
    nextPage: z.number().int().nullable(),
    /** The whole result's most frequent concepts, the query's own left out. */
    topConcepts: z.array(monitoringConceptCountSchema),
    /**
     * Not in the spec: for an "Added …" date (day, week, month), how many results came with the
     * corpus's first-start load (at `loadedAt`) — on a new site every article counts as added.
     * Absent when none did.
     */
    firstLoad: z.object({ loadedAt: z.string(), count: z.number().int() }).optional(),
  }),
});
export type MonitoringQueryResponse = z.infer<typeof monitoringQueryResponseSchema>;

/** `POST /api/monitoring/top-cooccurrence` (spec 01 section 7). */
export const monitoringCooccurrenceRequestSchema = z.object({
  conceptId: entityIdSchema,
  selectedDate: dateSchema.default(DEFAULT_MONITORING_DATE),
  topics: z.array(monitoringTopicSchema).max(MONITORING_LIMITS.topics),
  tree: monitoringTreeSchema.nullable().default(null),
  /** Not in the spec's payload: without it, a tree given is used. */
  useTree: z.boolean().optional(),
});
export type MonitoringCooccurrenceRequest = z.input<typeof monitoringCooccurrenceRequestSchema>;

export const monitoringCooccurrenceResponseSchema = z.object({
  result: z.object({
    /** The chosen concept's name. */
    name: z.string(),
    /** Result articles holding the chosen concept. */
    articles: z.number().int(),
    topConcepts: z.array(monitoringConceptCountSchema),
  }),
});
export type MonitoringCooccurrenceResponse = z.infer<typeof monitoringCooccurrenceResponseSchema>;

const organizationSchema = z.object({ id: z.number().int(), name: z.string() });

/** A saved monitoring (spec 01 section 3, `GET /api/monitoring/{id}`). */
export const monitoringSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  topics: z.array(monitoringTopicSchema),
  tree: monitoringTreeSchema.nullable(),
  useTree: z.boolean(),
  organization: organizationSchema.nullable(),
  /** Whether the caller owns it (only the owner changes, renames or deletes it). */
  isOwner: z.boolean(),
  /** Whether new matching articles are e-mailed to the owner every day. */
  digestEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Monitoring = z.infer<typeof monitoringSchema>;

export const monitoringResponseSchema = z.object({ monitoring: monitoringSchema });
export type MonitoringResponse = z.infer<typeof monitoringResponseSchema>;

export const monitoringIdParamsSchema = z.object({ id: entityIdSchema });

/** `GET /api/monitoring/list?with_topics=true&offset=` */
export const monitoringListQuerySchema = z.object({
  with_topics: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A saved monitoring in the list; `topics` only with `with_topics=true`. */
export const monitoringSummarySchema = monitoringSchema.omit({ topics: true, tree: true }).extend({
  topics: z.array(monitoringTopicSchema).optional(),
  topicsCount: z.number().int(),
});
export type MonitoringSummary = z.infer<typeof monitoringSummarySchema>;

/** The caller's monitorings and those of their organizations, most recently changed first, 50 a page. */
export const monitoringListResponseSchema = z.object({
  monitorings: z.array(monitoringSummarySchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type MonitoringListResponse = z.infer<typeof monitoringListResponseSchema>;

/** A topic as `POST /api/monitoring/edit` saves it (spec 01 section 7: color, title, conceptIds; and the flags). */
export const monitoringEditTopicSchema = z
  .object({
    title: topicTitleSchema,
    color: hexColorSchema,
    conceptIds: z.array(entityIdSchema).max(MONITORING_LIMITS.conceptsPerTopic),
    /** Concepts kept in the topic that do not count (unticked); a subset of `conceptIds`. */
    unselectedConceptIds: z.array(entityIdSchema).max(MONITORING_LIMITS.conceptsPerTopic).default([]),
    disabled: z.boolean().default(false),
    required: z.boolean().default(false),
  })
  .refine(flagsRefinement.check, { message: flagsRefinement.message, path: ['required'] });

/** `POST /api/monitoring/edit`: creates (no id) or changes a monitoring. */
export const monitoringEditRequestSchema = z.object({
  id: entityIdSchema.optional(),
  title: z
    .string({ message: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(
      MONITORING_LIMITS.titleMaxLength,
      `Title is too long (at most ${MONITORING_LIMITS.titleMaxLength.toLocaleString('en-US')} characters).`,
    ),
  date: dateSchema.default(DEFAULT_MONITORING_DATE),
  topics: z.array(monitoringEditTopicSchema).min(1, 'A monitoring needs a topic.').max(MONITORING_LIMITS.topics),
  tree: monitoringTreeSchema.nullable().default(null),
  useTree: z.boolean().default(false),
  /**
   * The organization whose members see it; null: private (only with canBePrivate, unless the
   * saved monitoring is private already: it stays so).
   */
  organizationId: entityIdSchema.nullable().default(null),
});
export type MonitoringEditRequest = z.input<typeof monitoringEditRequestSchema>;

export const monitoringEditResponseSchema = z.object({ id: z.number().int() });
export type MonitoringEditResponse = z.infer<typeof monitoringEditResponseSchema>;

/** `POST /api/monitoring/{id}/digest`: the owner turns the daily e-mail on or off. */
export const monitoringDigestToggleSchema = z.object({ enabled: z.boolean() });
export const monitoringDigestToggleResponseSchema = z.object({ digestEnabled: z.boolean() });

/**
 * `POST /api/monitoring/unsubscribe` (body) and `GET /api/monitoring/unsubscribe` (query, changes
 * nothing): the signed token of a digest's unsubscribe link (no login).
 */
export const monitoringUnsubscribeRequestSchema = z.object({
  token: z.string().trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
});
/** Both answer the monitoring's title: the page asks about it by name, then confirms. */
export const monitoringUnsubscribeResponseSchema = z.object({ title: z.string() });
export type MonitoringUnsubscribeResponse = z.infer<typeof monitoringUnsubscribeResponseSchema>;

/** `/monitoring?conceptId=&conceptName=`: a new monitoring with one topic holding that concept. */
export function monitorConceptPath(conceptId: number, name: string): string {
  return `/monitoring?${new URLSearchParams({ conceptId: String(conceptId), conceptName: name }).toString()}`;
}

/** `/monitoring/{id}` */
export function monitoringPath(id: number): string {
  return `/monitoring/${id}`;
}

/** The first colours topics get, in order (then again from the first). */
export const TOPIC_COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f08c00',
  '#0c8599',
  '#e03131',
  '#5c940d',
  '#6741d9',
  '#c2255c',
] as const;
