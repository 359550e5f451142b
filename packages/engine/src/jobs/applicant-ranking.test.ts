import { describe, expect, it } from 'vitest';
import { rankApplicants, rankApplicantsBySimilarity, rankLabelOf } from './applicant-ranking';

// Three articles in 2-D; the vacancy points along x.
const dim = 2;
const query = Float32Array.of(1, 0);
const vectors = Float32Array.of(1, 0, 0.6, 0.8, 0, 1);
const years = [2020, 2010, 2022];
// Applicant 0 wrote articles 0 and 1; applicant 1 wrote articles 1 and 2; applicant 2 nothing.
const people = { offsets: Int32Array.of(0, 2, 4, 4), articles: Int32Array.of(0, 1, 1, 2) };

describe('applicant ranking', () => {
  it('scores each applicant by their closest articles and explains with them, best first', () => {
    const r = rankApplicants({ dim, query, vectors, years, people, sinceYear: null, topAuthorArticles: 3, explain: 2 });
    expect(Array.from(r.max)).toEqual([1, expect.closeTo(0.6, 5), 0]);
    expect(Array.from(r.explanation)).toEqual([0, 1, 1, 2, -1, -1]);
    expect(r.combined[0]).toBeGreaterThan(r.combined[1] as number);
    expect(r.combined[2]).toBe(0);
    expect(Array.from(r.rank)).toEqual([4, rankLabelOf(r.combined[1] as number, r.combined[0] as number), 0]);
  });

  it('gives the same ranking from precomputed similarities as from the vectors', () => {
    const similarity = Float32Array.of(1, 0.6, 0);
    for (const sinceYear of [null, 2015])
      for (const topAuthorArticles of [null, 1, 3]) {
        const input = { years, people, sinceYear, topAuthorArticles, explain: 2 };
        const fromVectors = rankApplicants({ ...input, dim, query, vectors });
        const fromSimilarity = rankApplicantsBySimilarity({ ...input, similarity });
        expect(fromSimilarity).toEqual(fromVectors);
      }
  });

  it('leaves out articles before the years window', () => {
    const r = rankApplicants({ dim, query, vectors, years, people, sinceYear: 2015, topAuthorArticles: 3, explain: 2 });
    // Applicant 1's only article in the window (2022) is orthogonal to the vacancy.
    expect(r.combined[1]).toBe(0);
    expect(r.combined[0]).toBeGreaterThan(0);
  });
});

describe('applicant ranking over versions of one work', () => {
  it('counts and explains a work held as two versions once, at its best version', () => {
    // Articles 0 and 2 are versions of one work (key 0); applicant 0 wrote 0, 1 and 2.
    const similarity = Float32Array.of(0.5, 0.4, 0.9);
    const input = {
      similarity,
      years: [2020, 2020, 2021],
      people: { offsets: Int32Array.of(0, 3), articles: Int32Array.of(0, 1, 2) },
      sinceYear: null,
      topAuthorArticles: 3,
      explain: 3,
    };
    const twice = rankApplicantsBySimilarity(input);
    expect(twice.combined[0]).toBeCloseTo((0.5 + 0.4 + 0.9) / 3, 6);
    const once = rankApplicantsBySimilarity({ ...input, works: [0, -1, 0] });
    expect(once.combined[0]).toBeCloseTo((0.9 + 0.4) / 3, 6);
    expect(Array.from(once.explanation)).toEqual([2, 1, -1]);
    expect(once.max[0]).toBeCloseTo(0.9, 6);
  });
});
