/**
 * The printed name of an author line, as feeds carry it: with footnote marks glued on ("1Michael
 * Beetz", "Xinghao Pan*", "Yuanjun Gao *", "- Kritika"), non-breaking or doubled spaces, or
 * something that is no person at all (an affiliation in the author's place, "Anonymous", a
 * footnote's text). The importer keeps the cleaned name, and drops a line that names no person.
 */

/** Spaces of every kind (no-break, thin, ideographic) and runs of them. */
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/gu;
/** Marks before the first letter: footnote numbers and symbols, a dash or bracket left over. */
const LEADING_MARKS = /^[\d*†‡§¶#)\]\-–—.,;:\s]+(?=\p{L})/u;
/** Marks after the last letter (or an initial's full stop): footnote numbers and symbols. */
const TRAILING_MARKS = /(?<=[\p{L}.])[\d*†‡§¶#,;:\s]+$/u;

/**
 * The name without footnote marks and with single plain spaces, or null when no letter is left
 * (")*"). Letters, hyphens, apostrophes and initials' full stops are never touched.
 */
export function cleanAuthorName(name: string): string | null {
  const cleaned = name.replace(SPACES, ' ').trim().replace(LEADING_MARKS, '').replace(TRAILING_MARKS, '').trim();
  return /\p{L}/u.test(cleaned) ? cleaned : null;
}

/**
 * Words no person's name holds, but an organization's does ("Zhejiang University", "Microsoft
 * Research", "Barcelona Supercomputing Center" is caught by its "Supercomputing"), or a line that
 * is no name ("Anonymous", "* Joint primary authors."). Words that are also surnames stay out:
 * "Company" (Olivier Company), "Council", "Group", "Center", "Society", "Team", "Lab".
 */
const NOT_A_PERSON_WORDS =
  /^(?:universit(?:y|ies|é|e|ät|at|eit|etet|à)|universidad|universidade|institute|institut|instituto|istituto|laboratory|laboratories|laboratoire|research|technology|college|department|corporation|foundation|association|supercomputing|consortium|collaboration|inc|ltd|gmbh|anonymous|authors?)$/iu;

/**
 * Why a cleaned author name names no person, or null when it may be one: an organization's
 * name or a line that is no name. A line with an ORCID is a registered person's and is never
 * asked about.
 */
export function notAPersonReason(name: string): string | null {
  const words = name.split(/[\s(),;:.*]+/u).filter((word) => word !== '');
  const word = words.find((w) => NOT_A_PERSON_WORDS.test(w));
  if (word === undefined) return null;
  return /^(?:anonymous|authors?)$/iu.test(word) ? 'not a name' : 'an organization';
}
