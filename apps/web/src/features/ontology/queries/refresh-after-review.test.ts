import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ontologyKeys } from './ontology-keys';
import { refreshAfterCuration, refreshAfterReview } from './refresh-after-review';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

// A client whose watched queries count their fetches by name.
function watched<Names extends string>(initial: Record<Names, number>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls = { ...initial };
  const watch = (queryKey: readonly unknown[], name: Names) =>
    new QueryObserver(client, {
      queryKey,
      queryFn: () => {
        calls[name] += 1;
        return Promise.resolve(calls[name]);
      },
    }).subscribe(() => undefined);
  return { client, calls, watch };
}

describe('refreshing the ontology after a review', () => {
  it('refetches the log and other previews but not the impact of the decided entry', async () => {
    const { client, calls, watch } = watched({ decided: 0, other: 0, log: 0 });
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

describe('refreshing the ontology after a curation decision (walk 10, defect 7)', () => {
  it('refetches the queue and other open evidence but not the evidence of the decided item (a 409)', async () => {
    const { client, calls, watch } = watched({ decided: 0, other: 0, sameIdOtherKind: 0, queue: 0 });
    const stops = [
      watch(ontologyKeys.evidence('ambiguous', 15089), 'decided'),
      watch(ontologyKeys.evidence('ambiguous', 15090), 'other'),
      watch(ontologyKeys.evidence('basic', 15089), 'sameIdOtherKind'),
      watch(ontologyKeys.curation('ambiguous', 0), 'queue'),
    ];
    await settle();
    expect(calls).toEqual({ decided: 1, other: 1, sameIdOtherKind: 1, queue: 1 });

    await refreshAfterCuration(client, 'ambiguous', 15089);
    await settle();
    expect(calls).toEqual({ decided: 1, other: 2, sameIdOtherKind: 2, queue: 2 });
    stops.forEach((stop) => stop());
  });
});
