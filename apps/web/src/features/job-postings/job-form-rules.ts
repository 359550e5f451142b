/** Rules of the jobs board's forms that do not depend on React. */
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  editApplicationFieldsSchema,
  editVacancyBodySchema,
  publishesClosedVacancy,
  type EditVacancyBody,
} from '@sciscope/contracts';
import { fieldErrorsOf } from '../../app/api-client';

/** A new vacancy's form before anything is typed (a draft asking for a CV). */
export const EMPTY_VACANCY: EditVacancyBody = {
  title: '',
  descriptionMarkdown: '',
  startInfo: '',
  duration: '',
  dateDeadline: '',
  affiliation: '',
  infoEmail: '',
  requirements: ['cv'],
  isAdvisorsRequired: false,
  articlesIds: [],
  authorsIds: [],
  conceptsIds: [],
  text: '',
  status: 'draft',
};

/** Days ahead of today that the deadline field's example date lies. */
const PLACEHOLDER_DAYS_AHEAD = 30;

/**
 * The deadline field's example: a date in the near future (today + 30 days, local calendar,
 * YYYY-MM-DD), so the example is never a deadline that has already passed.
 */
/**
 * The deadline's input mask (spec 04: YYYY-MM-DD, the year's first digit 2 to 9): digits only, a
 * leading 0 or 1 dropped, the dashes put in as the digits come (walk 22: "20261340" stayed
 * without them), at most 8 digits.
 */
export function maskDeadline(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^[01]+/, '')
    .slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter((part) => part !== '').join('-');
}

export function deadlinePlaceholder(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + PLACEHOLDER_DAYS_AHEAD);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Where the vacancy form leads after a save: the vacancy's page, with `?published=1` (the fee
 * notice) only when this save published it for the first time, the one that e-mails the payment
 * request; any other save (a draft, an edit of a published vacancy) with `?saved=1` ("Saved.").
 */
export function vacancySavedPath({
  saved,
  publishedBefore,
}: {
  saved: { id: number; status: 'draft' | 'published' };
  publishedBefore: boolean;
}): string {
  const firstPublication = saved.status === 'published' && !publishedBefore;
  return `/jobs/${saved.id}?${firstPublication ? 'published=1' : 'saved=1'}`;
}

/**
 * Where /jobs/{id}/apply sends a user who already applied: their own application's edit page
 * (one application per user and vacancy). Null: show the form. Not right after applying on this
 * very page, where the success message (with its link) stays in view.
 */
export function ownApplicationRedirect({
  vacancyId,
  applicationId,
  ownApplicationId,
  justApplied,
}: {
  vacancyId: number;
  /** The application in the URL (editing), or null on /jobs/{id}/apply. */
  applicationId: number | null;
  ownApplicationId: number | null;
  justApplied: boolean;
}): string | null {
  if (applicationId !== null || ownApplicationId === null || justApplied) return null;
  return `/jobs/${vacancyId}/applications/edit/${ownApplicationId}`;
}

/** From this share of the limit on, the comment field counts the characters typed. */
const COMMENT_COUNT_FROM = 0.9;

/**
 * The committee comment's length against the shared limit (the server refuses more): a count
 * once the text nears the limit, and an error (which blocks saving) once it passes it. The text
 * itself is never cut, so nothing pasted is lost before the user shortens it.
 */
export function commentLengthHint(text: string): { count: string | null; error: string | null } {
  const max = JOB_LIMITS.comment;
  return {
    count: text.length >= max * COMMENT_COUNT_FROM ? `${text.length} / ${max} characters` : null,
    error: text.length > max ? JOB_MESSAGES.commentTooLong(max) : null,
  };
}

/**
 * What a refused call says under one field: the server's message for that field (a 400's
 * `details.fields`, without the "email: " its summary message starts with), else the error's text.
 */
export function fieldErrorText(error: unknown, field?: string): string {
  const own = field === undefined ? undefined : fieldErrorsOf(error)[field];
  return own ?? (error instanceof Error ? error.message : String(error));
}

/**
 * What a refused jobs form says above its fields: with field messages (shown next to their
 * fields) only a pointer to them, never one of them again with its field's name in front;
 * otherwise the server's sentence.
 */
export function formAlertOf(error: unknown, fields: Readonly<Record<string, string>>): string {
  if (Object.keys(fields).length > 0) return JOB_MESSAGES.formInvalid;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The vacancy form's checks before it is sent: the server's own schema, so the same rules and
 * texts, keyed as the server keys a refused field (its path; the first message of each field),
 * and the server's refusal to publish a vacancy whose deadline day has ended (`wasPublished`: the
 * vacancy is published already, so this save does not publish it). Empty when the server would
 * take the vacancy.
 */
export function vacancyFormErrors(
  body: EditVacancyBody,
  { wasPublished = false, now = new Date() }: { wasPublished?: boolean; now?: Date } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = editVacancyBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'input'] ??= issue.message;
  if (publishesClosedVacancy({ status: body.status, wasPublished, dateDeadline: body.dateDeadline.trim(), now }))
    errors.dateDeadline ??= JOB_MESSAGES.deadlinePassed;
  return errors;
}

/**
 * The application form's check of the PhD award date: the server's own rule and texts, so an
 * empty field is 'This field is required.' (spec 04 section 5) and a malformed one 'This doesn't
 * look like a valid date.'. Null when the server would take it.
 */
export function phdAwardDateError(value: string): string | null {
  const parsed = editApplicationFieldsSchema.shape.phdAwardDate.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? JOB_MESSAGES.invalidDate);
}

/** The file picker's accept list: the accepted types by extension (spec 04 section 5). */
export const JOB_FILE_ACCEPT = JOB_LIMITS.fileExtensions.map((e) => `.${e}`).join(',');

/**
 * A chosen file checked as soon as it is chosen, with the server's texts: an accepted type by its
 * extension (the picker's accept list can be switched to all files; the server checks the content
 * too), at most 10 MB, not empty. Null when the file may be sent.
 */
export function jobFileError(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(JOB_LIMITS.fileExtensions as readonly string[]).includes(extension))
    return JOB_MESSAGES.fileType;
  if (file.size > JOB_LIMITS.fileBytes) return JOB_MESSAGES.fileTooLarge;
  if (file.size === 0) return JOB_MESSAGES.fileEmpty;
  return null;
}
