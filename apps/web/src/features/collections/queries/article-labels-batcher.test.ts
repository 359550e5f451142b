import type { ArticleLabelsResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { createArticleLabelsBatcher } from './article-labels-batcher';

const chip = (id: number) => ({ id, name: `Label ${id}`, color: '#228be6' });

/** A batcher whose flushes run when the test says so, recording every request. */
function setUp({ maxBatch, fail = false }: { maxBatch?: number; fail?: boolean } = {}) {
  const requests: number[][] = [];
  let flush: (() => void) | null = null;
  const batcher = createArticleLabelsBatcher({
    fetchBatch: async (ids): Promise<ArticleLabelsResponse> => {
      requests.push(ids);
      if (fail) throw new Error('offline');
      return { articles: ids.map((articleId) => ({ articleId, labels: articleId % 2 ? [chip(articleId)] : [] })) };
    },
    ...(maxBatch ? { maxBatch } : {}),
    schedule: (next) => {
      flush = next;
    },
  });
  return { batcher, requests, flush: () => flush?.() };
}

describe('the article labels batcher', () => {
  it('asks once for the rows of one render, each id once, and answers every row', async () => {
    const { batcher, requests, flush } = setUp();
    const loads = [batcher.load(1), batcher.load(2), batcher.load(1), batcher.load(3)];
    expect(requests).toEqual([]);
    flush();
    expect(await Promise.all(loads)).toEqual([[chip(1)], [], [chip(1)], [chip(3)]]);
    expect(requests).toEqual([[1, 2, 3]]);

    const later = batcher.load(5);
    flush();
    expect(await later).toEqual([chip(5)]);
    expect(requests).toEqual([[1, 2, 3], [5]]);
  });

  it('splits a large render into requests of the allowed size', async () => {
    const { batcher, requests, flush } = setUp({ maxBatch: 2 });
    const loads = [1, 2, 3, 4, 5].map((id) => batcher.load(id));
    flush();
    await Promise.all(loads);
    expect(requests).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every row of a failed request', async () => {
    const { batcher, flush } = setUp({ fail: true });
    const loads = [batcher.load(1), batcher.load(2)];
    flush();
    for (const load of loads) await expect(load).rejects.toThrow('offline');
  });
});
