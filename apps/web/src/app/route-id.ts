/**
 * A positive database id from a route parameter, or null: a page answers "Page not found" for
 * null rather than asking the server for /api/…/NaN or an id past the integer range.
 */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
