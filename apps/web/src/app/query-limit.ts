import { matchQuery, type Query, type QueryCache, type QueryKey } from '@tanstack/react-query';

/**
 * Keeps at most `max` queries under `queryKey` in the cache, dropping the least recently
 * used first: a query counts as used when it is added and whenever a component starts to
 * watch it. Watched queries are never dropped. This is how a cache "of N entries" of the
 * spec becomes a bound on TanStack Query data; `gcTime` still drops what goes unused.
 * Returns the function that stops the bound.
 */
export function limitQueries(queryCache: QueryCache, { queryKey, max }: { queryKey: QueryKey; max: number }) {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  // Insertion order is recency order: a use moves the query to the end.
  const recent = new Map<string, Query>();

  const evict = () => {
    for (const [hash, query] of recent) {
      if (recent.size <= max) return;
      if (query.getObserversCount() > 0) continue;
      recent.delete(hash);
      queryCache.remove(query);
    }
  };

  return queryCache.subscribe((event) => {
    const { query } = event;
    if (!matchQuery({ queryKey }, query)) return;
    switch (event.type) {
      case 'added':
      case 'observerAdded':
        recent.delete(query.queryHash);
        recent.set(query.queryHash, query);
        evict();
        break;
      case 'removed':
        recent.delete(query.queryHash);
        break;
      default:
        break;
    }
  });
}
