import { JOB_MESSAGES, type Applicant, type EmailApplicantsResponse } from '@sciscope/contracts';

/**
 * The line after "Send e-mail to selected": how many applicants were e-mailed and, when some of
 * the selected had no e-mail address (preliminary applicants), how many were skipped for it.
 */
export function emailedText({ emailedCount, noEmailCount }: EmailApplicantsResponse): string {
  const emailed = JOB_MESSAGES.emailed(emailedCount);
  return noEmailCount > 0 ? `${emailed} ${JOB_MESSAGES.noEmailSkipped(noEmailCount)}` : emailed;
}

/**
 * Whether "Send e-mail to selected" has anyone to write to: some selected applicant of those
 * listed has an e-mail address.
 */
export function canEmailSelected(
  listed: ReadonlyArray<Pick<Applicant, 'applicationId' | 'email'>>,
  selected: readonly number[],
): boolean {
  return listed.some((a) => a.email !== null && selected.includes(a.applicationId));
}
