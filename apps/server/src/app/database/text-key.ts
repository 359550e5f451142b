/**
 * The lower-cased, whitespace-collapsed (NFKC) form stored in `name_key` columns, by which
 * concept names, literals, venues and institutions are compared and looked up.
 */
export function textKey(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
