import { describe, expect, it } from 'vitest';
import { isAutocompleteQuery } from './search.contract';

describe('isAutocompleteQuery', () => {
  it('starts at 2 characters, not counting surrounding spaces', () => {
    expect(isAutocompleteQuery('n')).toBe(false);
    expect(isAutocompleteQuery(' n ')).toBe(false);
    expect(isAutocompleteQuery('ne')).toBe(true);
  });

  it('stops past the 200 characters the server accepts, so a long query asks for nothing', () => {
    expect(isAutocompleteQuery(` ${'n'.repeat(200)} `)).toBe(true);
    expect(isAutocompleteQuery('n'.repeat(201))).toBe(false);
    expect(isAutocompleteQuery('robot '.repeat(200))).toBe(false);
  });
});
