import { z } from 'zod';
import { ORG_ROLES } from './access.contract';
import { QUOTA_NAMES } from './quotas';

/** Largest id the databases store (PostgreSQL `integer`); larger values would be a 500, not a 400. */
const MAX_ID = 2_147_483_647;

/** A row id in a URL path: a positive integer. */
export const pathIdSchema = z.coerce
  .number({ error: 'Invalid id.' })
  .int('Invalid id.')
  .positive('Invalid id.')
  .max(MAX_ID, 'Invalid id.');

export const idParamSchema = z.object({ id: pathIdSchema });

/** `DELETE /api/admin/users/{id}/quotas/{name}` */
export const userQuotaParamsSchema = idParamSchema.extend({
  name: z.enum(QUOTA_NAMES, { message: 'Unknown quota name.' }),
});

/** `DELETE /api/orgadmin/{id}/members/{userId}` */
export const orgMemberParamsSchema = idParamSchema.extend({ userId: pathIdSchema });

export const pagingQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'Offset must be a number.' })
    .int('Offset must be a whole number.')
    .min(0, 'Offset must be 0 or more.')
    .max(1_000_000_000, 'Offset is too large.')
    .default(0),
  query: z.string().trim().max(200, 'Query is too long.').optional(),
});

/** The refusal of a body field the call does not know (a misspelt one would otherwise be ignored). */
function unknownFieldsMessage(keys: readonly PropertyKey[]): string {
  const names = keys.map(String);
  const hint = names.includes('organizations_ids') ? ' The organizations go in organizationsIds.' : '';
  return `Unknown field${names.length > 1 ? 's' : ''}: ${names.join(', ')}.${hint}`;
}

/**
 * `POST /api/admin/users/{id}/quotas`. Unknown fields are refused rather than ignored: a
 * grant sent with the response's spelling `organizations_ids` would otherwise be stored
 * without its organizations.
 */
export const quotaGrantSchema = z.strictObject(
  {
    name: z.enum(QUOTA_NAMES, { message: 'Unknown quota name.' }),
    canBePrivate: z.boolean().default(false),
    /** Organizations the quota covers; the user must be a member of each. */
    organizationsIds: z
      .array(z.number().int('Invalid id.').positive('Invalid id.').max(MAX_ID, 'Invalid id.'))
      .max(100, 'At most 100 organizations.')
      .default([]),
    /**
     * Replace the settings of a quota the user already holds. Without it such a grant is
     * refused, so that a second grant never silently drops the first one's organizations.
     */
    replace: z.boolean({ message: 'replace must be true or false.' }).default(false),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined) },
);
export type QuotaGrant = z.input<typeof quotaGrantSchema>;

/** `PUT /api/admin/users/{id}/can-manage-collections`: the right to create and manage labels. */
export const canManageCollectionsSchema = z.object({
  can_manage_collections: z.boolean({ message: 'can_manage_collections must be true or false.' }),
});

/**
 * `PUT /api/admin/users/{id}/show-changelog-link`: whether the user menu shows the Changelog
 * link (spec 01: "A changelog link, only if show_changelog_link is set").
 */
export const showChangelogLinkSchema = z.object({
  show_changelog_link: z.boolean({ message: 'show_changelog_link must be true or false.' }),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  is_superuser: z.boolean(),
  /** May create and manage labels (the 'Manage labels' menu link); set by superusers. */
  can_manage_collections: z.boolean(),
  /** The user menu shows the Changelog link; set by superusers. */
  show_changelog_link: z.boolean(),
  date_joined: z.string(),
  quotas: z.array(
    z.object({ name: z.string(), canBePrivate: z.boolean(), organizations_ids: z.array(z.number().int()) }),
  ),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(ORG_ROLES) })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_PAGE_SIZE = 50;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const organizationSchema = z.object({ id: z.number().int(), name: z.string(), membersCount: z.number().int() });
export type Organization = z.infer<typeof organizationSchema>;

/** Longest organization name. */
export const ORGANIZATION_NAME_MAX_LENGTH = 200;

/** An organization's name: trimmed, required, at most `ORGANIZATION_NAME_MAX_LENGTH` characters. */
export const organizationNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(
    ORGANIZATION_NAME_MAX_LENGTH,
    `Name is too long (at most ${ORGANIZATION_NAME_MAX_LENGTH.toLocaleString('en-US')} characters).`,
  );

export const createOrganizationSchema = z.object({ name: organizationNameSchema });

/** `PUT /api/orgadmin/{id}`: the organization's new name, with the limits and uniqueness of creation. */
export const renameOrganizationSchema = z.object({ name: organizationNameSchema });

/**
 * The answer of a rename: the organization as it is now called, and whether the name changed
 * (false when the new name, trimmed, is the one it already had: nothing is stored or logged).
 */
export const organizationNameResultSchema = z.object({ id: z.number().int(), name: z.string(), changed: z.boolean() });
export type OrganizationNameResult = z.infer<typeof organizationNameResultSchema>;

const count = z.number().int();

/** How many panels and folders the deletion's refusal names one by one (the counts say the rest). */
export const ORGANIZATION_BLOCKERS_LISTED = 20;

/**
 * Whether the name typed to confirm a deletion is the organization's: compared trimmed and
 * ignoring case, as the account deletion's phrase is. Names are unique ignoring case, so such a
 * match still names this organization and no other.
 */
export function confirmsOrganizationName(typed: string, name: string): boolean {
  const fold = (text: string) => text.trim().toLowerCase();
  return fold(typed) !== '' && fold(typed) === fold(name);
}

/**
 * What deleting an organization does: `GET /api/admin/organizations/{id}/deletion` before
 * (the confirmation lists it), and the DELETE's answer after. While `blockers` holds
 * anything the deletion is refused: the organization's shared work is never deleted with it.
 */
export const organizationDeletionSchema = z.object({
  organization: z.object({ id: z.number().int(), name: z.string() }),
  /** Deleted with the organization. */
  removes: z.object({
    memberships: count,
    /** Quota grants tied to the organization: they lose it; the quota stays with its holder. */
    quotaGrants: count,
    /** API tokens of the organization, revoked ones included: they act inside it only. */
    apiTokens: count,
    /** Folders without proposals, with their roles and default settings. */
    emptyFolders: count,
  }),
  /** Kept, no longer shared with the organization: each stays with its owner only. */
  detaches: z.object({ monitorings: count, labels: count, authorsGroups: count }),
  /** The organization's shared work: it must be deleted first (the deletion is refused meanwhile). */
  blockers: z.object({ panels: count, foldersWithProposals: count, proposals: count }),
  /**
   * The blockers one by one (at most `ORGANIZATION_BLOCKERS_LISTED` of each, by id), so that the
   * refusal can link them: panels with the e-mail of their creator (null once that account is
   * gone), and the folders holding proposals with their number of proposals.
   */
  blocking: z.object({
    panels: z.array(z.object({ id: z.number().int(), name: z.string(), createdByEmail: z.string().nullable() })),
    folders: z.array(z.object({ id: z.number().int(), name: z.string(), proposals: count })),
  }),
});
export type OrganizationDeletion = z.infer<typeof organizationDeletionSchema>;

/**
 * A member's e-mail: some text around an '@'. Looser than sign-up's check, since accounts such
 * as the initial superuser `admin@localhost` have no dot in their domain.
 */
const MEMBER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const addMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'E-mail is required.')
    .max(254, 'E-mail is too long.')
    .regex(MEMBER_EMAIL_PATTERN, 'Enter a valid e-mail address.'),
  role: z.enum(ORG_ROLES, { message: 'Unknown role.' }).default('member'),
});

/**
 * What adding a member did: `added`, `role_changed` (they were a member with `previousRole`)
 * or `unchanged` (they already had this role).
 */
export const addMemberResultSchema = z.object({
  result: z.enum(['added', 'role_changed', 'unchanged']),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  previousRole: z.enum(ORG_ROLES).nullable(),
});
export type AddMemberResult = z.infer<typeof addMemberResultSchema>;

export const orgMembersResponseSchema = z.object({
  organization: z.object({ id: z.number().int(), name: z.string() }),
  members: z.array(z.object({ userId: z.number().int(), email: z.string(), role: z.enum(ORG_ROLES) })),
});
export type OrgMembersResponse = z.infer<typeof orgMembersResponseSchema>;
