import { describe, expect, it } from 'vitest';
import { rankByAlgorithm3, topicWeights } from './algorithm3';
import { DocumentInstitutions, coauthorshipIndex, normalizeInstitutionName, sharedInstitutions } from './conflicts';
import { diversifyByInstitution, filterReasons, genderPasses, type RefereeFilterSettings } from './filters';

const hits = (pairs: Array<[number, number]>) => ({
  ids: Int32Array.from(pairs.map((p) => p[0])),
  scores: Float32Array.from(pairs.map((p) => p[1])),
});

describe('algorithm 3', () => {
  // Articles 1..4; author 10 wrote 1 and 2, author 20 wrote 3 and 4, author 30 wrote 2.
  const authors = new Map<number, number[]>([
    [1, [10]],
    [2, [10, 30]],
    [3, [20]],
    [4, [20]],
  ]);
  const years = new Map([
    [1, 2024],
    [2, 2010],
    [3, 2023],
    [4, 2022],
  ]);
  const base = {
    hits: hits([
      [1, 0.9],
      [2, 0.8],
      [3, 0.7],
      [4, 0.6],
    ]),
    authorsOf: (id: number) => authors.get(id),
    yearOf: (id: number) => years.get(id) ?? null,
    sinceYear: null,
    topics: null,
    topAuthorArticles: 10,
  };

  it('scores a candidate by the mean of their best articles, missing ones counting zero', () => {
    const ranked = rankByAlgorithm3(base);
    expect(ranked.map((c) => c.authorId)).toEqual([10, 20, 30]);
    expect(ranked[0]!.score).toBeCloseTo((0.9 + 0.8) / 10, 6);
    expect(Array.from(ranked[0]!.articleIds)).toEqual([1, 2]);
  });

  it('with top articles 1 ranks by the single best article', () => {
    const ranked = rankByAlgorithm3({ ...base, topAuthorArticles: 1 });
    expect(ranked.map((c) => [c.authorId, Number(c.score.toFixed(2))])).toEqual([
      [10, 0.9],
      [30, 0.8],
      [20, 0.7],
    ]);
  });

  it('drops articles older than the years limit', () => {
    const ranked = rankByAlgorithm3({ ...base, sinceYear: 2020 });
    expect(ranked.map((c) => c.authorId)).toEqual([20, 10]);
    expect(Array.from(ranked.find((c) => c.authorId === 10)!.articleIds)).toEqual([1]);
  });

  it('counts only accepted authorships (contribution in article)', () => {
    const ranked = rankByAlgorithm3({ ...base, acceptAuthorship: (articleId) => articleId !== 1 && articleId !== 2 });
    expect(ranked.map((c) => c.authorId)).toEqual([20]);
  });

  it('blends in the weighted document concepts, boosted ones multiplied and ignored ones removed', () => {
    const concepts = new Map<number, number[]>([
      [3, [7]],
      [4, [7]],
      [1, [8]],
    ]);
    const weights = topicWeights({
      conceptWeights: new Map([
        [7, 1],
        [8, 1],
      ]),
      statuses: new Map([[7, 0]]),
      boost: 8,
    });
    expect(weights.get(7)).toBe(8);
    const ranked = rankByAlgorithm3({ ...base, topics: { weights, conceptsOf: (id) => concepts.get(id) } });
    expect(ranked[0]!.authorId).toBe(20);
    expect(ranked[0]!.scoreTopic).toBeCloseTo(8 / 9, 5);
    const ignored = topicWeights({
      conceptWeights: new Map([
        [7, 1],
        [8, 1],
      ]),
      statuses: new Map([[7, 2]]),
      boost: 8,
    });
    expect(ignored.has(7)).toBe(false);
    const again = rankByAlgorithm3({ ...base, topics: { weights: ignored, conceptsOf: (id) => concepts.get(id) } });
    expect(again[0]!.authorId).toBe(10);
  });
});

describe('conflicts of interest', () => {
  it('normalises institution names', () => {
    expect(normalizeInstitutionName('The University of Zürich')).toBe('university of zurich');
    expect(normalizeInstitutionName('Texas A&M  University')).toBe('texas a and m university');
  });

  it('indexes the papers of document authors by co-author, newest first', () => {
    const index = coauthorshipIndex([
      { articleId: 1, year: 2015, documentAuthor: 0, authorIds: [5, 6] },
      { articleId: 2, year: 2024, documentAuthor: 0, authorIds: [5] },
      { articleId: 2, year: 2024, documentAuthor: 1, authorIds: [5] },
    ]);
    expect(index.get(5)).toEqual([
      { articleId: 2, year: 2024, documentAuthors: [0, 1] },
      { articleId: 1, year: 2015, documentAuthors: [0] },
    ]);
  });

  it('matches institutions by id or normalised name and dates the overlap', () => {
    const doc = new DocumentInstitutions();
    doc.add({ institutionId: 1, name: 'Alpha Institute', documentAuthor: 0, year: 2024 });
    doc.add({ institutionId: null, name: 'University of Beta', documentAuthor: 1, year: null });
    const shared = sharedInstitutions({
      candidate: [
        { institutionId: 1, name: 'Alpha Institute', years: [2010] },
        { institutionId: 9, name: 'the University of  Beta', years: [2025] },
        { institutionId: 3, name: 'Gamma', years: [2025] },
      ],
      document: doc,
      referenceYear: 2025,
      yearsOfAffiliation: 2,
    });
    expect(shared.map((s) => [s.name, s.isRecent, s.documentAuthors])).toEqual([
      ['the University of  Beta', true, [1]],
      ['Alpha Institute', false, [0]],
    ]);
  });
});

describe('shared institutions named twice', () => {
  it('names an institution once when two records share its name, with the years of both', () => {
    const doc = new DocumentInstitutions();
    doc.add({ institutionId: 1, name: 'Carnegie Mellon University', documentAuthor: 0, year: 2023 });
    doc.add({ institutionId: 2, name: 'Carnegie Mellon University', documentAuthor: 1, year: 2000 });
    const shared = sharedInstitutions({
      candidate: [
        { institutionId: 1, name: 'Carnegie Mellon University', years: [2023, 2024] },
        { institutionId: 2, name: 'Carnegie Mellon University', years: [2000, 2023] },
        { institutionId: 5, name: 'Gamma', years: [2025] },
      ],
      document: doc,
      referenceYear: 2025,
      yearsOfAffiliation: 5,
    });
    expect(shared).toEqual([
      {
        institutionId: 1,
        name: 'Carnegie Mellon University',
        years: [2000, 2023, 2024],
        documentAuthors: [0, 1],
        isRecent: true,
      },
    ]);
  });
});

describe('filters', () => {
  const open: RefereeFilterSettings = {
    author_max_articles: 1500,
    min_h_index: null,
    max_h_index: null,
    min_academic_age: null,
    max_academic_age: null,
    min_articles_count: null,
    max_articles_count: null,
    min_jif: null,
    max_jif: null,
    max_jif_percentile: null,
    gender: '',
    institution_type: '',
    include_countries: [],
    exclude_countries: [],
    ignore_countries: true,
    years_of_inactivity: 2,
  };
  const facts = {
    articlesCount: 20,
    hIndex: 8,
    academicAge: 12,
    lastYear: 2025,
    gender: -90,
    countries: ['DE'],
    institutionTypes: ['education_research'],
    jif: 3,
    jifTopPercent: 20,
  };

  it('passes a candidate within every bound and names each failed one', () => {
    expect(filterReasons(facts, open, 2025)).toEqual([]);
    expect(
      filterReasons(
        facts,
        { ...open, min_h_index: 10, max_academic_age: 5, author_max_articles: 10, gender: 'M', max_jif_percentile: 5 },
        2025,
      ),
    ).toEqual(['big_author', 'small_h_index', 'big_academic_age', 'jif_percentile', 'gender']);
    expect(filterReasons({ ...facts, lastYear: 2023 }, open, 2025)).toEqual(['inactive_author']);
    expect(filterReasons({ ...facts, lastYear: 2024 }, open, 2025)).toEqual([]);
  });

  it('lets an unknown h-index fail a minimum and pass a maximum, as an unknown academic age does', () => {
    const unknown = { ...facts, hIndex: null };
    expect(filterReasons(unknown, { ...open, min_h_index: 1 }, 2025)).toEqual(['small_h_index']);
    expect(filterReasons(unknown, { ...open, max_h_index: 1 }, 2025)).toEqual([]);
    expect(filterReasons({ ...facts, hIndex: 0 }, { ...open, max_h_index: 0 }, 2025)).toEqual([]);
  });

  it('applies countries only when not ignored', () => {
    expect(filterReasons(facts, { ...open, exclude_countries: ['DE'] }, 2025)).toEqual([]);
    expect(filterReasons(facts, { ...open, ignore_countries: false, exclude_countries: ['DE'] }, 2025)).toEqual([
      'country',
    ]);
    expect(filterReasons(facts, { ...open, ignore_countries: false, include_countries: ['FR'] }, 2025)).toEqual([
      'country',
    ]);
  });

  it('reads the gender filter as spec 03 defines it', () => {
    expect(genderPasses('f', -90)).toBe(true);
    expect(genderPasses('f', 0)).toBe(true);
    expect(genderPasses('f', null)).toBe(true);
    expect(genderPasses('F', 0)).toBe(false);
    expect(genderPasses('m', 50)).toBe(true);
    expect(genderPasses('M', 50)).toBe(false);
  });

  it('diversifies: the later candidates of an institution already taken drop', () => {
    expect(
      diversifyByInstitution([
        { authorId: 1, institutionId: 5 },
        { authorId: 2, institutionId: 5 },
        { authorId: 3, institutionId: null },
        { authorId: 4, institutionId: 6 },
      ]),
    ).toEqual(new Set([2]));
  });
});
