import type { Suggestion } from '@sciscope/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { searchKeys } from './search-keys';
import { AUTOCOMPLETE_CACHE_SIZE, SUGGESTION_GC_MS } from './suggestion-cache';

const answer = (query: string): Suggestion[] => [
  { id: 0, value: query, label: `Search for "${query}"`, type: 'ui', url: '/search/', title: query },
];

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

const suggestionQueries = () => client.getQueryCache().findAll({ queryKey: searchKeys.suggestions() });

describe("the app's autocomplete cache", () => {
  it('keeps 100 answers of both lookups together and drops the least recently used first', async () => {
    await client.fetchQuery({ queryKey: searchKeys.conceptSuggestions('q0'), queryFn: () => answer('q0') });
    for (let i = 1; i < AUTOCOMPLETE_CACHE_SIZE; i += 1) {
      await client.fetchQuery({ queryKey: searchKeys.inputSuggestions(`q${i}`), queryFn: () => answer(`q${i}`) });
    }
    expect(suggestionQueries()).toHaveLength(100);
    await client.fetchQuery({ queryKey: searchKeys.inputSuggestions('new'), queryFn: () => answer('new') });
    expect(suggestionQueries()).toHaveLength(100);
    expect(client.getQueryData(searchKeys.conceptSuggestions('q0'))).toBeUndefined();
    expect(client.getQueryData(searchKeys.inputSuggestions('q1'))).toBeDefined();
    expect(client.getQueryData(searchKeys.inputSuggestions('new'))).toBeDefined();
  });

  it('answers a repeated lookup from the cache, but asks again after a failure', async () => {
    const queryFn = vi.fn(async () => answer('robots'));
    const key = searchKeys.inputSuggestions('robots');
    await client.fetchQuery({ queryKey: key, queryFn });
    await client.fetchQuery({ queryKey: key, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async (): Promise<Suggestion[]> => {
      throw new Error('offline');
    });
    const failingKey = searchKeys.inputSuggestions('graphs');
    await expect(client.fetchQuery({ queryKey: failingKey, queryFn: failing, retry: false })).rejects.toThrow();
    await client.fetchQuery({ queryKey: failingKey, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(failingKey)).toEqual(answer('robots'));
  });

  it('drops an answer nobody used for 30 minutes', async () => {
    const key = searchKeys.conceptSuggestions('graph');
    await client.fetchQuery({ queryKey: key, queryFn: () => answer('graph') });
    await vi.advanceTimersByTimeAsync(SUGGESTION_GC_MS - 1000);
    expect(client.getQueryData(key)).toBeDefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
