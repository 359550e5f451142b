import {
  AUTHOR_TOP_CONCEPTS_CHART_STEP,
  MESSAGES,
  genderLabel,
  type Author,
  type CurrentUser,
  type GenderLabel,
} from '@sciscope/contracts';

/* Display rules of the author page that do not depend on React (spec 01 sections 2 and 9). */

/**
 * Whether the viewer may filter articles by concept: guests may not ('login to enable
 * filtering'), nor users whose trial ended; 'unknown' while the current user loads.
 */
export type FilterAccess = 'unknown' | 'anonymous' | 'expired' | 'allowed';

export function filterAccess(user: CurrentUser | undefined): FilterAccess {
  if (!user) return 'unknown';
  if (!user.is_authenticated) return 'anonymous';
  if (user.is_expired) return 'expired';
  return 'allowed';
}

/** The text of a refused filter, or null when filtering is allowed (or not known yet). */
export function filterAccessMessage(access: FilterAccess): string | null {
  if (access === 'anonymous') return MESSAGES.loginToFilter;
  if (access === 'expired') return MESSAGES.trialExpired;
  return null;
}

export interface GenderDisplay {
  label: GenderLabel;
  /** Where the value comes from: a user's manual setting wins over the prediction. */
  source: 'manual' | 'predicted' | 'unknown';
}

/** The gender indicator: the manual value when set, else the predicted one, else '?'. */
export function authorGenderDisplay({ gender, manualGender }: Pick<Author, 'gender' | 'manualGender'>): GenderDisplay {
  if (manualGender !== null) return { label: genderLabel(manualGender), source: 'manual' };
  if (gender !== null) return { label: genderLabel(gender), source: 'predicted' };
  return { label: '?', source: 'unknown' };
}

/** The years of the first and last article: '2015–2022', '2015', or null when unknown. */
export function yearsActive({ firstYear, lastYear }: Pick<Author, 'firstYear' | 'lastYear'>): string | null {
  if (firstYear === null && lastYear === null) return null;
  if (firstYear === null || lastYear === null || firstYear === lastYear) return String(firstYear ?? lastYear);
  return `${firstYear}–${lastYear}`;
}

/** The years of an affiliation: '2018–2022', '2018', or '' when unknown. */
export function affiliationYears({ startYear, endYear }: { startYear: number | null; endYear: number | null }): string {
  if (startYear === null && endYear === null) return '';
  if (startYear === null || endYear === null || startYear === endYear) return String(startYear ?? endYear);
  return `${startYear}–${endYear}`;
}

/** Concepts the top-concepts chart shows at first. */
export function initialChartCount(total: number, step: number = AUTHOR_TOP_CONCEPTS_CHART_STEP): number {
  return Math.min(total, step);
}

/** Concepts shown after one more 'more': one step more, at most all of them. */
export function nextChartCount(shown: number, total: number, step: number = AUTHOR_TOP_CONCEPTS_CHART_STEP): number {
  return Math.min(total, shown + step);
}

/** The text of an empty article list: 'No results.' under filters, else no publications. */
export function emptyArticlesMessage({ filtered }: { filtered: boolean }): string {
  return filtered ? MESSAGES.noResults : MESSAGES.noPublications;
}

/** A concept's name from the concepts at hand, or 'Concept {id}' when it is in none of them. */
export function conceptNameOf(
  conceptId: number,
  sources: ReadonlyArray<ReadonlyArray<{ conceptId: number; name: string }>>,
): string {
  for (const list of sources) {
    const found = list.find((concept) => concept.conceptId === conceptId);
    if (found) return found.name;
  }
  return `Concept ${conceptId}`;
}
