import type { HiringTopic } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { newApplicantPlacements, pendingPlacements, placeNewApplicants } from './new-applicant-placements';

const topic = (id: number | undefined, applicantsIds: number[]): HiringTopic => ({
  ...(id === undefined ? {} : { id }),
  name: `Topic ${id ?? 'new'}`,
  description: '',
  autotag: true,
  applicantsIds,
});

describe('new applicants placed into the saved topics', () => {
  // Saved: topic 7 holds 1, topic 8 holds 2; applicants 3 and 4 are new, the server suggests
  // 3 → topic 8 and 4 → topic 7; applicant 5 is new and fits no topic.
  const suggestion = [topic(7, [1, 4]), topic(8, [2, 3])];
  const placements = newApplicantPlacements(suggestion, [3, 4]);
  const board = { topics: [topic(7, [1]), topic(8, [2])], unclassified: [3, 4, 5] };

  it('reads the suggested topic of each new applicant, and only of new ones', () => {
    expect([...placements]).toEqual([
      [4, 7],
      [3, 8],
    ]);
    expect(newApplicantPlacements([topic(undefined, [3])], [3]).size).toBe(0);
  });

  it('moves each unclassified new applicant into its topic and leaves the others unclassified', () => {
    expect(pendingPlacements(board, placements)).toEqual([3, 4]);
    const placed = placeNewApplicants(board, placements);
    expect(placed.topics.map((t) => t.applicantsIds)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(placed.unclassified).toEqual([5]);
    expect(pendingPlacements(placed, placements)).toEqual([]);
  });

  it('keeps what the user changed: an applicant already moved, a topic removed', () => {
    const moved = { topics: [topic(7, [1, 3]), topic(8, [2])], unclassified: [4, 5] };
    expect(placeNewApplicants(moved, placements).topics.map((t) => t.applicantsIds)).toEqual([[1, 3, 4], [2]]);
    const removed = { topics: [topic(8, [2])], unclassified: [1, 3, 4, 5] };
    const placed = placeNewApplicants(removed, placements);
    expect(placed.topics[0]!.applicantsIds).toEqual([2, 3]);
    expect(placed.unclassified).toEqual([1, 4, 5]);
  });

  it('returns the same board when nothing is pending', () => {
    const none = { topics: [topic(7, [1])], unclassified: [5] };
    expect(placeNewApplicants(none, placements)).toBe(none);
  });
});
