import { z } from 'zod';

/** Limits shared by the server's validation and the web forms. */
export const AUTH_LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 256,
  emailMaxLength: 254,
} as const;

/** The standard e-mail shape check of spec 01 section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required.')
  .max(AUTH_LIMITS.emailMaxLength, 'E-mail is too long.')
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address.')
  .transform((v) => v.toLowerCase());

/**
 * Login checks no e-mail shape: the default superuser `admin@localhost` has no dot in its
 * domain, and a malformed address simply matches no account.
 */
export const loginEmailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required.')
  .max(AUTH_LIMITS.emailMaxLength, 'E-mail is too long.')
  .transform((v) => v.toLowerCase());

export const loginRequestSchema = z.object({
  email: loginEmailSchema,
  password: z.string().min(1, 'Password is required.').max(AUTH_LIMITS.passwordMaxLength),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The rules of a new password: at registration and when it is changed. */
export const newPasswordSchema = z
  .string()
  .min(AUTH_LIMITS.passwordMinLength, `Password must have at least ${AUTH_LIMITS.passwordMinLength} characters.`)
  .max(AUTH_LIMITS.passwordMaxLength, 'Password is too long.');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** How long a password-reset link works. */
export const PASSWORD_RESET_HOURS = 1;

/** The texts of the password reset (the spec has none: `/accounts/password-reset/`). */
export const PASSWORD_RESET_TEXTS = {
  /** The same answer whether or not an account uses the address: nobody learns who has one. */
  sent: `If an account uses this address, an e-mail with a link to choose a new password is on its way. The link works for ${PASSWORD_RESET_HOURS} hour.`,
  invalidLink: 'This link is not valid or has expired: ask for a new one.',
  done: 'Your password was changed, and you are logged in. Every other session of the account was signed out.',
} as const;

/** Days an e-mail confirmation link works. */
export const EMAIL_CONFIRMATION_DAYS = 7;

/** Texts of the e-mail confirmation (`/accounts/confirm-email/{token}`, the dashboard's notice). */
export const EMAIL_CONFIRMATION_TEXTS = {
  confirmed: 'Your e-mail address is confirmed.',
  invalidLink: 'This confirmation link is not valid or has expired: send a new one from your dashboard.',
  already: 'Your e-mail address is confirmed already.',
  pending: (email: string) =>
    `Confirm your e-mail address: we sent a link to ${email}. Until then, profile and article claims wait for a moderator.`,
  sent: (email: string) => `A new confirmation link is on its way to ${email}.`,
} as const;

/** `POST /api/auth/confirm-email/`: the token of a confirmation link. */
export const emailConfirmationSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type EmailConfirmationRequest = z.input<typeof emailConfirmationSchema>;

/** `POST /api/auth/password-reset/`: the address to send a link to (any shape: it may match no account). */
export const passwordResetRequestSchema = z.object({ email: loginEmailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm/`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, PASSWORD_RESET_TEXTS.invalidLink).max(200, PASSWORD_RESET_TEXTS.invalidLink),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** What a reset request answers (always the same text). */
export const passwordResetRequestResponseSchema = z.object({ message: z.string() });

/** Settings of one active quota: `[name, { canBePrivate, organizations_ids }]`. */
export const quotaSettingsSchema = z.object({
  canBePrivate: z.boolean(),
  organizations_ids: z.array(z.number().int()),
});

/** `GET /api/auth/current-user/`: exactly the fields of spec 01 section 3. */
export const currentUserSchema = z.object({
  id: z.number().int().nullable(),
  email: z.string(),
  is_authenticated: z.boolean(),
  is_expired: z.boolean(),
  is_superuser: z.boolean(),
  author_id: z.number().int().nullable(),
  linked_author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  active_quotas: z.array(z.tuple([z.string(), quotaSettingsSchema])),
  has_labels_access: z.boolean(),
  has_editable_labels_access: z.boolean(),
  can_manage_collections: z.boolean(),
  orgadmin_organizations_ids: z.array(z.number().int()),
  orgdev_organizations_ids: z.array(z.number().int()),
  show_changelog_link: z.boolean(),
  /**
   * Whether the account proved it reads its e-mail address (the link of the confirmation e-mail):
   * claims whose evidence is the address are applied at once only then.
   */
  email_confirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The anonymous default user. */
export const ANONYMOUS_USER: CurrentUser = {
  id: null,
  email: 'Anonymous',
  is_authenticated: false,
  is_expired: false,
  is_superuser: false,
  author_id: null,
  linked_author: null,
  organizations: [],
  active_quotas: [],
  has_labels_access: false,
  has_editable_labels_access: false,
  can_manage_collections: false,
  orgadmin_organizations_ids: [],
  orgdev_organizations_ids: [],
  show_changelog_link: false,
  email_confirmed: false,
};

/** `POST /api/auth/confirm-email/`'s answer: the message, and the refreshed current user when signed in as that account. */
export const emailConfirmationResponseSchema = z.object({
  message: z.string(),
  currentUser: currentUserSchema.nullable(),
});
export type EmailConfirmationResponse = z.infer<typeof emailConfirmationResponseSchema>;
/** `POST /api/auth/confirm-email/resend/`: what was done. */
export const emailConfirmationResendResponseSchema = z.object({ message: z.string() });

/** `POST /api/actions-log`: a client-side analytics event. */
export const actionsLogRequestSchema = z.object({
  action: z.string().trim().min(1, 'Action is required.').max(100, 'Action is too long.'),
  payload: z.unknown().optional(),
});
export type ActionsLogRequest = z.infer<typeof actionsLogRequestSchema>;
