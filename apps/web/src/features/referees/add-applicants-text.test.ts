import { describe, expect, it } from 'vitest';
import { addedApplicantsText } from './add-applicants-text';

describe('addedApplicantsText', () => {
  it("is the spec's line when every chosen author was added, or the count is unknown", () => {
    expect(addedApplicantsText(3, 3)).toBe('Added 3 applicant(s).');
    expect(addedApplicantsText(12, null)).toBe('Added 12 applicant(s).');
  });

  it('says how many were applicants already, so adding nobody does not read as a failure', () => {
    expect(addedApplicantsText(0, 2)).toBe('Added 0 applicant(s). 2 were already on the vacancy.');
    expect(addedApplicantsText(2, 3)).toBe('Added 2 applicant(s). 1 was already on the vacancy.');
  });
});
