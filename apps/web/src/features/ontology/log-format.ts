import {
  DELETED_ACCOUNT_LABEL,
  type LogActorKind,
  type OntologyAction,
  type OntologyLogEntry,
} from '@sciscope/contracts';

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

/**
 * One literal change of an entry: added (green), removed (red), or only its ambiguity flag set
 * or cleared. Ambiguous literals are shown muted.
 */
export type LiteralChange =
  | { kind: 'added' | 'removed'; name: string; ambiguous: boolean }
  | { kind: 'ambiguity'; name: string; ambiguous: boolean };

type LoggedLiteral = Extract<OntologyAction, { type: 'add_literal' }>['literal'];

/** The literal with its flag: written form as stored, composite, language and ambiguity. */
function identity(literal: LoggedLiteral, isAmbiguous = literal.isAmbiguous): string {
  return JSON.stringify([literal.name, literal.composite, literal.lang, isAmbiguous]);
}

/**
 * The literals an entry adds and removes. A literal removed and added again with the same
 * written form, composite and language is a change of its ambiguity flag (the form and the
 * curation queue's 'dismiss' log it so), and the curation queue's lone `add_literal` is its
 * decision on the flag ('accept' keeps the literal and confirms the flag): both are shown as
 * flag changes, not as literals added or removed.
 */
export function literalChanges(
  actions: readonly OntologyAction[],
  source: OntologyLogEntry['source'] | null = null,
): LiteralChange[] {
  const literalActions = actions.filter(
    (action): action is Extract<OntologyAction, { type: 'add_literal' | 'remove_literal' }> =>
      action.type === 'add_literal' || action.type === 'remove_literal',
  );
  const removed = new Set(literalActions.filter((a) => a.type === 'remove_literal').map((a) => identity(a.literal)));
  const added = new Set(literalActions.filter((a) => a.type === 'add_literal').map((a) => identity(a.literal)));
  return literalActions.flatMap((action): LiteralChange[] => {
    // The same literal with the other flag on the other side of the entry.
    const counterpart = identity(action.literal, !action.literal.isAmbiguous);
    const { name, isAmbiguous: ambiguous } = action.literal;
    if (action.type === 'remove_literal') return added.has(counterpart) ? [] : [{ kind: 'removed', name, ambiguous }];
    if (removed.has(counterpart) || source === 'curation') return [{ kind: 'ambiguity', name, ambiguous }];
    return [{ kind: 'added', name, ambiguous }];
  });
}

/** The words of a literal change: "+name", "−name", or "name: ambiguity set" / "…cleared". */
export function literalChangeText(change: LiteralChange): string {
  if (change.kind === 'ambiguity') return `${change.name}: ambiguity ${change.ambiguous ? 'set' : 'cleared'}`;
  return `${change.kind === 'added' ? '+' : '−'}${change.name}`;
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

/**
 * The user cell of an entry whose writer has no name to show: a deleted account (a person made
 * it: never 'system') or the platform itself.
 */
export function namelessActor(kind: LogActorKind): string {
  return kind === 'system' ? 'system' : DELETED_ACCOUNT_LABEL;
}

/** The user cell's note: 'removed concept' or 'restored concept'. */
export function userNote(entry: Pick<OntologyLogEntry, 'actions'>): string | null {
  const kind = logRowKind(entry);
  if (kind === 'removed') return 'removed concept';
  if (kind === 'restored') return 'restored concept';
  return null;
}
