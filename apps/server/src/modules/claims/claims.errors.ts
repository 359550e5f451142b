import { AppError, commonErrors } from '../../app/errors';

export const claimsErrors = {
  invalidAttorneyToken: () => new AppError({ code: 'claims.invalid_attorney_token' }),
  invalidClaimToken: () => new AppError({ code: 'claims.invalid_claim_token' }),
  unreadableBibliography: (message: string) =>
    new AppError({ code: 'claims.unreadable_bibliography', message, details: { fields: { bibtex_file: message } } }),
  authorNotFound: () => new AppError({ code: 'authors.not_found' }),
  /** Also the answer for another claimant's claim, so its existence is not revealed. */
  claimNotFound: () => commonErrors.notFound('Claim'),
  advisorNotFound: () => commonErrors.notFound('Recommender'),
  notPending: () => new AppError({ code: 'claims.not_pending' }),
  notUndoable: () => new AppError({ code: 'claims.not_undoable' }),
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
