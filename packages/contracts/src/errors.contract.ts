import { z } from 'zod';

/** Every error response of the API has this body. */
export const errorBodySchema = z.object({
  error: z.object({
    /** Stable machine code, e.g. `auth.invalid_credentials`, `validation.failed`. */
    code: z.string(),
    /** Human-readable message, shown to the user as is. */
    message: z.string(),
    /** Optional structured details, e.g. `{ fields: { email: 'Invalid e-mail' } }` for 400s. */
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
