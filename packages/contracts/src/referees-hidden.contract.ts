import { z } from 'zod';
import { HIDE_REASONS, hiddenAuthorsIdsSchema } from './referees.contract';

/**
 * Hidden candidates: listing them and taking them back (`…/hidden-referees/`,
 * `…/unhide-referees/` of the referee finder, `…/hidden-candidates/`, `…/unhide-candidates/`
 * of the panel composer). A hide holds where it was made: for everyone on a proposal or a
 * panel, for the user who hid on the other document kinds.
 */

/** One hidden candidate, with why and when. */
export const hiddenCandidateSchema = z.object({
  author: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.enum(HIDE_REASONS),
  comment: z.string(),
  hiddenAt: z.string(),
});
export type HiddenCandidate = z.infer<typeof hiddenCandidateSchema>;

/** `GET …/hidden-referees/` and `GET /api/panel/{id}/hidden-candidates/`: newest first. */
export const hiddenCandidatesResponseSchema = z.object({ hiddenCandidates: z.array(hiddenCandidateSchema) });
export type HiddenCandidatesResponse = z.infer<typeof hiddenCandidatesResponseSchema>;

/** `POST …/unhide-referees/` and `POST /api/panel/{id}/unhide-candidates/` body. */
export const unhideCandidatesBodySchema = z.object({ authorsIds: hiddenAuthorsIdsSchema });

/** How many of the named authors were hidden and are back in the list (the others were not hidden). */
export const unhideCandidatesResponseSchema = z.object({ unhidden: z.number().int() });
