import { describe, expect, it } from 'vitest';
import { firstLoadNote } from './monitoring-results';

describe('the first-start load note of "Added …" results', () => {
  const loadedAt = '2026-11-29T21:40:00.000Z';

  it('says nothing when no result came with the first load', () => {
    expect(firstLoadNote({ total: 12 })).toBeNull();
    expect(firstLoadNote({ total: 12, firstLoad: { loadedAt, count: 0 } })).toBeNull();
  });

  it('says how many came with it, and how to follow recent publications instead', () => {
    expect(firstLoadNote({ total: 95_204, firstLoad: { loadedAt, count: 95_204 } })).toBe(
      "All 95,204 articles came with the corpus loaded on 2026-11-29, when this site started, so they count as added. To follow recent publications, choose 'Published in the last year' or a range in Date.",
    );
    expect(firstLoadNote({ total: 1_200, firstLoad: { loadedAt, count: 1_190 } })).toMatch(
      /^1,190 of these 1,200 articles came with the corpus loaded on 2026-11-29, /,
    );
    expect(firstLoadNote({ total: 1, firstLoad: { loadedAt, count: 1 } })).toMatch(
      /^This article came with the corpus loaded on 2026-11-29, when this site started, so it counts as added\./,
    );
  });
});
