import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { conceptKeys } from './concept-keys';
import { CONCEPT_NAME_CAPACITY, conceptBadgeLabel, rememberConceptNames } from './concept-names';

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

const nameOf = (conceptId: number) => client.getQueryData<string>(conceptKeys.name(conceptId));

describe('concept names in the query cache', () => {
  it('shows c:ID for a concept whose name was never seen, and the name once it was', () => {
    expect(conceptBadgeLabel(nameOf(123), 123)).toBe('c:123');
    rememberConceptNames(client, [{ conceptId: 123, name: 'Neural network' }]);
    expect(conceptBadgeLabel(nameOf(123), 123)).toBe('Neural network');
  });

  it('tells a watching badge when the name is learnt, without ever fetching it', async () => {
    const seen: Array<string | undefined> = [];
    const observer = new QueryObserver<string>(client, { queryKey: conceptKeys.name(7), queryFn: skipToken });
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    rememberConceptNames(client, [{ conceptId: 7, name: 'Robot' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toBe('Robot');
    unsubscribe();
  });

  it('skips empty names and leaves a known name untouched', () => {
    rememberConceptNames(client, [{ conceptId: 1, name: 'Robot' }]);
    const first = client.getQueryState(conceptKeys.name(1))?.dataUpdatedAt;
    vi.advanceTimersByTime(1000);
    rememberConceptNames(client, [
      { conceptId: 1, name: 'Robot' },
      { conceptId: 2, name: '' },
    ]);
    expect(client.getQueryState(conceptKeys.name(1))?.dataUpdatedAt).toBe(first);
    expect(client.getQueryState(conceptKeys.name(2))).toBeUndefined();
  });

  it('keeps names for the whole visit, up to the capacity, least recently used out first', async () => {
    rememberConceptNames(
      client,
      Array.from({ length: CONCEPT_NAME_CAPACITY + 1 }, (_, i) => ({ conceptId: i + 1, name: `Concept ${i + 1}` })),
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(nameOf(1)).toBeUndefined();
    expect(nameOf(2)).toBe('Concept 2');
    expect(nameOf(CONCEPT_NAME_CAPACITY + 1)).toBe(`Concept ${CONCEPT_NAME_CAPACITY + 1}`);
  });
});
