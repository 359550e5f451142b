/** TanStack Query keys of the jobs board. */
export const jobKeys = {
  all: ['jobs'] as const,
  /** One vacancy (GET /api/jobs/vacancy/{id}); null while a new one is being written. */
  vacancy: (id: number | null) => [...jobKeys.all, 'vacancy', id] as const,
  /** Every list of /semantic-jobs/ (the prefix of their keys). */
  vacancies: () => [...jobKeys.all, 'vacancies'] as const,
  application: (id: number | null) => [...jobKeys.all, 'application', id] as const,
  committee: (vacancyId: number) => [...jobKeys.all, 'committee', vacancyId] as const,
  /** A vacancy's tags (GET /api/jobs/vacancy/{id}/tags), shared by the applicants list and the applicant page. */
  tags: (vacancyId: number) => [...jobKeys.all, 'tags', vacancyId] as const,
  /** One applicant as the committee sees them (GET /api/jobs/applicant/{applicationId}). */
  applicant: (applicationId: number) => [...jobKeys.all, 'applicant', applicationId] as const,
  /** Every applicants list of a vacancy (the prefix of their keys). */
  applicants: (vacancyId: number) => [...jobKeys.all, 'applicants', vacancyId] as const,
  /**
   * The search tab's concepts (GET /api/jobs/vacancy/{id}/concepts): under the applicants' prefix,
   * so whatever changes the lists (a merge, a removal) refreshes the counts too.
   */
  searchConcepts: (vacancyId: number, query: { preliminary: boolean; minSim: number; cids: string | null }) =>
    [...jobKeys.applicants(vacancyId), 'concepts', query.preliminary, query.minSim, query.cids] as const,
};
