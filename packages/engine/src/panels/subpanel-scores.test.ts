import { describe, expect, it } from 'vitest';
import { balancedPositions, positionsOf, subpanelMeans } from './subpanel-scores';

/** The people in position order. */
const inOrder = (positions: Int32Array) =>
  Array.from(positions.keys()).sort((a, b) => (positions[a] as number) - (positions[b] as number));

describe('balancedPositions', () => {
  it('interleaves the subpanels: each one’s first, then each one’s second', () => {
    // Subpanel 0 scores run high (0.9 … 0.6), subpanel 1 low (0.3 … 0.1).
    const scores = [0.9, 0, 0.8, 0, 0.7, 0, 0.6, 0, 0, 0.3, 0, 0.2, 0, 0.1];
    const positions = balancedPositions({ scores, people: 7, subpanels: 2 });
    expect(inOrder(positions)).toEqual([0, 4, 1, 5, 2, 6, 3]);
  });

  it('breaks a round by the score relative to each subpanel’s best, then the panel score, then the id', () => {
    // Round 1: persons 0 and 1 are both their subpanel's best: person 0's higher panel score goes
    // first; round 2: person 3 (0.3 of 0.4, 0.75) before person 2 (0.4 of 0.8, 0.5).
    const scores = [0.8, 0, 0, 0.4, 0.4, 0, 0, 0.3];
    expect(inOrder(balancedPositions({ scores, people: 4, subpanels: 2 }))).toEqual([0, 1, 3, 2]);
    // Equal in everything: the smaller id first.
    expect(inOrder(balancedPositions({ scores: [0.5, 0.5], people: 2, subpanels: 1, ids: [9, 4] }))).toEqual([1, 0]);
  });

  it('counts a person once, at their best subpanel position, and puts people scoring nothing last', () => {
    // Person 0 is first in both subpanels: one place, and the second round is persons 2 and 1.
    const scores = [0.9, 0.4, 0.5, 0, 0, 0.3, 0, 0];
    const positions = balancedPositions({ scores, people: 4, subpanels: 2, ids: [10, 11, 12, 13] });
    expect(inOrder(positions)).toEqual([0, 2, 1, 3]);
    // A subpanel without documents (all 0) adds no round.
    expect(Array.from(balancedPositions({ scores: [0.2, 0, 0.1, 0], people: 2, subpanels: 2 }))).toEqual([1, 2]);
  });

  it('gives every subpanel its share of the first places where the best-score order gives one subpanel all', () => {
    // A panel of a one-document subpanel (robotics: its specialists score its document fully) and
    // a four-document subpanel of unlike documents (graph learning: its experts match one or two
    // of the four, so their mean is a quarter to a half of their document scores).
    const robotics = 30;
    const graphs = 30;
    const people = robotics + graphs;
    const documents = 5;
    const documentScores = new Float32Array(people * documents);
    for (let p = 0; p < robotics; p++) documentScores[p * documents] = 0.5 - p * 0.005;
    for (let g = 0; g < graphs; g++) {
      const p = robotics + g;
      const score = 0.6 - g * 0.006;
      documentScores[p * documents + 1 + (g % 4)] = score;
      if (g % 3 === 0) documentScores[p * documents + 1 + ((g + 1) % 4)] = score * 0.8;
    }
    const subpanelOf = [0, 1, 1, 1, 1];
    const means = subpanelMeans({ scores: documentScores, people, subpanelOf, subpanels: 2 });
    const best = Array.from({ length: people }, (_, p) => Math.max(means[p * 2] as number, means[p * 2 + 1] as number));
    const shareOfGraphs = (positions: Int32Array, top: number) =>
      inOrder(positions)
        .slice(0, top)
        .filter((p) => p >= robotics).length / top;
    // The best-score order: the top 20 are all robotics people.
    expect(shareOfGraphs(positionsOf(best), 20)).toBe(0);
    // Interleaved: half of every even prefix.
    const balanced = balancedPositions({ scores: means, people, subpanels: 2 });
    for (const top of [2, 10, 20, 50]) expect(shareOfGraphs(balanced, top)).toBe(0.5);
  });
});
