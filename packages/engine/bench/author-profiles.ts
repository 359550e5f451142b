/**
 * Author concept profiles against the authors' own keywords (`npm run bench:concepts`): for
 * every author whose works with an abstract all carry authors' keywords (at least 4 such works,
 * keywords naming at least 3 concepts), the top 10 concepts of their profile are scored against
 * the concepts their keywords name (precision@10). Two profiles: every concept the matcher
 * found, summed by tf-idf (the profile before), and only the badges of each work (what the
 * server's `authorConceptProfiles` sums). Authors are split into 5 folds by their order of
 * appearance, for the spread.
 */
import { tokenTerms } from '../src/text';
import type { BenchWork, CorpusMatches } from './concept-corpus';
import { keywordConcepts } from './concept-judgments';

const TOP = 10;
const MIN_WORKS = 4;
const MIN_NAMED = 3;
const FOLDS = 5;

export interface ProfileScore {
  label: string;
  authors: number;
  mean: number;
  folds: number[];
}

type Contribution = (matches: CorpusMatches, w: number) => Array<{ conceptId: number; weight: number }>;

const PROFILES: Array<{ label: string; of: Contribution }> = [
  { label: 'every concept, Σ tf-idf (before)', of: (m, w) => m.badges[w]! },
  { label: 'badges only, Σ tf-idf (server)', of: (m, w) => m.badges[w]!.slice(0, m.shown[w]) },
];

export function authorProfilePrecision(works: readonly BenchWork[], matches: CorpusMatches): ProfileScore[] {
  const byKey = keywordConcepts(matches.concepts);
  const skipped = new Set(matches.concepts.filter((c) => c.basic).map((c) => c.id));
  const worksOf = new Map<string, number[]>();
  works.forEach((work, w) => {
    if (!work.abstract) return;
    for (const author of work.authors) {
      const list = worksOf.get(author);
      if (list) list.push(w);
      else worksOf.set(author, [w]);
    }
  });
  const scores = PROFILES.map(() => [] as number[]);
  for (const list of worksOf.values()) {
    if (list.length < MIN_WORKS || list.some((w) => works[w]!.keywords.length === 0)) continue;
    const named = new Set<number>();
    for (const w of list)
      for (const keyword of works[w]!.keywords)
        for (const id of byKey.get(tokenTerms(keyword).join(' ')) ?? []) named.add(id);
    if (named.size < MIN_NAMED) continue;
    PROFILES.forEach((profile, p) => {
      const sum = new Map<number, number>();
      for (const w of list)
        for (const c of profile.of(matches, w))
          if (!skipped.has(c.conceptId)) sum.set(c.conceptId, (sum.get(c.conceptId) ?? 0) + c.weight);
      const top = [...sum]
        .filter(([, v]) => v > 0)
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP);
      scores[p]!.push(top.length === 0 ? 0 : top.filter(([id]) => named.has(id)).length / top.length);
    });
  }
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  return PROFILES.map((profile, p) => {
    const all = scores[p]!;
    return {
      label: profile.label,
      authors: all.length,
      mean: mean(all),
      folds: Array.from({ length: FOLDS }, (_, f) => mean(all.filter((_, i) => i % FOLDS === f))),
    };
  });
}
