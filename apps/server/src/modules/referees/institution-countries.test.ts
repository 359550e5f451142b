import { describe, expect, it } from 'vitest';
import { lendInstitutionCountries, type InstitutionCountry } from './institution-countries';

const record = (key: string, countryCode: string | null, countryName: string | null = null): InstitutionCountry => ({
  key,
  countryCode,
  countryName,
});

describe('lendInstitutionCountries', () => {
  it("gives a record without a country the one nearly all of its name's authorships carry", () => {
    const institutions = new Map([
      [1, record('stanford university', 'US', 'United States')],
      [2, record('stanford university', 'GB', 'United Kingdom')],
      [3, record('stanford university', null)],
      [4, record('amazon', 'US', 'United States')],
      [5, record('amazon', null)],
    ]);
    const filled = lendInstitutionCountries(
      institutions,
      new Map([
        [1, 95],
        [2, 5],
        [3, 4],
        [4, 20],
        [5, 6],
      ]),
    );
    expect(filled).toBe(2);
    expect(institutions.get(3)).toEqual(record('stanford university', 'US', 'United States'));
    expect(institutions.get(5)).toEqual(record('amazon', 'US', 'United States'));
    // Records with a country keep theirs.
    expect(institutions.get(2)?.countryCode).toBe('GB');
  });

  it('leaves the country empty when the name is spread over countries or has no record with one', () => {
    const institutions = new Map([
      [1, record('google', 'US')],
      [2, record('google', 'GB')],
      [3, record('google', null)],
      [4, record('unknown institution', 'US')],
      [5, record('unknown institution', 'CA')],
      [6, record('unknown institution', null)],
      [7, record('artisense', null)],
      [8, record('', 'CN')],
      [9, record('', null)],
    ]);
    const uses = new Map([
      [1, 86],
      [2, 14],
      [4, 79],
      [5, 21],
    ]);
    expect(lendInstitutionCountries(institutions, uses)).toBe(0);
    for (const id of [3, 6, 7, 9]) expect(institutions.get(id)?.countryCode, String(id)).toBeNull();
  });

  it('counts a record without authorships once', () => {
    const institutions = new Map([
      [1, record('delta lab', 'GB')],
      [2, record('delta lab', null)],
    ]);
    expect(lendInstitutionCountries(institutions, new Map())).toBe(1);
    expect(institutions.get(2)?.countryCode).toBe('GB');
  });
});
