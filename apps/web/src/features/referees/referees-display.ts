import { REFEREES_TOTAL_DISPLAY_CAP } from '@sciscope/contracts';

/*
 * Display rules of the candidate list (spec 03 section 9): the total, the expandable lists
 * (first step 5, threshold 2) and the concept lists (collapse at 12, show 10). Scores and
 * counts follow the site-wide rules of articles/format.ts (2 decimals; a plus from 100 on).
 */

/** The total as shown: '500+' above 500 candidates. */
export function formatRefereesTotal(total: number): string {
  return total > REFEREES_TOTAL_DISPLAY_CAP ? `${REFEREES_TOTAL_DISPLAY_CAP}+` : String(total);
}

export const EXPANDABLE_LIST_STEP = 5;
export const EXPANDABLE_LIST_THRESHOLD = 2;

/**
 * How many items an expandable list shows after `steps` clicks on 'Show more' (0 at first):
 * steps of 5, and a remainder of 2 or fewer is shown at once rather than behind a button.
 */
export function expandableVisibleCount(total: number, steps: number): number {
  const wanted = EXPANDABLE_LIST_STEP * (steps + 1);
  return total - wanted <= EXPANDABLE_LIST_THRESHOLD ? total : wanted;
}

export const CONCEPT_LIST_COLLAPSE_AT = 12;
export const CONCEPT_LIST_SHOWN = 10;

/** How many concepts a concept list shows: all up to 12, else 10 until expanded. */
export function conceptListVisibleCount(total: number, expanded: boolean): number {
  return expanded || total <= CONCEPT_LIST_COLLAPSE_AT ? total : CONCEPT_LIST_SHOWN;
}

/**
 * The tag shown next to a candidate of an authors group: the group's label ("A short tag shown
 * next to highlighted candidates"), or its name when it has no label.
 */
export function authorsGroupTag(group: { display_name: string; label: string }): string {
  return group.label.trim() || group.display_name;
}
