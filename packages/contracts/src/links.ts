/*
 * Labels and links of the site (spec 01 sections 2, 5 and 9), written once: the server puts
 * them into suggestions, the web app into its pages, and both must agree to the character.
 */

/**
 * `text` cut to `max` characters (code points, so no character is split), the last one being
 * '…' when something was cut; a space before the ellipsis is dropped.
 */
export function cutLabel(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** URL slug of a name: runs of characters other than letters, digits and '_' become one hyphen. */
export function nameSlug(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]+/gu, '-').replace(/^-+|-+$/g, '');
}

/**
 * The path of an author page as spec 01 section 2 writes it: `/author/{id}/` followed by the
 * name slug when there is a usable name. (The web app still opens the earlier
 * `/author/{id}-{name-slug}` links.)
 */
export function authorPath(authorId: number, name?: string): string {
  const slug = name ? nameSlug(name) : '';
  return `/author/${authorId}/${slug}`;
}

/** The name slug of an article page path is cut at this many characters. */
export const ARTICLE_SLUG_MAX = 120;

/** The article page: `/article/{id}-{title-slug}/` (slug cut at 120 characters), `/article/{id}/` without one. */
export function articlePath(articleId: number, title?: string): string {
  const slug = title ? nameSlug(title).slice(0, ARTICLE_SLUG_MAX).replace(/-+$/, '') : '';
  return slug ? `/article/${articleId}-${slug}/` : `/article/${articleId}/`;
}

/** The name slug of a concept page path is cut at this many characters. */
export const CONCEPT_SLUG_MAX = 120;

/** `/ontology/concept/{id}-{slug}`, the slug cut at 120 characters; `/ontology/concept/{id}` without a usable name. */
export function conceptPagePath(conceptId: number, name: string): string {
  const slug = nameSlug(name).slice(0, CONCEPT_SLUG_MAX).replace(/-+$/, '');
  return slug ? `/ontology/concept/${conceptId}-${slug}` : `/ontology/concept/${conceptId}`;
}

/** The search page for a query: `/search/?q={query}`, the query percent-encoded. */
export function searchQueryPath(query: string): string {
  return `/search/?q=${encodeURIComponent(query)}`;
}

/** The search for articles containing a concept, `/search/?q=c:{id}` as spec 01 section 2 writes it. */
export function conceptSearchPath(conceptId: number): string {
  return `/search/?q=c:${conceptId}`;
}

/** The search for a journal's articles, `/search/?q=j:{id}` as spec 01 section 2 writes it. */
export function journalSearchPath(journalId: number): string {
  return `/search/?q=j:${journalId}`;
}
