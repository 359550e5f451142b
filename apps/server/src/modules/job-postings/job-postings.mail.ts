/**
 * The jobs board's e-mails (texts built here, delivered by modules/mail): the publication fee's
 * payment request, the committee's message to selected applicants and the recommendation requests. Plain text only, so
 * nothing user-written is ever interpreted as markup.
 */
import { isDeadlinePassed, JOB_LIMITS } from '@sciscope/contracts';
import type { MailMessage } from '../mail/mailer';
import type { DueRequestRow } from './recommendations.repository';
import type { VacancyRow } from './vacancies.repository';

/**
 * The publication fee's payment request. It says the vacancy is open to applications only while it
 * is (the deadline rule of the vacancy page): publishing a closed vacancy is refused, but a vacancy
 * published before that rule could still be asked for its fee after its deadline.
 */
export function paymentRequestMail({
  vacancy,
  publicUrl,
  now = new Date(),
}: {
  vacancy: VacancyRow;
  publicUrl: string;
  now?: Date;
}): MailMessage {
  const state = isDeadlinePassed(vacancy.dateDeadline, now)
    ? `is published; its application deadline, ${vacancy.dateDeadline}, has passed, so it is closed to applications:`
    : 'is published and open to applications:';
  return {
    to: vacancy.ownerEmail,
    subject: `Payment request: publication of "${vacancy.title}"`,
    text: [
      'Hello,',
      '',
      `your vacancy "${vacancy.title}" (${vacancy.affiliation}) ${state}`,
      `${publicUrl}/jobs/${vacancy.id}`,
      '',
      `The publication fee is $${JOB_LIMITS.publicationFeeUsd}. Please pay it within 30 days; reply to this`,
      'message for an invoice addressed to your institution.',
      '',
      '-- sciscope jobs board',
    ].join('\n'),
  };
}

export function selectedApplicantMail({
  vacancy,
  applicant,
  publicUrl,
}: {
  vacancy: VacancyRow;
  applicant: { name: string; email: string };
  publicUrl: string;
}): MailMessage {
  return {
    to: applicant.email,
    subject: `Your application: ${vacancy.title}`,
    text: [
      `Dear ${applicant.name || applicant.email},`,
      '',
      `the hiring committee of "${vacancy.title}" (${vacancy.affiliation}) has selected your application`,
      'for the next step of the process. The committee will contact you about the next steps;',
      `questions go to ${vacancy.infoEmail}.`,
      '',
      `${publicUrl}/jobs/${vacancy.id}`,
      '',
      '-- sciscope jobs board',
    ].join('\n'),
    headers: { 'Reply-To': vacancy.infoEmail },
  };
}

/**
 * The request to a recommender, about an hour after the application: the anonymous upload
 * link (the advisor's uuid) and the attorney token's links to link their author profile.
 */
export function recommendationRequestMail({
  request,
  token,
  tokenExpiresAt,
  publicUrl,
}: {
  request: DueRequestRow;
  token: string;
  tokenExpiresAt: string;
  publicUrl: string;
}): MailMessage {
  const applicant = request.applicantName || request.applicantEmail || 'An applicant';
  return {
    to: request.email,
    subject: `Recommendation request: ${applicant} for "${request.vacancyTitle}"`,
    text: [
      `Dear ${request.name},`,
      '',
      `${applicant} has applied for "${request.vacancyTitle}" (${request.vacancyInstitution}) and named you`,
      `as a ${request.isPhdAdvisor ? 'PhD advisor and ' : ''}reference. Please upload your letter of recommendation`,
      '(.pdf, .doc, .docx or .rtf, at most 10 MB) here; no account is needed:',
      `${publicUrl}/jobs/recommendation/${request.uuid}`,
      '',
      `Applications close at the end of ${request.dateDeadline}. The applicant will not see your letter;`,
      'only the hiring committee reads it.',
      '',
      'To link your own author profile and publications (this link acts for you until',
      `${tokenExpiresAt.slice(0, 10)}; do not share it):`,
      `${publicUrl}/find-authors/${token}`,
      `${publicUrl}/claim-publications/${token}`,
      '',
      '-- sciscope jobs board',
    ].join('\n'),
  };
}
