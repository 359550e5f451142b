import { describe, expect, it } from 'vitest';
import { documentConcepts } from './settings-scope';

describe('the topics of the settings panel', () => {
  it('lists every document concept, then topics the list left out, each once', () => {
    const topics = [
      { status: 'included' as const, concepts: [{ id: 5, name: 'Graph coloring', basic: false, weight: 1 }] },
      { status: 'required' as const, concepts: [] },
      { status: 'excluded' as const, concepts: [{ id: 7, name: 'Planar graph', basic: false, weight: 1 }] },
    ];
    const concepts = [
      { id: 7, name: 'Planar graph', basic: false, weight: 2, status: 2 as const },
      { id: 9, name: 'Vertex degree', basic: false, weight: 1, status: null },
    ];
    expect(documentConcepts(concepts, topics).map((c) => c.id)).toEqual([7, 9, 5]);
  });
});
