/**
 * Evaluation cases of the affinity benchmark: one reviewer's rated papers and profile, from
 * the gold standard's development split (one case per reviewer and draw) or from the
 * corpus' held-out authors (one case per author). A scorer turns a case into predictions;
 * `evaluateScorer` sums each reviewer's weighted misordering cost over their cases.
 */
import {
  buildHeldOutAuthorSet,
  computeExpertiseLoss,
  computePairAccuracy,
  type HeldOutAuthorSet,
  type ReviewerCost,
} from '@sciscope/engine';
import type { BenchCorpusWork } from './bench-affinity-corpus';
import type { ExpertisePaper } from './openreview-expertise';

/** A paper as the scorers see it; `key` is unique over all cases (vectors are memoised by it). */
export interface EvalPaper {
  key: string;
  title: string;
  abstract: string;
  year: number | null;
}

export interface EvalProfileEntry {
  paper: EvalPaper;
  /** 0-based position of the reviewer among the paper's authors; null when unknown. */
  position: number | null;
  authorsCount: number | null;
}

export interface EvalCase {
  set: string;
  reviewerId: string;
  rated: Array<{ paper: EvalPaper; rating: number }>;
  profile: EvalProfileEntry[];
}

/** Predictions for `evalCase.rated`, in order. */
export type CaseScorer = (evalCase: EvalCase) => ArrayLike<number>;

export interface PairCounts {
  correct: number;
  total: number;
}

export interface SetFigures {
  costs: Map<string, ReviewerCost>;
  easy: PairCounts;
  hard: PairCounts;
}

/** Development-split name of the evaluation sets. */
export const DEV_SET = 'dev';
/** The corpus' held-out authors. */
export const OWN_SET = 'authors';

function devPaper(paper: ExpertisePaper): EvalPaper {
  return { key: `dev:${paper.id}`, title: paper.title, abstract: paper.abstract, year: paper.year };
}

/**
 * The reviewer of an archive is the name on most of its papers (every paper of a profile is
 * the reviewer's); with it, each paper's authorship position is known.
 */
function reviewerName(profile: readonly ExpertisePaper[]): string | null {
  const counts = new Map<string, number>();
  for (const paper of profile) for (const name of new Set(paper.authors)) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

/** One case per reviewer and draw of the development split. */
export function devCases({
  ratings,
  splits,
}: {
  ratings: Record<string, Record<string, number>>;
  splits: ReadonlyArray<{ name: string; submissions: ExpertisePaper[]; archives: Map<string, ExpertisePaper[]> }>;
}): EvalCase[] {
  const cases: EvalCase[] = [];
  for (const split of splits) {
    const papers = new Map(split.submissions.map((p) => [p.id, p]));
    for (const [reviewerId, rated] of Object.entries(ratings)) {
      const archive = split.archives.get(reviewerId) ?? [];
      const name = reviewerName(archive);
      cases.push({
        set: DEV_SET,
        reviewerId,
        rated: Object.entries(rated).map(([paperId, rating]) => {
          const paper = papers.get(paperId);
          if (!paper) throw new Error(`${split.name}: rated paper ${paperId} is not among the submissions`);
          return { paper: devPaper(paper), rating };
        }),
        profile: archive.map((paper) => {
          const at = name === null ? -1 : paper.authors.indexOf(name);
          return {
            paper: devPaper(paper),
            position: at >= 0 ? at : null,
            authorsCount: paper.authors.length > 0 ? paper.authors.length : null,
          };
        }),
      });
    }
  }
  return cases;
}

/** The held-out author set of the corpus and one case per author. */
export function heldOutCases(works: readonly BenchCorpusWork[]): { set: HeldOutAuthorSet; cases: EvalCase[] } {
  const set = buildHeldOutAuthorSet({ works });
  const byId = new Map(works.map((w) => [w.id, w]));
  const paper = (id: string): EvalPaper => {
    const work = byId.get(id) as BenchCorpusWork;
    return { key: `corpus:${id}`, title: work.title, abstract: work.abstract, year: work.year };
  };
  const cases = set.reviewers.map((reviewer) => ({
    set: OWN_SET,
    reviewerId: reviewer.id,
    rated: Object.entries(set.ratings[reviewer.id] ?? {}).map(([id, rating]) => ({ paper: paper(id), rating })),
    profile: reviewer.profile.map((entry) => ({
      paper: paper(entry.workId),
      position: entry.position,
      authorsCount: entry.authorsCount,
    })),
  }));
  return { set, cases };
}

/** Sums each reviewer's cost and weight, and the easy/hard pair counts, per evaluation set. */
export function evaluateScorer(cases: readonly EvalCase[], scorer: CaseScorer): Record<string, SetFigures> {
  const out: Record<string, SetFigures> = {};
  for (const evalCase of cases) {
    const figures = (out[evalCase.set] ??= {
      costs: new Map(),
      easy: { correct: 0, total: 0 },
      hard: { correct: 0, total: 0 },
    });
    const scores = scorer(evalCase);
    const ratingRow: Record<string, number> = {};
    const predictionRow: Record<string, number> = {};
    evalCase.rated.forEach(({ paper, rating }, i) => {
      ratingRow[paper.key] = rating;
      predictionRow[paper.key] = scores[i] as number;
    });
    const ratings = { [evalCase.reviewerId]: ratingRow };
    const predictions = { [evalCase.reviewerId]: predictionRow };
    const loss = computeExpertiseLoss({ ratings, predictions });
    const sum = figures.costs.get(evalCase.reviewerId) ?? { cost: 0, weight: 0 };
    figures.costs.set(evalCase.reviewerId, { cost: sum.cost + loss.cost, weight: sum.weight + loss.weight });
    for (const regime of ['easy', 'hard'] as const) {
      const accuracy = computePairAccuracy({ ratings, predictions, regime });
      figures[regime].correct += accuracy.correct;
      figures[regime].total += accuracy.total;
    }
  }
  return out;
}
