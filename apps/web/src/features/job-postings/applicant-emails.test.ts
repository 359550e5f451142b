import { describe, expect, it } from 'vitest';
import { canEmailSelected, emailedText } from './applicant-emails';

describe('the answer of "Send e-mail to selected"', () => {
  it('counts the applicants e-mailed', () => {
    expect(emailedText({ emailedCount: 2, noEmailCount: 0 })).toBe('E-mailed 2 applicant(s).');
  });

  it('says how many were skipped for having no e-mail address, so 0 e-mailed does not go unexplained', () => {
    expect(emailedText({ emailedCount: 0, noEmailCount: 3 })).toBe(
      'E-mailed 0 applicant(s). 3 were skipped for having no e-mail address.',
    );
    expect(emailedText({ emailedCount: 1, noEmailCount: 1 })).toBe(
      'E-mailed 1 applicant(s). 1 was skipped for having no e-mail address.',
    );
  });
});

describe('whether the selected applicants can be e-mailed', () => {
  const listed = [
    { applicationId: 1, email: 'eve@uni.example' },
    { applicationId: 2, email: null },
    { applicationId: 3, email: null },
  ];

  it('is no when none of the selected has an e-mail address (preliminary applicants)', () => {
    expect(canEmailSelected(listed, [2, 3])).toBe(false);
    expect(canEmailSelected(listed, [])).toBe(false);
  });

  it('is yes when one of the selected has one', () => {
    expect(canEmailSelected(listed, [2, 1])).toBe(true);
  });
});
