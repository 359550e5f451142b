import { describe, expect, it } from 'vitest';
import { addAllApplicantsForm } from './referees-api';

describe('the form of POST /api/jobs/add-all-preliminary-applicants/', () => {
  it("carries the list's settings, docId, docKind, vacancyId and the candidates listed (spec 03 section 7)", () => {
    const body = new URLSearchParams(
      addAllApplicantsForm({
        settings: 'min_h_index=5&gender=F',
        kind: 'vacancy',
        docId: 12,
        vacancyId: 12,
        authorsIds: [7, 9, 31],
      }),
    );
    expect(body.get('min_h_index')).toBe('5');
    expect(body.get('gender')).toBe('F');
    expect(body.get('docId')).toBe('12');
    expect(body.get('docKind')).toBe('vacancy');
    expect(body.get('vacancyId')).toBe('12');
    expect(body.get('authorsIds')).toBe('7,9,31');
  });
});
