/** TanStack Query keys of the claims feature. */
export const claimsKeys = {
  all: ['claims'] as const,
  suggestions: (token: string | undefined) => [...claimsKeys.all, 'suggestions', token ?? null] as const,
  advisor: (token: string) => [...claimsKeys.all, 'advisor', token] as const,
  topCited: (authorId: number) => [...claimsKeys.all, 'top-cited', authorId] as const,
  authorClaims: (authorId: number) => [...claimsKeys.all, 'author', authorId] as const,
  moderation: (state: string, offset: number) => [...claimsKeys.all, 'moderation', state, offset] as const,
  advisors: (query: string, offset: number) => [...claimsKeys.all, 'advisors', query, offset] as const,
  dashboard: (offset: number) => [...claimsKeys.all, 'dashboard', offset] as const,
};
