/**
 * Label text as stored: Unicode NFC, whitespace runs (including line breaks inside quoted
 * CSV fields) collapsed to one space, trimmed. The IEEE thesaurus writes 582 terms both
 * with single and double inner spaces; without this they would be distinct concepts.
 */
export function normalizeLabel(text: string): string {
  // Fast path for the common case, printable ASCII words separated by single spaces.
  if (CLEAN_ASCII.test(text)) return text;
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

const CLEAN_ASCII = /^(?:[!-~]+ )*[!-~]+$/;

/** Comparison key for labels: normalised and lower-cased (names match case-insensitively). */
export function labelKey(text: string): string {
  return normalizeLabel(text).toLowerCase();
}

/** Appends labels not yet present (case-insensitively), keeping the first spelling seen. */
export function addUniqueLabels(target: string[], seen: Set<string>, labels: Iterable<string>): void {
  for (const label of labels) {
    const text = normalizeLabel(label);
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    target.push(text);
  }
}

/** The languages a literal may be restricted to; any other language tag reads as any language. */
export const LITERAL_LANGUAGES: readonly string[] = ['de', 'en', 'fr', 'ru'];

/** A literal's stored language from a language tag: 'en-GB' → 'en', an unknown or no tag → ''. */
export function literalLanguageOf(tag: string): string {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return LITERAL_LANGUAGES.includes(primary) ? primary : '';
}
