/**
 * Countries of institution records that came without one. The corpus keys institutions by name
 * and country, so one institution is several records when its feed lines disagree: "Amazon" with
 * `country_code` US on most authorships and none on a few. A candidate whose newest affiliation
 * is such a record had an empty Country in the exports and was missed by the country filters
 * (walk: the export's Country column was empty for candidates). The records of one name (as
 * the conflict checks compare names) lend theirs to the records without one, when one country
 * holds at least 90% of that name's authorships: in the default corpus "Stanford University"
 * (US on 99.8% of 4,339) is in the US, while "Google" (US on 86%, then GB, CH, IL, …) and
 * "Unknown Institution" (US on 79%) stay without a country. The lent country can be wrong for
 * a few people (at most a tenth of the name's authorships are elsewhere); an empty one is
 * missing for all of them.
 */

/** The share of a name's authorships (on records with a country) one country must hold to be lent. */
export const LENT_COUNTRY_SHARE = 0.9;

/** An institution record as the referee corpus holds it (the fields this reads and fills). */
export interface InstitutionCountry {
  /** The normalised name (`normalizeInstitutionName`); records of one key are one institution. */
  key: string;
  countryCode: string | null;
  countryName: string | null;
}

/**
 * Fills `countryCode` and `countryName` of the records without a country from the records of
 * the same key, weighed by `authorships` (authorships per record id; a record counts at least
 * once), when one country holds `LENT_COUNTRY_SHARE` of them. Changes the records in place;
 * returns how many it filled.
 */
export function lendInstitutionCountries(
  institutions: ReadonlyMap<number, InstitutionCountry>,
  authorships: ReadonlyMap<number, number>,
): number {
  const byKey = new Map<string, Map<string, { weight: number; name: string | null }>>();
  for (const [id, record] of institutions) {
    if (record.countryCode === null || record.key === '') continue;
    let countries = byKey.get(record.key);
    if (!countries) byKey.set(record.key, (countries = new Map()));
    const entry = countries.get(record.countryCode) ?? { weight: 0, name: null };
    entry.weight += Math.max(1, authorships.get(id) ?? 0);
    entry.name ??= record.countryName;
    countries.set(record.countryCode, entry);
  }
  let filled = 0;
  for (const record of institutions.values()) {
    if (record.countryCode !== null) continue;
    const countries = byKey.get(record.key);
    if (!countries) continue;
    let total = 0;
    let best: { code: string; weight: number; name: string | null } | null = null;
    for (const [code, { weight, name }] of countries) {
      total += weight;
      if (!best || weight > best.weight) best = { code, weight, name };
    }
    if (!best || best.weight < LENT_COUNTRY_SHARE * total) continue;
    record.countryCode = best.code;
    record.countryName = best.name;
    filled++;
  }
  return filled;
}
