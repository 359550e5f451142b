import { CLAIM_TOKEN_NOT_VALID } from '@sciscope/contracts';
import { AppError, commonErrors, fieldError } from '../../app/errors';

export const claimsErrors = {
  invalidAttorneyToken: () => new AppError({ code: 'claims.invalid_attorney_token' }),
  /** A claim-articles token that is unknown or another claimant's (the same answer for both). */
  invalidClaimToken: () => fieldError('claims.invalid_claim_token', 'token', CLAIM_TOKEN_NOT_VALID),
  /** The caller's own claim-articles token, past its 24 hours. */
  expiredClaimToken: () =>
    fieldError(
      'claims.invalid_claim_token',
      'token',
      'This list of articles has expired: upload the bibliography again.',
    ),
  unreadableBibliography: (message: string) =>
    new AppError({ code: 'claims.unreadable_bibliography', message, details: { fields: { bibtex_file: message } } }),
  authorNotFound: () => new AppError({ code: 'authors.not_found' }),
  /** Also the answer for another claimant's claim, so its existence is not revealed. */
  claimNotFound: () => commonErrors.notFound('Claim'),
  advisorNotFound: () => commonErrors.notFound('Recommender'),
  notPending: () => new AppError({ code: 'claims.not_pending' }),
  notUndoable: () => new AppError({ code: 'claims.not_undoable' }),
  /** An approved claim that found nothing left to apply. */
  nothingToUndo: () =>
    new AppError({
      code: 'claims.not_undoable',
      message: 'This claim changed nothing when it was approved, so there is nothing to undo.',
    }),
  /** Every article of a new claim already waits in a pending claim of the same claimant for the same profile. */
  alreadyPending: (claimIds: readonly number[]) =>
    commonErrors.validation({
      articles_ids: `These articles are already waiting for a moderator in your claim${claimIds.length === 1 ? '' : 's'} ${claimIds.map((id) => `#${id}`).join(', ')}: an e-mail will tell you the decision.`,
    }),
  /**
   * Every profile of a new profile claim waits in the claimant's pending profile claim `claimId`
   * (409, `details.claimId`): the same claim sent twice, by a double click or at a later visit.
   */
  profileAlreadyPending: (claimId: number, profiles: number) =>
    new AppError({
      code: 'claims.already_pending',
      message: `${profiles === 1 ? 'This author profile is' : 'These author profiles are'} already waiting for a moderator in your claim #${claimId}: an e-mail will tell you the decision.`,
      details: { claimId },
    }),
  conflict: (message?: string) => new AppError({ code: 'claims.conflict', message }),
  alreadyYours: () => commonErrors.validation({ authors_ids: 'This author profile is linked to you already.' }),
  noInput: () => commonErrors.validation({ plain_text: 'Upload a bibliography file or paste references.' }),
  notFromList: (field: 'articles_ids' | 'names') =>
    commonErrors.validation({
      [field]: field === 'names' ? 'Select names from the list.' : 'Select articles from the list.',
    }),
  /** Spec 04 is silent on rejections: like the ontology's, a rejection carries its reason, e-mailed to the claimant. */
  rejectionReasonRequired: () => commonErrors.validation({ note: 'Give the claimant the reason for the rejection.' }),
  nothingClaimable: () =>
    commonErrors.validation({ names: 'None of the selected articles carries one of the selected names.' }),
};
