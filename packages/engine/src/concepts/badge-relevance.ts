/**
 * Badge relevance (issue 9): the order in which an article's concepts are shown, and which of
 * them are shown as badges. The score adds up points of evidence that the concept is what
 * the text is about, each part kept so the provenance can say why a badge ranks where it does:
 *
 *   ln tf                       occurrences (1 → 0, 2 → 0.69, 4 → 1.39)
 *   + 1   in the title          the title names the concept
 *   + 1   phrase                its longest occurrence is a phrase of 2+ tokens (a specific term)
 *   + ½   neighbours            a parent, child or related concept is in the text too
 *   + ½   keyphrase             texts holding the literal often list the concept among their
 *                               authors' keywords (corpus keyphraseness ≥ `minKeyphraseness`)
 *   − 1   needed confirmation   it counted only through an ambiguous literal
 *   − ½   suggested basic       very frequent, little information
 *
 * Ties fall back on tf-idf, then on the concept id. The first `alwaysShown` concepts are
 * badges; the next ones up to `maxBadges` only with a score of at least `floor`. The weights
 * (1 for strong evidence, ½ for weak) are fixed; `minKeyphraseness` and `floor` were chosen
 * by 5-fold cross-validation over works of the two judged sets (`npm run bench:concepts`).
 */

import { tokenTerms } from '../text';

/** What is known about one concept of one text. */
export interface BadgeEvidence {
  tf: number;
  /** Occurrences in the title. */
  titleTf: number;
  /** Tokens of the longest counted occurrence. */
  spanTokens: number;
  /** The text's other concepts that are parents, children or related concepts of this one. */
  neighbours: number;
  /** Corpus keyphraseness of the literal that made it count; null when unknown. */
  keyphraseness: number | null;
  /** Counted only through an ambiguous literal confirmed by a neighbour. */
  confirmed: boolean;
  basicSuggested: boolean;
  /**
   * Cosine of the text's dense vector with the centroid of the other texts carrying the concept
   * (`typicality.ts`); null or absent when unknown (no vector yet, no other text).
   */
  typicality?: number | null;
}

/** The score and its parts (the parts add up to the score). */
export interface BadgeRelevance {
  score: number;
  parts: {
    occurrences: number;
    title: number;
    phrase: number;
    neighbours: number;
    keyphrase: number;
    confirmation: number;
    basic: number;
    typicality: number;
  };
}

export interface BadgeRelevanceSettings {
  /** Keyphraseness from which a literal earns the keyphrase point. */
  minKeyphraseness: number;
  /** Concepts shown as badges whatever their score (when the article has that many). */
  alwaysShown: number;
  /** Badges at most. */
  maxBadges: number;
  /** Score a concept needs to be a badge after the first `alwaysShown`. */
  floor: number;
  /** Points per unit of typicality above `typicalityCentre` (below it, the points are negative). */
  typicalityWeight: number;
  /** The typicality that earns no points. */
  typicalityCentre: number;
}

/** Chosen by 5-fold cross-validation on the judged sets (see `concepts-judged.md`). */
export const DEFAULT_BADGE_RELEVANCE: BadgeRelevanceSettings = {
  minKeyphraseness: 0.05,
  alwaysShown: 3,
  maxBadges: 5,
  floor: 1.5,
  typicalityWeight: 2,
  typicalityCentre: 0.2,
};

/** The relevance of one concept to one text, with its parts. */
export function badgeRelevance(
  evidence: BadgeEvidence,
  settings: BadgeRelevanceSettings = DEFAULT_BADGE_RELEVANCE,
): BadgeRelevance {
  const parts = {
    occurrences: Math.log(Math.max(1, evidence.tf)),
    title: evidence.titleTf > 0 ? 1 : 0,
    phrase: evidence.spanTokens > 1 ? 1 : 0,
    neighbours: evidence.neighbours > 0 ? 0.5 : 0,
    keyphrase: evidence.keyphraseness !== null && evidence.keyphraseness >= settings.minKeyphraseness ? 0.5 : 0,
    confirmation: evidence.confirmed ? -1 : 0,
    basic: evidence.basicSuggested ? -0.5 : 0,
    typicality:
      evidence.typicality === null || evidence.typicality === undefined
        ? 0
        : settings.typicalityWeight * (evidence.typicality - settings.typicalityCentre),
  };
  const score =
    parts.occurrences +
    parts.title +
    parts.phrase +
    parts.neighbours +
    parts.keyphrase +
    parts.confirmation +
    parts.basic +
    parts.typicality;
  return { score, parts };
}

/** A name's normalised terms without spaces or hyphens: equal for one name spelt two ways. */
export function badgeNameKey(name: string): string {
  return tokenTerms(name).join('');
}

/** What ordering needs of a concept. */
export interface RankedConcept {
  conceptId: number;
  relevance: number;
  tfidf: number;
  /**
   * The concept's name as `badgeNameKey` gives it. A concept named by the same words as a badge
   * before it ("Wire" and "Wires", "Smartphones" and "Smart phones": one thing named in two
   * ontologies) adds nothing to that badge, so it is not a badge itself; absent: never the same.
   */
  nameKey?: string | null;
}

/** Badge order: relevance descending, then tf-idf descending, then concept id ascending. */
export function compareBadges(a: RankedConcept, b: RankedConcept): number {
  return b.relevance - a.relevance || b.tfidf - a.tfidf || a.conceptId - b.conceptId;
}

/**
 * Sorts the concepts in badge order (in place) and returns how many of the first are badges:
 * the first `alwaysShown`, then those scoring at least `floor`, at most `maxBadges`. A concept
 * named by the same words as an earlier concept, badge or not, adds nothing a reader does not
 * see already: it is never a badge and goes to the end of the list, so one thing named in two
 * ontologies is not shown side by side.
 */
export function orderBadges<T extends RankedConcept>(
  concepts: T[],
  settings: BadgeRelevanceSettings = DEFAULT_BADGE_RELEVANCE,
): number {
  concepts.sort(compareBadges);
  const badges: T[] = [];
  const rest: T[] = [];
  const namedBefore: T[] = [];
  const keys = new Set<string>();
  let open = true;
  for (const concept of concepts) {
    const key = concept.nameKey ?? null;
    if (key !== null && keys.has(key)) {
      namedBefore.push(concept);
      continue;
    }
    if (key !== null) keys.add(key);
    open =
      open &&
      badges.length < settings.maxBadges &&
      (badges.length < settings.alwaysShown || concept.relevance >= settings.floor);
    (open ? badges : rest).push(concept);
  }
  let at = 0;
  for (const list of [badges, rest, namedBefore]) for (const c of list) concepts[at++] = c;
  return badges.length;
}
