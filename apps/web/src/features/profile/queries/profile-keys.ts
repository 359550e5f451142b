/** TanStack Query keys of the profile page. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'account'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};
