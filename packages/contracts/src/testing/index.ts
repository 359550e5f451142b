/*
 * Test data of the contracts' shapes, for the server's and the web's tests alike
 * (`@sciscope/contracts/testing`; never imported by application code).
 */
import type { ArticleConcept, ArticleRow, ConceptRelevance } from '../articles.contract';
import type { Concept } from '../ontology.contract';
import type { Referee } from '../referees.contract';

/** A concept's badge relevance: every part 0 unless given, the score their sum. */
export function conceptRelevance(parts: Partial<Omit<ConceptRelevance, 'score'>> = {}): ConceptRelevance {
  const all = {
    occurrences: 0,
    title: 0,
    phrase: 0,
    neighbours: 0,
    keyphrase: 0,
    confirmation: 0,
    basic: 0,
    typicality: 0,
    ...parts,
  };
  return { score: Object.values(all).reduce((a, b) => a + b, 0), ...all };
}

/** An article's concept: tf 1, tf-idf 1, DF 10, relevance 1 from its occurrences, not a badge, unless overridden. */
export function articleConcept(
  conceptId: number,
  name: string,
  overrides: Partial<ArticleConcept> = {},
): ArticleConcept {
  return {
    conceptId,
    name,
    tf: 1,
    tfidf: 1,
    df: 10,
    basicSuggested: false,
    provenance: null,
    relevance: conceptRelevance({ occurrences: 1 }),
    badge: false,
    ...overrides,
  };
}

/**
 * A referee-finder row: score 0.25, 10 articles (each with a citation count), h-index 3, no
 * conflicts, labels or reasons, unless overridden.
 */
export function referee(overrides: Partial<Referee> & { id: number; name: string }): Referee {
  const { id, name, ...rest } = overrides;
  return {
    author: { id, name, gender: null, manualGender: null, orcid: null, datedAffiliations: [] },
    position: null,
    score: 0.25,
    scores: [],
    maxArticleScore: 0,
    scoredArticlesCount: 0,
    articlesCount: 10,
    hIndex: 3,
    citationsCount: 40,
    articlesWithCitationsCount: overrides.articlesCount ?? 10,
    academicAge: 8,
    lastArticleYear: 2024,
    ownWorksCount: null,
    scoreTopic: 0,
    mostRelevantConcepts: [],
    mostRelevantArticles: [],
    coauthoredArticles: [],
    retractedArticles: [],
    recentlyCoauthoredCount: 0,
    isRecentlyCommonAffiliation: false,
    externalCoI: false,
    labels: [],
    excludeReasons: [],
    hideReasons: [],
    authorFromGroupList: [],
    extraColumns: {},
    extraFields: {},
    commonInstitutions: [],
    isOutOfSample: false,
    ...rest,
  };
}

/** A search-result article row: no authors, journal, concepts or identifiers, 0 citations, unless overridden. */
export function articleRow(overrides: Partial<ArticleRow> & { id: number }): ArticleRow {
  return {
    title: `Article ${overrides.id}`,
    year: 2020,
    notable: false,
    openAccess: false,
    origins: [],
    journal: null,
    authors: [],
    authorsCount: 0,
    citationsCount: 0,
    concepts: [],
    manuscriptType: null,
    identifiers: { doi: null, arxiv: null, pmid: null, pmcid: null },
    ...overrides,
  };
}

/** An ontology concept as its page reads it: live, not basic, nothing related, no literal, unless overridden. */
export function ontologyConcept(overrides: Partial<Concept> & { id: number; name: string }): Concept {
  return {
    basic: false,
    deleted: false,
    isManuallyModified: false,
    dateModified: '2025-11-21T10:00:00Z',
    df: 1,
    childConceptsCount: 0,
    basicSuggested: false,
    literals: [],
    parents: [],
    children: [],
    related: [],
    ontologyCategories: [],
    origins: [],
    pendingChanges: null,
    ...overrides,
  };
}
