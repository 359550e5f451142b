import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, searchRequestSchema } from '@sciscope/contracts';
import { nextSearchOffset } from './search.usecases';

describe('nextSearchOffset', () => {
  it('is the offset after the page while results are left', () => {
    expect(nextSearchOffset({ offset: 0, count: SEARCH_PAGE_SIZE, total: 120 })).toBe(50);
    expect(nextSearchOffset({ offset: 100, count: 20, total: 120 })).toBe(null);
    expect(nextSearchOffset({ offset: 200, count: 0, total: 120 })).toBe(null);
  });

  it('may reach the maximum offset, which a request accepts', () => {
    const next = nextSearchOffset({
      offset: SEARCH_MAX_OFFSET - SEARCH_PAGE_SIZE,
      count: SEARCH_PAGE_SIZE,
      total: 33_980,
    });
    expect(next).toBe(SEARCH_MAX_OFFSET);
    expect(searchRequestSchema.safeParse({ q: 'learning', offset: String(next) }).success).toBe(true);
  });

  it('offers no page past the maximum offset, which a request would be refused', () => {
    expect(nextSearchOffset({ offset: SEARCH_MAX_OFFSET, count: SEARCH_PAGE_SIZE, total: 33_980 })).toBe(null);
    const refused = searchRequestSchema.safeParse({
      q: 'learning',
      offset: String(SEARCH_MAX_OFFSET + SEARCH_PAGE_SIZE),
    });
    expect(refused.success).toBe(false);
  });
});
