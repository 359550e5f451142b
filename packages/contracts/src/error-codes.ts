import { MESSAGES } from './messages';

/**
 * Every error code the API answers with, each with its HTTP status and its user-facing text.
 * The server's `AppError` accepts only these codes and takes the status from here; a factory
 * may replace the text with a more precise one (`'Author not found.'`, the parser's message),
 * never the status. Codes are part of the API: clients and tests compare them, so a code
 * keeps its spelling once released. Texts the specs give are used verbatim (spec 01 §8).
 */
export const ERROR_CODES = {
  'auth.unauthenticated': { status: 401, message: MESSAGES.pleaseLogin },
  'auth.forbidden': { status: 403, message: MESSAGES.forbidden },
  'auth.csrf': { status: 403, message: 'Cross-site request rejected.' },
  // 400, not 401: the web client replaces every 401 text with 'Please login'.
  'auth.invalid_credentials': { status: 400, message: MESSAGES.invalidCredentials },
  'auth.email_taken': { status: 400, message: MESSAGES.emailTaken },
  /** A Bearer token that is malformed, unknown, revoked, or whose creator may no longer use it. */
  'auth.invalid_token': { status: 401, message: 'Invalid or revoked API token.' },
  /** Account and token management need a browser session; an API token may not do them. */
  'auth.session_required': {
    status: 403,
    message: 'This operation needs a logged-in browser session; API tokens may not perform it.',
  },

  /** Also the answer for objects the caller may not see, so existence is never revealed. */
  'common.not_found': { status: 404, message: 'Not found.' },
  'common.bad_request': { status: 400, message: 'Bad request.' },
  'common.payload_too_large': { status: 413, message: 'The request is too large.' },
  'common.unsupported_media_type': { status: 415, message: 'Unsupported content type.' },
  'common.rate_limited': { status: 429, message: 'Too many requests. Try again later.' },
  'common.internal': { status: 500, message: MESSAGES.internalServerError },

  /** Bad input; `details.fields` maps each field to its message. */
  'validation.failed': { status: 400, message: 'Invalid input.' },

  'admin.unknown_email': { status: 400, message: 'No account uses this e-mail.' },
  'admin.unknown_organization': { status: 400, message: 'Unknown organization id.' },
  'admin.organization_exists': { status: 400, message: 'An organization with this name already exists.' },
  'admin.last_admin': { status: 400, message: 'An organization must keep at least one admin.' },
  /** The factory's text names what the organization still holds. */
  'admin.organization_in_use': {
    status: 409,
    message: 'This organization still holds panels or proposals: delete them first.',
  },

  /** Re-authentication on the profile page failed (`details.fields.currentPassword`). */
  'profile.wrong_password': { status: 400, message: 'The current password is not correct.' },
  'profile.same_password': { status: 400, message: 'The new password must differ from the current one.' },
  'profile.current_session': { status: 400, message: 'This is the session you are using: log out to end it.' },
  'profile.last_superuser': {
    status: 409,
    message:
      'You are the only superuser. Create another superuser first (sciscope users create --superuser), then delete this account.',
  },
  /** The factory's text names the vacancies. */
  'profile.vacancies_with_applications': {
    status: 409,
    message:
      'You own vacancies with applications from other people, which would be deleted with your account. Contact the operator of this site to hand them over first.',
  },

  /** The factory's text names the limit (`API_TOKEN_LIMITS.activePerOrganization`). */
  'integrations.too_many_tokens': {
    status: 400,
    message: 'The organization holds too many active tokens: revoke unused ones first.',
  },

  'articles.not_found': { status: 404, message: 'Article not found.' },

  /** A user with an organization works in its folders; the personal folder is for users without one. */
  'folders.no_personal_folder': {
    status: 403,
    message: 'You belong to an organization: use one of its folders.',
  },
  'folders.not_a_member': { status: 400, message: 'This user is not a member of the organization.' },
  'folders.personal_roles': { status: 400, message: 'A personal folder has no roles to set.' },
  /** Uploads (spec: checked by content and size; the factory's text says what is wrong). */
  'proposals.file_too_large': { status: 413, message: 'The file is larger than 10 MB.' },
  'proposals.unsupported_file': { status: 415, message: 'Upload a PDF or a DOCX file.' },
  'proposals.unreadable_file': { status: 400, message: 'The file could not be read.' },

  'tasks.not_cancellable': { status: 400, message: 'Only a queued or running task can be cancelled.' },
  'tasks.not_retryable': { status: 400, message: 'Only a failed or cancelled task can be retried.' },

  'authors.not_found': { status: 404, message: 'Author not found.' },
  /** A logged-in user whose trial ended tried to filter an author's articles. */
  'authors.trial_expired': { status: 403, message: MESSAGES.trialExpired },

  /** The parser's message replaces this text; `details` holds its code and position. */
  'search.invalid_query': { status: 400, message: 'Invalid search query.' },
  /**
   * The daily search cap is used up (429: the request was fine, the client asked too often
   * today). The text is `searchLimitMessage(…)`, whose last word is the limit (spec 01 §8).
   */
  /** The factory's text names the limit (`AUTHORS_GROUP_LIMITS.maxMembers`). */
  'authors_groups.too_many_members': { status: 400, message: 'The group holds too many members.' },
  /** Sharing with an organization the owner does not belong to. */
  'authors_groups.unknown_organization': {
    status: 400,
    message: 'You can only share a group with your own organizations.',
  },
  /** A private group (shared with nobody) without the quota's canBePrivate. */
  'authors_groups.organization_required': {
    status: 400,
    message: 'Choose an organization to share the group with: your plan does not allow private authors groups.',
  },
  /** The factory's text names the limit (`SAVED_SEARCH_LIMITS.perUser`). */
  'saved_searches.too_many': { status: 400, message: 'You keep too many saved searches: delete unused ones first.' },

  'search.limit_exceeded': { status: 429, message: 'search-calls-count limit exceeded' },

  /** A tree that does not fit the topics (the parser's message replaces this text when it has one). */
  'monitoring.invalid_query': { status: 400, message: 'The query tree is not valid.' },
  /** Saving privately without the quota's canBePrivate, and no organization chosen. */
  'monitoring.organization_required': {
    status: 400,
    message: 'Choose an organization: your plan does not allow private monitorings.',
  },
  /** An organization the caller's monitoring quota does not offer. */
  'monitoring.unknown_organization': {
    status: 400,
    message: 'You can only save a monitoring for an organization your plan offers.',
  },
  /** The factory's text names the limit (`MONITORING_LIMITS.perUser`). */
  'monitoring.too_many': { status: 400, message: 'You keep too many monitorings: delete unused ones first.' },
  /** An unsubscribe link whose signature does not match, or whose monitoring is gone. */
  'monitoring.invalid_unsubscribe_link': { status: 400, message: 'This unsubscribe link is not valid.' },

  /** A document kind whose module is not installed yet (vacancy until the jobs module exists). */
  'referees.unknown_document': { status: 404, message: 'Document not found.' },
  /** No trained representation model yet (fresh install): the first training builds it. */
  'referees.index_building': { status: 503, message: 'The ranking index is being built' },
  /** An already-refereed article without the referee_finder quota: the page shows the promo. */
  'referees.already_refereed': {
    status: 403,
    message: 'This article was already refereed: a plan with the referee finder is required.',
  },

  /** File exchange uploads (spec 02: the text is shown in a red alert). */
  'file_exchange.no_file': { status: 400, message: 'Choose a file to upload.' },
  'file_exchange.empty_file': { status: 400, message: 'The file is empty.' },
  /** The factory's text names the configured limit (SCISCOPE_FILE_EXCHANGE_MAX_BYTES). */
  'file_exchange.too_large': { status: 413, message: 'The file is larger than the upload limit.' },
  /** The factory's text says what the content was found to be. */
  'file_exchange.type_refused': { status: 415, message: 'This type of file is not accepted.' },
  'file_exchange.not_found': { status: 404, message: 'File not found.' },
  /** Labels and collections: a name the owner already uses (case-insensitively), on `name`. */
  'collections.name_taken': { status: 400, message: 'You already have a label with this name.' },
  /** The factory's text names the limit (`COLLECTION_LIMITS.perUser`). */
  'collections.too_many': { status: 400, message: 'You own too many labels: delete unused ones first.' },
  /** The factory's text names the limit (`COLLECTION_LIMITS.articlesPerCollection`). */
  'collections.too_many_articles': { status: 400, message: 'The label holds too many articles.' },
  /** Sharing with an organization the owner does not belong to. */
  'collections.unknown_organization': {
    status: 400,
    message: 'You can only share a label with your own organizations.',
  },
  /** Adding ids that name no article (nothing is added); `details.fields.articleIds` lists them. */
  'collections.unknown_articles': { status: 400, message: 'Some of these articles do not exist.' },

  /** A base composition can only be duplicated (spec 03). */
  'panels.base_composition': { status: 409, message: 'This is a base composition.' },
  /** Scores, coverage or an assignment asked of a panel whose scores are missing or stale. */
  'panels.not_computed': { status: 409, message: 'This panel has not been computed yet.' },
  'panels.computation_running': { status: 409, message: 'This panel is being computed right now.' },
  'panels.subpanel_exists': { status: 400, message: 'A subpanel with this code already exists.' },
  /** The factory's text names the binding constraint. */
  'panels.assignment_infeasible': { status: 400, message: 'No assignment meets every constraint.' },
  /** The jobs board (spec 04). */
  'jobs.cannot_edit': { status: 403, message: "You don't have permissions to edit this vacancy." },
  'jobs.closed': { status: 400, message: 'This vacancy is not open to applications.' },
  'jobs.already_applied': { status: 400, message: 'You have already applied to this vacancy.' },
  'jobs.tag_exists': { status: 400, message: 'Tag already exists.' },
  'jobs.tag_assigned': { status: 400, message: 'Tag already assigned.' },
  'jobs.merge_refused': { status: 400, message: 'Only a preliminary applicant can be merged into an actual one.' },
  'jobs.remove_refused': { status: 400, message: 'Only a preliminary applicant without e-mail can be removed.' },
  'jobs.unknown_user': { status: 400, message: 'No account uses this e-mail.' },

  /** Spec 02 section 8: 'Concept doesn't exist.' */
  'ontology.concept_not_found': { status: 404, message: "Concept doesn't exist." },
  /** The factory's text names the number of children (spec 02 section 8). */
  'ontology.parent_protected': {
    status: 409,
    message: "Can't delete/merge because this concept is a parent for other concept(s).",
  },
  'ontology.concept_deleted': { status: 409, message: 'This concept was deleted. Restore to edit.' },
  'ontology.merge_target': { status: 400, message: 'Pick another, existing concept to merge with.' },
  'ontology.already_reviewed': { status: 409, message: 'This change was already reviewed.' },
  'ontology.stale_suggestion': {
    status: 409,
    message: 'The corpus statistics no longer suggest this: the list was refreshed.',
  },
  'ontology.log_entry_not_found': { status: 404, message: 'Log entry not found.' },
  /** The same user's identical suggestion (same concept, same changes) is still pending. */
  'ontology.duplicate_suggestion': {
    status: 409,
    message: 'You have already suggested this change; it is waiting for a moderator’s review.',
  },
  /** GraphQL: a query nested deeper or costlier than the limits (README, "Ontology curation"). */
  'graphql.query_too_complex': { status: 400, message: 'The query is too complex.' },

  /** An attorney token that is unknown, expired or revoked: the same answer for all three. */
  'claims.invalid_attorney_token': { status: 404, message: 'This link is not valid or has expired.' },
  /** A claim-articles token that is unknown, expired, or another claimant's. */
  'claims.invalid_claim_token': {
    status: 400,
    message: 'This list of articles has expired: upload the bibliography again.',
  },
  /** The factory's text is the reader's message ("The RIS file holds no entry …"). */
  'claims.unreadable_bibliography': { status: 400, message: 'The bibliography could not be read.' },
  'claims.not_pending': { status: 400, message: 'Only a pending claim can be decided.' },
  'claims.not_undoable': { status: 400, message: 'Only an applied or approved claim can be undone.' },
  /**
   * A profile claim whose profiles all wait in a pending profile claim of the same claimant (a
   * second click, the same claim sent again): nothing is filed. The factory's text names that claim.
   */
  'claims.already_pending': {
    status: 409,
    message: 'This author profile is already waiting for a moderator in one of your claims.',
  },
  /** A moderation decision that can no longer be applied (the articles moved since). */
  'claims.conflict': { status: 409, message: 'The profile changed since the claim was made.' },

  /** Possible concepts (spec 02): a docs batch that does not exist. */
  'ontology.docs_batch_not_found': { status: 404, message: 'Docs batch not found.' },
  /**
   * The same moderator's batch of the same source (the newest N works, the same saved search) is
   * still queued or being mined: a second one would only repeat it (`details.batchId` names it).
   */
  'ontology.docs_batch_running': {
    status: 409,
    message: 'You already started this batch and it is still being mined: open it from the list.',
  },
  /** The list import: some rows are wrong (`details.rows`: per row its line and errors); nothing was created. */
  'ontology.list_invalid': { status: 400, message: 'Some rows of the list are incorrect: nothing was imported.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A stable error code of the API. */
export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}
