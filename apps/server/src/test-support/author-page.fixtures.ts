import { tfidfWeight } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import { createCorpusFactories } from './corpus-factories';

/**
 * A small corpus around one author, Ada, whose expected answers are worked out by hand in the
 * comments below. tf-idf = (1 + ln tf) · ln((N + 1) / (df + 1)) with N = CORPUS_SIZE (1000):
 * idf of graphs (df 10) 4.51, networks (df 20) 3.86, folding (df 5) 5.12, basic (df 1000) 0.
 *
 * | article | year | citations | byline (affiliations)                         | concepts (tf → tf-idf)                   |
 * |---------|------|-----------|-----------------------------------------------|------------------------------------------|
 * | a1      | 2015 | 10        | Ada (ETH)                                     | graphs 3 → 9.47, networks 1 → 3.86, basic 1 → 0 |
 * | a2      | 2018 | 50        | Bob (MIT), Ada* (MIT, ETH)   (* corresponding) | graphs 1 → 4.51, folding 2 → 8.66, deleted 4 |
 * | a3      | 2022 | 5         | Ada (MIT), Bob, Cy                             | networks 2 → 6.54, graphs 1 → 4.51       |
 * | a4      | —    | 50        | Cy, Ada (MIT, CERN)                            | folding 1 → 5.12                         |
 * | other   | 2023 | 99        | Bob                                            | graphs 8                                 |
 *
 * - top concepts: graphs 9.47+4.51+4.51 = 18.49 (3 articles), folding 8.66+5.12 = 13.78 (2),
 *   networks 3.86+6.54 = 10.41 (2); the basic and the deleted concept never count
 *   (`expectedTfidf` gives the exact values).
 * - date order: a3, a2, a1, a4 (unknown year last); citation order: a4, a2 (50 each, higher
 *   id first), a1, a3.
 * - affiliations: MIT (United States) 2018–2022 in 3 articles, ETH Zurich (Switzerland)
 *   2015–2018 in 2, CERN (no country) with no known year in 1.
 * - countries: US 3 articles, CH 2.
 */
/** The corpus size N the fixture's tf-idf values are computed with. */
export const CORPUS_SIZE = 1000;

/** tf-idf of a pair of the fixture, as the API computes it. */
export function expectedTfidf(tf: number, df: number): number {
  return tfidfWeight({ tf, df, documentCount: CORPUS_SIZE });
}

export async function seedAuthorPage(db: Db) {
  const corpus = createCorpusFactories({ db });
  const ada = await corpus.author({
    name: 'Ada Lovelace',
    orcid: '0000-0001-2345-6789',
    gender: -90,
    articlesCount: 4,
    citationsCount: 115,
    citationsCountNotInCollab: 65,
    hIndex: 4,
    hIndexNotInCollab: 3,
    notableArticlesCount: 2,
    notableArticlesCountNotInCollab: 1,
    firstYear: 2015,
    lastYear: 2022,
  });
  const bob = await corpus.author({ name: 'Bob Babbage' });
  const cy = await corpus.author({ name: 'Cy Clarke' });

  const mit = await corpus.institution({ name: 'MIT', countryCode: 'US' });
  const eth = await corpus.institution({ name: 'ETH Zurich', countryCode: 'CH' });
  const cern = await corpus.institution({ name: 'CERN' });

  const graphs = await corpus.concept({ name: 'graph theory', df: 10 });
  const networks = await corpus.concept({ name: 'neural networks', df: 20 });
  const folding = await corpus.concept({ name: 'protein folding', df: 5 });
  const basic = await corpus.concept({ name: 'method', basic: true, df: 1000 });
  const deleted = await corpus.concept({ name: 'obsolete term', deleted: true, df: 3 });

  const journal = await corpus.journal({ name: 'Journal of Graphs', shortTitle: 'J. Graphs', impactFactor: 2.5 });

  const a1 = await corpus.article({
    title: 'Graphs of networks',
    abstract: 'We study graphs.',
    year: 2015,
    citationsCount: 10,
    notable: true,
    authors: [{ authorId: ada.id, institutionIds: [eth.id] }],
    concepts: [{ conceptId: graphs.id, tf: 3 }, { conceptId: networks.id }, { conceptId: basic.id }],
  });
  const a2 = await corpus.article({
    title: 'Folding graphs',
    year: 2018,
    citationsCount: 50,
    openAccess: true,
    notable: true,
    journalId: journal.id,
    volume: '12',
    issue: '3',
    pages: '100-110',
    manuscriptType: 'article',
    authors: [
      { authorId: bob.id, institutionIds: [mit.id] },
      { authorId: ada.id, isCorresponding: true, institutionIds: [mit.id, eth.id] },
    ],
    concepts: [{ conceptId: graphs.id }, { conceptId: folding.id, tf: 2 }, { conceptId: deleted.id, tf: 4 }],
    identifiers: { doi: '10.1000/folding', pmid: '123456' },
    origins: [{ code: 'openalex', url: 'https://openalex.org/W2', originId: 'W2' }],
  });
  const a3 = await corpus.article({
    title: 'Networks of graphs',
    year: 2022,
    citationsCount: 5,
    authors: [{ authorId: ada.id, institutionIds: [mit.id] }, bob.id, cy.id],
    concepts: [{ conceptId: networks.id, tf: 2 }, { conceptId: graphs.id }],
  });
  const a4 = await corpus.article({
    title: 'Undated folding',
    year: null,
    citationsCount: 50,
    authors: [cy.id, { authorId: ada.id, institutionIds: [mit.id, cern.id] }],
    concepts: [{ conceptId: folding.id }],
  });
  const other = await corpus.article({
    title: 'Graphs without Ada',
    year: 2023,
    citationsCount: 99,
    authors: [bob.id],
    concepts: [{ conceptId: graphs.id, tf: 8 }],
  });
  await corpus.corpusSize(CORPUS_SIZE);

  return {
    corpus,
    ada,
    bob,
    cy,
    mit,
    eth,
    cern,
    graphs,
    networks,
    folding,
    basic,
    deleted,
    journal,
    a1,
    a2,
    a3,
    a4,
    other,
  };
}

export type AuthorPageWorld = Awaited<ReturnType<typeof seedAuthorPage>>;

/** The keys of the full author, sorted, as the contract defines them. */
export const AUTHOR_KEYS = [
  'academicAge',
  'articlesCount',
  'articlesWithCitationsCount',
  'citationsCount',
  'citationsCountNotInCollab',
  'countries',
  'datedAffiliations',
  'firstYear',
  'gender',
  'hIndex',
  'hIndexNotInCollab',
  'id',
  'lastYear',
  'manualGender',
  'name',
  'notableArticlesCount',
  'notableArticlesCountNotInCollab',
  'orcid',
  'topConcepts',
];

/** The keys of an Article, sorted. */
export const ARTICLE_KEYS = [
  'abstract',
  'authors',
  'authorsCount',
  'citationsCount',
  'concepts',
  'id',
  'identifiers',
  'journal',
  'manuscriptType',
  'notable',
  'openAccess',
  'origins',
  'title',
  'year',
];

/** The keys of an ArticleRow (a list's article: no abstract), sorted. */
export const ARTICLE_ROW_KEYS = ARTICLE_KEYS.filter((key) => key !== 'abstract');
