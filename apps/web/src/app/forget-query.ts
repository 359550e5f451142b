import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Drops the cached query of something just deleted, as soon as no component watches it.
 *
 * Removed while its page is still on screen (the page leaves only once the navigation that
 * follows the delete commits, and React Router renders the old route again meanwhile), the
 * page's next render would build the query anew and fetch it: a 404 for what was just deleted.
 * Until the last watcher leaves, the query keeps its data and is not fetched again.
 */
export function forgetQueryWhenUnwatched(client: QueryClient, queryKey: QueryKey): void {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) {
    cache.remove(query);
    return;
  }
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') stop();
    else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      stop();
      cache.remove(query);
    }
  });
}
