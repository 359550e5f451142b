import { isNamePartWord } from '../authors/name-key';

/**
 * Words that make a name an organization's ("Hong Kong University of Science and Technology",
 * "Agency for Science, Technology and Research" stand in some feeds' author lists): such a
 * line is never split in two people.
 */
const ORGANIZATION_WORDS =
  /^(?:university|universit[àäé]t?|institute|institut|agency|academy|laboratory|laboratories|lab|labs|research|technology|centre|center|college|school|department|organisation|organization|corporation|company|foundation|society|association|council|group|inc|ltd|gmbh)\.?$/i;

/** An initial ("J.", "J.-M."), a capitalised word ("Lozano-Perez", "Kröse", "Jr.") or a particle. */
function isNameToken(token: string): boolean {
  if (isNamePartWord(token)) return true;
  return /^\p{Lu}(?:[\p{L}'’]*|\.)(?:-\p{Lu}(?:[\p{L}'’]*|\.))*\.?$/u.test(token);
}

/** One person's name: two to six name tokens, beginning and ending with a capital. */
function isPersonName(tokens: readonly string[]): boolean {
  if (tokens.length < 2 || tokens.length > 6) return false;
  if (!tokens.every(isNameToken)) return false;
  const capital = (token: string) => /^\p{Lu}/u.test(token);
  return capital(tokens[0]!) && tokens.some((token, i) => i > 0 && capital(token) && !isNamePartWord(token));
}

/**
 * Two people written as one author line ("P. Abbeel and K. Goldberg", "Takehisa Nishida & Kazuo
 * Muto", as some venue lists carry a two-author byline): the two names, or null for anything
 * else — one person, an organization, a sentence, or a side that is not a whole name ("Evangelos
 * and Zervas" stays as it is).
 */
export function splitJoinedName(name: string): [string, string] | null {
  const tokens = name.trim().split(/\s+/);
  const joints = tokens.flatMap((token, i) => (token === 'and' || token === '&' ? [i] : []));
  if (joints.length !== 1) return null;
  if (tokens.some((token) => ORGANIZATION_WORDS.test(token))) return null;
  const left = tokens.slice(0, joints[0]);
  const right = tokens.slice(joints[0]! + 1);
  if (!isPersonName(left) || !isPersonName(right)) return null;
  return [left.join(' '), right.join(' ')];
}

/** The fields of an author line that splitting reads. */
export interface SplittableAuthorship {
  externalId: string | null;
  orcid: string | null;
  displayName: string;
  rawName: string | null;
}

/**
 * Splits each author line that names two people into two lines, in the byline's order: the
 * first keeps the line (its affiliations, flags), the second copies its affiliations (a joined
 * byline gives one set for both) but is not the corresponding author. A line with a source
 * author id or an ORCID is one person's and is kept.
 */
export function splitJoinedAuthorships<T extends SplittableAuthorship & { isCorresponding: boolean }>(
  lines: readonly T[],
): { lines: T[]; split: number } {
  const out: T[] = [];
  let split = 0;
  for (const line of lines) {
    const names = line.externalId === null && line.orcid === null ? splitJoinedName(line.displayName) : null;
    if (!names) {
      out.push(line);
      continue;
    }
    const raw = line.rawName === null ? null : splitJoinedName(line.rawName);
    split += 1;
    out.push({ ...line, displayName: names[0], rawName: raw?.[0] ?? names[0] });
    out.push({
      ...structuredClone(line),
      displayName: names[1],
      rawName: raw?.[1] ?? names[1],
      isCorresponding: false,
    });
  }
  return { lines: out, split };
}
