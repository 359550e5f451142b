import { describe, expect, it } from 'vitest';
import { readOffset } from './offset-param';

describe('readOffset', () => {
  it('reads a whole number above 0', () => {
    expect(readOffset('50')).toBe(50);
  });

  it('reads anything else as the first page', () => {
    for (const raw of [null, '', 'abc', '-5', '2.5', 'Infinity']) expect(readOffset(raw)).toBe(0);
  });
});
