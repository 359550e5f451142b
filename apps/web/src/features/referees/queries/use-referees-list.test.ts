import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { mergeRefereePages, nextRefereesOffset } from './use-referees-list';

function referee(id: number, isOutOfSample = false): Referee {
  return { author: { id }, isOutOfSample } as unknown as Referee;
}
const page = (referees: Referee[]) => ({ referees }) as unknown as RefereesListResponse;

describe('paging the candidate list', () => {
  it('offsets the next page by the in-sample referees shown, not the custom or marked rows', () => {
    const pages = [page([referee(90, true), referee(1), referee(2)]), page([referee(3)])];
    expect(nextRefereesOffset(pages)).toBe(3);
  });

  it('shows each author once across pages', () => {
    const rows = mergeRefereePages([page([referee(1), referee(2)]), page([referee(2), referee(3)])]);
    expect(rows.map((r) => r.author.id)).toEqual([1, 2, 3]);
  });
});
