import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { ontologyKeys } from './ontology-keys';

/**
 * After a suggestion is approved or rejected, every ontology query is refreshed except the
 * impact preview of the decided entry: the server previews pending changes only and answers
 * 409 for a decided one, so refetching it would only log an error in the console.
 */
export async function refreshAfterReview(queryClient: QueryClient, logId: number): Promise<void> {
  const decided = { queryKey: ontologyKeys.impact(logId), exact: true };
  await queryClient.cancelQueries(decided);
  await queryClient.invalidateQueries({
    queryKey: ontologyKeys.all,
    predicate: (query) => !matchQuery(decided, query),
  });
}
