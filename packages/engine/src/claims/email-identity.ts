/**
 * What an e-mail address says about a person, for finding and verifying author profiles:
 * the names its local part may spell (`jane.doe`, `jdoe`, `doej`, `janedoe`) and whether its
 * domain is that of an institution (`cs.stanford.edu` → Stanford University, `mit.edu` →
 * Massachusetts Institute of Technology, `ethz.ch` → ETH Zurich).
 */
import { blockKeyOf, compareGiven, foldNameText, surnameKey, type ParsedName } from '../authors/name-key';

/**
 * A name an e-mail's local part may spell: surname and given tokens (initials are one letter).
 * `last` is normalised as the importer normalises surnames (`surnameKey`): `kaess` is `kass`.
 */
export interface EmailNameGuess {
  last: string;
  given: string[];
}

/** The importer's name key (`nameBlockKey`) an e-mail guess would have: "kass_m" for m.kaess. */
export function guessBlockKey(guess: EmailNameGuess): string {
  return blockKeyOf(guess.last, guess.given);
}

/** The lower-case domain of an address, or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/**
 * Surname particles an address writes joined to the surname ("vangool", "vonluxburg",
 * "vandermaaten"), followed by at least four letters: the short ones ("de", "da", "le") start too
 * many plain surnames (Deng, Davis, Lee) to be cut off.
 */
const JOINED_PARTICLE = /^(?:vander|vanden|vande|van|vonder|von|della|delle|dos|das)(?=[a-z]{4})/;

/**
 * Names a local part may spell, most likely first. Separated parts read as given … surname
 * (and the reverse); one run of letters as initial + surname, surname + initial, or any
 * split into given name and surname of at least two letters each (the caller keeps only
 * guesses that name a stored author).
 */
export function nameGuessesFromEmail(email: string): EmailNameGuess[] {
  const at = email.lastIndexOf('@');
  const local = foldNameText(at > 0 ? email.slice(0, at) : email)
    .replace(/\+.*$/, '')
    .toLowerCase();
  const parts = local
    .split(/[._-]+/)
    .map((p) => p.replace(/[^a-z]/g, ''))
    .filter((p) => p !== '');
  const guesses: EmailNameGuess[] = [];
  const push = (last: string, given: string[]) => {
    if (last.length < 2 || given.length === 0 || given.some((g) => g === '')) return;
    if (!guesses.some((g) => g.last === last && g.given.join(' ') === given.join(' '))) guesses.push({ last, given });
  };
  const add = (spelled: string, given: string[]) => {
    // The surname as the importer keys it: an address spells "kaess" where the key holds "kass".
    push(surnameKey(spelled), given);
    // Keys drop a surname's particles ("Luc Van Gool" is keyed gool): "luc.vangool" spells them
    // joined (walk 22), so the surname without them is guessed too.
    const particle = JOINED_PARTICLE.exec(spelled);
    if (particle) push(surnameKey(spelled.slice(particle[0].length)), given);
  };
  if (parts.length >= 2) {
    add(parts[parts.length - 1]!, parts.slice(0, -1));
    add(parts[0]!, parts.slice(1));
  } else if (parts.length === 1) {
    const word = parts[0]!;
    if (word.length >= 3) {
      add(word.slice(1), [word[0]!]);
      add(word.slice(0, -1), [word[word.length - 1]!]);
    }
    for (let cut = 2; cut <= word.length - 2; cut++) add(word.slice(cut), [word.slice(0, cut)]);
  }
  return guesses;
}

/** Whether a guess from an e-mail fits a parsed author name (same surname, compatible given names). */
export function guessFitsName(guess: EmailNameGuess, name: ParsedName): boolean {
  if (name.last !== guess.last && name.last.replace(/-/g, '') !== guess.last) return false;
  if (name.given.length === 0) return false;
  // "janedoe" spells "jane" where the author may be "Jane A."; initials fit whole names.
  const joined = name.given.join('');
  if (guess.given.length === 1 && guess.given[0]!.length > 1 && joined.startsWith(guess.given[0]!)) return true;
  return compareGiven(guess.given, name.given) !== 'incompatible';
}

// Labels that name no institution: top-level and academic second-level domains, mail hosts, departments.
const GENERIC_LABELS = new Set([
  'ac',
  'edu',
  'co',
  'com',
  'org',
  'gov',
  'net',
  'www',
  'mail',
  'email',
  'post',
  'student',
  'students',
  'alumni',
  'staff',
  'cs',
  'ee',
  'eecs',
  'ece',
  'math',
  'maths',
  'stat',
  'stats',
  'phys',
  'physics',
  'informatik',
  'inf',
  'dept',
  'uni',
  'univ',
  'university',
  'research',
  'lab',
  'labs',
]);
// Words of institution names that identify nothing on their own.
const GENERIC_WORDS = new Set([
  'university',
  'universite',
  'universitat',
  'universidad',
  'universita',
  'universiteit',
  'institute',
  'institut',
  'instituto',
  'college',
  'school',
  'technology',
  'technical',
  'national',
  'research',
  'center',
  'centre',
  'laboratory',
  'laboratories',
  'department',
  'faculty',
  'science',
  'sciences',
  'academy',
  'state',
  'inc',
  'ltd',
  'united',
  'states',
  'kingdom',
]);
// Words left out of acronyms ("Massachusetts Institute of Technology" → mit).
const ACRONYM_SKIP = new Set([
  'of',
  'the',
  'and',
  'for',
  'at',
  'in',
  'de',
  'du',
  'des',
  'la',
  'le',
  'di',
  'der',
  'und',
  'fur',
]);

/** The labels of a domain that may name an institution (`cs.ox.ac.uk` → [`ox`]). */
export function institutionLabels(domain: string): string[] {
  const labels = domain
    .toLowerCase()
    .split('.')
    .filter((l) => l !== '');
  // The top-level domain never names an institution.
  return labels
    .slice(0, -1)
    .flatMap((label) => [label, ...label.split('-')])
    .filter((label, i, all) => label.length >= 2 && !GENERIC_LABELS.has(label) && all.indexOf(label) === i);
}

/** Whether an e-mail domain belongs to an institution, judged from the institution's name. */
export function domainMatchesInstitution(domain: string, institution: string): boolean {
  const labels = institutionLabels(domain);
  if (labels.length === 0) return false;
  const words = foldNameText(institution)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '');
  const significant = words.filter((w) => !GENERIC_WORDS.has(w) && !ACRONYM_SKIP.has(w));
  const acronym = words
    .filter((w) => !ACRONYM_SKIP.has(w))
    .map((w) => w[0])
    .join('');
  const joined = significant.join('');
  return labels.some(
    (label) =>
      significant.includes(label) ||
      (label.length >= 3 && label === acronym) ||
      (label.length >= 4 && joined.startsWith(label)) ||
      (label.length >= 5 && significant.some((w) => w.length >= 5 && label.startsWith(w))),
  );
}
