/**
 * Suggested hiring topics (spec 04 "Hiring topics editor"): applicants grouped by the concepts
 * of their published work. Each applicant is a sparse TF-IDF vector over concepts (weights
 * given by the caller), normalised to unit length; spherical k-means (cosine, deterministic
 * farthest-point seeding) groups them; a topic is named by its centroid's two heaviest concepts
 * and described by its heaviest six. Applicants without concepts, and those far from every
 * centroid, stay unclassified.
 */

export interface TopicApplicant {
  id: number;
  /** Concept ids and weights (Σ tf·idf over the applicant's articles). */
  concepts: ReadonlyArray<readonly [conceptId: number, weight: number]>;
}

export interface SuggestedTopic {
  /** Concept ids, heaviest first (the name is made of the first two). */
  conceptIds: number[];
  applicantIds: number[];
}

export interface TopicSuggestion {
  topics: SuggestedTopic[];
  unclassified: number[];
}

export interface TopicOptions {
  /** Number of topics (default: about √(n/2), between 2 and 12). */
  k?: number;
  iterations?: number;
  /** Cosine to the nearest centroid below which an applicant stays unclassified. */
  minSimilarity?: number;
  /** Concepts kept per applicant (the heaviest). */
  conceptsPerApplicant?: number;
  describe?: number;
}

export function defaultTopicCount(applicants: number): number {
  return Math.max(2, Math.min(12, Math.round(Math.sqrt(applicants / 2))));
}

export function suggestTopics(applicants: readonly TopicApplicant[], options: TopicOptions = {}): TopicSuggestion {
  const keep = options.conceptsPerApplicant ?? 50;
  const describe = options.describe ?? 6;
  const minSimilarity = options.minSimilarity ?? 0.05;
  // Compact concept indexes and CSR rows of unit vectors.
  const slot = new Map<number, number>();
  const conceptOf: number[] = [];
  const offsets = [0];
  const cols: number[] = [];
  const vals: number[] = [];
  const members: number[] = [];
  const unclassified: number[] = [];
  for (const a of applicants) {
    const top = [...a.concepts]
      .filter(([, w]) => w > 0)
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, keep);
    const norm = Math.sqrt(top.reduce((s, [, w]) => s + w * w, 0));
    if (!(norm > 0)) {
      unclassified.push(a.id);
      continue;
    }
    for (const [c, w] of top) {
      let i = slot.get(c);
      if (i === undefined) {
        i = conceptOf.length;
        slot.set(c, i);
        conceptOf.push(c);
      }
      cols.push(i);
      vals.push(w / norm);
    }
    offsets.push(cols.length);
    members.push(a.id);
  }
  const n = members.length;
  const d = conceptOf.length;
  if (n < 2 || d === 0) return { topics: [], unclassified: [...unclassified, ...members] };
  const k = Math.min(n, options.k ?? defaultTopicCount(n));
  const col = Int32Array.from(cols);
  const val = Float32Array.from(vals);
  const off = Int32Array.from(offsets);
  const centroids = new Float32Array(k * d);
  const dotWith = (p: number, c: number): number => {
    let s = 0;
    const base = c * d;
    for (let e = off[p] as number; e < (off[p + 1] as number); e++)
      s += (val[e] as number) * (centroids[base + (col[e] as number)] as number);
    return s;
  };
  const setCentroidTo = (c: number, p: number) => {
    centroids.fill(0, c * d, (c + 1) * d);
    for (let e = off[p] as number; e < (off[p + 1] as number); e++)
      centroids[c * d + (col[e] as number)] = val[e] as number;
  };
  // Farthest-point seeding from the applicant with the most concepts (deterministic).
  let first = 0;
  for (let p = 1; p < n; p++)
    if ((off[p + 1] as number) - (off[p] as number) > (off[first + 1] as number) - (off[first] as number)) first = p;
  setCentroidTo(0, first);
  const bestSim = new Float32Array(n);
  for (let p = 0; p < n; p++) bestSim[p] = dotWith(p, 0);
  let seeded = 1;
  for (; seeded < k; seeded++) {
    let far = -1;
    let farSim = Infinity;
    for (let p = 0; p < n; p++)
      if ((bestSim[p] as number) < farSim) {
        farSim = bestSim[p] as number;
        far = p;
      }
    if (far < 0 || farSim >= 0.999) break;
    setCentroidTo(seeded, far);
    for (let p = 0; p < n; p++) bestSim[p] = Math.max(bestSim[p] as number, dotWith(p, seeded));
  }
  const topics = seeded;
  const assign = new Int32Array(n).fill(-1);
  const iterations = options.iterations ?? 20;
  for (let it = 0; it < iterations; it++) {
    let changed = 0;
    for (let p = 0; p < n; p++) {
      let best = 0;
      let bestValue = -1;
      for (let c = 0; c < topics; c++) {
        const s = dotWith(p, c);
        if (s > bestValue) {
          bestValue = s;
          best = c;
        }
      }
      bestSim[p] = bestValue;
      if (assign[p] !== best) {
        assign[p] = best;
        changed++;
      }
    }
    // New centroids: the normalised mean of their members.
    centroids.fill(0);
    for (let p = 0; p < n; p++) {
      const base = (assign[p] as number) * d;
      for (let e = off[p] as number; e < (off[p + 1] as number); e++)
        centroids[base + (col[e] as number)] = (centroids[base + (col[e] as number)] as number) + (val[e] as number);
    }
    for (let c = 0; c < topics; c++) {
      let norm = 0;
      for (let j = 0; j < d; j++) norm += (centroids[c * d + j] as number) ** 2;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let j = 0; j < d; j++) centroids[c * d + j] = (centroids[c * d + j] as number) * scale;
    }
    if (changed === 0 && it > 0) break;
  }
  const out: SuggestedTopic[] = [];
  for (let c = 0; c < topics; c++) {
    const applicantIds: number[] = [];
    for (let p = 0; p < n; p++)
      if (assign[p] === c && (bestSim[p] as number) >= minSimilarity) applicantIds.push(members[p] as number);
    if (applicantIds.length === 0) continue;
    const order = Array.from({ length: d }, (_, j) => j)
      .filter((j) => (centroids[c * d + j] as number) > 0)
      .sort(
        (x, y) =>
          (centroids[c * d + y] as number) - (centroids[c * d + x] as number) ||
          (conceptOf[x] as number) - (conceptOf[y] as number),
      )
      .slice(0, describe);
    out.push({ conceptIds: order.map((j) => conceptOf[j] as number), applicantIds });
  }
  for (let p = 0; p < n; p++) if ((bestSim[p] as number) < minSimilarity) unclassified.push(members[p] as number);
  out.sort((a, b) => b.applicantIds.length - a.applicantIds.length);
  return { topics: out, unclassified };
}
