/**
 * One ranking of the referee finder: the document's nearest articles from the article index,
 * their authors scored by algorithm 3, every filter of the settings and the conflicts of
 * interest checked for every ranked candidate (not only the page shown), in-sample candidates
 * ordered and numbered. The list, custom, coauthors and export calls all start here.
 */
import {
  academicAge,
  diversifyByInstitution,
  filterReasons,
  institutionTypeOf,
  knownCount,
  rankByAlgorithm3,
  tfidfWeight,
  topicWeights,
  type Algorithm3Candidate,
  type CoauthoredPaper,
  type RepresentationModel,
  type SparseWeights,
} from '@sciscope/engine';
import type { RefereeSettings } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import type { RefDoc } from './ref-doc.port';
import type { RankingIndex } from './ranking-index';
import type { SharedInstitutionEvidence } from './shared-institution-periods';
import { createRefereesFactsRepository } from './referees-facts.repository';
import {
  ROLE_CORRESPONDING,
  ROLE_LEADING,
  ROLE_SENIOR,
  UNKNOWN,
  type RefereeCorpus,
} from './referee-corpus.repository';
import { authorDocumentArticles } from './corpus-ref-doc.sources';
import { candidateConflicts, documentConflictSide, institutionsOf } from './conflict-side';
import { POSSIBLE_DOCUMENT_AUTHOR, possibleDocumentAuthors } from './possible-document-authors';

export { institutionsOf };
import { documentQuery, poolEdge, retrieveArticles, scoreOwnArticles } from './query-vector';

/** Nearest articles retrieved when `nearest_articles_limit` is null. */
export const DEFAULT_NEAREST_ARTICLES = 1000;
/** Candidates kept from the retrieval when `candidates_cache_limit` is null. */
export const DEFAULT_CANDIDATES_LIMIT = 2000;

/** What the ranking knows of a candidate from the corpus copy (names are read for the page only). */
export interface CandidateMetrics {
  id: number;
  articlesCount: number;
  /** Articles with a citation count: the h-index and citations count these only. */
  articlesWithCitationsCount: number;
  /** Null when unknown (none of the author's articles has a citation count). */
  citationsCount: number | null;
  hIndex: number | null;
  firstYear: number | null;
  lastYear: number | null;
  gender: number | null;
  manualGender: number | null;
}

/** A candidate after scoring, filters and conflict checks. */
export interface RankedCandidate extends Algorithm3Candidate {
  facts: CandidateMetrics;
  excludeReasons: string[];
  /** Papers with document authors (all years), newest first. */
  coauthored: CoauthoredPaper[];
  recentlyCoauthoredCount: number;
  shared: SharedInstitutionEvidence[];
  externalCoI: boolean;
  isDocumentAuthor: boolean;
  /** Added by the user (the custom label), whether the sample holds them or not. */
  isCustom: boolean;
  /** Found by the retrieval (false: a custom or marked author scored on their own articles only). */
  isRetrieved: boolean;
  hidden: Array<{ reason: string; comment: string; hiddenAt: string }>;
  groups: number[];
  /** The institution of the candidate's newest affiliation (diversify), null when unknown. */
  mainInstitutionId: number | null;
  /** Mean venue impact factor of the scored articles, when a JIF filter asked for it (rows compute it otherwise). */
  jif: number | null;
  /** Position among in-sample candidates (1-based), null when excluded or out of sample. */
  position: number | null;
}

export interface RankingInput {
  db: Db;
  index: RankingIndex;
  corpus: RefereeCorpus;
  doc: RefDoc;
  settings: RefereeSettings;
  /** Authors hidden for this document (with their reasons). */
  hidden: Map<number, Array<{ reason: string; comment: string; hiddenAt: string }>>;
  /**
   * Authors the user added, to be shown whatever the settings: like marked referees they keep
   * their place (and position) when the ranking samples them, with the custom label.
   */
  customAuthorIds: readonly number[];
  /**
   * Authors marked as referees of the document, to be shown whatever the settings: they keep
   * their place (and position) when the ranking samples them.
   */
  markedAuthorIds?: readonly number[];
  customCoiAuthorIds: readonly number[];
  /** Members of the settings' authors groups, per group (empty when groups are off). */
  groupMembers: Map<number, Set<number>>;
  /** The calendar year, capped by the corpus's newest year (the reference of every window). */
  referenceYear: number;
}

export interface Ranking {
  /** In-sample candidates, best first, numbered. */
  inSample: RankedCandidate[];
  /** Candidates left out, best first, each with its reasons. */
  excluded: RankedCandidate[];
  /**
   * Custom authors outside the sample (excluded, or not retrieved at all), with the reasons that
   * exclude them: shown beside the list. Custom authors in the sample are in `inSample`, at their
   * position (flagged `isCustom`).
   */
  customOutside: RankedCandidate[];
  /**
   * Marked authors outside the sample (excluded, or not retrieved at all), not custom ones:
   * shown beside the list. Marked authors in the sample are in `inSample`, at their position.
   */
  markedOutside: RankedCandidate[];
  /** Document concepts with their weights (idf) for topics and explanations. */
  conceptWeights: Map<number, number>;
  /** Concept names and basic flags of the document's concepts. */
  concepts: Map<number, { name: string; basic: boolean; df: number }>;
  /** Venue impact factors and their top-percent ranks (the JIF column of the rows). */
  impact: Map<number, number>;
  jifPercent: Map<number, number>;
  /**
   * Corpus authors who may be document authors under another profile, or authors without one
   * (name evidence, see possible-document-authors.ts), with the indexes of those document authors.
   */
  possibleDocumentAuthors: Map<number, number[]>;
  /** The document's words and the model that weighs them, when the ranking was by words (the explanations' shared words). */
  words: { model: RepresentationModel; query: SparseWeights } | null;
}

function acceptContribution(
  contribution: string,
  corpus: RefereeCorpus,
): ((articleId: number, authorId: number) => boolean) | undefined {
  if (contribution === '') return undefined;
  const wanted =
    contribution === 'leading_author'
      ? ROLE_LEADING
      : contribution === 'senior_author'
        ? ROLE_SENIOR
        : contribution === 'corresponding_author'
          ? ROLE_CORRESPONDING
          : ROLE_LEADING | ROLE_SENIOR | ROLE_CORRESPONDING;
  const { offsets, authors, roles } = corpus.byArticle;
  return (articleId, authorId) => {
    for (let e = offsets[articleId] ?? 0; e < (offsets[articleId + 1] ?? 0); e++)
      if (authors[e] === authorId) return ((roles[e] as number) & wanted) !== 0;
    return false;
  };
}

/** A year of the 16-bit arrays, or null. */
const year = (v: number | undefined) => (v === undefined || v === UNKNOWN ? null : v);

export function metricsOf(corpus: RefereeCorpus, id: number): CandidateMetrics | null {
  const a = corpus.author;
  if (id <= 0 || id >= a.articles.length) return null;
  return {
    id,
    articlesCount: a.articles[id] as number,
    articlesWithCitationsCount: a.citedArticles[id] as number,
    citationsCount: knownCount(a.citations[id] as number),
    hIndex: knownCount(a.hIndex[id] as number),
    firstYear: year(a.firstYear[id]),
    lastYear: year(a.lastYear[id]),
    gender: year(a.gender[id]),
    manualGender: year(a.manualGender[id]),
  };
}

/** Ranks every candidate for `doc` (see the module comment). */
export async function rankCandidates(input: RankingInput): Promise<Ranking> {
  const { db, index, doc, settings: s, referenceYear } = input;
  const facts = createRefereesFactsRepository({ db });

  // 1. The document's vector and its nearest articles (the document's own articles left out).
  let standIns = doc.corpusArticleIds;
  if (doc.kind === 'author' && doc.authors[0]?.authorId) {
    const own = await authorDocumentArticles({ db, authorId: doc.authors[0].authorId });
    standIns = own
      .filter(
        (a) =>
          (s.refereed_author_articles_written_since_year === null ||
            (a.year !== null && a.year >= s.refereed_author_articles_written_since_year)) &&
          (s.refereed_author_article_max_authors === null || a.authorsCount <= s.refereed_author_article_max_authors) &&
          (s.refereed_author_include_consortiums || a.authorsCount <= CONSORTIUM_AUTHORS) &&
          matchesContribution(s.refereed_author_contribution_in_article, a),
      )
      .map((a) => a.id);
  }
  // Retrieved and scored by the articles' words (the lexical index) when the document has any.
  const query = await documentQuery({ db, index, doc, articleIds: standIns });
  // The document's own articles are left out, and so are their other versions (its ICML copy).
  const leaveOut = new Set(input.corpus.versions.withVersions(doc.corpusArticleIds));
  const k = s.nearest_articles_limit ?? DEFAULT_NEAREST_ARTICLES;
  const raw = k > 0 ? await retrieveArticles(index, query, k + leaveOut.size) : null;
  const keep = raw
    ? Array.from(raw.ids.keys())
        .filter((i) => !leaveOut.has(raw.ids[i] as number))
        .slice(0, k)
    : [];
  // Similarity above the pool's edge: the k-th article's score is taken off every score, so an
  // article just inside the retrieved pool counts as little as one just outside it (0), and
  // many barely related articles (shared generic words) cannot outweigh a few close ones.
  const edge = poolEdge(
    Float32Array.from(keep, (i) => raw!.scores[i] as number),
    k,
  );
  const hits = {
    ids: Int32Array.from(keep, (i) => raw!.ids[i] as number),
    scores: Float32Array.from(keep, (i) => Math.max(0, (raw!.scores[i] as number) - edge)),
  };
  const hitIds = Array.from(hits.ids);

  // 2. Who wrote them (the corpus copy), the document concepts they carry.
  const { corpus } = input;
  const concepts = await facts.concepts(doc.conceptIds);
  const { offsets: byArticleOffsets, authors: byArticleAuthors } = corpus.byArticle;
  const authorsOf = (id: number) =>
    id < byArticleOffsets.length - 1
      ? byArticleAuthors.subarray(byArticleOffsets[id], byArticleOffsets[id + 1])
      : undefined;
  const documentCount = Math.max(1, hitIds.length, ...[...concepts.values()].map((c) => c.df));
  const conceptWeights = new Map<number, number>();
  for (const [id, c] of concepts) conceptWeights.set(id, tfidfWeight({ tf: 1, df: Math.max(1, c.df), documentCount }));
  const statuses = new Map(s.topics.map((t) => [t.conceptId, t.status]));
  const topicsOn = !s.ignore_topics;
  const topicConcepts = topicsOn ? await facts.articleConcepts(hitIds, [...conceptWeights.keys()]) : null;

  // 3. Algorithm 3 over the retrieved articles.
  const sinceYear = s.articles_years_limit === null ? null : referenceYear - s.articles_years_limit + 1;
  const accept = acceptContribution(s.contribution_in_article, corpus);
  const scored = rankByAlgorithm3({
    hits,
    authorsOf,
    yearOf: (id) => year(corpus.articleYear[id]),
    sinceYear,
    acceptAuthorship: accept,
    topics: topicConcepts
      ? {
          weights: topicWeights({ conceptWeights, statuses, boost: s.topic_boost_multiplier }),
          conceptsOf: (id) => topicConcepts.get(id),
        }
      : null,
    topAuthorArticles: s.top_author_articles,
    // A work held as two versions (an ICLR submission also at ICML) counts once per author.
    workOf: corpus.versions.workOf,
  });
  const limit = s.candidates_cache_limit ?? DEFAULT_CANDIDATES_LIMIT;
  const kept: Algorithm3Candidate[] = scored.slice(0, limit);

  // 4. Custom and marked authors, scored on their own articles when the retrieval did not reach them.
  const keptIds = new Set(kept.map((c) => c.authorId));
  const markedIds = input.markedAuthorIds ?? [];
  const customIds = [...new Set([...input.customAuthorIds, ...markedIds])].filter((id) => !keptIds.has(id));
  const customScored =
    customIds.length > 0 && (query.lexical || query.dense)
      ? await scoreOwnArticles({
          db,
          index,
          query,
          authorIds: customIds,
          sinceYear,
          settings: s,
          leaveOut,
          edge,
          workOf: corpus.versions.workOf,
        })
      : customIds.map((authorId) => emptyScore(authorId));
  const all = [...kept, ...customScored];
  const allIds = all.map((c) => c.authorId);

  // 5. Facts for every candidate, and the conflict-of-interest side of the document.
  const [{ side, possible }, requiredAuthors, impact] = await Promise.all([
    documentConflictSide({ facts, corpus, doc }).then(async (side) => ({
      side,
      // Candidates who may be document authors under another profile are conflicts too.
      possible: await possibleDocumentAuthors({ facts, corpus, doc, side, referenceYear }),
    })),
    requiredConceptAuthors(),
    facts.journalImpactFactors(),
  ]);
  async function requiredConceptAuthors(): Promise<Set<number> | null> {
    const required = topicsOn ? s.topics.filter((t) => t.status === 1).map((t) => t.conceptId) : [];
    return required.length > 0 ? facts.authorsWithEveryConcept(allIds, required) : null;
  }
  const jifPercent = percentRanks(impact);

  // 6. Every candidate: filters, conflicts, hidden.
  const customSet = new Set(input.customAuthorIds);
  const customCoi = new Set(input.customCoiAuthorIds);
  const groupOf = (authorId: number) =>
    [...input.groupMembers.entries()].filter(([, members]) => members.has(authorId)).map(([id]) => id);
  const ranked: RankedCandidate[] = [];
  // Only what the settings ask for is computed per candidate: this loop runs for thousands.
  const needsPlaces = !s.ignore_countries || s.institution_type !== '';
  const needsJif = s.min_jif !== null || s.max_jif !== null || s.max_jif_percentile !== null;
  const byAuthor = corpus.byAuthor;
  const noPlaces = { countries: [] as string[], types: [] as string[] };
  for (const c of all) {
    const row = metricsOf(corpus, c.authorId);
    if (!row) continue;
    const places = needsPlaces ? latestPlaces(corpus, c.authorId) : noPlaces;
    const jif = needsJif ? candidateJif(corpus, c.articleIds, impact, jifPercent) : NO_JIF;
    const reasons = filterReasons(
      {
        articlesCount: row.articlesCount,
        hIndex: row.hIndex,
        academicAge: academicAge({ firstYear: row.firstYear, currentYear: referenceYear }),
        lastYear: row.lastYear,
        gender: row.manualGender ?? row.gender,
        countries: places.countries,
        institutionTypes: places.types,
        jif: jif.mean,
        jifTopPercent: jif.topPercent,
      },
      s,
      referenceYear,
    );
    if (requiredAuthors && !requiredAuthors.has(c.authorId)) reasons.push('missing_required_topic');
    const groups = input.groupMembers.size > 0 ? groupOf(c.authorId) : [];
    if (!s.ignore_authors_group && s.authors_group_effect === 'limit_to' && groups.length === 0)
      reasons.push('not_in_authors_group');
    const {
      coauthored,
      recentlyCoauthoredCount: recent,
      shared,
      isDocumentAuthor,
    } = candidateConflicts({
      side,
      corpus,
      authorId: c.authorId,
      referenceYear,
      coauthorshipCoiYears: s.coauthorship_coi_years,
      yearsOfAffiliation: s.years_of_affiliation,
    });
    const conflicts: string[] = [];
    if (recent > 0) conflicts.push('coauthor_coi');
    if (shared.some((x) => x.isRecent)) conflicts.push('affiliation_coi');
    if (customCoi.has(c.authorId)) conflicts.push('custom_coi');
    if (possible.has(c.authorId) && !isDocumentAuthor) conflicts.push(POSSIBLE_DOCUMENT_AUTHOR);
    const exclude = [
      ...(isDocumentAuthor ? ['document_author'] : []),
      ...(s.exclude_coi && !isDocumentAuthor ? conflicts : []),
      ...reasons,
      ...(input.hidden.has(c.authorId) ? ['hidden'] : []),
    ];
    // Fields named one by one: an object spread here cost 40 µs a candidate (V8's slow clone path).
    ranked.push({
      authorId: c.authorId,
      score: c.score,
      articleIds: c.articleIds,
      articleScores: c.articleScores,
      scoreTopic: c.scoreTopic,
      facts: row,
      excludeReasons: exclude,
      coauthored,
      recentlyCoauthoredCount: recent,
      shared,
      externalCoI: customCoi.has(c.authorId),
      isDocumentAuthor,
      isCustom: customSet.has(c.authorId),
      isRetrieved: keptIds.has(c.authorId),
      hidden: input.hidden.get(c.authorId) ?? [],
      groups,
      mainInstitutionId:
        (byAuthor.offsets[c.authorId] ?? 0) < (byAuthor.offsets[c.authorId + 1] ?? 0)
          ? (byAuthor.institution[byAuthor.offsets[c.authorId] as number] as number)
          : null,
      jif: needsJif ? jif.mean : null,
      position: null,
    });
  }

  // 7. Diversify, then number the in-sample candidates. Custom and marked authors take part as
  // anyone else, so adding one moves no one. Authors the retrieval did not reach are never part
  // of the sample (nor of the excluded ones): they are only shown because they were asked for.
  const sampled = ranked.filter((c) => c.isRetrieved);
  const passing = sampled.filter((c) => c.excludeReasons.length === 0);
  if (s.diversify) {
    const dropped = diversifyByInstitution(
      passing.map((c) => ({ authorId: c.authorId, institutionId: c.mainInstitutionId })),
    );
    for (const c of passing) if (dropped.has(c.authorId)) c.excludeReasons.push('diversify');
  }
  const inSample = passing.filter((c) => c.excludeReasons.length === 0);
  inSample.forEach((c, i) => (c.position = i + 1));
  return {
    inSample,
    excluded: sampled.filter((c) => c.excludeReasons.length > 0),
    customOutside: [...customSet].flatMap((id) => ranked.filter((c) => c.authorId === id && c.position === null)),
    markedOutside: markedIds.flatMap((id) =>
      ranked.filter((c) => c.authorId === id && !c.isCustom && c.position === null),
    ),
    conceptWeights,
    concepts,
    impact,
    jifPercent,
    possibleDocumentAuthors: possible,
    words: query.lexical && index.opened.lexical ? { model: index.opened.lexical.model, query: query.lexical } : null,
  };
}

/** Bylines longer than this are consortium papers (left out of an author document unless asked). */
const CONSORTIUM_AUTHORS = 50;

function matchesContribution(
  contribution: string,
  a: { leading: boolean; senior: boolean; corresponding: boolean },
): boolean {
  if (contribution === '') return true;
  if (contribution === 'leading_author') return a.leading;
  if (contribution === 'senior_author') return a.senior;
  if (contribution === 'corresponding_author') return a.corresponding;
  return a.leading || a.senior || a.corresponding;
}

function emptyScore(authorId: number): Algorithm3Candidate {
  return { authorId, score: 0, articleIds: new Int32Array(0), articleScores: new Float32Array(0), scoreTopic: 0 };
}

const NO_JIF = { mean: null, topPercent: null } as const;

/** Mean impact factor of the venues of `articleIds` that have one, and the best venue's top percent. */
export function candidateJif(
  corpus: RefereeCorpus,
  articleIds: Int32Array,
  impact: Map<number, number>,
  percent: Map<number, number>,
): { mean: number | null; topPercent: number | null } {
  let sum = 0;
  let n = 0;
  let top = Infinity;
  for (const id of articleIds) {
    const journal = corpus.articleJournal[id] ?? 0;
    const factor = impact.get(journal);
    if (factor === undefined) continue;
    sum += factor;
    n++;
    top = Math.min(top, percent.get(journal) as number);
  }
  return n === 0 ? NO_JIF : { mean: sum / n, topPercent: top };
}

/**
 * Countries and (spec) institution types of the candidate's current institution (its records of
 * one name; `currentAffiliationOrder`): where the author is now, not every institution named
 * in the latest year (a co-affiliation on one article there no longer counts).
 */
export function latestPlaces(corpus: RefereeCorpus, authorId: number): { countries: string[]; types: string[] } {
  const { offsets, institution, currentCount } = corpus.byAuthor;
  const from = offsets[authorId] ?? 0;
  const to = Math.min(offsets[authorId + 1] ?? 0, from + (currentCount[authorId] ?? 0));
  const countries = new Set<string>();
  const types = new Set<string>();
  for (let e = from; e < to; e++) {
    const facts = corpus.institutions.get(institution[e] as number);
    if (facts?.countryCode) countries.add(facts.countryCode);
    const type = institutionTypeOf(facts?.type ?? null);
    if (type) types.add(type);
  }
  return { countries: [...countries], types: [...types] };
}

/** Each venue's rank by impact factor as "within the top N %" (1 = the best venue of a hundred). */
export function percentRanks(impact: Map<number, number>): Map<number, number> {
  const ordered = [...impact.entries()].sort((a, b) => b[1] - a[1]);
  return new Map(ordered.map(([id], i) => [id, (100 * (i + 1)) / ordered.length]));
}
