import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRefereesList } from '../api/referees-api';
import type { RefereesPageQuery } from '../referees-url';
import { refereeKeys } from './referee-keys';

/** In-sample referees among the pages loaded: the offset of the next page (spec 03 section 4). */
export function nextRefereesOffset(pages: readonly RefereesListResponse[]): number {
  return pages.reduce((sum, page) => sum + page.referees.filter((r) => !r.isOutOfSample).length, 0);
}

/** The rows of all pages loaded, each author once. */
export function mergeRefereePages(pages: readonly RefereesListResponse[]): Referee[] {
  const seen = new Set<number>();
  const rows: Referee[] = [];
  for (const page of pages)
    for (const referee of page.referees) {
      if (seen.has(referee.author.id)) continue;
      seen.add(referee.author.id);
      rows.push(referee);
    }
  return rows;
}

/** The ranked list of a document, page by page ('Load more'). */
export function useRefereesList(kind: string, id: number, query: RefereesPageQuery) {
  const request = {
    settings: query.settings,
    customAuthorsIds: query.customAuthorsIds,
    customCoiAuthorsIds: query.customCoiAuthorsIds,
    settingsId: query.settingsId,
  };
  return useInfiniteQuery({
    queryKey: refereeKeys.list(kind, id, request),
    queryFn: ({ pageParam, signal }) => fetchRefereesList({ kind, id, ...request, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMoreReferees ? nextRefereesOffset(pages) : undefined),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
