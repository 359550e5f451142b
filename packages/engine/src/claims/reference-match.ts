/**
 * The decisions of the reference matcher, in its order: an identifier (DOI, arXiv, PubMed,
 * PMC) names the article outright; otherwise the normalised title decides, supported or
 * contradicted by the authors' surnames and the year. Each accepted match carries a
 * confidence in [0, 1] and the reason it was accepted.
 */
import { parseAuthorName } from '../authors/name-key';
import { boundedEditDistance, typoAllowance } from './title-tokens';

export type ReferenceMatchReason =
  'doi' | 'arxiv' | 'pmid' | 'pmcid' | 'title' | 'title_authors' | 'title_year' | 'title_authors_year';

/** How many of a reference's authors are on the article (by surname, typos and accents forgiven). */
export interface AuthorAgreement {
  /** Authors the reference lists (at most `AUTHORS_COMPARED`). */
  listed: number;
  found: number;
}

/** Authors compared per reference: long author lists say nothing more after the first ten. */
export const AUTHORS_COMPARED = 10;

function surnameOf(name: string): string {
  return parseAuthorName(name).last;
}

/** Whether two surnames are the same, allowing one typo in longer names. */
export function sameSurname(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const allowance = Math.min(1, typoAllowance(Math.min(a.length, b.length)));
  return allowance > 0 && boundedEditDistance(a, b, allowance) <= allowance;
}

/** Compares a reference's author names with an article's author names. */
export function authorAgreement(
  referenceAuthors: readonly string[],
  articleAuthors: readonly string[],
): AuthorAgreement {
  const listed = referenceAuthors
    .slice(0, AUTHORS_COMPARED)
    .map(surnameOf)
    .filter((s) => s !== '');
  const onArticle = articleAuthors.map(surnameOf);
  let found = 0;
  for (const surname of listed) if (onArticle.some((other) => sameSurname(surname, other))) found += 1;
  return { listed: listed.length, found };
}

export interface TitleEvidence {
  /** idf-weighted Dice of the titles (`TitleFit.similarity`). */
  similarity: number;
  /** Distinct tokens of the corpus title: short titles need support. */
  titleTokens: number;
  authors: AuthorAgreement | null;
  /** Reference year minus article year; null when either is unknown. */
  yearDelta: number | null;
  /**
   * Other corpus titles that fit the reference as well (similarity ≥ 0.95): a short title
   * found alone may stand on its own when the reference gives nothing else (a bare title).
   * Unknown (undefined) counts as ambiguous.
   */
  exactRivals?: number;
}

export interface MatchJudgement {
  accepted: boolean;
  confidence: number;
  reason: ReferenceMatchReason;
  /** The ordering score among candidates of one reference. */
  score: number;
}

/** Titles of at most this many distinct tokens ("Deep learning") match only with support. */
const SHORT_TITLE_TOKENS = 3;

/** Judges one title candidate (see the rules in the README's "Author claiming" section). */
export function judgeTitleMatch({
  similarity,
  titleTokens,
  authors,
  yearDelta,
  exactRivals,
}: TitleEvidence): MatchJudgement {
  const authorShare = authors && authors.listed > 0 ? authors.found / authors.listed : null;
  const authorsAgree = authors !== null && authors.found >= 1 && (authorShare ?? 0) >= 0.3;
  const authorsDisagree = authors !== null && authors.listed > 0 && authors.found === 0;
  const yearAgree = yearDelta !== null && Math.abs(yearDelta) <= 1;
  const yearDisagree = yearDelta !== null && Math.abs(yearDelta) > 2;
  const neitherKnown = authorShare === null && yearDelta === null;

  let accepted: boolean;
  if (titleTokens <= SHORT_TITLE_TOKENS) {
    // A bare short title (no authors, no year to support it) is accepted only when it is the
    // corpus's one title that fits it and has at least two words: "Greedy Spectral Embedding"
    // alone names its article; "Deep learning", shared by many, or one word, does not.
    const bareAndUnique = neitherKnown && exactRivals === 0 && titleTokens >= 2;
    accepted = similarity >= 0.95 && !authorsDisagree && (authorsAgree || yearAgree || bareAndUnique);
  } else if (similarity >= 0.93) {
    accepted = !(authorsDisagree && yearDisagree);
  } else if (similarity >= 0.8) {
    accepted = !authorsDisagree && (authorsAgree || yearAgree || neitherKnown);
  } else if (similarity >= 0.65) {
    accepted = authorsAgree && !yearDisagree && (yearAgree || authorShare! >= 0.5);
  } else accepted = false;

  const yearScore = yearDelta === null ? 0.5 : yearDelta === 0 ? 1 : Math.abs(yearDelta) === 1 ? 0.7 : 0;
  const confidence = Math.min(1, 0.6 * similarity + 0.25 * (authorShare ?? 0.5) + 0.15 * yearScore);
  const reason: ReferenceMatchReason =
    authorsAgree && yearAgree
      ? 'title_authors_year'
      : authorsAgree
        ? 'title_authors'
        : yearAgree
          ? 'title_year'
          : 'title';
  return {
    accepted,
    confidence: Math.round(confidence * 1000) / 1000,
    reason,
    score: similarity + 0.15 * (authorShare ?? 0.3) + 0.05 * yearScore,
  };
}

/**
 * Confidence of an identifier match: the identifier is the article's, so only a title that
 * plainly differs (a wrong DOI pasted next to a title) lowers it.
 */
export function identifierConfidence(titleSimilarity: number | null): number {
  return titleSimilarity === null || titleSimilarity >= 0.6 ? 1 : 0.9;
}
