/**
 * Gender prediction from first names, on the product's scale -100 (female) .. +100 (male):
 * score = round(100 * (1 - 2 * p_female)), from a `name,count,p_female` table (the
 * nomquamgender counts). A name that is not in the table has no prediction (null): the
 * interface then shows '?', which is different from a confident 0.
 */
import { iterateCsvRecords } from '../import/csv';

/** Normalised first name → probability that a bearer is female. */
export type FirstNameLookup = ReadonlyMap<string, number>;

export type GenderLabel = 'F' | 'f' | '?' | 'm' | 'M';

const TITLES = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'sir', 'dame', 'mx']);
const SUFFIXES = /^(?:jr|sr|ii|iii|iv|phd|md|esq)\.?$/i;
// Letters that Unicode does not decompose into base letter + mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/** Lower case, diacritics removed, special letters spelled out: `João` → `joao`. */
export function normalizeFirstName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßøłđðþæœı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/**
 * Reads `name,count,p_female` (columns found by header name). Rows with a malformed
 * probability are skipped with a warning; names that normalise alike are combined,
 * weighted by their counts.
 */
export function parseFirstNameGenderCsv(text: string): { lookup: FirstNameLookup; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (message: string): void => {
    if (warnings.length < 100) warnings.push(message);
  };
  const totals = new Map<string, { count: number; female: number }>();
  let columns: { name: number; count: number; pFemale: number } | null = null;
  for (const { fields, lineNumber } of iterateCsvRecords(text, { onWarning: warn })) {
    if (!columns) {
      const header = fields.map((field) => field.trim().toLowerCase());
      columns = { name: header.indexOf('name'), count: header.indexOf('count'), pFemale: header.indexOf('p_female') };
      if (columns.name === -1 || columns.pFemale === -1) {
        return { lookup: new Map(), warnings: ['missing name or p_female column in the header'] };
      }
      continue;
    }
    const name = normalizeFirstName((fields[columns.name] ?? '').trim());
    const pFemale = Number(fields[columns.pFemale]);
    const rawCount = columns.count === -1 ? 1 : Number(fields[columns.count]);
    if (name === '' || !(pFemale >= 0 && pFemale <= 1)) {
      warn(`line ${lineNumber}: unreadable name or p_female; skipped`);
      continue;
    }
    const count = Number.isFinite(rawCount) && rawCount > 0 ? rawCount : 1;
    const total = totals.get(name) ?? { count: 0, female: 0 };
    total.count += count;
    total.female += count * pFemale;
    totals.set(name, total);
  }
  const lookup = new Map<string, number>();
  for (const [name, { count, female }] of totals) lookup.set(name, female / count);
  return { lookup, warnings };
}

function isInitial(token: string): boolean {
  // "J.", "J", "J.-P.", "JP." — letters of one each, separated by dots or hyphens.
  return /^(?:\p{L}[.-]*){1,3}$/u.test(token) && (token.includes('.') || token.replace(/[.-]/g, '').length === 1);
}

/**
 * First-name spellings to look up, best first: "Joao F. Henriques" → [joao];
 * "Jean-Pierre Dupont" → [jean-pierre, jeanpierre, jean]; "Smith, John" → [john];
 * "J. Michael Smith" → [michael]; "J. Smith" → [] (an initial says nothing).
 */
export function firstNameCandidates(displayName: string): string[] {
  let name = displayName.trim();
  const comma = name.indexOf(',');
  if (comma !== -1) {
    const afterComma = name.slice(comma + 1).trim();
    // "Smith, John" lists the given names last; "John Smith, Jr." only adds a suffix.
    name = afterComma !== '' && !SUFFIXES.test(afterComma) ? afterComma : name.slice(0, comma);
  }
  const tokens = name
    .split(/\s+/)
    .filter((token) => !/^["“(].*["”)]$/.test(token)) // nicknames: John "Jack" Kennedy
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, ''))
    .filter((token) => token !== '' && !TITLES.has(token.toLowerCase().replace(/\.$/, '')) && !SUFFIXES.test(token));
  // The last token is the family name, unless the name has only one.
  const given = comma === -1 && tokens.length > 1 ? tokens.slice(0, -1) : tokens;
  const first = given.find((token) => !isInitial(token));
  if (first === undefined) return [];
  const spelled = normalizeFirstName(first).replace(/[’'.]/g, '');
  if (!/\p{L}{2}/u.test(spelled)) return [];
  const candidates = [spelled];
  if (spelled.includes('-')) {
    candidates.push(spelled.replace(/-/g, ''));
    candidates.push(spelled.split('-')[0]!);
  }
  return [...new Set(candidates)].filter((candidate) => candidate.length >= 2);
}

/** The score for a probability of being female: round(100 * (1 - 2 * p)). */
export function genderScore(pFemale: number): number {
  // `|| 0` turns Math.round's -0 into 0.
  return Math.round(100 * (1 - 2 * pFemale)) || 0;
}

/**
 * Predicted gender of a person from the display name, -100 (female) .. 100 (male), or
 * null when the first name is unknown or only an initial.
 */
export function predictGender(displayName: string, lookup: FirstNameLookup): number | null {
  for (const candidate of firstNameCandidates(displayName)) {
    const pFemale = lookup.get(candidate);
    if (pFemale !== undefined) return genderScore(pFemale);
  }
  return null;
}

/** Display label for a score: ≤-80 F, ≤-20 f, <20 ?, <80 m, otherwise M; no score is '?'. */
export function genderLabel(score: number | null): GenderLabel {
  if (score === null) return '?';
  if (score <= -80) return 'F';
  if (score <= -20) return 'f';
  if (score < 20) return '?';
  if (score < 80) return 'm';
  return 'M';
}
