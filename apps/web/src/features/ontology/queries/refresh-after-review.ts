import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { CurationKind } from '@sciscope/contracts';
import { ontologyKeys } from './ontology-keys';

/** Refreshes every ontology query except `decided`, a query the server now answers with 409. */
async function refreshAllBut(queryClient: QueryClient, decided: { queryKey: readonly unknown[]; exact: true }) {
  await queryClient.cancelQueries(decided);
  await queryClient.invalidateQueries({
    queryKey: ontologyKeys.all,
    predicate: (query) => !matchQuery(decided, query),
  });
}

/**
 * After a suggestion is approved or rejected, every ontology query is refreshed except the
 * impact preview of the decided entry: the server previews pending changes only and answers
 * 409 for a decided one, so refetching it would only log an error in the console.
 */
export function refreshAfterReview(queryClient: QueryClient, logId: number): Promise<void> {
  return refreshAllBut(queryClient, { queryKey: ontologyKeys.impact(logId), exact: true });
}

/**
 * After a curation item is accepted or dismissed, every ontology query is refreshed except the
 * evidence of the decided item: its row leaves the queue, and the server counts what a decision
 * would rescan for undecided items only (409), so refetching it while the row is still shown
 * with its evidence open would only log an error in the console (walk 10, defect 7).
 */
export function refreshAfterCuration(queryClient: QueryClient, kind: CurationKind, id: number): Promise<void> {
  return refreshAllBut(queryClient, { queryKey: ontologyKeys.evidence(kind, id), exact: true });
}
