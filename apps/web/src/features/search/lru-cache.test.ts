import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('returns what was stored and undefined for unknown keys', () => {
    const cache = createLruCache<string, number>({ capacity: 3 });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.has('a')).toBe(true);
  });

  it('drops the least recently used entry once the capacity is exceeded', () => {
    const cache = createLruCache<string, number>({ capacity: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.has('a')).toBe(false);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('counts a read as a use, so a recently read entry survives', () => {
    const cache = createLruCache<string, number>({ capacity: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });

  it('replaces the value of an existing key without growing', () => {
    const cache = createLruCache<string, number>({ capacity: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.has('b')).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('keeps exactly 100 entries when given the autocomplete capacity', () => {
    const cache = createLruCache<number, number>({ capacity: 100 });
    for (let i = 0; i < 150; i += 1) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.has(49)).toBe(false);
    expect(cache.has(50)).toBe(true);
    expect(cache.has(149)).toBe(true);
  });

  it('stores undefined-free falsy values faithfully', () => {
    const cache = createLruCache<string, number | null>({ capacity: 2 });
    cache.set('zero', 0);
    cache.set('null', null);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('null')).toBeNull();
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => createLruCache({ capacity: 0 })).toThrow(RangeError);
    expect(() => createLruCache({ capacity: 1.5 })).toThrow(RangeError);
  });
});
