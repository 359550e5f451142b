import { JOB_MESSAGES } from '@sciscope/contracts';

/**
 * The success line of adding candidates as preliminary applicants: spec 04's 'Added {n}
 * applicant(s).', followed by how many of the `chosen` authors were on the vacancy already
 * (the server adds each author once). `chosen` is null for "add all", whose count the page
 * does not know.
 */
export function addedApplicantsText(added: number, chosen: number | null): string {
  const already = chosen === null ? 0 : chosen - added;
  return already > 0
    ? `${JOB_MESSAGES.added(added)} ${JOB_MESSAGES.alreadyApplicants(already)}`
    : JOB_MESSAGES.added(added);
}
