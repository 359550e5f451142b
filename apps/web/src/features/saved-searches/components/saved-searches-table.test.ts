import { describe, expect, it } from 'vitest';
import { deleteSavedSearchText } from './saved-searches-table';

describe('the delete confirmation of a saved search', () => {
  it('quotes a query holding straight quotes readably, never doubling them (walk: ""reinforcement learning" …")', () => {
    const text = deleteSavedSearchText({
      name: 'RL grasping',
      q: '"reinforcement learning" AND (grasping OR manipulation)',
    });
    expect(text).toBe(
      'RL grasping (the search “"reinforcement learning" AND (grasping OR manipulation)”) will be deleted. The articles it finds stay in the corpus.',
    );
    expect(text).not.toContain('""');
  });

  it('quotes a plain query the same way', () => {
    expect(deleteSavedSearchText({ name: 'Robots, most cited', q: 'robots' })).toBe(
      'Robots, most cited (the search “robots”) will be deleted. The articles it finds stay in the corpus.',
    );
  });
});
