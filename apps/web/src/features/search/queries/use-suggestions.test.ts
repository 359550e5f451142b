import { describe, expect, it } from 'vitest';
import { conceptLookupEmptyText } from './use-suggestions';

describe("a concept lookup's empty list", () => {
  it('says nothing under 2 characters, that it is looking while the answer is not in, then that none was found', () => {
    expect(conceptLookupEmptyText('g', true)).toBeUndefined();
    expect(conceptLookupEmptyText(' g ', false)).toBeUndefined();
    expect(conceptLookupEmptyText('graph th', true)).toBe('Searching…');
    expect(conceptLookupEmptyText('graph th', false)).toBe('No concept found');
  });
});
