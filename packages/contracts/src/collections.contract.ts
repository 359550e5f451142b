import { z } from 'zod';
import { articleRowSchema, MAX_ENTITY_ID } from './articles.contract';

/**
 * Labels and collections (spec 01: `/collections/manage/`, 'Manage labels'). A label is a named,
 * coloured collection of corpus articles owned by one user, optionally shared with one of the
 * owner's organizations. Who may do what is written in the README ("Labels and collections")
 * and enforced by the server's collections use cases.
 */
export const COLLECTION_LIMITS = {
  nameMaxLength: 60,
  /** Labels one user may own. */
  perUser: 200,
  /** Articles one label may hold. */
  articlesPerCollection: 5000,
  /** Article ids one add, remove or label lookup may name. */
  articlesPerRequest: 200,
  /** Articles per page of a collection (spec 01: lists of 50). */
  pageSize: 50,
} as const;

/** The colours offered for a new label, in turn (Mantine's palette, shade 6). */
export const LABEL_COLORS = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#e64980',
] as const;

/** The colour a user's next label gets by default: the palette in turn. */
export function nextLabelColor(labelsCount: number): string {
  return LABEL_COLORS[labelsCount % LABEL_COLORS.length]!;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const COLOR_MESSAGE = 'Colour must be a hex colour such as #228be6.';

/** `#abc` and `#AABBCC` as `#aabbcc`, the one stored form. */
export function normalizeHexColor(value: string): string {
  const hex = value.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** A label colour: a hex string (spec 01 §5), stored as lower-case `#rrggbb`. */
export const labelColorSchema = z
  .string({ message: COLOR_MESSAGE })
  .trim()
  .regex(HEX_COLOR, COLOR_MESSAGE)
  .transform(normalizeHexColor);

/** A label name: trimmed, inner runs of white space made one space. */
export const labelNameSchema = z
  .string({ message: 'Name is required.' })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'Name is required.')
      .max(
        COLLECTION_LIMITS.nameMaxLength,
        `Name is too long (at most ${COLLECTION_LIMITS.nameMaxLength.toLocaleString('en-US')} characters).`,
      ),
  );

/** What label names are unique by, per owner: case and Unicode forms do not make two names differ. */
export function labelNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

const organizationIdSchema = z
  .number({ message: 'Organization must be an id.' })
  .int('Organization must be an id.')
  .positive('Organization must be an id.')
  .max(MAX_ENTITY_ID, 'Organization must be an id.')
  .nullable();

/** `POST /api/collections`: a new label. */
export const collectionInputSchema = z.object({
  name: labelNameSchema,
  /** Left out: the palette colour for the owner's next label. */
  color: labelColorSchema.optional(),
  /** Share with this organization of the owner; null: the owner only. */
  organization_id: organizationIdSchema.default(null),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/** `PUT /api/collections/{id}`: rename, recolour, share or unshare; only the fields given change. */
export const collectionUpdateSchema = z.object({
  name: labelNameSchema.optional(),
  color: labelColorSchema.optional(),
  organization_id: organizationIdSchema.optional(),
});
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;

/** A label as lists show it: on article rows, in the save menu, on the manage page. */
export const labelChipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type LabelChip = z.infer<typeof labelChipSchema>;

/** A label with what the caller may do with it. */
export const collectionSummarySchema = labelChipSchema.extend({
  /** The organization it is shared with (all its members read it); null: the owner only. */
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The owner's display name (their e-mail when they set none). */
  owner: z.object({ id: z.number().int(), name: z.string() }),
  articlesCount: z.number().int(),
  isOwner: z.boolean(),
  /** May add and remove articles (has_editable_labels_access and a reader of the label). */
  canEdit: z.boolean(),
  /** May rename, recolour, share and delete it (its owner with can_manage_collections). */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** `GET /api/collections`: the caller's labels by name, then those shared with them by name. */
export const collectionsListResponseSchema = z.object({
  collections: z.array(collectionSummarySchema),
  /** The organizations the caller may share a label with (those they belong to). */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CollectionsListResponse = z.infer<typeof collectionsListResponseSchema>;

/** `GET|POST|PUT /api/collections/{id}` */
export const collectionResponseSchema = z.object({ collection: collectionSummarySchema });
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

/** Query of `GET /api/collections/{id}/articles`. */
export const collectionArticlesQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Page must be a whole number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page must be 1 or more.')
    .max(1_000_000, 'Page is too large.')
    .default(1),
});

/** `GET /api/collections/{id}/articles`: one page, the latest added first. */
export const collectionArticlesResponseSchema = z.object({
  items: z.array(z.object({ article: articleRowSchema, addedAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CollectionArticlesResponse = z.infer<typeof collectionArticlesResponseSchema>;

const ARTICLE_ID_MESSAGE = 'Article ids must be positive whole numbers.';
const articleIdSchema = z
  .number({ message: ARTICLE_ID_MESSAGE })
  .int(ARTICLE_ID_MESSAGE)
  .positive(ARTICLE_ID_MESSAGE)
  .max(MAX_ENTITY_ID, ARTICLE_ID_MESSAGE);

const articleIdsSchema = z
  .array(articleIdSchema, { message: 'articleIds must be a list of article ids.' })
  .min(1, 'Name at least one article.')
  .max(COLLECTION_LIMITS.articlesPerRequest, `Name at most ${COLLECTION_LIMITS.articlesPerRequest} articles at once.`);

/** `POST /api/collections/{id}/articles` and `…/articles/remove`: articles by id, several at once. */
export const collectionArticleIdsSchema = z.object({ articleIds: articleIdsSchema });
export type CollectionArticleIds = z.input<typeof collectionArticleIdsSchema>;

/** The answer of an add or a remove: how many articles it changed (0 when repeated) and the label after it. */
export const collectionArticlesChangeResponseSchema = z.object({
  changed: z.number().int(),
  collection: collectionSummarySchema,
});
export type CollectionArticlesChangeResponse = z.infer<typeof collectionArticlesChangeResponseSchema>;

/** Query of `GET /api/collections/article-labels`: `articleIds=1,2,3`. */
export const articleLabelsQuerySchema = z.object({
  articleIds: z
    .string({ message: 'articleIds must be a comma-separated list of article ids.' })
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim());
      if (parts.some((part) => !/^\d{1,10}$/.test(part))) {
        ctx.addIssue({ code: 'custom', message: 'articleIds must be a comma-separated list of article ids.' });
        return z.NEVER;
      }
      return parts.map(Number);
    })
    .pipe(articleIdsSchema),
});

/** `GET /api/collections/article-labels`: for each article asked about, the labels the caller reads it in. */
export const articleLabelsResponseSchema = z.object({
  articles: z.array(z.object({ articleId: z.number().int(), labels: z.array(labelChipSchema) })),
});
export type ArticleLabelsResponse = z.infer<typeof articleLabelsResponseSchema>;

export const COLLECTION_EXPORT_FORMATS = ['bibtex', 'csv'] as const;
export type CollectionExportFormat = (typeof COLLECTION_EXPORT_FORMATS)[number];

/** Query of `GET /api/collections/{id}/export`. */
export const collectionExportQuerySchema = z.object({
  format: z.enum(COLLECTION_EXPORT_FORMATS, { message: "Format must be 'bibtex' or 'csv'." }),
});
