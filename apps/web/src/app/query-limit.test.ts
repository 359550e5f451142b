import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { limitQueries } from './query-limit';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function boundClient(max: number) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity } } });
  clients.push(client);
  limitQueries(client.getQueryCache(), { queryKey: ['bounded'], max });
  const fill = (name: string) => client.fetchQuery({ queryKey: ['bounded', name], queryFn: () => name });
  const has = (name: string) => client.getQueryData(['bounded', name]) !== undefined;
  return { client, fill, has };
}

describe('limitQueries', () => {
  it('drops the oldest query under the key once there are more than the limit', async () => {
    const { client, fill, has } = boundClient(3);
    for (const name of ['a', 'b', 'c', 'd']) await fill(name);
    expect(['a', 'b', 'c', 'd'].map(has)).toEqual([false, true, true, true]);
    expect(client.getQueryCache().findAll({ queryKey: ['bounded'] })).toHaveLength(3);
  });

  it('counts a query as used when a component starts to watch it', async () => {
    const { client, fill, has } = boundClient(3);
    for (const name of ['a', 'b', 'c']) await fill(name);
    const unsubscribe = new QueryObserver(client, { queryKey: ['bounded', 'a'], queryFn: () => 'a' }).subscribe(
      () => {},
    );
    unsubscribe();
    await fill('d');
    expect(['a', 'b', 'c', 'd'].map(has)).toEqual([true, false, true, true]);
  });

  it('never drops a query that is being watched', async () => {
    const { client, fill, has } = boundClient(2);
    await fill('a');
    const unsubscribe = new QueryObserver(client, { queryKey: ['bounded', 'a'], queryFn: () => 'a' }).subscribe(
      () => {},
    );
    await fill('b');
    await fill('c');
    await fill('d');
    expect(['a', 'b', 'c', 'd'].map(has)).toEqual([true, false, false, true]);
    unsubscribe();
  });

  it('leaves queries under other keys alone', async () => {
    const { client, fill } = boundClient(1);
    await client.fetchQuery({ queryKey: ['other', 1], queryFn: () => 1 });
    await client.fetchQuery({ queryKey: ['other', 2], queryFn: () => 2 });
    await fill('a');
    await fill('b');
    expect(client.getQueryCache().findAll({ queryKey: ['other'] })).toHaveLength(2);
  });

  it('refuses a limit that is not a positive whole number', () => {
    const client = new QueryClient();
    expect(() => limitQueries(client.getQueryCache(), { queryKey: ['x'], max: 0 })).toThrow(RangeError);
  });
});
