import type { SearchTerm } from '@sciscope/contracts';

/**
 * What to highlight in result titles and abstracts for the server's `query.terms`: each
 * phrase as a whole, each word on its own. Author-name terms are left out (they match the
 * byline, not the text); so are single characters, which would light up half of every title.
 */
export function highlightTermsOf(terms: readonly SearchTerm[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const term of terms) {
    if (term.field === 'authors') continue;
    const candidates = term.phrase ? [term.words.join(' ')] : term.words;
    for (const candidate of candidates) {
      const text = candidate.trim();
      const key = text.toLowerCase();
      if (Array.from(text).length < 2 || seen.has(key)) continue;
      seen.add(key);
      result.push(text);
    }
  }
  return result;
}
