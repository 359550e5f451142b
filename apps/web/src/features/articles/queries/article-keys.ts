/** TanStack Query keys of the articles feature. */
export const articleKeys = {
  all: ['articles'] as const,
  popover: (articleId: number) => [...articleKeys.all, 'popover', articleId] as const,
};
