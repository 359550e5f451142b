/**
 * Coverage of a panel's subpanels by a composition (docs/panel-composer.md "Coverage"): the
 * concepts of a subpanel are those its documents carry; a concept is covered when at least one
 * member wrote an article carrying it (in the scoring window). The share is over distinct
 * concepts; the gaps are the uncovered ones, heaviest first (weight: how many of the
 * subpanel's documents carry it). The best candidates to fill a subpanel's gaps are those who
 * cover the most gap weight, ties broken by their subpanel score.
 */

export interface SubpanelConcepts {
  /** Concept id → how many of the subpanel's documents carry it. */
  concepts: ReadonlyMap<number, number>;
}

export interface SubpanelCoverage {
  total: number;
  covered: number;
  /** covered / total (1 when the subpanel's documents carry no concept). */
  share: number;
  /** Uncovered concept ids, heaviest first. */
  gaps: number[];
  /** Candidates (indexes into `candidates`) that fill gaps, best first, each with the gap concepts they cover. */
  fillers: Array<{ candidate: number; concepts: number[]; weight: number }>;
}

export function subpanelCoverage({
  subpanels,
  memberConcepts,
  candidates,
  candidateSubpanelScores,
  fillersPerSubpanel = 5,
}: {
  subpanels: readonly SubpanelConcepts[];
  /** Every concept some member covers. */
  memberConcepts: ReadonlySet<number>;
  /** Each candidate's covered concepts. */
  candidates: ReadonlyArray<ReadonlySet<number>>;
  /** candidates × subpanels scores (ties between fillers). */
  candidateSubpanelScores: ArrayLike<number>;
  fillersPerSubpanel?: number;
}): SubpanelCoverage[] {
  const count = subpanels.length;
  return subpanels.map((subpanel, s) => {
    const gaps = [...subpanel.concepts.entries()]
      .filter(([id]) => !memberConcepts.has(id))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const total = subpanel.concepts.size;
    const covered = total - gaps.length;
    const fillers = candidates
      .map((set, candidate) => {
        const concepts = gaps.filter(([id]) => set.has(id)).map(([id]) => id);
        const weight = gaps.reduce((sum, [id, w]) => sum + (set.has(id) ? w : 0), 0);
        return { candidate, concepts, weight };
      })
      .filter((f) => f.weight > 0)
      .sort(
        (a, b) =>
          b.weight - a.weight ||
          (candidateSubpanelScores[b.candidate * count + s] as number) -
            (candidateSubpanelScores[a.candidate * count + s] as number) ||
          a.candidate - b.candidate,
      )
      .slice(0, fillersPerSubpanel);
    return { total, covered, share: total === 0 ? 1 : covered / total, gaps: gaps.map(([id]) => id), fillers };
  });
}
