import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetQueryWhenUnwatched } from './forget-query';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const KEY = ['monitoring', 'one', 7] as const;

/**
 * A cache holding monitoring 7 (fresh, as the app's 30 s keep it), and a page watching it; the
 * fetches counted are those after the delete, when the server answers 404.
 */
function watchedMonitoring() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  clients.push(client);
  client.setQueryData(KEY, { title: 'Protein graphs' });
  let fetches = 0;
  const options = {
    queryKey: KEY,
    queryFn: () => {
      fetches += 1;
      return Promise.reject(new Error('Monitoring not found.'));
    },
  };
  const page = new QueryObserver(client, options);
  const leave = page.subscribe(() => {});
  // What React does on each render of the page: hand the observer its options again.
  const render = () => page.setOptions(options);
  return { client, leave, render, fetches: () => fetches };
}

describe('forgetQueryWhenUnwatched', () => {
  it('keeps a watched query, unfetched, while its page renders again, and drops it once the page leaves', () => {
    const { client, leave, render, fetches } = watchedMonitoring();
    forgetQueryWhenUnwatched(client, KEY);
    render();
    expect(fetches()).toBe(0);
    expect(client.getQueryData(KEY)).toEqual({ title: 'Protein graphs' });
    leave();
    expect(client.getQueryCache().find({ queryKey: KEY, exact: true })).toBeUndefined();
    expect(fetches()).toBe(0);
  });

  it('drops a query no one watches at once', () => {
    const { client, leave, fetches } = watchedMonitoring();
    leave();
    forgetQueryWhenUnwatched(client, KEY);
    expect(client.getQueryCache().find({ queryKey: KEY, exact: true })).toBeUndefined();
    expect(fetches()).toBe(0);
  });

  it('waits for the last of several watchers', () => {
    const { client, leave } = watchedMonitoring();
    const other = new QueryObserver(client, { queryKey: KEY, queryFn: () => ({ title: 'Protein graphs' }) });
    const leaveOther = other.subscribe(() => {});
    forgetQueryWhenUnwatched(client, KEY);
    leave();
    expect(client.getQueryData(KEY)).toEqual({ title: 'Protein graphs' });
    leaveOther();
    expect(client.getQueryCache().find({ queryKey: KEY, exact: true })).toBeUndefined();
  });

  it('does nothing for a query not in the cache', () => {
    const client = new QueryClient();
    clients.push(client);
    forgetQueryWhenUnwatched(client, KEY);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
