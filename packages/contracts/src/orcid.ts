/**
 * Whether the last character of a 16-character ORCID (digits only, no hyphens) is its ISO 7064
 * MOD 11-2 check digit: a typo in an ORCID then reads as invalid instead of silently matching
 * nobody. One check for every place that takes an ORCID (authors groups, proposals).
 */
export function isValidOrcidChecksum(digits: string): boolean {
  if (!/^\d{15}[\dX]$/.test(digits)) return false;
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  const expected = result === 10 ? 'X' : String(result);
  return digits[15] === expected;
}

/** The written form of an ORCID: four groups of four, the last character a digit or X. */
export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/**
 * The check digit test on a hyphenated ORCID (0000-0002-1825-0097). True for a value that is
 * not in ORCID_PATTERN's form: the pattern's own check reports that, once.
 */
export function hasValidOrcidCheckDigit(orcid: string): boolean {
  return !ORCID_PATTERN.test(orcid) || isValidOrcidChecksum(orcid.replace(/-/g, ''));
}
