import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ontologyKeys } from './ontology-keys';
import { refreshAfterReview } from './refresh-after-review';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('refreshing the ontology after a review', () => {
  it('refetches the log and other previews but not the impact of the decided entry', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = { decided: 0, other: 0, log: 0 };
    const watch = (queryKey: readonly unknown[], name: keyof typeof calls) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          calls[name] += 1;
          return Promise.resolve(calls[name]);
        },
      }).subscribe(() => undefined);
    const stops = [
      watch(ontologyKeys.impact(5), 'decided'),
      watch(ontologyKeys.impact(6), 'other'),
      watch(ontologyKeys.conceptLog(9120), 'log'),
    ];
    await settle();
    expect(calls).toEqual({ decided: 1, other: 1, log: 1 });

    await refreshAfterReview(client, 5);
    await settle();
    expect(calls).toEqual({ decided: 1, other: 2, log: 2 });
    stops.forEach((stop) => stop());
  });
});
