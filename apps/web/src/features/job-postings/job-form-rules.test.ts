import { describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES, commentBodySchema, isDeadlinePassed, isValidDeadline } from '@sciscope/contracts';
import { ApiError, fieldErrorsOf } from '../../app/api-client';
import {
  EMPTY_VACANCY,
  commentLengthHint,
  deadlinePlaceholder,
  maskDeadline,
  fieldErrorText,
  formAlertOf,
  jobFileError,
  ownApplicationRedirect,
  phdAwardDateError,
  vacancyFormErrors,
  vacancySavedPath,
} from './job-form-rules';

describe('the message under a field the server refused', () => {
  const refusal = new ApiError({
    status: 400,
    code: 'validation.failed',
    message: 'email: This field is required.',
    details: { fields: { email: JOB_MESSAGES.required } },
  });

  it("is the field's own message, without the field's name before it", () => {
    expect(fieldErrorText(refusal, 'email')).toBe(JOB_MESSAGES.required);
  });

  it("is the error's text when the server names no such field, or the call failed otherwise", () => {
    expect(fieldErrorText(refusal, 'name')).toBe('email: This field is required.');
    const unknown = new ApiError({ status: 400, code: 'jobs.unknown_user', message: 'No account uses this e-mail.' });
    expect(fieldErrorText(unknown, 'email')).toBe('No account uses this e-mail.');
  });
});

describe('where a saved vacancy leads', () => {
  it('to the fee notice only when the save published it for the first time', () => {
    expect(vacancySavedPath({ saved: { id: 1, status: 'published' }, publishedBefore: false })).toBe(
      '/jobs/1?published=1',
    );
  });

  it('to a plain "Saved." for an edit of a vacancy published before, and for a draft', () => {
    expect(vacancySavedPath({ saved: { id: 1, status: 'published' }, publishedBefore: true })).toBe('/jobs/1?saved=1');
    expect(vacancySavedPath({ saved: { id: 2, status: 'draft' }, publishedBefore: false })).toBe('/jobs/2?saved=1');
  });
});

describe('the deadline input mask', () => {
  it('puts the dashes in as the digits come, at most YYYY-MM-DD (walk 22)', () => {
    expect(maskDeadline('2026')).toBe('2026');
    expect(maskDeadline('20261')).toBe('2026-1');
    expect(maskDeadline('20261340')).toBe('2026-13-40');
    expect(maskDeadline('2026-12-31')).toBe('2026-12-31');
    expect(maskDeadline('2026-12-311')).toBe('2026-12-31');
    expect(maskDeadline('2026-')).toBe('2026');
    expect(maskDeadline('2026 / 12 / 31')).toBe('2026-12-31');
  });

  it('begins with a year digit from 2 to 9 (spec 04)', () => {
    expect(maskDeadline('1')).toBe('');
    expect(maskDeadline('0')).toBe('');
    expect(maskDeadline('12027')).toBe('2027');
    expect(maskDeadline('')).toBe('');
  });
});

describe('the deadline example', () => {
  it('is thirty days after today, as YYYY-MM-DD', () => {
    expect(deadlinePlaceholder(new Date(2026, 2, 10, 9, 30))).toBe('2026-04-09');
  });

  it('rolls over the end of a year and of February', () => {
    expect(deadlinePlaceholder(new Date(2026, 11, 15))).toBe('2027-01-14');
    expect(deadlinePlaceholder(new Date(2028, 1, 1))).toBe('2028-03-02');
  });

  it('is a valid deadline that has not passed', () => {
    const now = new Date();
    const example = deadlinePlaceholder(now);
    expect(isValidDeadline(example)).toBe(true);
    expect(isDeadlinePassed(example, now)).toBe(false);
  });
});

describe('/jobs/{id}/apply for a user who already applied', () => {
  const base = { vacancyId: 7, applicationId: null, ownApplicationId: 42, justApplied: false };

  it('leads to their own application', () => {
    expect(ownApplicationRedirect(base)).toBe('/jobs/7/applications/edit/42');
  });

  it('shows the form to a user who has not applied, and on the edit page itself', () => {
    expect(ownApplicationRedirect({ ...base, ownApplicationId: null })).toBeNull();
    expect(ownApplicationRedirect({ ...base, applicationId: 42 })).toBeNull();
  });

  it('keeps the success message in view right after applying on the page', () => {
    expect(ownApplicationRedirect({ ...base, justApplied: true })).toBeNull();
  });
});

describe('the committee comment length', () => {
  it('says nothing for a short comment', () => {
    expect(commentLengthHint('Strong record.')).toEqual({ count: null, error: null });
  });

  it('counts the characters near the shared limit and accepts the limit itself', () => {
    expect(commentLengthHint('x'.repeat(JOB_LIMITS.comment))).toEqual({
      count: `${JOB_LIMITS.comment} / ${JOB_LIMITS.comment} characters`,
      error: null,
    });
  });

  it('refuses one character more, with the message the server gives', () => {
    const hint = commentLengthHint('x'.repeat(6000));
    expect(hint.count).toBe(`6000 / ${JOB_LIMITS.comment} characters`);
    expect(hint.error).toBe(JOB_MESSAGES.commentTooLong(JOB_LIMITS.comment));
    expect(commentBodySchema.safeParse({ comment: 'x'.repeat(6000), applicationId: 1 }).error?.issues[0]?.message).toBe(
      hint.error,
    );
  });
});

describe('formAlertOf', () => {
  it('points at the marked fields instead of repeating one with its field name', () => {
    const error = new ApiError({
      status: 400,
      code: 'common.validation',
      message: "dateDeadline: This doesn't look like a valid date.",
      details: { fields: { dateDeadline: "This doesn't look like a valid date." } },
    });
    expect(formAlertOf(error, fieldErrorsOf(error))).toBe(JOB_MESSAGES.formInvalid);
  });

  it("gives the server's sentence when no field is marked", () => {
    const error = new ApiError({ status: 409, code: 'jobs.closed', message: 'The vacancy is closed.', details: null });
    expect(formAlertOf(error, fieldErrorsOf(error))).toBe('The vacancy is closed.');
  });
});

describe('the vacancy form, checked before it is sent', () => {
  const empty = EMPTY_VACANCY;
  const filled = {
    ...empty,
    title: 'Postdoc in graph coloring',
    descriptionMarkdown: 'We look for a postdoc.',
    dateDeadline: '2099-12-31',
    affiliation: 'University of Testing',
    infoEmail: 'jobs@testing.example',
    text: 'graph coloring',
  };

  it("marks every required field of an empty form, and the selection, with the server's words", () => {
    expect(vacancyFormErrors(empty)).toEqual({
      title: JOB_MESSAGES.required,
      descriptionMarkdown: JOB_MESSAGES.required,
      dateDeadline: JOB_MESSAGES.required,
      affiliation: JOB_MESSAGES.required,
      infoEmail: JOB_MESSAGES.required,
      selection: JOB_MESSAGES.selectionRequired,
    });
  });

  it('counts a field of spaces as empty, as the server trims it', () => {
    expect(vacancyFormErrors({ ...filled, affiliation: '   ' })).toEqual({ affiliation: JOB_MESSAGES.required });
  });

  it('gives one message a field, the first the server would give', () => {
    expect(vacancyFormErrors({ ...filled, dateDeadline: '2099-02-30', infoEmail: 'nope' })).toEqual({
      dateDeadline: JOB_MESSAGES.invalidDate,
      infoEmail: "nope doesn't look like a valid email address.",
    });
    expect(vacancyFormErrors({ ...filled, startInfo: 'x'.repeat(JOB_LIMITS.shortText + 1) })).toEqual({
      startInfo: `At most ${JOB_LIMITS.shortText} characters.`,
    });
  });

  it('passes a vacancy the server takes', () => {
    expect(vacancyFormErrors(filled)).toEqual({});
    expect(vacancyFormErrors({ ...filled, text: '', conceptsIds: [3] })).toEqual({});
  });

  it('refuses to publish a vacancy whose deadline day has ended, on the deadline, and lets it be saved as a draft', () => {
    const now = new Date('2026-11-28T09:15:00.000Z');
    const past = { ...filled, dateDeadline: '2026-11-27', status: 'published' as const };
    expect(vacancyFormErrors(past, { now })).toEqual({ dateDeadline: JOB_MESSAGES.deadlinePassed });
    expect(vacancyFormErrors(past, { now, wasPublished: false })).toEqual({
      dateDeadline: JOB_MESSAGES.deadlinePassed,
    });
    // Open until 23:59:59 of the deadline day.
    expect(vacancyFormErrors({ ...past, dateDeadline: '2026-11-28' }, { now })).toEqual({});
    expect(vacancyFormErrors({ ...past, status: 'draft' }, { now })).toEqual({});
    // A vacancy already published may be closed early: this save publishes nothing.
    expect(vacancyFormErrors(past, { now, wasPublished: true })).toEqual({});
    // A malformed date keeps its own message.
    expect(vacancyFormErrors({ ...past, dateDeadline: '2026-02-30' }, { now })).toEqual({
      dateDeadline: JOB_MESSAGES.invalidDate,
    });
  });
});

describe("the application form's PhD award date", () => {
  it("says an empty date is required (spec 04 section 5), as the vacancy form's deadline does", () => {
    expect(phdAwardDateError('')).toBe(JOB_MESSAGES.required);
    expect(phdAwardDateError('   ')).toBe(JOB_MESSAGES.required);
  });

  it('says a date not in the form YYYY-MM, or month 13, is not valid; a future month is taken', () => {
    expect(phdAwardDateError('2019-13')).toBe(JOB_MESSAGES.invalidDate);
    expect(phdAwardDateError('June 2019')).toBe(JOB_MESSAGES.invalidDate);
    expect(phdAwardDateError('2019-06')).toBeNull();
    expect(phdAwardDateError('2099-01')).toBeNull();
  });
});

describe('a file chosen on the application form', () => {
  const file = (name: string, size = 1200) => ({ name, size });

  it("is refused by its type as soon as it is chosen, with the server's text", () => {
    for (const name of ['cv.txt', 'cv', 'cv.pdf.exe', 'pdf'])
      expect(jobFileError(file(name))).toBe('Only .pdf, .doc, .docx and .rtf files are accepted.');
  });

  it('takes the accepted types, whatever the case of the extension', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'letter.Rtf']) expect(jobFileError(file(name))).toBeNull();
  });

  it('is refused when larger than 10 MB or empty', () => {
    expect(jobFileError(file('cv.pdf', JOB_LIMITS.fileBytes + 1))).toBe(JOB_MESSAGES.fileTooLarge);
    expect(jobFileError(file('cv.pdf', 0))).toBe(JOB_MESSAGES.fileEmpty);
  });
});
