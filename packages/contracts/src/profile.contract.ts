import { z } from 'zod';
import { AUTH_LIMITS, emailSchema, newPasswordSchema } from './auth.contract';

/** Limits of the profile forms, shared by the server's validation and the web page. */
export const PROFILE_LIMITS = {
  nameMaxLength: 150,
} as const;

/** `GET /api/profile/`: the account as its owner sees it on /profile/. */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Display name; null until the user sets one. */
  name: z.string().nullable(),
  dateJoined: z.string(),
  /** The author the account is linked to, when that author exists. */
  linkedAuthor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The linked author's id as stored, even when its author row is gone. */
  authorId: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /api/profile/name`: an empty name clears it. */
export const updateNameSchema = z.object({
  name: z.string().trim().max(PROFILE_LIMITS.nameMaxLength, 'Name is too long.'),
});
export type UpdateNameRequest = z.input<typeof updateNameSchema>;

const currentPasswordSchema = z
  .string()
  .min(1, 'Current password is required.')
  .max(AUTH_LIMITS.passwordMaxLength, 'Password is too long.');

/** `PUT /api/profile/email`: the new address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.input<typeof changeEmailSchema>;

/** `PUT /api/profile/password`: re-authentication with the current password, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** One of the user's active sessions. */
export const accountSessionSchema = z.object({
  /** An opaque handle of the session (not its secret). */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Browser and system read from the User-Agent, e.g. 'Firefox 128 on Linux'. */
  browser: z.string(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/profile/sessions`: most recently seen first. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** `DELETE /api/profile/sessions/{id}` */
export const accountSessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, 'Invalid session.'),
});

/** `POST /api/profile/sessions/sign-out-others` */
export const signOutOthersResponseSchema = z.object({ signedOut: z.number().int() });

/** What the account owner types to confirm the deletion of their account. */
export const ACCOUNT_DELETION_PHRASE = 'delete my account';

/**
 * `POST /api/profile/delete-account`: the current password and the typed confirmation
 * (`ACCOUNT_DELETION_PHRASE`, case and surrounding spaces aside).
 */
export const deleteAccountSchema = z.object({
  currentPassword: currentPasswordSchema,
  confirmation: z
    .string()
    .trim()
    .max(100, `Type "${ACCOUNT_DELETION_PHRASE}" to confirm.`)
    .refine((text) => text.toLowerCase() === ACCOUNT_DELETION_PHRASE, `Type "${ACCOUNT_DELETION_PHRASE}" to confirm.`),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/** The answer of a deletion: the address the account had, and whether its confirmation was sent. */
export const accountDeletedSchema = z.object({ email: z.string(), confirmationSent: z.boolean() });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
