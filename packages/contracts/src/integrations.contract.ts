import { z } from 'zod';
import { idParamSchema, pathIdSchema } from './admin.contract';

/** Limits of API tokens. */
export const API_TOKEN_LIMITS = {
  nameMaxLength: 100,
  /** Active (unrevoked) tokens one organization may hold. */
  activePerOrganization: 100,
} as const;

/** `GET /api/orgdev/organizations`: organizations whose tokens the user may see. */
export const orgdevOrganizationsResponseSchema = z.object({
  organizations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** True when the user develops for it (and so may create tokens); false for superusers' other organizations. */
      isDeveloper: z.boolean(),
    }),
  ),
});
export type OrgdevOrganizationsResponse = z.infer<typeof orgdevOrganizationsResponseSchema>;

/** An API token as listed: never the token itself. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, e.g. 'sct_Ab12Cd34'. */
  prefix: z.string(),
  createdBy: z.object({ id: z.number().int(), email: z.string() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `GET /api/orgdev/{id}/tokens`: newest first. */
export const apiTokensResponseSchema = z.object({
  organization: z.object({ id: z.number().int(), name: z.string() }),
  /** True when the user may create tokens here (developers of the organization). */
  canCreate: z.boolean(),
  tokens: z.array(apiTokenSchema),
});
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;

/** `POST /api/orgdev/{id}/tokens` */
export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(API_TOKEN_LIMITS.nameMaxLength, 'Name is too long.'),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenSchema>;

/** The answer to a creation: the only time the plain token is ever sent. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  /** Send as `Authorization: Bearer <plainToken>`. Shown once; only its hash is stored. */
  plainToken: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** `DELETE /api/orgdev/{id}/tokens/{tokenId}` */
export const apiTokenParamsSchema = idParamSchema.extend({ tokenId: pathIdSchema });
