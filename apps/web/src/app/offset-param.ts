/**
 * `?offset=` of a paged list, as people type it into the address bar: a whole number above 0,
 * anything else (missing, `abc`, `-5`, `2.5`) is the first page.
 */
export function readOffset(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
