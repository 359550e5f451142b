import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { customIdsNotLoaded, customRowsNotLoaded, mergeRefereePages, nextRefereesOffset } from './use-referees-list';

function referee(id: number, isOutOfSample = false, position: number | null = isOutOfSample ? null : id): Referee {
  return { author: { id }, isOutOfSample, position } as unknown as Referee;
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

  it('asks for the custom authors no loaded page shows: those the sample holds further down', () => {
    const pages = [page([referee(90, true), referee(1), referee(2)]), page([referee(3)])];
    expect(customIdsNotLoaded(pages, [90, 2, 120, 75])).toEqual([120, 75]);
    expect(customIdsNotLoaded(pages, [90, 3])).toEqual([]);
  });

  it('adds only the custom rows no loaded page shows, in list order', () => {
    const pages = [page([referee(90, true), referee(1), referee(2)])];
    const custom = [referee(120), referee(2), referee(75), referee(90, true), referee(91, true)];
    expect(customRowsNotLoaded(pages, custom).map((r) => [r.author.id, r.position])).toEqual([
      [91, null],
      [75, 75],
      [120, 120],
    ]);
  });
});
