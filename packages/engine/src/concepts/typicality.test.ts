import { describe, expect, it } from 'vitest';
import { badgeRelevance, DEFAULT_BADGE_RELEVANCE } from './badge-relevance';
import { buildConceptCentroids, conceptTypicality } from './typicality';

const unit = (...xs: number[]) => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs.map((x) => x / n));
};

describe('concept typicality', () => {
  // Concept 1 sits on three articles about "x", concept 2 on one article about "y" and one about "x".
  const articles = [
    { vector: unit(1, 0, 0), conceptIds: [1] },
    { vector: unit(1, 0.1, 0), conceptIds: [1, 2] },
    { vector: unit(0.9, 0, 0.1), conceptIds: [1] },
    { vector: unit(0, 1, 0), conceptIds: [2] },
    { vector: new Float32Array(3), conceptIds: [1, 2] },
  ];
  const centroids = buildConceptCentroids(articles, 3);

  it('sums the unit vectors per concept and leaves out texts without a vector', () => {
    expect([...centroids.counts.subarray(0, centroids.rows.size)]).toEqual([3, 2]);
  });

  it('is the cosine with the centroid of the other articles carrying the concept', () => {
    const t = conceptTypicality(centroids, 1, articles[0]!.vector, true)!;
    const others = [articles[1]!.vector, articles[2]!.vector];
    const sum = [0, 1, 2].map((j) => others[0]![j]! + others[1]![j]!);
    const expected = (sum[0]! * articles[0]!.vector[0]!) / Math.hypot(...sum);
    expect(t).toBeCloseTo(expected, 6);
    expect(t).toBeGreaterThan(0.9);
  });

  it("is low for an article far from the concept's other articles", () => {
    // Article 3 ("y") carries concept 2, whose only other article is about "x".
    const far = conceptTypicality(centroids, 2, articles[3]!.vector, true)!;
    expect(far).toBeLessThan(0.2);
    // A text that is not one of the concept's articles (a manuscript) is compared with all of them.
    expect(conceptTypicality(centroids, 1, unit(1, 0, 0), false)).toBeGreaterThan(0.9);
  });

  it('is null without another article, for an unknown concept and for a zero vector', () => {
    const lone = buildConceptCentroids([{ vector: unit(1, 0, 0), conceptIds: [7] }], 3);
    expect(conceptTypicality(lone, 7, unit(1, 0, 0), true)).toBeNull();
    expect(conceptTypicality(centroids, 99, unit(1, 0, 0), true)).toBeNull();
    expect(conceptTypicality(centroids, 1, new Float32Array(3), false)).toBeNull();
  });

  it('moves badge relevance by its weight around the centre, and not at all while unknown', () => {
    const plain = {
      tf: 1,
      titleTf: 0,
      spanTokens: 1,
      neighbours: 0,
      keyphraseness: null,
      confirmed: false,
      basicSuggested: false,
    };
    const { typicalityWeight: w, typicalityCentre: c } = DEFAULT_BADGE_RELEVANCE;
    expect(badgeRelevance({ ...plain, typicality: c + 0.1 }).parts.typicality).toBeCloseTo(w * 0.1, 9);
    expect(badgeRelevance({ ...plain, typicality: c - 0.15 }).score).toBeCloseTo(-w * 0.15, 9);
    expect(badgeRelevance({ ...plain, typicality: null }).score).toBe(0);
    expect(badgeRelevance(plain).parts.typicality).toBe(0);
  });
});
