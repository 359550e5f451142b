/**
 * When two institution names are one organization, for the conflict-of-interest checks
 * (docs/referee-finder-settings.md "Shared institution"). The corpus keeps no registry id
 * (ROR) for its institutions, only a name and a country per record, and what a proposal
 * declares is free text ("Microsoft Research Asia", "Department of Statistics, University of
 * Michigan"), so a declared affiliation has to meet the corpus's names ("Microsoft",
 * "University of Michigan") by their words.
 *
 * Names are compared as folded words (case, accents and special letters folded, punctuation
 * dropped, "&" read as "and", "the" left out, common abbreviations written out: "Univ." is
 * "university"), in segments (the parts between commas, semicolons, brackets and spaced
 * dashes). A shorter name joins a longer one when:
 * - its words are a run of the longer name's words that starts a segment there: "Microsoft" in
 *   "Microsoft Research Asia", "University of Oxford" in "Dept. of Statistics, University of
 *   Oxford"; not "Jiao Tong University" in "Shanghai Jiao Tong University", where the words
 *   before it in the same segment name another university;
 * - it holds a word of its own, not only generic words (`isGenericInstitutionWord`):
 *   "University of Technology" never joins "Sydney University of Technology";
 * - the longer name does not go on with a connective ("for", "of", "at", "and", …) in that
 *   segment: "Max Planck Institute for Informatics" and "University of Texas at Austin" are
 *   members of a family that the shorter name does not pick out;
 * - the shorter name is not a place's name (a country: "Japan" in "University of Tokyo, Japan");
 * - and, when the longer name goes on after it, the shorter name is not a system name of the
 *   corpus (`InstitutionSystems`: "University of California", continued by Berkeley, Los
 *   Angeles, …). Such a name stands for several institutions, so it joins none of its members.
 *
 * Measured on the walk corpus's 11,723 distinct names: 1,889 pairs joined beyond equal names,
 * 29 of a random 30 one organization or its unit (docs/referee-finder-settings.md).
 */
import { foldNameText } from '../authors/name-key';

/** An institution name as the conflict checks compare it. */
export interface InstitutionName {
  /** The folded words joined by single spaces ('' for a name without letters or digits). */
  key: string;
  words: readonly string[];
  /** Indexes of the words that begin a segment (always 0 for a non-empty name). */
  segmentStarts: ReadonlySet<number>;
}

/** Abbreviations written out, so "Univ. of Tokyo" and "University of Tokyo" are the same words. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  univ: 'university',
  inst: 'institute',
  dept: 'department',
  dep: 'department',
  lab: 'laboratory',
  labs: 'laboratory',
  laboratories: 'laboratory',
  ctr: 'center',
  centre: 'center',
  natl: 'national',
  intl: 'international',
  acad: 'academy',
  sci: 'science',
  tech: 'technology',
  technol: 'technology',
  coll: 'college',
  corp: 'corporation',
  res: 'research',
};

/**
 * Words that name no organization on their own: kinds of institution and of unit, their words
 * in the languages the corpus holds, subjects that many institutions share, legal forms, and
 * connectives. A name made only of these ("University of Technology", "National Research
 * Center") joins no other name.
 */
const GENERIC_WORDS = new Set(
  (
    'university universities universitat universite universidad universidade universita universiteit uniwersytet ' +
    'universitet universiti universitaire hochschule institute institutes institut instituto istituto college ' +
    'colleges school schools ecole escuela faculty faculties facultad department departamento dipartimento ' +
    'division unit group team program programme laboratory laboratoire center centers zentrum academy society ' +
    'foundation council agency ministry office hospital clinic medical medicine health research recherche ' +
    'forschung researcher independent unaffiliated unknown science sciences scientific technology technologies ' +
    'technological technical technische polytechnic polytechnique politecnico politecnica engineering computer ' +
    'computing informatics informatique ai artificial intelligence studies study applied advanced graduate higher ' +
    'superieure superieur normale education national nationale international state federal public private central ' +
    'joint key main general company corporation inc ltd limited llc gmbh ag sa se plc co holdings ' +
    'of the and for at in on de del della di du des da do dos das la le les el y e et fur und von zu'
  ).split(' '),
);

/**
 * Generic words that say a name is an institution with members (campuses, institutes, schools):
 * a name holding one and continued by the corpus in several ways is a system name.
 */
const KIND_WORDS = new Set(
  (
    'university universities universitat universite universidad universidade universita universiteit uniwersytet ' +
    'universitet universiti hochschule institute institutes institut instituto istituto college colleges school ' +
    'schools ecole escuela academy polytechnic polytechnique politecnico politecnica laboratory laboratoire center'
  ).split(' '),
);

/** Words after which the rest of a name picks out one member of a family ("Institute for …"). */
const CONNECTIVES = new Set([
  'and',
  'of',
  'for',
  'at',
  'in',
  'on',
  'de',
  'del',
  'della',
  'di',
  'du',
  'des',
  'da',
  'fur',
  'zu',
]);

/** Punctuation that separates the parts of a name: commas, semicolons, brackets, spaced dashes. */
const SEGMENT_BREAK = /[,;()[\]|/]|\s[-–—]\s/;

/** Whether a folded word names no organization on its own (see `GENERIC_WORDS`). */
export function isGenericInstitutionWord(word: string): boolean {
  return GENERIC_WORDS.has(word);
}

/** Names parsed: the same names recur for every candidate of every ranking. */
const CACHE_SIZE = 100_000;
const cache = new Map<string, InstitutionName>();

/** The folded words and segments of an institution name (see the module comment). Shared and frozen. */
export function parseInstitutionName(name: string): InstitutionName {
  let parsed = cache.get(name);
  if (parsed === undefined) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    parsed = parseUncached(name);
    cache.set(name, parsed);
  }
  return parsed;
}

function parseUncached(name: string): InstitutionName {
  const words: string[] = [];
  const segmentStarts = new Set<number>();
  for (const segment of foldNameText(name).replace(/&/g, ' and ').split(SEGMENT_BREAK)) {
    const start = words.length;
    for (const raw of segment.split(/[^\p{L}\p{N}]+/u)) {
      if (raw === '' || raw === 'the') continue;
      words.push(ABBREVIATIONS[raw] ?? raw);
    }
    if (words.length > start) segmentStarts.add(start);
  }
  return Object.freeze({ key: words.join(' '), words: Object.freeze(words), segmentStarts });
}

/**
 * What a corpus says about its names: its system names, and the place names (countries) that
 * name no institution however often a record carries one. A system name holds a word of a
 * kind of institution with members (university, institute, academy, …) and the corpus's names
 * continue it with at least two different words of their own: "University of California" →
 * "University of California, Berkeley", "University of California Merced"; "Indian Institute of
 * Technology" → Bombay, Delhi, …; "Max Planck Institute" → Informatics, Intelligent Systems, ….
 * Words that only say what kind of unit follows ("University of Tokyo Hospital") and words the
 * name already holds (an address, "University of Tokyo, Tokyo") do not count. A company's name
 * holds no such word, so "Microsoft" or "Google" is never a system name: their units
 * ("Microsoft Research Asia", "Google DeepMind") are the company. Built once per corpus.
 */
export class InstitutionSystems {
  private readonly systems = new Set<string>();
  private readonly places: ReadonlySet<string>;

  constructor(names: Iterable<InstitutionName>, { places = [] }: { places?: Iterable<string> } = {}) {
    this.places = new Set([...places].map((p) => parseInstitutionName(p).key).filter((k) => k !== ''));
    const followers = new Map<string, Set<string>>();
    for (const name of names) {
      const { words } = name;
      for (const p of name.segmentStarts) {
        const own = new Set<string>();
        let kind = false;
        for (let q = p + 1; q < words.length; q++) {
          const last = words[q - 1] as string;
          kind ||= KIND_WORDS.has(last);
          if (!GENERIC_WORDS.has(last)) own.add(last);
          if (!kind || own.size === 0) continue;
          const follower = firstOwnWord(words, q, own);
          if (follower === undefined) break;
          const run = words.slice(p, q).join(' ');
          let seen = followers.get(run);
          if (!seen) followers.set(run, (seen = new Set()));
          seen.add(follower);
        }
      }
    }
    for (const [run, seen] of followers) if (seen.size >= 2) this.systems.add(run);
  }

  /** Whether `key` (an `InstitutionName` key) is a system name of the corpus. */
  has(key: string): boolean {
    return this.systems.has(key);
  }

  /** Whether `key` is a place's name (a country), which joins no other name. */
  isPlace(key: string): boolean {
    return this.places.has(key);
  }

  get size(): number {
    return this.systems.size;
  }
}

function firstOwnWord(words: readonly string[], from: number, own: ReadonlySet<string>): string | undefined {
  for (let i = from; i < words.length; i++) {
    const word = words[i] as string;
    if (!GENERIC_WORDS.has(word) && !own.has(word)) return word;
  }
  return undefined;
}

/**
 * Whether two institution names are one organization by the rule of the module comment: equal
 * keys, or the shorter name's words a run of the longer's that starts a segment there, holding a
 * word of its own, not a place's name, not continued by a connective in its segment, and not
 * continued at all when it is a system name of `corpus`.
 */
export function institutionNamesJoin(
  a: InstitutionName,
  b: InstitutionName,
  corpus?: Pick<InstitutionSystems, 'has' | 'isPlace'>,
): boolean {
  if (a.key === '' || b.key === '') return false;
  if (a.key === b.key) return true;
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  if (short.words.length === long.words.length) return false;
  if (short.words.every((w) => GENERIC_WORDS.has(w)) || corpus?.isPlace(short.key)) return false;
  const system = corpus?.has(short.key) ?? false;
  const n = short.words.length;
  for (let p = 0; p + n <= long.words.length; p++) {
    if (!long.segmentStarts.has(p)) continue;
    let equal = true;
    for (let i = 0; i < n && equal; i++) equal = long.words[p + i] === short.words[i];
    if (!equal) continue;
    const after = long.words[p + n];
    if (after === undefined) return true;
    if (system) continue;
    if (CONNECTIVES.has(after) && !long.segmentStarts.has(p + n)) continue;
    return true;
  }
  return false;
}
