/** TanStack Query keys of the concepts feature. */
export const conceptKeys = {
  all: ['concepts'] as const,
  names: () => [...conceptKeys.all, 'name'] as const,
  /** The name of one concept, learnt from answers that carry it (no call looks a concept up by id). */
  name: (conceptId: number) => [...conceptKeys.names(), conceptId] as const,
};
