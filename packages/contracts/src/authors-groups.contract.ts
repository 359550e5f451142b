import { z } from 'zod';
import { pathIdSchema } from './admin.contract';
import { citationCountSchema } from './articles.contract';

/**
 * Authors groups (spec 03; quota `authors_group`): named lists of corpus authors that the
 * referee finder and the panel composer highlight or limit their candidates to.
 */
export const AUTHORS_GROUP_LIMITS = {
  nameMaxLength: 200,
  labelMaxLength: 100,
  /** Members one group may hold. */
  maxMembers: 5000,
  /** Entries one pasted list or one add request may hold. */
  maxItemsPerRequest: 500,
  /** Characters of a pasted list. */
  maxPastedLength: 20_000,
  /** Members per page of the group page. */
  membersPageSize: 50,
} as const;

const text = (max: number, what: string) =>
  z
    .string({ message: `${what} must be text.` })
    .trim()
    .max(max, `${what} is too long (at most ${max.toLocaleString('en-US')} characters).`);

const groupFields = {
  display_name: text(AUTHORS_GROUP_LIMITS.nameMaxLength, 'Name').min(1, 'Name is required.'),
  label: text(AUTHORS_GROUP_LIMITS.labelMaxLength, 'Label'),
  owner_label: text(AUTHORS_GROUP_LIMITS.labelMaxLength, 'Owner label'),
  /** Share with this organization of the owner (its members holding the quota see and use it); null: private. */
  organization_id: z.number({ message: 'Organization must be an id.' }).int().positive().nullable(),
};

/** `POST /api/authors-groups`: the editable fields of a group. */
export const authorsGroupInputSchema = z.object({
  display_name: groupFields.display_name,
  label: groupFields.label.default(''),
  owner_label: groupFields.owner_label.default(''),
  organization_id: groupFields.organization_id.default(null),
});
export type AuthorsGroupInput = z.input<typeof authorsGroupInputSchema>;

/**
 * `PUT /api/authors-groups/{id}`: only the fields given change (no defaults); a body with none of
 * them (a misspelt field such as `name`) is refused rather than answered as saved.
 */
export const authorsGroupUpdateSchema = z
  .object(groupFields)
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Nothing to change: give display_name, label, owner_label or organization_id.',
  });
export type AuthorsGroupUpdate = z.input<typeof authorsGroupUpdateSchema>;

/** A group as listed (spec 03 `authorsGroups`: id, display_name, label, owner_label). */
export const authorsGroupSummarySchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  label: z.string(),
  owner_label: z.string(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membersCount: z.number().int(),
  /** True for the owner: only the owner changes a group. */
  isOwner: z.boolean(),
  updatedAt: z.string(),
});
export type AuthorsGroupSummary = z.infer<typeof authorsGroupSummarySchema>;

/** `GET /api/authors-groups`: the caller's groups and those shared with their organizations. */
export const authorsGroupsListResponseSchema = z.object({
  groups: z.array(authorsGroupSummarySchema),
  /** The organizations the caller may share a group with (those they belong to). */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuthorsGroupsListResponse = z.infer<typeof authorsGroupsListResponseSchema>;

/** `GET|POST|PUT /api/authors-groups/{id}` */
export const authorsGroupResponseSchema = z.object({ group: authorsGroupSummarySchema });
export type AuthorsGroupResponse = z.infer<typeof authorsGroupResponseSchema>;

/** How a member was added. */
export const MEMBER_SOURCES = ['search', 'orcid', 'author_id'] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

/** One member of a group. */
export const authorsGroupMemberSchema = z.object({
  /** The member row's id (`/authors-groups/edit-found-author/{id}/`). */
  id: z.number().int(),
  author: z.object({
    id: z.number().int(),
    name: z.string(),
    orcid: z.string().nullable(),
    articlesCount: z.number().int(),
    hIndex: citationCountSchema,
  }),
  /** The name and ORCID the member was found by. */
  foundName: z.string(),
  foundOrcid: z.string().nullable(),
  source: z.enum(MEMBER_SOURCES),
  addedAt: z.string(),
});
export type AuthorsGroupMember = z.infer<typeof authorsGroupMemberSchema>;

/** Query of `GET /api/authors-groups/{id}/members`. */
export const authorsGroupMembersQuerySchema = z.object({
  offset: z.coerce
    .number({ message: 'Offset must be a whole number.' })
    .int('Offset must be a whole number.')
    .min(0, 'Offset must be 0 or more.')
    .default(0),
});

/** `GET /api/authors-groups/{id}/members`: one page, by name. */
export const authorsGroupMembersResponseSchema = z.object({
  members: z.array(authorsGroupMemberSchema),
  total: z.number().int(),
  offset: z.number().int(),
  pageSize: z.number().int(),
});
export type AuthorsGroupMembersResponse = z.infer<typeof authorsGroupMembersResponseSchema>;

/**
 * `GET /api/authors-groups/{id}/member-authors`: the corpus author ids of all members (at most
 * `maxMembers`), so that the author search shows who is in the group already.
 */
export const authorsGroupMemberAuthorsResponseSchema = z.object({
  authorIds: z.array(z.number().int()),
});
export type AuthorsGroupMemberAuthorsResponse = z.infer<typeof authorsGroupMemberAuthorsResponseSchema>;

/** `POST /api/authors-groups/{id}/members`: authors picked in the author search. */
export const addAuthorsGroupMembersSchema = z.object({
  authorIds: z
    .array(z.number({ message: 'Author ids must be numbers.' }).int().positive(), {
      message: 'authorIds must be a list of author ids.',
    })
    .min(1, 'Pick at least one author.')
    .max(
      AUTHORS_GROUP_LIMITS.maxItemsPerRequest,
      `At most ${AUTHORS_GROUP_LIMITS.maxItemsPerRequest} authors at once.`,
    ),
});

/** `POST /api/authors-groups/{id}/members/import`: a pasted list of ORCIDs and author ids. */
export const importAuthorsGroupMembersSchema = z.object({
  text: z
    .string({ message: 'Paste a list of ORCIDs or author ids.' })
    .max(
      AUTHORS_GROUP_LIMITS.maxPastedLength,
      `The list is too long (at most ${AUTHORS_GROUP_LIMITS.maxPastedLength.toLocaleString('en-US')} characters).`,
    ),
});

/**
 * What became of one entry: added; already_member (in the group before, or earlier in the
 * same list); not_found (a well-formed id no corpus author has); invalid (neither an ORCID
 * nor an author id, or an ORCID whose check digit is wrong).
 */
export const MEMBER_ITEM_STATUSES = ['added', 'already_member', 'not_found', 'invalid'] as const;
export type MemberItemStatus = (typeof MEMBER_ITEM_STATUSES)[number];

export const memberItemResultSchema = z.object({
  /** The entry as given. */
  input: z.string(),
  kind: z.enum(['orcid', 'author_id', 'unknown']),
  status: z.enum(MEMBER_ITEM_STATUSES),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MemberItemResult = z.infer<typeof memberItemResultSchema>;

/** Answer of both add calls: one result per entry, in input order. */
export const addMembersResponseSchema = z.object({
  results: z.array(memberItemResultSchema),
  addedCount: z.number().int(),
});
export type AddMembersResponse = z.infer<typeof addMembersResponseSchema>;

/** Params of the member routes. */
export const memberParamsSchema = z.object({ memberId: pathIdSchema });
export const groupMemberParamsSchema = z.object({ id: pathIdSchema, memberId: pathIdSchema });

/** `GET /api/authors-groups/members/{memberId}`: a member and the corpus authors its name matches. */
export const foundAuthorResponseSchema = z.object({
  group: z.object({ id: z.number().int(), display_name: z.string() }),
  member: authorsGroupMemberSchema,
  /** Authors whose name has the same surname and initial as `foundName` (the current one included), most articles first. */
  candidates: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      orcid: z.string().nullable(),
      articlesCount: z.number().int(),
      /** Another member of the group already is this author. */
      isOtherMember: z.boolean(),
    }),
  ),
});
export type FoundAuthorResponse = z.infer<typeof foundAuthorResponseSchema>;

/** `PUT /api/authors-groups/members/{memberId}`: match the entry to another author. */
export const repickFoundAuthorSchema = z.object({
  authorId: z.number({ message: 'Pick an author.' }).int().positive(),
});

/** Answer of `PUT /api/authors-groups/members/{memberId}`. */
export const repickFoundAuthorResponseSchema = z.object({ member: authorsGroupMemberSchema });
