import type { ConceptListParseResponse, ConceptListRow } from '@sciscope/contracts';
import { countLabel } from '@sciscope/contracts';

/** What the import page shows of a processed list. */
export interface ImportListView {
  /** Rows without errors: the table offers them for creation one by one or selected. */
  correct: ConceptListRow[];
  /** Rows with errors: left out of the table, listed in the red box with their warnings. */
  wrong: ConceptListRow[];
  /** Correct rows with warnings, shown under the table (every one of them has a row in it). */
  warned: ConceptListRow[];
  /** The red box's title and hint; null when no row is wrong. */
  banner: { title: string; hint: string } | null;
}

/**
 * A processed list as the import page shows it. A wrong row keeps the whole list from being
 * imported at once ('Create all'), but not the correct rows from being created from the table:
 * the red box says both, in words that stay true after some of those rows are created.
 */
export function importListView(parsed: ConceptListParseResponse): ImportListView {
  const correct = parsed.rows.filter((row) => row.errors.length === 0);
  const wrong = parsed.rows.filter((row) => row.errors.length > 0);
  const warned = correct.filter((row) => row.warnings.length > 0);
  if (wrong.length === 0) return { correct, wrong, warned, banner: null };
  const total = parsed.rows.length;
  const verb = wrong.length === 1 ? 'is' : 'are';
  const title =
    correct.length === 0
      ? `${wrong.length === 1 && total === 1 ? 'The row is' : `All ${total} rows are`} incorrect: nothing can be imported.`
      : `${wrong.length} of ${countLabel(total, 'row')} ${verb} incorrect and left out of the table below.`;
  const hint =
    correct.length === 0
      ? 'Correct the list and press Process again.'
      : `${correct.length === 1 ? 'The other row' : `The other ${countLabel(correct.length, 'row')}`} can be created from the table. To import the whole list at once, correct it and press Process again.`;
  return { correct, wrong, warned, banner: { title, hint } };
}
