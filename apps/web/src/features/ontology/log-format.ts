import type { OntologyAction, OntologyLogEntry } from '@sciscope/contracts';

/*
 * How the moderation log shows its entries (spec 02 section 2): the date rules, the row colour
 * of removed, restored and added concepts, and the literal and category changes of an entry.
 */

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const MONTH_DAY_TIME = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const FULL = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Time only if today; else month, day and time; the year too if it is another year. */
export function logDate(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()) return TIME.format(date);
  return sameYear ? MONTH_DAY_TIME.format(date) : FULL.format(date);
}

export type LogRowKind = 'removed' | 'restored' | 'added' | null;

/** Rows are coloured for removed, restored and added concepts. */
export function logRowKind(entry: Pick<OntologyLogEntry, 'actions'>): LogRowKind {
  const types = new Set(entry.actions.map((action) => action.type));
  if (types.has('remove_concept')) return 'removed';
  if (types.has('restore_concept')) return 'restored';
  if (types.has('add_concept')) return 'added';
  return null;
}

export const LOG_ROW_COLORS: Record<Exclude<LogRowKind, null>, string> = {
  removed: 'var(--mantine-color-red-light)',
  restored: 'var(--mantine-color-blue-light)',
  added: 'var(--mantine-color-green-light)',
};

export type LiteralChange = { added: boolean; name: string; ambiguous: boolean };

/** The literals an entry adds (green) and removes (red); ambiguous ones are shown muted. */
export function literalChanges(actions: readonly OntologyAction[]): LiteralChange[] {
  return actions.flatMap((action): LiteralChange[] =>
    action.type === 'add_literal' || action.type === 'remove_literal'
      ? [{ added: action.type === 'add_literal', name: action.literal.name, ambiguous: action.literal.isAmbiguous }]
      : [],
  );
}

/** The basic flag an entry sets, when it sets one. */
export function basicChange(actions: readonly OntologyAction[]): boolean | null {
  for (const action of actions) {
    if (action.type === 'modify_concept' || action.type === 'add_concept') return action.basic;
  }
  return null;
}

/** Other changes in plain words: categories, relations, renames, merges. */
export function otherChanges(actions: readonly OntologyAction[]): string[] {
  return actions.flatMap((action): string[] => {
    switch (action.type) {
      case 'add_concept_to_category':
        return [`+ category ${action.category_name}`];
      case 'remove_concept_from_category':
        return [`− category ${action.category_name}`];
      case 'add_parent':
        return [`+ parent ${action.name}`];
      case 'remove_parent':
        return [`− parent ${action.name}`];
      case 'add_child':
        return [`+ child ${action.name}`];
      case 'remove_child':
        return [`− child ${action.name}`];
      case 'add_related':
        return [`+ related ${action.name}`];
      case 'remove_related':
        return [`− related ${action.name}`];
      case 'modify_concept':
        return action.name ? [`renamed from ${action.previous_name ?? '?'}`] : [];
      case 'remove_concept':
        return action.merged_into ? [`merged into ${action.merged_into.name}`] : [];
      default:
        return [];
    }
  });
}

/** The user cell's note: 'removed concept' or 'restored concept'. */
export function userNote(entry: Pick<OntologyLogEntry, 'actions'>): string | null {
  const kind = logRowKind(entry);
  if (kind === 'removed') return 'removed concept';
  if (kind === 'restored') return 'restored concept';
  return null;
}
