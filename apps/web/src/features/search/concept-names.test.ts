import { describe, expect, it } from 'vitest';
import { conceptBadgeLabel, createConceptNameStore } from './concept-names';

describe('the concept name store', () => {
  it('shows c:ID for a concept whose name was never seen, and the name once it was', () => {
    const store = createConceptNameStore();
    expect(conceptBadgeLabel(store, 123)).toBe('c:123');
    store.remember([{ conceptId: 123, name: 'Neural network' }]);
    expect(conceptBadgeLabel(store, 123)).toBe('Neural network');
  });

  it('tells its listeners only when something new was learnt', () => {
    const store = createConceptNameStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.remember([{ conceptId: 1, name: 'Robot' }]);
    const version = store.getVersion();
    store.remember([{ conceptId: 1, name: 'Robot' }]);
    store.remember([{ conceptId: 2, name: '' }]);
    expect(calls).toBe(1);
    expect(store.getVersion()).toBe(version);
    unsubscribe();
    store.remember([{ conceptId: 3, name: 'Graph' }]);
    expect(calls).toBe(1);
  });

  it('forgets the least recently used names past its capacity', () => {
    const store = createConceptNameStore({ capacity: 2 });
    store.remember([
      { conceptId: 1, name: 'a' },
      { conceptId: 2, name: 'b' },
      { conceptId: 3, name: 'c' },
    ]);
    expect(store.nameOf(1)).toBeUndefined();
    expect(store.nameOf(3)).toBe('c');
  });
});
