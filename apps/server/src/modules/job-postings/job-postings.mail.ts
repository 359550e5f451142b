/**
 * The jobs board's e-mails (texts built here, delivered by modules/mail): the publication fee's
 * payment request and the committee's message to selected applicants. Plain text only, so
 * nothing user-written is ever interpreted as markup.
 */
import { JOB_LIMITS } from '@sciscope/contracts';
import type { MailMessage } from '../mail/mailer';
import type { VacancyRow } from './vacancies.repository';

export function paymentRequestMail({ vacancy, publicUrl }: { vacancy: VacancyRow; publicUrl: string }): MailMessage {
  return {
    to: vacancy.ownerEmail,
    subject: `Payment request: publication of "${vacancy.title}"`,
    text: [
      'Hello,',
      '',
      `your vacancy "${vacancy.title}" (${vacancy.affiliation}) is published and open to applications:`,
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
