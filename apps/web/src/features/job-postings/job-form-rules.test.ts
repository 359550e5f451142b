import { describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES, commentBodySchema, isDeadlinePassed, isValidDeadline } from '@sciscope/contracts';
import { ApiError, fieldErrorsOf } from '../../app/api-client';
import { commentLengthHint, deadlinePlaceholder, formAlertOf, ownApplicationRedirect } from './job-form-rules';

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
