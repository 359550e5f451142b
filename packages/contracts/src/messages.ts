/** User-facing texts that the specs fix verbatim. Server and web use these constants only. */
export const MESSAGES = {
  internalServerError: 'Internal server error',
  pleaseLogin: 'Please login',
  forbidden: 'Sorry, you are not permitted to perform the requested operation',
  loggedOut: 'You are logged out. Log in to continue. Redirecting to login page...',
  pageNotFound: 'Page not found',
  freeVersion: 'This is a free version of sciscope.',
  monitoringPlanRequired: 'A plan with monitoring is required.',
  invalidCredentials: 'Invalid e-mail or password.',
  emailTaken: 'An account with this e-mail already exists.',
  noPublications: 'Electronic publication list is not available yet.',
  noResults: 'No results.',
  loginToFilter: 'login to enable filtering',
  trialExpired: 'your trial period expired and filtering is not longer available',
} as const;
