/** How references read to the applicant (never the letter) and to the committee (with it). */
import type { ApplicationAdvisor, ReviewAdvisor } from '@sciscope/contracts';
import type { ReferenceRow } from './recommendations.repository';

/** The references as the applicant reads them: whether a letter came, never the letter. */
export function applicantAdvisors(rows: readonly ReferenceRow[]): ApplicationAdvisor[] {
  return rows.map((r) => ({
    id: r.advisorId,
    name: r.name,
    email: r.email,
    isPhdAdvisor: r.isPhdAdvisor,
    hasPostedRecommendation: r.uploadedAt !== null,
    authorId: r.authorId,
    requestSentAt: r.requestSentAt,
  }));
}

/** The references as the committee reads them, with the letters' names. */
export function reviewAdvisors(rows: readonly ReferenceRow[]): ReviewAdvisor[] {
  return rows.map((r) => ({
    ...applicantAdvisors([r])[0]!,
    filename: r.filename,
    uploadedAt: r.uploadedAt,
  }));
}
