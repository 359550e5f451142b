import { describe, expect, it } from 'vitest';
import { datedAffiliationsOf, type AffiliationYearRow } from './dated-affiliations';

let nextId = 1;
/** The rows of one institution record: `years` maps a year (or 'unknown') to its articles. */
function record(name: string, country: string | null, years: Record<string, number>): AffiliationYearRow[] {
  const institutionId = nextId++;
  return Object.entries(years).map(([year, count]) => ({
    institutionId,
    name,
    country,
    year: year === 'unknown' ? null : Number(year),
    count,
  }));
}
const brief = (rows: AffiliationYearRow[]) =>
  datedAffiliationsOf(rows).map((a) => [a.value, a.country, a.startYear, a.endYear, a.count]);

describe("an author's affiliations", () => {
  it('shows institution records of one name as one affiliation, spanning their years (walk 9)', () => {
    const rows = [
      ...record('University of Bristol', 'United Kingdom', { 2015: 10, 2020: 10, 2025: 10 }),
      ...record('University of Bristol', null, { 2025: 1 }),
      ...record('University of Bristol', 'United States', { 2018: 2 }),
    ];
    expect(datedAffiliationsOf(rows)).toEqual([
      {
        value: 'University of Bristol',
        city: null,
        country: 'United Kingdom',
        startYear: 2015,
        endYear: 2025,
        count: 33,
      },
    ]);
  });

  it('takes the country of the most articles and lists the others by last year, then articles', () => {
    const rows = [
      ...record('ETH Zurich', 'Switzerland', { 2010: 6, 2016: 6 }),
      ...record('Google', 'United States', { 2016: 1, 2019: 2 }),
      ...record('Google', 'Switzerland', { 2019: 4, 2024: 5 }),
      ...record('Unknown years', null, { unknown: 1 }),
    ];
    expect(brief(rows)).toEqual([
      ['Google', 'Switzerland', 2016, 2024, 12],
      ['ETH Zurich', 'Switzerland', 2010, 2016, 12],
      ['Unknown years', null, null, null, 1],
    ]);
  });

  it('puts first the institution with the most articles of the latest year, not the one with the most articles', () => {
    // van der Schaar: Cambridge and UCLA both in 2025, Cambridge on more of the recent articles.
    const rows = [
      ...record('University of California, Los Angeles', 'United States', { 2016: 10, 2021: 5, 2025: 1 }),
      ...record('University of Cambridge', 'United Kingdom', { 2023: 4, 2024: 2, 2025: 5 }),
    ];
    expect(brief(rows)[0]![0]).toBe('University of Cambridge');
  });

  it('does not let a co-affiliation on one article of the latest year displace the institution of the recent articles', () => {
    // Yu-Xiong Wang: UIUC four times in 2023 and once in 2025, CMU (his PhD) once in 2025.
    const rows = [
      ...record('Carnegie Mellon University', 'United States', { 2015: 1, 2016: 1, 2017: 2, 2019: 2, 2025: 1 }),
      ...record('University of Illinois Urbana-Champaign', 'United States', { 2023: 4, 2025: 1 }),
    ];
    expect(brief(rows).map(([name]) => name)).toEqual([
      'University of Illinois Urbana-Champaign',
      'Carnegie Mellon University',
    ]);
  });

  it('keeps a new institution first when it is alone in the latest year, even on one article (a move)', () => {
    // Kosuge: Tohoku for twenty years, then Hong Kong.
    const rows = [
      ...record('Tohoku University', 'Japan', { 2015: 3, 2017: 4, 2019: 2 }),
      ...record('University of Hong Kong', 'China', { 2023: 1 }),
    ];
    expect(brief(rows)[0]![0]).toBe('University of Hong Kong');
  });
});
