/** TanStack Query keys of the site feature. */
export const siteKeys = {
  all: ['site'] as const,
  info: () => [...siteKeys.all, 'info'] as const,
};
