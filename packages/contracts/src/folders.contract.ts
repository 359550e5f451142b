import { z } from 'zod';
import { conceptRelevanceSchema, entityIdSchema } from './articles.contract';
import { ORCID_PATTERN, hasValidOrcidCheckDigit } from './orcid';

/**
 * Folders of proposals and the proposals in them (spec 03 sections 2 and 3, issue 10
 * "Documents"). A folder belongs to an organization, or is the personal folder of a user
 * without one. Roles in a folder: viewer (reads) and editor (also adds, edits, deletes and
 * imports proposals); the organization's admins and superusers are editors of every folder
 * of the organization, the owner of a personal folder is its editor.
 */

export const FOLDER_ROLES = ['viewer', 'editor'] as const;
export type FolderRole = (typeof FOLDER_ROLES)[number];

/** Limits of the documents forms and imports. */
export const DOCUMENT_LIMITS = {
  folderName: 200,
  title: 1000,
  abstract: 20_000,
  originId: 200,
  authors: 100,
  authorName: 300,
  affiliations: 20,
  affiliation: 500,
  attributes: 50,
  attributeLabel: 200,
  attributeValue: 2000,
  /** Proposals per page of a folder. */
  pageSize: 50,
  /** Rows of one bulk import (CSV or JSON). */
  importRows: 5000,
  /** Characters of one bulk import file (CSV or JSON text). */
  importChars: 10 * 1024 * 1024,
  /** Bytes of an uploaded manuscript (PDF or DOCX). */
  manuscriptBytes: 10 * 1024 * 1024,
} as const;

export const folderIdParamsSchema = z.object({ id: entityIdSchema });
export const proposalIdParamsSchema = z.object({ id: entityIdSchema });
export const folderRoleParamsSchema = z.object({ id: entityIdSchema, userId: entityIdSchema });

/**
 * A text field of a proposal, trimmed: the same words for a missing value whether it came from
 * the form, a CSV cell or a JSON key ("This field is required.", not zod's "expected string").
 */
const trimmed = (max: number, label: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : `${label} must be text.`),
    })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a personal folder. */
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  /** True for the personal folder of a user without an organization. */
  personal: z.boolean(),
  /** The caller's role: what the page offers. */
  role: z.enum(FOLDER_ROLES),
  proposalsCount: z.number().int(),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

/** `GET /api/folders`: the folders the caller may open, and where they may create one. */
export const foldersResponseSchema = z.object({
  folders: z.array(folderSchema),
  /** Organizations the caller administers (may create folders in). */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** True when the caller has no organization, so a personal folder is theirs to use. */
  canUsePersonalFolder: z.boolean(),
});
export type FoldersResponse = z.infer<typeof foldersResponseSchema>;

/** `POST /api/folders`: a folder in an organization the caller administers. */
export const createFolderSchema = z.object({
  name: trimmed(DOCUMENT_LIMITS.folderName, 'Name').min(1, 'This field is required.'),
  organizationId: entityIdSchema,
});
export type CreateFolderInput = z.infer<typeof createFolderSchema>;

export const folderMemberSchema = z.object({ userId: z.number().int(), email: z.string(), role: z.enum(FOLDER_ROLES) });
export type FolderMember = z.infer<typeof folderMemberSchema>;

export const proposalRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  originId: z.string().nullable(),
  authorsCount: z.number().int(),
  conceptsCount: z.number().int(),
  createdAt: z.string(),
});
export type ProposalRow = z.infer<typeof proposalRowSchema>;

/** `GET /api/folders/{id}`: the folder, a page of its proposals and (for its managers) its roles. */
export const folderPageResponseSchema = z.object({
  folder: folderSchema,
  proposals: z.array(proposalRowSchema),
  totalProposals: z.number().int(),
  /** Null unless the caller may set roles (organization admins, superusers). */
  members: z.array(folderMemberSchema).nullable(),
});
export type FolderPageResponse = z.infer<typeof folderPageResponseSchema>;

export const folderPageQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });

/** `PUT /api/folders/{id}/roles`: gives a member of the folder's organization a role. */
export const setFolderRoleSchema = z.object({
  email: z.string().trim().min(1, 'This field is required.').max(320),
  role: z.enum(FOLDER_ROLES, { message: 'Role must be viewer or editor.' }),
});
export type SetFolderRoleInput = z.infer<typeof setFolderRoleSchema>;

/** How a proposal author's corpus author was found (see `proposalAuthorSchema.matchedBy`). */
export const AUTHOR_MATCH_REASONS = ['orcid', 'name_affiliation', 'name', 'user'] as const;
export type AuthorMatchReason = (typeof AUTHOR_MATCH_REASONS)[number];

export const proposalAuthorSchema = z.object({
  name: trimmed(DOCUMENT_LIMITS.authorName, 'Author name').min(1, 'Author name is required.'),
  affiliations: z
    .array(trimmed(DOCUMENT_LIMITS.affiliation, 'Affiliation').min(1, 'An affiliation may not be empty.'))
    .max(DOCUMENT_LIMITS.affiliations, `At most ${DOCUMENT_LIMITS.affiliations} affiliations per author.`)
    .default([]),
  /** The corpus author this person is, when known. */
  authorId: entityIdSchema.nullable().default(null),
  /**
   * How `authorId` was found: by the server on save ('orcid', 'name_affiliation', 'name'; an
   * automatic match is recomputed on every save), or 'user' when the person set it, or set
   * "no corpus author" (authorId null). Null (absent in older proposals): no automatic match
   * yet; a non-null authorId with it is the person's choice, never overwritten.
   */
  matchedBy: z.enum(AUTHOR_MATCH_REASONS).nullable().default(null),
  orcid: z
    .string()
    .trim()
    .regex(ORCID_PATTERN, 'ORCID must look like 0000-0002-1825-0097.')
    // The same check digit test as authors groups: a typo would never match a corpus author.
    .refine(hasValidOrcidCheckDigit, 'ORCID has a wrong check digit: check it for a typo.')
    .nullable()
    .default(null),
});
export type ProposalAuthor = z.infer<typeof proposalAuthorSchema>;

export const proposalAttributeSchema = z.object({
  label: trimmed(DOCUMENT_LIMITS.attributeLabel, 'Attribute label').min(1, 'Attribute label is required.'),
  value: trimmed(DOCUMENT_LIMITS.attributeValue, 'Attribute value'),
});
export type ProposalAttribute = z.infer<typeof proposalAttributeSchema>;

/** The proposal form (create and edit). */
export const proposalInputSchema = z.object({
  title: trimmed(DOCUMENT_LIMITS.title, 'Title').min(1, 'This field is required.'),
  abstract: trimmed(DOCUMENT_LIMITS.abstract, 'Abstract').default(''),
  originId: trimmed(DOCUMENT_LIMITS.originId, 'Origin id')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  attributes: z
    .array(proposalAttributeSchema)
    .max(DOCUMENT_LIMITS.attributes, `At most ${DOCUMENT_LIMITS.attributes} attributes.`)
    .default([]),
  authors: z
    .array(proposalAuthorSchema)
    .max(DOCUMENT_LIMITS.authors, `At most ${DOCUMENT_LIMITS.authors} authors.`)
    .default([]),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;
export type ProposalFields = z.output<typeof proposalInputSchema>;

/**
 * A concept of a document (a proposal, or an article on its explain-extract page), in badge
 * order: the same relevance, badges and same-name marks as an article's concepts
 * (`articleConceptSchema`), so a proposal and an article with the same text list them alike.
 */
export const proposalConceptSchema = z.object({
  conceptId: z.number().int(),
  name: z.string(),
  tf: z.number().int(),
  /** The literal that made the concept count (null if deleted since) and why. */
  literal: z.string().nullable(),
  reason: z.enum(['literal', 'case-exact', 'confirmed']),
  /** Number of corpus articles containing the concept. */
  df: z.number().int(),
  /** Suggested as basic by the corpus statistics (very frequent): ranks lower. */
  basicSuggested: z.boolean(),
  /** Weight of the concept in the document (tf · idf over the corpus): badge order's tie-break. */
  tfidf: z.number(),
  /** The badge relevance that orders the document's concepts, with its parts. */
  relevance: conceptRelevanceSchema,
  /** Shown as a badge: the first three concepts, and the fourth and fifth when relevant enough. */
  badge: z.boolean(),
  /** The id of an earlier concept of the document named by the same words; absent otherwise. */
  sameNameAs: z.number().int().optional(),
});
export type ProposalConcept = z.infer<typeof proposalConceptSchema>;

/**
 * Concepts grouped for the proposal brief: the matched concepts under their broader concept
 * (the first parent in the ontology), or under themselves when they have none. Concepts come in
 * badge order inside a group, and groups in the order of their first concept.
 */
export const groupedConceptsSchema = z.array(
  z.object({
    group: z.object({ conceptId: z.number().int(), name: z.string() }),
    concepts: z.array(proposalConceptSchema),
  }),
);

/** `GET /api/proposals/{id}/full` (spec 03 section 3, Proposal). */
export const proposalFullResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  folder: z.object({ id: z.number().int(), name: z.string(), org_id: z.number().int().nullable() }),
  origin_id: z.string().nullable(),
  attributes: z.array(z.object({ label: z.string(), value: z.string() })),
  abstract: z.string(),
  groupedConcepts: groupedConceptsSchema,
  authors: z.array(
    z.object({
      name: z.string(),
      affiliations: z.array(z.string()),
      authorId: z.number().int().nullable(),
      matchedBy: z.enum(AUTHOR_MATCH_REASONS).nullable(),
      /** The matched corpus author's name, to show beside the match. */
      authorName: z.string().nullable(),
      /**
       * Further corpus authors the automatic match linked to the same person: the corpus holds
       * the name (and the declared affiliation) under several profiles, and every one of them
       * counts for the conflict-of-interest checks. Empty for an ORCID or hand-set link.
       */
      otherAuthors: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /**
       * With no corpus author linked: how many corpus authors may be this person (too many or
       * too weakly told apart to link), so the page asks to pick one. 0 otherwise.
       */
      possibleMatches: z.number().int(),
      orcid: z.string().nullable(),
    }),
  ),
  /** The caller may edit or delete it (folder editor). */
  canEdit: z.boolean(),
  /** Only with `fulltext=1`: the text concepts are extracted from (title and abstract). */
  fulltext: z.string().optional(),
});
export type ProposalFullResponse = z.infer<typeof proposalFullResponseSchema>;

export const proposalFullQuerySchema = z.object({ fulltext: z.enum(['0', '1']).optional() });

export const proposalCreatedSchema = z.object({ id: z.number().int(), conceptsCount: z.number().int() });

/** One highlighted span of an explain-extract text: UTF-16 offsets into `text`. */
export const extractSpanSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  conceptId: z.number().int(),
  conceptName: z.string(),
  literal: z.string().nullable(),
});
export type ExtractSpan = z.infer<typeof extractSpanSchema>;

/** `GET /api/proposals/{id}/explain-extract` and `GET /api/articles/{id}/explain-extract`. */
export const explainExtractResponseSchema = z.object({
  kind: z.enum(['proposal', 'article']),
  id: z.number().int(),
  title: z.string(),
  /** The text the concepts come from: the title, a line break, the abstract. */
  text: z.string(),
  spans: z.array(extractSpanSchema),
  /** Every concept of the document with its provenance, as stored. */
  concepts: z.array(proposalConceptSchema),
});
export type ExplainExtractResponse = z.infer<typeof explainExtractResponseSchema>;

/** `POST /api/proposals/extract-manuscript`: fields proposed from an uploaded PDF or DOCX (nothing saved). */
export const manuscriptExtractResponseSchema = z.object({
  format: z.enum(['pdf', 'docx']),
  pages: z.number().int().nullable(),
  title: z.string(),
  abstract: z.string(),
  authors: z.array(z.object({ name: z.string(), affiliations: z.array(z.string()) })),
  /** Characters of text read from the file. */
  textLength: z.number().int(),
});
export type ManuscriptExtractResponse = z.infer<typeof manuscriptExtractResponseSchema>;

/** `POST /api/folders/{id}/import`: a CSV or JSON file's text. */
export const importProposalsSchema = z.object({
  format: z.enum(['csv', 'json'], { message: 'Format must be csv or json.' }),
  content: z.string().min(1, 'The file is empty.').max(DOCUMENT_LIMITS.importChars, 'The file is larger than 10 MB.'),
});
export type ImportProposalsInput = z.infer<typeof importProposalsSchema>;

export const importRowErrorSchema = z.object({
  /** 1-based data row (CSV: the header is row 0; JSON: the array index + 1). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importProposalsResponseSchema = z.object({
  created: z.number().int(),
  createdIds: z.array(z.number().int()),
  errors: z.array(importRowErrorSchema),
});
export type ImportProposalsResponse = z.infer<typeof importProposalsResponseSchema>;
