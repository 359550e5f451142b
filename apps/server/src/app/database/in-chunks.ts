/**
 * Values per `IN (…)` list or multi-row statement: under SQLite's default bound-parameter
 * limit (32,766 since 3.32, 999 before) and cheap for PostgreSQL's planner.
 */
export const IN_LIST_SIZE = 500;

/** `items` cut into consecutive slices of at most `size`, for statements with bounded parameter lists. */
export function inChunks<T>(items: readonly T[], size = IN_LIST_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
