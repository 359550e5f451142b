/**
 * The jobs board's e-mails (texts built here, delivered by modules/mail): the publication fee's
 * payment request, the appointment to a hiring committee, the committee's message to selected
 * applicants and the recommendation requests. Plain text only, so nothing user-written is ever
 * interpreted as markup.
 */
import { isDeadlinePassed, JOB_LIMITS } from '@sciscope/contracts';
import type { MailMessage } from '../mail/mailer';
import type { DueRequestRow } from './recommendations.repository';
import type { VacancyRow } from './vacancies.repository';

/**
 * The publication fee's payment request. It says the vacancy is open to applications only while it
 * is (the deadline rule of the vacancy page): publishing a closed vacancy is refused, but a vacancy
 * published before that rule could still be asked for its fee after its deadline.
 *
 * The invoice goes through the operator's contact address (`SCISCOPE_CONTACT_EMAIL`): the
 * message names it and replies go there (Reply-To). Without one, the message never asks for a
 * reply, since it comes from the sending address (by default `no-reply@localhost`).
 */
export function paymentRequestMail({
  vacancy,
  publicUrl,
  contactEmail,
  now = new Date(),
}: {
  vacancy: VacancyRow;
  publicUrl: string;
  contactEmail: string | null;
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
      ...(contactEmail
        ? [
            `The publication fee is $${JOB_LIMITS.publicationFeeUsd}. Please pay it within 30 days. For an invoice`,
            `addressed to your institution, reply to this message or write to ${contactEmail}.`,
          ]
        : [`The publication fee is $${JOB_LIMITS.publicationFeeUsd}. Please pay it within 30 days.`]),
      '',
      '-- sciscope jobs board',
    ].join('\n'),
    ...(contactEmail ? { headers: { 'Reply-To': contactEmail } } : {}),
  };
}

/** A person as a mail names them: `Name (e-mail)`, or the bare address when they gave no name. */
const named = (person: { name: string | null; email: string }) =>
  person.name ? `${person.name} (${person.email})` : person.email;

/**
 * To a newly appointed committee member: who appointed them, the vacancy, their role and the
 * link to its applicants (the review page's default tab). Replies go to the appointer.
 */
export function committeeAppointmentMail({
  vacancy,
  member,
  appointer,
  isEqualityOfficer,
  publicUrl,
}: {
  vacancy: VacancyRow;
  member: { name: string | null; email: string };
  appointer: { name: string | null; email: string };
  isEqualityOfficer: boolean;
  publicUrl: string;
}): MailMessage {
  return {
    to: member.email,
    subject: `Hiring committee: "${vacancy.title}"`,
    text: [
      `Dear ${member.name || member.email},`,
      '',
      `${named(appointer)} has appointed you to the hiring committee of`,
      `"${vacancy.title}" (${vacancy.affiliation}).`,
      isEqualityOfficer
        ? 'Your role: equality officer (your comments on applicants carry the EOO mark).'
        : 'Your role: committee member.',
      ...(vacancy.status === 'draft'
        ? ['The vacancy is still a draft, not yet published; the committee can already see it.']
        : []),
      '',
      `Review its applicants here (logged in as ${member.email}):`,
      `${publicUrl}/jobs/${vacancy.id}/applicants`,
      '',
      '-- sciscope jobs board',
    ].join('\n'),
    headers: { 'Reply-To': appointer.email },
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
  now = new Date(),
}: {
  request: DueRequestRow;
  token: string;
  tokenExpiresAt: string;
  publicUrl: string;
  now?: Date;
}): MailMessage {
  const applicant = request.applicantName || request.applicantEmail || 'An applicant';
  // Sent an hour after applying, so it may leave after the deadline day has ended (an application
  // of the last hour, a late run): letters are still taken then, and the committee is reviewing.
  const deadline = isDeadlinePassed(request.dateDeadline, now)
    ? `Applications closed at the end of ${request.dateDeadline} and the hiring committee is reviewing them, so please upload your letter soon.`
    : `Applications close at the end of ${request.dateDeadline}.`;
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
      deadline,
      'The applicant will not see your letter; only the hiring committee reads it.',
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
