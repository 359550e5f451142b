import type { DatedAffiliation } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { mergeSameNamed } from './authors.repository';

const at = (value: string, country: string | null, startYear: number | null, endYear: number | null, count: number) =>
  ({ value, city: null, country, startYear, endYear, count }) satisfies DatedAffiliation;

describe("an author's affiliations", () => {
  it('shows institution records of one name as one affiliation, spanning their years (walk 9)', () => {
    const merged = mergeSameNamed([
      at('University of Bristol', 'United Kingdom', 2015, 2025, 30),
      at('University of Bristol', null, 2025, 2025, 1),
      at('University of Bristol', 'United States', 2018, 2018, 2),
    ]);
    expect(merged).toEqual([at('University of Bristol', 'United Kingdom', 2015, 2025, 33)]);
  });

  it('takes the country of the most articles, and keeps the order: latest first, then most articles', () => {
    const merged = mergeSameNamed([
      at('ETH Zurich', 'Switzerland', 2010, 2016, 12),
      at('Google', 'United States', 2016, 2019, 3),
      at('Google', 'Switzerland', 2019, 2024, 9),
      at('Unknown years', null, null, null, 1),
    ]);
    expect(merged.map((a) => [a.value, a.country, a.startYear, a.endYear, a.count])).toEqual([
      ['Google', 'Switzerland', 2016, 2024, 12],
      ['ETH Zurich', 'Switzerland', 2010, 2016, 12],
      ['Unknown years', null, null, null, 1],
    ]);
  });
});
