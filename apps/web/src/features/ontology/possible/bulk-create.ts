/**
 * The start of a bulk create (spec 02 section 2: "a counter 'created / selected'"): every
 * selected row counts, so a row created before (its label 'created', or saved from this table)
 * is already done, and only the others are sent, one at a time.
 */
export function bulkCreatePlan<T extends { name: string; created: boolean }>(
  chosen: readonly T[],
  saved: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): { targets: T[]; done: number; total: number } {
  const targets = chosen.filter((row) => !row.created && !saved.has(row.name));
  return { targets, done: chosen.length - targets.length, total: chosen.length };
}
