import { describe, expect, it } from 'vitest';
import { documentConcepts } from './settings-scope';

describe('the topics of the settings panel', () => {
  it('lists the concepts with a status first, then the shared ones, each once', () => {
    const topics = [
      { status: 'included' as const, concepts: [{ id: 5, name: 'Graph coloring', basic: false, weight: 1 }] },
      { status: 'required' as const, concepts: [] },
      { status: 'excluded' as const, concepts: [{ id: 7, name: 'Planar graph', basic: false, weight: 1 }] },
    ];
    const shared = [
      { id: 7, name: 'Planar graph' },
      { id: 9, name: 'Vertex degree' },
    ];
    expect(documentConcepts(topics, shared).map((c) => c.id)).toEqual([5, 7, 9]);
  });
});
