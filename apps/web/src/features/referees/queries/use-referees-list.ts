import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchCustomReferees, fetchRefereesList } from '../api/referees-api';
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

/**
 * The candidates the filters and conflicts left out of the list shown, with their reasons
 * (`excluded=1`), page by page; asked only while `enabled` (the list of them is open).
 */
export function useExcludedReferees(
  kind: string,
  id: number,
  query: RefereesPageQuery,
  { enabled }: { enabled: boolean },
) {
  const request = {
    settings: query.settings,
    customAuthorsIds: query.customAuthorsIds,
    customCoiAuthorsIds: query.customCoiAuthorsIds,
    settingsId: query.settingsId,
    excluded: true,
  };
  return useInfiniteQuery({
    queryKey: refereeKeys.list(kind, id, request),
    queryFn: ({ pageParam, signal }) => fetchRefereesList({ kind, id, ...request, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMoreReferees ? pages.reduce((sum, page) => sum + page.referees.length, 0) : undefined,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Custom authors that no loaded page shows (the sample holds them further down, or nothing does). */
export function customIdsNotLoaded(
  pages: readonly RefereesListResponse[],
  customAuthorsIds: readonly number[],
): number[] {
  const shown = new Set(pages.flatMap((page) => page.referees.map((r) => r.author.id)));
  return customAuthorsIds.filter((id) => !shown.has(id));
}

/** The rows of `customRows` that no loaded page shows, in list order (position, those without one first). */
export function customRowsNotLoaded(pages: readonly RefereesListResponse[], customRows: readonly Referee[]): Referee[] {
  const missing = new Set(
    customIdsNotLoaded(
      pages,
      customRows.map((r) => r.author.id),
    ),
  );
  return customRows.filter((r) => missing.has(r.author.id)).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/**
 * Custom authors the loaded pages do not hold yet. A custom author the ranking samples keeps
 * their position (spec 03 section 4), maybe on a page not loaded: their chip and the 'Only custom
 * authors' view still need them, so they are read with POST …/custom, only when some are missing.
 */
export function useCustomRefereesNotLoaded(
  kind: string,
  id: number,
  {
    pages,
    settings,
    query,
    enabled,
  }: {
    pages: readonly RefereesListResponse[];
    /** The settings of the list shown, form-encoded. */
    settings: string;
    query: Pick<RefereesPageQuery, 'customAuthorsIds' | 'customCoiAuthorsIds'>;
    enabled: boolean;
  },
): Referee[] {
  const request = {
    settings,
    authorsIds: query.customAuthorsIds,
    customCoiAuthorsIds: query.customCoiAuthorsIds,
  };
  const custom = useQuery({
    queryKey: refereeKeys.custom(kind, id, request),
    queryFn: ({ signal }) => fetchCustomReferees({ kind, id, ...request, signal }),
    enabled: enabled && customIdsNotLoaded(pages, query.customAuthorsIds).length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return custom.data ? customRowsNotLoaded(pages, custom.data.referees) : [];
}
