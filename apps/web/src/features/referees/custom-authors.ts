import type { Suggestion } from '@sciscope/contracts';
import { yearsActive } from '../authors/author-rules';

/** The custom-author search starts at 2 characters (spec 03 section 5). */
export const AUTHOR_SEARCH_MIN_LENGTH = 2;
/** The name hint of the search (verbatim). */
export const AUTHOR_NAME_HINT = 'John Smith, John Z Smith or an author id';

/** Author suggestions that can be added: author entries with a positive whole-number id. */
export function addableAuthorSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  return suggestions.filter(
    (suggestion) => suggestion.type === 'author' && Number.isInteger(suggestion.id) && suggestion.id > 0,
  );
}

/** Adds an author id to a custom list; a duplicate or a non-numeric id leaves the list as it is. */
export function withCustomAuthor(list: readonly number[], raw: string | number): number[] {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return [...list];
  const id = Number(text);
  if (id <= 0 || list.includes(id)) return [...list];
  return [...list, id];
}

/**
 * What tells a suggested author apart from same-name ones, as the claims moderation card says
 * it: '12 articles · 2001–2012 · AGH Kraków' ('' when the suggestion carries no details).
 */
export function authorSuggestionDetails(suggestion: Pick<Suggestion, 'details'>): string {
  const details = suggestion.details;
  if (!details) return '';
  const parts = [`${details.articlesCount} ${details.articlesCount === 1 ? 'article' : 'articles'}`];
  const years = yearsActive(details);
  if (years) parts.push(years);
  if (details.affiliation) parts.push(details.affiliation);
  return parts.join(' · ');
}
