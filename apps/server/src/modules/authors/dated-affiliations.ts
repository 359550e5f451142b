/**
 * An author's affiliations as the author page, the claim screens and the autocomplete show
 * them: one per institution name, the current one first (`currentAffiliationOrder`: the
 * latest year's institution with the most articles that year, a tie going to the most articles
 * of the recent years), then the others by last year, then articles, then name.
 */
import type { DatedAffiliation } from '@sciscope/contracts';
import { currentAffiliationOrder, normalizeInstitutionName } from '@sciscope/engine';

/** The author's articles listing one institution record in one year. */
export interface AffiliationYearRow {
  institutionId: number;
  name: string;
  /** The country's name (its code when the country table lacks it), or null. */
  country: string | null;
  year: number | null;
  count: number;
}

interface Merged {
  value: string;
  country: string | null;
  /** Articles of the record the country comes from (-1: none has a country). */
  countryWeight: number;
  yearCounts: Map<number, number>;
  count: number;
  startYear: number | null;
  endYear: number | null;
}

/**
 * Institution records of one name are one affiliation: the corpus keys institutions by name and
 * country, and authorship lines give "University of Bristol" with GB, US or no country, or
 * "Google" with a dozen, which a reader takes for one place listed twice. The years span all
 * its records, the articles add up (an article listing two records of one name counts twice,
 * which the corpus does not do), the country is that of the record with the most articles.
 */
export function datedAffiliationsOf(rows: readonly AffiliationYearRow[]): DatedAffiliation[] {
  const records = new Map<number, { name: string; country: string | null; years: AffiliationYearRow[] }>();
  for (const row of rows) {
    const record = records.get(row.institutionId);
    if (record) record.years.push(row);
    else records.set(row.institutionId, { name: row.name, country: row.country, years: [row] });
  }
  const byName = new Map<string, Merged>();
  for (const [, record] of [...records].sort((a, b) => a[0] - b[0])) {
    const count = record.years.reduce((sum, r) => sum + r.count, 0);
    let merged = byName.get(record.name);
    if (!merged) {
      merged = {
        value: record.name,
        country: null,
        countryWeight: -1,
        yearCounts: new Map(),
        count: 0,
        startYear: null,
        endYear: null,
      };
      byName.set(record.name, merged);
    }
    merged.count += count;
    if (record.country !== null && count > merged.countryWeight) {
      merged.country = record.country;
      merged.countryWeight = count;
    }
    for (const { year, count: n } of record.years) {
      if (year === null) continue;
      merged.yearCounts.set(year, (merged.yearCounts.get(year) ?? 0) + n);
      merged.startYear = merged.startYear === null ? year : Math.min(merged.startYear, year);
      merged.endYear = merged.endYear === null ? year : Math.max(merged.endYear, year);
    }
  }
  const list = [...byName.values()].sort((a, b) => a.value.localeCompare(b.value));
  const { order } = currentAffiliationOrder(
    list.map((m) => ({ key: normalizeInstitutionName(m.value), yearCounts: m.yearCounts, count: m.count })),
  );
  return order.map((i) => {
    const m = list[i] as Merged;
    return {
      value: m.value,
      city: null,
      country: m.country,
      startYear: m.startYear,
      endYear: m.endYear,
      count: m.count,
    };
  });
}
