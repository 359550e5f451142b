import { describe, expect, it } from 'vitest';
import { DocumentInstitutions, sharedInstitutions } from '@sciscope/engine';
import { DocumentAuthorPeriods, overlappingShares } from './shared-institution-periods';

/** The document side from (institution id, name, document author, year or null = declared) rows. */
function side(rows: Array<[number | null, string, number, number | null]>) {
  const institutions = new DocumentInstitutions();
  const periods = new DocumentAuthorPeriods();
  for (const [institutionId, name, documentAuthor, year] of rows) {
    institutions.add({ institutionId, name, documentAuthor, year });
    periods.add(institutions.match(institutionId, name), documentAuthor, year);
  }
  return { institutions, periods };
}

function shares(
  document: ReturnType<typeof side>,
  candidate: Array<{ institutionId: number; name: string; years: number[] }>,
  yearsOfAffiliation = 2,
) {
  const referenceYear = 2025;
  return overlappingShares({
    shared: sharedInstitutions({ candidate, document: document.institutions, referenceYear, yearsOfAffiliation }),
    institutions: document.institutions,
    periods: document.periods,
    referenceYear,
    yearsOfAffiliation,
  });
}

const TTIC = 'Toyota Technological Institute at Chicago';

describe('shared institutions held at overlapping times', () => {
  it('leaves out an institution the two sides held years apart', () => {
    const document = side([[7, TTIC, 0, 2008]]);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2019, 2020, 2021] }])).toEqual([]);
  });

  it("keeps one held at the same time, with both sides' years, not a conflict outside the window", () => {
    const document = side([
      [7, TTIC, 0, 2008],
      [7, TTIC, 0, 2010],
    ]);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2009, 2011] }])).toEqual([
      {
        institutionId: 7,
        name: TTIC,
        years: [2009, 2011],
        documentAuthors: [0],
        documentYears: [2008, 2010],
        declared: false,
        isRecent: false,
      },
    ]);
  });

  it('counts periods one year apart as meeting with the default window of two years', () => {
    const document = side([[7, TTIC, 0, 2012]]);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2013] }])).toHaveLength(1);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2014] }])).toHaveLength(0);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2014] }], 3)).toHaveLength(1);
  });

  it("names only the document authors whose years meet the candidate's", () => {
    const document = side([
      [7, TTIC, 0, 2008],
      [7, TTIC, 1, 2024],
    ]);
    expect(shares(document, [{ institutionId: 7, name: TTIC, years: [2024, 2025] }])).toEqual([
      expect.objectContaining({ documentAuthors: [1], documentYears: [2024], isRecent: true }),
    ]);
  });

  it('takes a declared affiliation as held now: shared with a recent candidate only', () => {
    const document = side([[null, 'University of California, Riverside', 0, null]]);
    const ucr = (years: number[]) => [{ institutionId: 3, name: 'University of California, Riverside', years }];
    expect(shares(document, ucr([2005, 2006]))).toEqual([]);
    expect(shares(document, ucr([2023, 2024]))).toEqual([
      expect.objectContaining({ documentAuthors: [0], documentYears: [], declared: true, isRecent: true }),
    ]);
  });
});
